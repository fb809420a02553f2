import { SHOPPING_QUANTITY_MAX_LENGTH } from '#contracts';

interface ShoppingQuantityFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A refusal of the API's, said under the field. */
  error?: string;
  /** The wrapper's classes: the add dialog's and the line editor's layouts differ. */
  className?: string;
}

/**
 * A shopping line's 'Quantité': free text ('2', '500', '1,5', 'une botte'), '1' when left empty
 * (see shoppingQuantityOf), as the add dialog and the line editor both ask it.
 */
export function ShoppingQuantityField({ id, value, onChange, error, className = 'field' }: ShoppingQuantityFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id}>Quantité</label>
      <input
        id={id}
        className="input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={SHOPPING_QUANTITY_MAX_LENGTH}
        autoComplete="off"
        inputMode="decimal"
        enterKeyHint="done"
        placeholder="1"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
