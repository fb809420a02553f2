import type { Recipe } from '#contracts';
import { difficultyLabel, minutesLabel, servingsLabel } from '../recipe-format';
import { RecipeIcon } from './RecipeIcon';

/** '30 min · 4 personnes · Facile', each with a spoken prefix the eye does not need. */
export function RecipeMeta({ recipe }: { recipe: Pick<Recipe, 'preparationTime' | 'servings' | 'difficulty'> }) {
  return (
    <ul className="rk-meta">
      <li>
        <RecipeIcon name="clock" size={18} />
        <span className="visually-hidden">Temps de préparation : </span>
        <span>{minutesLabel(recipe.preparationTime)}</span>
      </li>
      <li>
        <RecipeIcon name="users" size={18} />
        <span className="visually-hidden">Pour </span>
        <span>{servingsLabel(recipe.servings)}</span>
      </li>
      <li>
        <RecipeIcon name="gauge" size={18} />
        <span className="visually-hidden">Difficulté : </span>
        <span>{difficultyLabel(recipe.difficulty)}</span>
      </li>
    </ul>
  );
}
