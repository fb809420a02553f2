import { useState, type FormEvent } from 'react';
import {
  DISH_TYPES,
  DISH_TYPE_LABELS,
  KITCHEN_MESSAGES,
  PLANNED_MEAL_SERVINGS_MAX,
  PLANNED_MEAL_TITLE_MAX_LENGTH,
  plannedMealFormSchema,
  servingsLabel,
  type PlannedMeal,
  type PlannedMealForm,
} from '#contracts';
import { Modal } from '../../../shared/ui/Modal';
import { failureMessage } from '../../../shared/http/failure-message';
import { setServerErrors, useSchemaForm } from '../../../shared/forms/use-schema-form';
import type { NewPlannedMeal, PlannedMealChanges } from '../api';
import { mealChanges, toNewPlannedMeal } from '../meal-form';
import type { IncomingRecipe } from '../plan-recipe';
import { DialogActions } from '../../../shared/ui/DialogActions';

export interface AddMealRequest {
  /** Changes at each opening, so the form starts afresh. */
  key: number;
  initial: PlannedMealForm;
  /** Set when planning a recipe from the suggestions or the favourites. */
  recipe: IncomingRecipe | null;
  /** Set when changing a planned meal rather than adding one. */
  editing?: PlannedMeal;
}

interface AddMealDialogProps {
  request: AddMealRequest | null;
  onClose: () => void;
  onCreate: (meal: NewPlannedMeal) => Promise<PlannedMeal>;
  onUpdate: (meal: PlannedMeal, changes: PlannedMealChanges) => Promise<PlannedMeal>;
  /** Where focus goes on closing when the opener is gone (the edited meal changed day). */
  returnFocusTo?: () => HTMLElement | null;
}

const hasRecipe = (meal: PlannedMeal) => meal.ingredients.length > 0 || meal.instructions.length > 0;

function dialogDescription(request: AddMealRequest | null): string | undefined {
  if (request?.editing) {
    return hasRecipe(request.editing) ? 'Les ingrédients et les étapes de la recette restent joints au repas.' : undefined;
  }
  if (!request?.recipe) return undefined;
  const { recipeTitle, servings } = request.recipe;
  return `Recette « ${recipeTitle} »${servings ? ` pour ${servingsLabel(servings)}` : ''} : ses ingrédients et ses étapes sont joints au repas.`;
}

/**
 * 'Ajouter un repas', or 'Modifier le repas' for a planned one: title, date, time, portions and
 * type, checked by the contracts' schema with the API's own limits and messages.
 */
export function AddMealDialog({ request, onClose, onCreate, onUpdate, returnFocusTo }: AddMealDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request?.editing ? 'Modifier le repas' : 'Ajouter un repas'}
      pending={busy}
      initialFocus={() => document.getElementById('pl-add-recipeTitle')}
      returnFocusTo={returnFocusTo}
      description={dialogDescription(request)}
    >
      {request && <MealForm key={request.key} request={request} onClose={onClose} onCreate={onCreate} onUpdate={onUpdate} onBusy={setBusy} />}
    </Modal>
  );
}

const FIELD_ORDER = ['recipeTitle', 'date', 'time', 'servings', 'type'] as const;
type MealField = (typeof FIELD_ORDER)[number];

interface MealFormProps extends Omit<AddMealDialogProps, 'request' | 'returnFocusTo'> {
  request: AddMealRequest;
  onBusy: (busy: boolean) => void;
}

function MealForm({ request, onClose, onCreate, onUpdate, onBusy }: MealFormProps) {
  const { editing } = request;
  // Checked on submit; a field being corrected loses its message at once, the others wait for the next submit.
  const { register, handleSubmit, setError, clearErrors, formState } = useSchemaForm(plannedMealFormSchema, request.initial, {
    revalidate: 'onSubmit',
  });
  const { errors } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = handleSubmit(async (values) => {
    const changes = editing ? mealChanges(editing, values) : null;
    // Saved unchanged: there is nothing to send.
    if (changes && !Object.keys(changes).length) return onClose();
    setBusy(true);
    onBusy(true);
    try {
      if (editing && changes) await onUpdate(editing, changes);
      else await onCreate(toNewPlannedMeal(values, request.recipe));
      onBusy(false);
      onClose();
    } catch (err) {
      const failure = failureMessage(err, editing ? KITCHEN_MESSAGES.mealUpdateFailed : KITCHEN_MESSAGES.mealAddFailed);
      if (!setServerErrors(setError, failure.fields, FIELD_ORDER)) setFormError(failure.message);
      setBusy(false);
      onBusy(false);
    }
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFormError(null);
    void save(event);
  };

  const fieldProps = (field: MealField) => ({
    ...register(field, { onChange: () => clearErrors(field) }),
    id: `pl-add-${field}`,
    className: 'input',
    'aria-invalid': errors[field] ? ('true' as const) : undefined,
    'aria-describedby': errors[field] ? `pl-add-${field}-error` : undefined,
  });
  const error = (field: MealField) =>
    errors[field] ? (
      <p className="field-error" id={`pl-add-${field}-error`}>
        {errors[field].message}
      </p>
    ) : null;

  return (
    <form className="k-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="pl-add-recipeTitle">Titre du repas</label>
        <input
          {...fieldProps('recipeTitle')}
          maxLength={PLANNED_MEAL_TITLE_MAX_LENGTH}
          autoComplete="off"
          placeholder="Ex. : gratin de courgettes"
          required
        />
        {error('recipeTitle')}
      </div>
      <div className="k-form-row">
        <div className="field">
          <label htmlFor="pl-add-date">Date</label>
          <input {...fieldProps('date')} type="date" required />
          {error('date')}
        </div>
        <div className="field">
          <label htmlFor="pl-add-time">Heure</label>
          <input {...fieldProps('time')} type="time" required />
          {error('time')}
        </div>
      </div>
      <div className="k-form-row">
        <div className="field">
          <label htmlFor="pl-add-servings">Portions</label>
          <input
            {...fieldProps('servings')}
            type="number"
            inputMode="numeric"
            min={1}
            max={PLANNED_MEAL_SERVINGS_MAX}
            step={1}
            required
          />
          {error('servings')}
        </div>
        <div className="field">
          <label htmlFor="pl-add-type">Type</label>
          <select {...fieldProps('type')}>
            {DISH_TYPES.map((type) => (
              <option key={type} value={type}>
                {DISH_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          {error('type')}
        </div>
      </div>
      <div role="alert" className={formError ? 'alert alert-error' : undefined}>
        {formError}
      </div>
      <DialogActions label={editing ? 'Enregistrer' : 'Ajouter au planning'} busy={busy} onCancel={onClose} />
    </form>
  );
}
