import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { KITCHEN_MESSAGES, SHOPPING_ITEM_NAME_MAX_LENGTH, type ShoppingItem } from '#contracts';
import type { ShoppingEdit } from '../api';
import { shoppingQuantityOf, unitOptions } from '../units';
import { ShoppingQuantityField } from './ShoppingQuantityField';

interface ShoppingLineEditorProps {
  item: ShoppingItem;
  onSave: (changes: ShoppingEdit) => void;
  onCancel: () => void;
}

/**
 * A line edited in place (name, quantity, unit): Entrée saves, Échap cancels. Only what changed is
 * sent, the quantity and the unit together (they are read as one amount). Offline the edit waits
 * in the outbox like any change of the list.
 */
export function ShoppingLineEditor({ item, onSave, onCancel }: ShoppingLineEditorProps) {
  const id = useId();
  const [name, setName] = useState(item.name);
  const [quantity, setQuantity] = useState(item.quantity);
  const [unit, setUnit] = useState(item.unit);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameRef.current?.focus();
    nameRef.current?.select();
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(KITCHEN_MESSAGES.itemNameRequired);
      nameRef.current?.focus();
      return;
    }
    const amount = shoppingQuantityOf(quantity);
    const changes: ShoppingEdit = {};
    if (trimmed !== item.name) changes.name = trimmed;
    if (amount !== item.quantity || unit !== item.unit) Object.assign(changes, { quantity: amount, unit });
    if (Object.keys(changes).length === 0) return onCancel();
    onSave(changes);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onCancel();
  };

  return (
    <form className="sh-line-edit" aria-label={`Modifier « ${item.name} »`} onSubmit={submit} onKeyDown={onKeyDown} noValidate>
      <div className="field sh-edit-name">
        <label htmlFor={`${id}-name`}>Nom</label>
        <input
          id={`${id}-name`}
          ref={nameRef}
          className="input"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          maxLength={SHOPPING_ITEM_NAME_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      <ShoppingQuantityField id={`${id}-quantity`} className="field sh-edit-quantity" value={quantity} onChange={setQuantity} />
      <div className="field sh-edit-unit">
        <label htmlFor={`${id}-unit`}>Unité</label>
        <select id={`${id}-unit`} className="input" value={unit} onChange={(e) => setUnit(e.target.value)}>
          {unitOptions(item.unit).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="sh-edit-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Annuler
        </button>
        <button type="submit" className="btn btn-primary">
          Enregistrer
        </button>
      </div>
    </form>
  );
}
