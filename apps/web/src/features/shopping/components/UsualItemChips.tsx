import { AppIcon } from '../../../shared/ui/AppIcon';

interface UsualItemChipsProps {
  names: readonly string[];
  onAdd: (name: string) => void;
}

/** "Souvent achetés": the household's usual items not on the list, one tap each. */
export function UsualItemChips({ names, onAdd }: UsualItemChipsProps) {
  if (names.length === 0) return null;
  return (
    <section className="sh-usual" aria-labelledby="sh-usual-title">
      <h2 id="sh-usual-title" className="sh-usual-title">
        Souvent achetés
      </h2>
      <ul className="sh-usual-chips">
        {names.map((name) => (
          <li key={name}>
            <button type="button" className="sh-chip" aria-label={`Ajouter « ${name} »`} onClick={() => onAdd(name)}>
              <AppIcon name="plus" size={16} />
              {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
