import type { FridgeExitReason } from '#contracts';

const CHOICES: readonly { value: FridgeExitReason | null; label: string }[] = [
  { value: 'used', label: 'Utilisé ou mangé' },
  { value: 'thrown', label: 'Jeté' },
  { value: null, label: 'Ne pas compter (erreur de saisie…)' },
];

/** In the removal dialog: how the item leaves the fridge, for the dashboard's anti-gaspi figures. */
export function ExitReasonField({ value, onChange }: { value: FridgeExitReason | null; onChange: (reason: FridgeExitReason | null) => void }) {
  return (
    <fieldset className="inv-exit-reason">
      <legend>Pour vos chiffres anti-gaspi</legend>
      {CHOICES.map((choice) => (
        <label key={choice.label} className="inv-exit-choice">
          <input type="radio" name="exit-reason" checked={value === choice.value} onChange={() => onChange(choice.value)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
