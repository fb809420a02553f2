import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * After an in-app navigation, start the new page at the top and move focus to it, as a full page
 * load would: keyboard and screen-reader users land on the content, not on the menu link they used.
 * Back/forward keeps the position the browser restores.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo?.(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, mainRef]);
}
