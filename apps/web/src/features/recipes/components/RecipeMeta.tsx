import type { Recipe } from '#contracts';
import { difficultyLabel, minutesLabel, servingsLabel } from '../recipe-format';
import { AppIcon } from '../../../shared/ui/AppIcon';

/** '30 min · 4 personnes · Facile', each with a spoken prefix the eye does not need. */
export function RecipeMeta({ recipe }: { recipe: Pick<Recipe, 'preparationTime' | 'servings' | 'difficulty'> }) {
  return (
    <ul className="rk-meta">
      <li>
        <AppIcon name="clock" size={18} />
        <span className="visually-hidden">Temps de préparation : </span>
        <span>{minutesLabel(recipe.preparationTime)}</span>
      </li>
      <li>
        <AppIcon name="users" size={18} />
        <span className="visually-hidden">Pour </span>
        <span>{servingsLabel(recipe.servings)}</span>
      </li>
      <li>
        <AppIcon name="gauge" size={18} />
        <span className="visually-hidden">Difficulté : </span>
        <span>{difficultyLabel(recipe.difficulty)}</span>
      </li>
    </ul>
  );
}
