import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from './Icon';
import { useDialogFocus } from './use-dialog-focus';
import './modal.css';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  children: ReactNode;
  /** 'sm' for a short choice, 'md' for forms, 'lg' for a whole recipe. */
  size?: 'sm' | 'md' | 'lg';
  /** A request runs: the close button is disabled and nothing dismisses the dialog, so its answer lands somewhere. */
  pending?: boolean;
  /** The field to start on, found in the open dialog, when typing is why it was opened; the close button otherwise. */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null;
  /** Where focus goes on closing, when not back to the control that opened the dialog. */
  returnFocusTo?: () => HTMLElement | null;
  /** Above the header, full width (a recipe's picture); the close button floats over it. */
  media?: ReactNode;
  /** A small line above the title (a recipe's type), outside the accessible name. */
  eyebrow?: ReactNode;
  /** The feature's own look, on top of the shell's. */
  className?: string;
}

/**
 * The dashboard pages' modal: Radix traps focus, closes on Escape and names the dialog;
 * useDialogFocus gives focus back to the opener, these dialogs being opened from state.
 * A bottom sheet on phones, within thumb reach; a centred card from 640 px.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  pending = false,
  initialFocus,
  returnFocusTo,
  media,
  eyebrow,
  className,
}: ModalProps) {
  const focus = useDialogFocus(open, returnFocusTo);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          ref={content}
          className={`modal modal-${size}${className ? ` ${className}` : ''}`}
          // Without a description, say so, rather than point at nothing (and Radix warns).
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            focus.onOpenAutoFocus();
            const target = content.current && initialFocus?.(content.current);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          {media}
          <div className="modal-head">
            {eyebrow}
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            {description && <Dialog.Description className="modal-description">{description}</Dialog.Description>}
          </div>
          {/* After the heading, so it is read after the name; first control, so Radix focuses it by default. */}
          <Dialog.Close className="icon-btn modal-close" aria-label="Fermer" disabled={pending}>
            <Icon name="close" size={22} />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
