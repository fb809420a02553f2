import { useState } from 'react';
import { INVENTORY_CATEGORIES, type InventoryCategory } from '#contracts';
import { inventoryCategoryOf } from '#ingredients';
import { Modal } from '../../../shared/ui/Modal';
import { failureMessage } from '../../../shared/http/failure-message';
import type { ShoppingLine } from '../shopping-lines';
import { DialogActions } from '../../../shared/ui/DialogActions';

export const MOVE_FAILED = "Impossible de ranger l'article dans le frigo";

interface MoveToFridgeDialogProps {
  /** The checked line to put away; null when closed. */
  line: ShoppingLine | null;
  onClose: () => void;
  onMove: (line: ShoppingLine, category: InventoryCategory) => Promise<unknown>;
}

/** 'Ranger dans le frigo': pick the shelf (guessed from the name, 'Autre' otherwise), then move. */
export function MoveToFridgeDialog({ line, onClose, onMove }: MoveToFridgeDialogProps) {
  // Here rather than in the form, so that the shell holds the dialog open while the move runs.
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={line !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Ranger dans le frigo"
      description={line ? `Dans quelle catégorie ranger « ${line.name} » ?` : undefined}
      size="sm"
      pending={busy}
      // On the guessed shelf, so that the arrow keys move from there and Enter confirms it.
      initialFocus={(dialog) => dialog.querySelector<HTMLInputElement>('input[name="category"]:checked')}
    >
      {/* Keyed by line, so each opening starts from that item's guess. */}
      {line && <MoveForm key={line.key} line={line} onClose={onClose} onMove={onMove} busy={busy} onBusy={setBusy} />}
    </Modal>
  );
}

interface MoveFormProps extends Omit<MoveToFridgeDialogProps, 'line'> {
  line: ShoppingLine;
  busy: boolean;
  onBusy: (busy: boolean) => void;
}

function MoveForm({ line, onClose, onMove, busy, onBusy }: MoveFormProps) {
  const [category, setCategory] = useState<InventoryCategory>(() => inventoryCategoryOf(line.name));
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    onBusy(true);
    setError(null);
    try {
      await onMove(line, category);
      // Idle again before closing, so the next opening does not start blocked.
      onBusy(false);
      onClose();
    } catch (err) {
      setError(failureMessage(err, MOVE_FAILED).message);
      onBusy(false);
    }
  }

  return (
    <form
      className="k-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="sh-categories">
        <legend className="visually-hidden">Catégorie</legend>
        {INVENTORY_CATEGORIES.map((c) => (
          <label key={c} className="sh-category">
            <input type="radio" name="category" value={c} checked={category === c} onChange={() => setCategory(c)} />
            <span>{c}</span>
          </label>
        ))}
      </fieldset>
      <div role="alert" className={error ? 'alert alert-error' : undefined}>
        {error}
      </div>
      <DialogActions label="Ranger" busy={busy} onCancel={onClose} />
    </form>
  );
}
