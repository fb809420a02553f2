import { useId, useRef, useState } from 'react';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_ITEM_NAME_MAX_LENGTH,
  inventoryItemFormSchema,
  KITCHEN_MESSAGES,
  UNITS,
  type InventoryCategory,
  type InventoryItem,
  type InventoryItemForm,
} from '#contracts';
import { inventoryCategoryOf } from '#ingredients';
import { setServerErrors, useSchemaForm } from '../../../shared/forms/use-schema-form';
import { ApiError } from '../../../shared/http';
import { DialogActions } from '../../../shared/ui/DialogActions';
import { Modal } from '../../../shared/ui/Modal';
import { errorText } from '../../../shared/http/error-text';
import { useAddInventoryItem } from '../hooks/use-inventory-mutations';

interface AddItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The category chip in use, so a new item does not vanish from the filtered fridge; null when the
   * whole fridge shows, and then the category is guessed from the name.
   */
  filterCategory: InventoryCategory | null;
  onAdded: (item: InventoryItem) => void;
}

const FIELD_ORDER = ['name', 'quantity', 'unit', 'category', 'expirationDate'] as const;

export function AddItemDialog({ open, onOpenChange, filterCategory, onAdded }: AddItemDialogProps) {
  const add = useAddInventoryItem();
  const id = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Ajouter un article"
      description="Qu'avez-vous rangé dans le frigo ?"
      pending={add.isPending}
      // Straight to 'Nom' rather than the close button: typing is why the dialog was opened.
      initialFocus={() => document.getElementById(`${id}-name`)}
    >
      {/* Mounted with the dialog, so each opening starts from an empty form. */}
      <AddItemFields
        idPrefix={id}
        filterCategory={filterCategory}
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
  filterCategory: InventoryCategory | null;
  add: ReturnType<typeof useAddInventoryItem>;
  onAdded: (item: InventoryItem) => void;
  onCancel: () => void;
}

function AddItemFields({ idPrefix, filterCategory, add, onAdded, onCancel }: AddItemFieldsProps) {
  // Spec section 5: the name is required; the quantity a whole number of at least 1 (1 when left
  // empty); the expiration date optional. Checked here so an empty name never costs a request.
  const { register, handleSubmit, setError, setValue, formState } = useSchemaForm(inventoryItemFormSchema, {
    name: '',
    quantity: '1',
    unit: 'unité',
    category: filterCategory ?? 'Autre',
    expirationDate: '',
  });
  // The category follows the name as it is typed ("Poulet" → Viandes et Poissons), until the person
  // picks one themselves: from then on their choice stays. A chip in use keeps its own category.
  const categoryPicked = useRef(filterCategory !== null);
  const guessCategory = (event: { target: { value: string } }) => {
    if (!categoryPicked.current) setValue('category', inventoryCategoryOf(event.target.value));
  };
  const keepPickedCategory = () => {
    categoryPicked.current = true;
  };
  const { errors } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const fieldId = (name: keyof InventoryItemForm) => `${idPrefix}-${name}`;
  const errorId = (name: keyof InventoryItemForm) => `${idPrefix}-${name}-error`;

  const submit = handleSubmit((item) => {
    if (add.isPending) return;
    setFormError(null);
    add.mutate(item, {
      onSuccess: onAdded,
      onError: (err) => {
        const placed = err instanceof ApiError && setServerErrors(setError, err.fields, FIELD_ORDER);
        if (!placed) setFormError(errorText(err, KITCHEN_MESSAGES.itemAddFailed));
      },
    });
  });

  const fieldProps = (name: keyof InventoryItemForm, onChange?: (event: { target: { value: string } }) => void) => ({
    ...register(name, { onChange }),
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? errorId(name) : undefined,
  });

  const fieldError = (name: keyof InventoryItemForm) =>
    errors[name] ? (
      <p className="field-error" id={errorId(name)}>
        {errors[name].message}
      </p>
    ) : null;

  return (
    <form className="inv-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fieldId('name')}>Nom</label>
        <input
          {...fieldProps('name', guessCategory)}
          className="input"
          autoComplete="off"
          placeholder="Ex. Tomates"
          maxLength={INVENTORY_ITEM_NAME_MAX_LENGTH}
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
          />
          {fieldError('quantity')}
        </div>
        <div className="field">
          <label htmlFor={fieldId('unit')}>Unité</label>
          <select {...fieldProps('unit')} className="input">
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
        <select {...fieldProps('category', keepPickedCategory)} className="input">
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
        />
        {fieldError('expirationDate')}
      </div>
      <div role="alert" className={formError ? 'alert alert-error' : undefined}>
        {formError}
      </div>
      <DialogActions label="Ajouter" busy={add.isPending} onCancel={onCancel} />
    </form>
  );
}
