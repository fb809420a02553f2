import { useId, useState, type KeyboardEvent } from 'react';
import { FOOD_MAX_LENGTH } from '#contracts';
import { Icon } from '../../../shared/ui/Icon';
import { addFoodTag, removeFoodTag } from '../food-tags';

interface FoodTagsFieldProps {
  label: string;
  /** Suggests what to type: 'Ex. : tomates, saumon'. */
  placeholder: string;
  foods: string[];
  onChange: (foods: string[]) => void;
  /** What is typed but not yet added, held by the form so that saving can add it too. */
  draft: string;
  onDraftChange: (draft: string) => void;
}

/**
 * A list of foods as tags (spec section 5): Enter or 'Ajouter' adds the typed food, each tag has its
 * own remove button named after it. Refusals (empty, already there) show under the field.
 */
export function FoodTagsField({ label, placeholder, foods, onChange, draft, onDraftChange }: FoodTagsFieldProps) {
  const id = useId();
  // A refusal holds for the list it was made against: once the list changes (a tag removed, a
  // suggestion added, the form saved) « « sel » est déjà dans la liste » may no longer be true.
  const [refusal, setRefusal] = useState<{ error: string; foods: string[] } | null>(null);
  const error = refusal?.foods === foods ? refusal.error : null;
  const setError = (message: string | null) => setRefusal(message === null ? null : { error: message, foods });

  const add = () => {
    const result = addFoodTag(foods, draft);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(null);
    onChange(result.list);
    onDraftChange('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds a tag; it must not submit the whole preferences form.
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  return (
    <div className="field food-tags">
      <label htmlFor={inputId}>{label}</label>
      {foods.length > 0 ? (
        <ul className="food-tags-list" aria-label={label}>
          {foods.map((food) => (
            <li key={food} className="food-tag">
              <span>{food}</span>
              <button
                type="button"
                className="food-tag-remove"
                aria-label={`Retirer « ${food} »`}
                onClick={() => onChange(removeFoodTag(foods, food))}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="settings-hint">Aucun aliment pour l'instant.</p>
      )}
      <div className="food-tags-entry">
        <input
          id={inputId}
          className="input"
          value={draft}
          maxLength={FOOD_MAX_LENGTH}
          placeholder={placeholder}
          enterKeyHint="done"
          autoComplete="off"
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            onDraftChange(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="btn btn-secondary" onClick={add}>
          Ajouter
          <span className="visually-hidden"> à « {label} »</span>
        </button>
      </div>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
