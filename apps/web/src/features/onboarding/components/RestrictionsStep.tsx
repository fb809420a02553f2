import { DIETARY_RESTRICTIONS, RESTRICTION_LABELS, type DietaryRestriction } from '#contracts';

interface RestrictionsStepProps {
  labelledBy: string;
  selected: DietaryRestriction[];
  onToggle: (value: DietaryRestriction) => void;
}

/** Step 2: real checkboxes (Space toggles them), drawn as tiles. 'Aucune restriction' clears the others. */
export function RestrictionsStep({ labelledBy, selected, onToggle }: RestrictionsStepProps) {
  return (
    <div className="ob-options ob-options-grid" role="group" aria-labelledby={labelledBy}>
      {DIETARY_RESTRICTIONS.map((value) => (
        <label key={value} className={`ob-option${value === 'none' ? ' ob-option-none' : ''}`}>
          <input
            type="checkbox"
            name="dietaryRestrictions"
            value={value}
            checked={selected.includes(value)}
            onChange={() => onToggle(value)}
          />
          <span>{RESTRICTION_LABELS[value]}</span>
        </label>
      ))}
    </div>
  );
}
