import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';

interface ClearHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  error: string | null;
  /** Where focus goes on closing (the button that opened it is disabled once the history is gone). */
  returnFocusTo?: () => HTMLElement | null;
}

/** The confirmation before the conversation goes. */
export function ClearHistoryDialog({ open, onOpenChange, onConfirm, busy, error, returnFocusTo }: ClearHistoryDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Effacer l'historique ?"
      description="Toute la conversation avec le chef sera supprimée. Cette action est définitive."
      confirmLabel="Effacer"
      onConfirm={onConfirm}
      busy={busy}
      error={error}
      returnFocusTo={returnFocusTo}
    />
  );
}
