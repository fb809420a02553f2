import { useLayoutEffect } from 'react';

/**
 * The room a shown notice takes at the bottom of a phone screen, as `--notice-clearance` on the
 * document: the floating add button (kitchen.css's .k-fab) steps up by it instead of disappearing
 * under the message for its five seconds. Measured, not assumed: a long text wraps to two lines.
 */
export const NOTICE_CLEARANCE = '--notice-clearance';

/** Gap between the notice and the button above it. */
const GAP_PX = 8;

export function useNoticeClearance(shown: boolean, region: { current: HTMLElement | null }): void {
  useLayoutEffect(() => {
    const el = region.current;
    if (!shown || !el) return;
    const root = document.documentElement.style;
    const update = () => {
      const height = el.getBoundingClientRect().height;
      if (height > 0) root.setProperty(NOTICE_CLEARANCE, `${Math.ceil(height) + GAP_PX}px`);
      else root.removeProperty(NOTICE_CLEARANCE);
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty(NOTICE_CLEARANCE);
    };
  }, [shown, region]);
}
