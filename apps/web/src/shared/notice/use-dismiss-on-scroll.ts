import { useEffect } from 'react';

/** How far a finger travels before it is a scroll, not a tap with a tremor. */
export const SCROLL_DISMISS_PX = 24;

/**
 * Dismisses a floating message as soon as the person scrolls the page (a finger drag or the wheel),
 * as phone snackbars do: what it covered is what they now want to reach. Only the person's own
 * gestures count, not the scroll events a list fires when a row leaves it. Gestures on the message
 * itself (its buttons) do not dismiss it.
 */
export function useDismissOnScroll(active: boolean, dismiss: () => void, keep?: { current: HTMLElement | null }): void {
  useEffect(() => {
    if (!active) return;
    const outside = (target: EventTarget | null) => !(target instanceof Node && keep?.current?.contains(target));
    let startY: number | null = null;
    const onTouchStart = (e: TouchEvent) => {
      startY = outside(e.target) ? (e.touches[0]?.clientY ?? null) : null;
    };
    const onTouchMove = (e: TouchEvent) => {
      const y = e.touches[0]?.clientY;
      if (startY !== null && y !== undefined && Math.abs(y - startY) >= SCROLL_DISMISS_PX) dismiss();
    };
    const onWheel = (e: WheelEvent) => {
      if (e.deltaY !== 0 && outside(e.target)) dismiss();
    };
    const options = { passive: true, capture: true } as const;
    window.addEventListener('touchstart', onTouchStart, options);
    window.addEventListener('touchmove', onTouchMove, options);
    window.addEventListener('wheel', onWheel, options);
    return () => {
      window.removeEventListener('touchstart', onTouchStart, options);
      window.removeEventListener('touchmove', onTouchMove, options);
      window.removeEventListener('wheel', onWheel, options);
    };
  }, [active, dismiss, keep]);
}
