import { splitFoodList } from '#contracts';

interface FoodsStepProps {
  preferredFoods: string;
  avoidedFoods: string;
  errors: { preferredFoods?: string; avoidedFoods?: string };
  onChange: (key: 'preferredFoods' | 'avoidedFoods', value: string) => void;
}

/** Step 3: two comma-separated lists; the chips show how the text will be read. */
export function FoodsStep({ preferredFoods, avoidedFoods, errors, onChange }: FoodsStepProps) {
  return (
    <div className="ob-fields">
      <FoodField
        id="ob-preferred"
        label="Aliments préférés"
        placeholder="Ex. : tomates, pâtes, poulet"
        value={preferredFoods}
        error={errors.preferredFoods}
        onChange={(v) => onChange('preferredFoods', v)}
      />
      <FoodField
        id="ob-avoided"
        label="Aliments à éviter"
        placeholder="Ex. : champignons, coriandre"
        value={avoidedFoods}
        error={errors.avoidedFoods}
        onChange={(v) => onChange('avoidedFoods', v)}
      />
    </div>
  );
}

interface FoodFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function FoodField({ id, label, placeholder, value, error, onChange }: FoodFieldProps) {
  const foods = splitFoodList(value);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} <span className="ob-optional">(facultatif)</span>
      </label>
      <input
        id={id}
        type="text"
        className="input"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={error ? 'true' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="ob-hint" id={`${id}-hint`}>
        Séparez les aliments par des virgules
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {foods.length > 0 && (
        <ul className="ob-chips" aria-label={`${label} reconnus`}>
          {foods.map((food) => (
            <li key={food.toLowerCase()} className="ob-chip">
              {food}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
