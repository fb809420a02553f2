import { useId, useState, type FormEvent } from 'react';
import { INVENTORY_CATEGORIES, KITCHEN_MESSAGES, UNITS, type InventoryCategory, type InventoryItem } from '#contracts';
import { ApiError } from '../../../shared/http';
import { Modal } from '../../../shared/ui/Modal';
import { errorText } from '../../../shared/http/error-text';
import { useAddInventoryItem } from '../hooks/use-inventory-mutations';
import { emptyAddItemForm, readAddItemForm, type AddItemErrors, type AddItemForm } from './add-item-form';

interface AddItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category chip in use, so a new item does not vanish from the filtered fridge. */
  defaultCategory: InventoryCategory;
  onAdded: (item: InventoryItem) => void;
}

const FIELD_ORDER = ['name', 'quantity', 'unit', 'category', 'expirationDate'] as const;

export function AddItemDialog({ open, onOpenChange, defaultCategory, onAdded }: AddItemDialogProps) {
  const add = useAddInventoryItem();
  const id = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Ajouter un article"
      description="Qu'avez-vous rangé dans le frigo ?"
      pending={add.isPending}
      // Straight to 'Nom' rather than the close button: typing is why the dialog was opened.
      initialFocus={() => document.getElementById(`${id}-name`)}
    >
      {/* Mounted with the dialog, so each opening starts from an empty form. */}
      <AddItemFields
        idPrefix={id}
        defaultCategory={defaultCategory}
        add={add}
        onAdded={(item) => {
          onAdded(item);
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

interface AddItemFieldsProps {
  idPrefix: string;
  defaultCategory: InventoryCategory;
  add: ReturnType<typeof useAddInventoryItem>;
  onAdded: (item: InventoryItem) => void;
  onCancel: () => void;
}

function AddItemFields({ idPrefix, defaultCategory, add, onAdded, onCancel }: AddItemFieldsProps) {
  const [form, setForm] = useState<AddItemForm>(() => emptyAddItemForm(defaultCategory));
  const [errors, setErrors] = useState<AddItemErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (name: keyof AddItemForm) => `${idPrefix}-${name}`;
  const errorId = (name: keyof AddItemForm) => `${idPrefix}-${name}-error`;

  function showErrors(next: AddItemErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((name) => next[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const read = readAddItemForm(form);
    if ('errors' in read) return showErrors(read.errors);
    setErrors({});
    setFormError(null);
    add.mutate(read.item, {
      onSuccess: onAdded,
      onError: (err) => {
        if (err instanceof ApiError && Object.keys(err.fields).length > 0) showErrors(err.fields as AddItemErrors);
        else setFormError(errorText(err, KITCHEN_MESSAGES.itemAddFailed));
      },
    });
  }

  const set = <K extends keyof AddItemForm>(name: K, value: AddItemForm[K]) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const fieldProps = (name: keyof AddItemForm) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });

  const fieldError = (name: keyof AddItemForm) =>
    errors[name] ? (
      <p className="field-error" id={errorId(name)}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <form className="inv-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fieldId('name')}>Nom</label>
        <input
          {...fieldProps('name')}
          className="input"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          autoComplete="off"
          placeholder="Ex. Tomates"
          maxLength={120}
          required
        />
        {fieldError('name')}
      </div>
      <div className="inv-form-row">
        <div className="field">
          <label htmlFor={fieldId('quantity')}>Quantité</label>
          <input
            {...fieldProps('quantity')}
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.quantity}
            onChange={(e) => set('quantity', e.target.value)}
          />
          {fieldError('quantity')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('unit')}>Unité</label>
          <select {...fieldProps('unit')} className="input" value={form.unit} onChange={(e) => set('unit', e.target.value)}>
            {UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
          {fieldError('unit')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={fieldId('category')}>Catégorie</label>
        <select
          {...fieldProps('category')}
          className="input"
          value={form.category}
          onChange={(e) => set('category', e.target.value as InventoryCategory)}
        >
          {INVENTORY_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {fieldError('category')}
      </div>
      <div className="field">
        <label htmlFor={fieldId('expirationDate')}>
          Date d'expiration <span className="inv-optional">(facultatif)</span>
        </label>
        <input
          {...fieldProps('expirationDate')}
          className="input"
          type="date"
          value={form.expirationDate}
          onChange={(e) => set('expirationDate', e.target.value)}
        />
        {fieldError('expirationDate')}
      </div>
      <div role="alert" className={formError ? 'alert alert-error' : undefined}>
        {formError}
      </div>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={add.isPending}>
          Annuler
        </button>
        <button type="submit" className="btn btn-primary" disabled={add.isPending} aria-busy={add.isPending || undefined}>
          {add.isPending && <span className="spinner" aria-hidden="true" />}
          Ajouter
        </button>
      </div>
    </form>
  );
}
