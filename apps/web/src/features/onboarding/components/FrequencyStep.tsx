import { SHOPPING_FREQUENCIES, SHOPPING_FREQUENCY_LABELS, type ShoppingFrequencyValue } from '#contracts';

const HINTS: Record<ShoppingFrequencyValue, string> = {
  daily: 'Des produits frais au fil des jours',
  weekly: 'Un plein pour toute la semaine',
  monthly: 'De grosses courses, des produits qui se conservent',
};

interface FrequencyStepProps {
  labelledBy: string;
  value: ShoppingFrequencyValue;
  onChange: (value: ShoppingFrequencyValue) => void;
}

/** Step 4: native radios (arrow keys move between them), drawn as tiles. */
export function FrequencyStep({ labelledBy, value, onChange }: FrequencyStepProps) {
  return (
    <div className="ob-options" role="radiogroup" aria-labelledby={labelledBy}>
      {SHOPPING_FREQUENCIES.map((frequency) => (
        <label key={frequency} className="ob-option">
          <input
            type="radio"
            name="shoppingFrequency"
            value={frequency}
            checked={value === frequency}
            onChange={() => onChange(frequency)}
            // The name is the label alone; the hint is read as its description.
            aria-labelledby={`ob-frequency-${frequency}`}
            aria-describedby={`ob-frequency-${frequency}-hint`}
          />
          <span className="ob-option-text">
            <span id={`ob-frequency-${frequency}`}>{SHOPPING_FREQUENCY_LABELS[frequency]}</span>
            <span className="ob-option-hint" id={`ob-frequency-${frequency}-hint`}>
              {HINTS[frequency]}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
