import { ADULTS_RANGE, CHILDREN_RANGE, countOf, type QuestionnaireForm } from '#contracts';

interface HouseholdStepProps {
  adults: number;
  children: number;
  onChange: <K extends 'adults' | 'children'>(key: K, value: QuestionnaireForm[K]) => void;
}

const range = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

const people = (n: number) => countOf(n, 'personne', 'personnes');

/** Step 1: adults 1 to 10, children 0 to 9 (spec section 9). */
export function HouseholdStep({ adults, children, onChange }: HouseholdStepProps) {
  return (
    <div className="ob-fields">
      <div className="ob-row">
        <NumberSelect id="ob-adults" label="Nombre d'adultes" value={adults} options={range(ADULTS_RANGE)} onChange={(v) => onChange('adults', v)} />
        <NumberSelect id="ob-children" label="Nombre d'enfants" value={children} options={range(CHILDREN_RANGE)} onChange={(v) => onChange('children', v)} />
      </div>
      <p className="ob-summary" aria-live="polite">
        Des recettes prévues pour <strong>{people(adults + children)}</strong>.
      </p>
    </div>
  );
}

interface NumberSelectProps {
  id: string;
  label: string;
  value: number;
  options: number[];
  onChange: (value: number) => void;
}

function NumberSelect({ id, label, value, options, onChange }: NumberSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="ob-select">
        <select id={id} className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {options.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
