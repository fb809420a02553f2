import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { COOKED_MESSAGES as M, inHeldUnit, type CookedApplyResult, type CookedItemChange, type CookedPreview } from '#contracts';
import { ofFood } from '#ingredients';
import { Modal } from '../../../shared/ui/Modal';
import { DialogActions } from '../../../shared/ui/DialogActions';
import { fridgeAmount, unitFor } from '../../../shared/text/fridge-amount';
import { cookedApi } from './cooked-api';
import { useFridgeRefresh } from './use-cooked-notice';
import './cooked.css';

interface CookedDialogProps {
  open: boolean;
  /** Closed with « Passer », « Fermer », Escape, or once the fridge is updated. */
  onOpenChange: (open: boolean) => void;
  /** The recipe's lines as shown (scaled to tonight's servings). */
  ingredients: string[];
  servings?: number;
  onApplied: (result: CookedApplyResult) => void;
}

/**
 * « Mettre à jour le frigo ? » after cooking: per fridge item the recipe used, what it holds and
 * what is left (« Blancs de poulet : 600 g → 300 g »), ticked and editable; the other lines in one sentence.
 */
export function CookedDialog({ open, onOpenChange, ingredients, servings, onApplied }: CookedDialogProps) {
  const preview = useQuery({
    queryKey: ['cooked-preview', ingredients, servings ?? null],
    queryFn: () => cookedApi.preview(ingredients, servings),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
  });
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={M.dialogTitle} size="md" pending={busy} className="cooked">
      {preview.isPending ? (
        <p aria-busy="true">Lecture de la recette…</p>
      ) : preview.isError ? (
        <>
          <p role="alert">{preview.error.message}</p>
          <DialogActions label="Réessayer" busy={false} cancelLabel={M.close} onCancel={() => onOpenChange(false)} onAction={() => void preview.refetch()} />
        </>
      ) : (
        <CookedForm key={preview.dataUpdatedAt} preview={preview.data} onBusy={setBusy} onClose={() => onOpenChange(false)} onApplied={onApplied} />
      )}
    </Modal>
  );
}

interface Row {
  checked: boolean;
  quantity: string;
}

/** What the item holds, in the unit its new quantity is typed in: « 1 l » is 1000 for a quantity in ml. */
const heldInAfterUnit = (item: CookedItemChange) => Math.round(item.before.quantity / (inHeldUnit({ quantity: 1, unit: item.after.unit }, item.before.unit) ?? 1));

/** The quantity typed for an item (in the unit of its `after`), or the French reason it cannot be applied. */
function readQuantity(item: CookedItemChange, text: string): number | string {
  const quantity = Number(text);
  if (text.trim() === '' || !Number.isInteger(quantity) || quantity < 0) return M.quantityInvalid;
  if (quantity > heldInAfterUnit(item)) return M.quantityAboveHeld(item.name, item.before);
  return quantity;
}

function CookedForm({ preview, onBusy, onClose, onApplied }: { preview: CookedPreview; onBusy: (busy: boolean) => void; onClose: () => void; onApplied: (result: CookedApplyResult) => void }) {
  const refresh = useFridgeRefresh();
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(preview.items.map((item) => [item.itemId, { checked: true, quantity: String(item.after.quantity) }])),
  );
  const apply = useMutation({
    mutationFn: cookedApi.apply,
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
    onSuccess: (result) => {
      refresh();
      onApplied(result);
      onClose();
    },
  });
  const errors = Object.fromEntries(
    preview.items.map((item) => {
      const read = readQuantity(item, rows[item.itemId]!.quantity);
      return [item.itemId, rows[item.itemId]!.checked && typeof read === 'string' ? read : null];
    }),
  );
  const chosen = preview.items.filter((item) => rows[item.itemId]!.checked);
  const set = (id: string, patch: Partial<Row>) => setRows((all) => ({ ...all, [id]: { ...all[id]!, ...patch } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0 || chosen.some((item) => errors[item.itemId])) return;
    apply.mutate(
      chosen.map((item) => ({
        itemId: item.itemId,
        quantity: Number(rows[item.itemId]!.quantity),
        // Said only when the preview moved to the finer unit (« 1 l → 750 ml »).
        ...(item.after.unit === item.before.unit ? {} : { unit: item.after.unit }),
      })),
    );
  }

  const others = preview.notFromFridge.length > 0 && <p className="cooked-others">{M.notFromFridge(preview.notFromFridge)}</p>;
  if (preview.items.length === 0)
    return (
      <>
        <p>{M.nothingFromFridge}</p>
        {others}
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {M.close}
          </button>
        </div>
      </>
    );
  return (
    <form onSubmit={submit} noValidate>
      <ul className="cooked-items">
        {preview.items.map((item) => {
          const row = rows[item.itemId]!;
          const error = errors[item.itemId];
          const errorId = `cooked-error-${item.itemId}`;
          return (
            <li key={item.itemId} className="cooked-item">
              <label className="cooked-check">
                <input type="checkbox" checked={row.checked} onChange={(e) => set(item.itemId, { checked: e.target.checked })} />
                <span>
                  {/* The arrow stays with the amount: never alone at the start of a line. */}
                  {item.name} : {fridgeAmount(item.before.quantity, item.before.unit)} →
                </span>
              </label>
              <span className="cooked-after">
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={heldInAfterUnit(item)}
                  step={1}
                  className="cooked-quantity"
                  aria-label={`Nouvelle quantité ${ofFood(item.name)}${item.after.unit === 'unité' ? '' : ` (${item.after.unit})`}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  disabled={!row.checked}
                  value={row.quantity}
                  onChange={(e) => set(item.itemId, { quantity: e.target.value })}
                />
                <span aria-hidden="true">{unitFor(Number(row.quantity) || 0, item.after.unit)}</span>
              </span>
              <span className="cooked-line">{item.line}</span>
              {error && (
                <span id={errorId} className="field-error" role="alert">
                  {error}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {others}
      {apply.isError && <p role="alert">{apply.error.message}</p>}
      <DialogActions label={M.confirm} busy={apply.isPending} cancelLabel={M.skip} onCancel={onClose} disabled={chosen.length === 0} />
    </form>
  );
}
