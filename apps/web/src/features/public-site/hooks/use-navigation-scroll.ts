import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * What a multi-page site does for free and a single-page app must do itself:
 * - a link with a hash (/#pricing, even from another page) scrolls to that section;
 * - a new page starts at the top, except on back/forward, where the browser restores the position;
 * - focus moves to the new content, so keyboard and screen-reader users start there.
 */
export function useNavigationScroll(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const lastKey = useRef(key);

  useEffect(() => {
    const firstRender = lastKey.current === key;
    lastKey.current = key;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView?.();
      if (!firstRender) target.focus({ preventScroll: true });
      return;
    }
    if (firstRender) return;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash, key, navigationType, mainRef]);
}
