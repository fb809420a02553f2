import { useState, type KeyboardEvent } from 'react';
import { stepQuantity } from '#contracts';
import { ofFood } from '#ingredients';
import { unitFor } from '../../../shared/text/fridge-amount';
import { AppIcon } from '../../../shared/ui/AppIcon';

interface QuantityStepperProps {
  itemName: string;
  quantity: number;
  unit: string;
  onChange: (quantity: number) => void;
}

/**
 * − / + by the unit's step (1 unité, 50 g: see stepQuantity), never below 1, and a field for any
 * exact amount, committed on Enter or when leaving it. A value that is not a whole number of at
 * least 1 puts the field back as it was.
 */
export function QuantityStepper({ itemName, quantity, unit, onChange }: QuantityStepperProps) {
  // What the user is typing; null while the field shows the item's (possibly live-updated) quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const down = stepQuantity(quantity, unit, -1);
  const up = stepQuantity(quantity, unit, 1);
  const ofItem = ofFood(itemName);

  function commit() {
    if (draft === null) return;
    const next = Number(draft.trim());
    setDraft(null);
    if (Number.isInteger(next) && next >= 1 && next !== quantity) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape' && draft !== null) {
      // Cancel the typing, not the dialog-less page: nothing else listens to Escape here.
      event.preventDefault();
      setDraft(null);
    }
  }

  return (
    <div className="qty" role="group" aria-label={`Quantité ${ofItem}`}>
      <button
        type="button"
        className="qty-btn"
        aria-label={`Diminuer la quantité ${ofItem}`}
        disabled={down === null}
        onClick={() => down !== null && onChange(down)}
      >
        <AppIcon name="minus" size={18} />
      </button>
      <input
        className="qty-input"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        aria-label={`Quantité ${ofItem} (${unitFor(quantity, unit)})`}
        value={draft ?? String(quantity)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="qty-btn" aria-label={`Augmenter la quantité ${ofItem}`} onClick={() => up !== null && onChange(up)}>
        <AppIcon name="plus" size={18} />
      </button>
      <span className="qty-unit" aria-hidden="true">
        {unitFor(quantity, unit)}
      </span>
    </div>
  );
}
