import { useId } from 'react';
import { DISH_TYPES, dishTypePicture, type DishType } from '#contracts';
import { dishLabel } from '../recipe-format';
import '../recipes.css';

interface DishTypePickerProps {
  value: DishType | null;
  onChange: (type: DishType) => void;
  legend?: string;
  /** Hides the legend visually when the surrounding text already asks the question. */
  hideLegend?: boolean;
  disabled?: boolean;
}

/**
 * The six dish types as illustrated cards. Native radios underneath: arrow keys move between
 * types, and choosing one never starts anything by itself (a separate button does).
 */
export function DishTypePicker({ value, onChange, legend = 'Type de plat', hideLegend = false, disabled = false }: DishTypePickerProps) {
  const name = useId();
  const legendId = useId();
  return (
    <fieldset className="rk-types" role="radiogroup" aria-labelledby={legendId} disabled={disabled}>
      <legend id={legendId} className={hideLegend ? 'visually-hidden' : 'rk-types-legend'}>
        {legend}
      </legend>
      <div className="rk-types-grid">
        {DISH_TYPES.map((type) => (
          <label key={type} className="rk-type">
            <input
              type="radio"
              className="rk-type-input"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <img className="rk-type-img" src={dishTypePicture(type)} alt="" width="96" height="72" />
            <span className="rk-type-label">{dishLabel(type)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
