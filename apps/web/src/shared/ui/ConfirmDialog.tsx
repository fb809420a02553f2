import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useDialogFocus } from './use-dialog-focus';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  cancelLabel?: string;
  busy?: boolean;
  /** The failure, shown inside: the dialog stays open so the person can try again or cancel. */
  error?: string | null;
  /** Keeps the confirm button disabled (the account deletion's typed word). */
  confirmDisabled?: boolean;
  /** Extra content between the text and the buttons (an input). */
  children?: ReactNode;
  /** The button that opens the dialog, when it has one; otherwise it is opened from state. */
  trigger?: ReactNode;
  /** Where focus goes on closing, when not back to the control that opened the dialog. */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The question before something that cannot be undone: Radix traps focus, closes on Escape and
 * names the dialog; focus starts on the safe choice (or on `children`' first field). A bottom
 * sheet on phones, a centred card from tablets on.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  cancelLabel = 'Annuler',
  busy = false,
  error,
  confirmDisabled = false,
  children,
  trigger,
  returnFocusTo,
}: ConfirmDialogProps) {
  const focus = useDialogFocus(open, returnFocusTo);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Not while the request runs: its answer must land somewhere.
        if (!busy) onOpenChange(next);
      }}
    >
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="cd-overlay" />
        <Dialog.Content
          className="cd-dialog"
          role="alertdialog"
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <Dialog.Title className="cd-title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="cd-text">{description}</div>
          </Dialog.Description>
          {children}
          <div role="alert" className={error ? 'alert alert-error' : 'cd-alert-empty'}>
            {error}
          </div>
          <div className="cd-actions">
            <Dialog.Close asChild>
              <button type="button" className="btn btn-secondary" disabled={busy}>
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className="btn cd-btn-danger"
              onClick={onConfirm}
              disabled={busy || confirmDisabled}
              aria-busy={busy || undefined}
            >
              {busy && <span className="spinner" aria-hidden="true" />}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
