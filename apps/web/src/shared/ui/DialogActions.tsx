import type { ReactNode } from 'react';

interface DialogActionsProps {
  /** The one action of the dialog. */
  label: ReactNode;
  /** Its request runs: both buttons wait, the action shows a spinner and cannot be sent twice. */
  busy: boolean;
  onCancel: () => void;
  /** 'Annuler' unless the dialog only shows something ('Fermer'). */
  cancelLabel?: string;
  /** Without it the action submits the dialog's form. */
  onAction?: () => void;
  /** The action has nothing to do yet (the busy state disables it too). */
  disabled?: boolean;
}

/** The footer of the dashboard's dialogs: a way out on the left, the action on the right. */
export function DialogActions({ label, busy, onCancel, cancelLabel = 'Annuler', onAction, disabled = false }: DialogActionsProps) {
  return (
    <div className="modal-actions">
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button
        type={onAction ? 'button' : 'submit'}
        className="btn btn-primary"
        onClick={onAction}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
      >
        {busy && <span className="spinner" aria-hidden="true" />}
        {label}
      </button>
    </div>
  );
}
