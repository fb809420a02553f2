import { useRef } from 'react';

/**
 * Focus on opening and closing for a dialog opened from state. Radix gives focus back to its
 * Dialog.Trigger, and these dialogs have none (a card's button, a header button, another dialog):
 * remember what had focus when the dialog opened and go back to it, or to `returnFocusTo()` when
 * that says otherwise. When the opener left with its item (a deleted row), focus lands on the
 * page's heading rather than nowhere.
 */
export function useDialogFocus(open: boolean, returnFocusTo?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(open);
  isOpen.current = open;
  return {
    onOpenAutoFocus: () => {
      // Called before Radix moves focus inside: the active element is still the opener.
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
        opener.current = document.activeElement;
      }
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      // React's development double mount runs this while the dialog stays open: leave focus inside.
      if (isOpen.current) return;
      const opened = opener.current?.isConnected && !(opener.current as HTMLButtonElement).disabled ? opener.current : null;
      const target = returnFocusTo?.() ?? opened ?? document.querySelector<HTMLElement>('main h1');
      target?.focus({ preventScroll: !opened });
      opener.current = null;
    },
  };
}
