import type { FavoriteRecipe } from '#contracts';
import { AppIcon, type AppIconName } from '../../../shared/ui/AppIcon';
import { formatDifficulty, formatPreparation, formatServings } from '../recipe-format';

/** Preparation time, servings and difficulty, each only when known. */
export function RecipeMeta({ recipe }: { recipe: FavoriteRecipe }) {
  const entries: [AppIconName, string, string | null][] = [
    ['clock', 'Préparation', formatPreparation(recipe.preparationTime)],
    ['users', 'Portions', formatServings(recipe.servings)],
    ['gauge', 'Difficulté', formatDifficulty(recipe.difficulty)],
  ];
  const shown = entries.filter(([, , value]) => value);
  if (shown.length === 0) return null;
  return (
    <ul className="recipe-meta">
      {shown.map(([icon, label, value]) => (
        <li key={label}>
          <AppIcon name={icon} size={16} />
          <span className="visually-hidden">{label} : </span>
          {value}
        </li>
      ))}
    </ul>
  );
}
