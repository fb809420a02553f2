import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { KitchenIcon } from './KitchenIcon';

interface KitchenDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** 'sm' for confirmations, 'md' for forms. */
  size?: 'sm' | 'md';
}

/**
 * The kitchen pages' modal (shopping and planning): Radix gives the focus trap, Escape, labelling
 * and focus return. A bottom sheet on phones, within thumb reach; centred from 640 px.
 * The close button comes last in the DOM so that opening focuses the first field, or the
 * safe "Annuler" of a confirmation, rather than the cross.
 */
export function KitchenDialog({ open, onOpenChange, title, description, children, size = 'md' }: KitchenDialogProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="kd-overlay" />
        <Dialog.Content
          className={`kd-dialog kd-dialog-${size}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // These dialogs open from code, without a Radix trigger, so Radix has nothing to give the
          // focus back to: return it to the control that opened the dialog, or, when that control
          // left with its row (a deleted meal), to the page's title.
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnTo.current?.isConnected ? returnTo.current : document.querySelector<HTMLElement>('.k-page-title');
            target?.focus({ preventScroll: !returnTo.current?.isConnected });
          }}
        >
          <Dialog.Title className="kd-title">{title}</Dialog.Title>
          {description && <Dialog.Description className="kd-description">{description}</Dialog.Description>}
          {children}
          <Dialog.Close asChild>
            <button type="button" className="icon-btn kd-close" aria-label="Fermer">
              <KitchenIcon name="close" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
