import { servingsLabel, type PlannedMeal } from '#contracts';
import { formatIngredient, parseIngredientLine, scaleForCook, writesAmount } from '#ingredients';

/** The recipe's lines for the meal's portions; as written when they already match, or write no amount ("sel, poivre"). */
export function mealIngredients(meal: Pick<PlannedMeal, 'ingredients' | 'servings' | 'recipeServings'>): string[] {
  if (!meal.recipeServings || meal.recipeServings === meal.servings) return meal.ingredients;
  const factor = meal.servings / meal.recipeServings;
  return meal.ingredients.map((line) => (writesAmount(line) ? formatIngredient(scaleForCook(parseIngredientLine(line), factor)) : line));
}

/** Ingredients and numbered steps of a planned recipe. */
export function MealRecipe({ meal, id }: { meal: PlannedMeal; id: string }) {
  const scaled = !!meal.recipeServings && meal.recipeServings !== meal.servings;
  return (
    <div id={id} className="pl-recipe">
      {meal.ingredients.length > 0 && (
        <>
          <h4 className="pl-recipe-title">Ingrédients</h4>
          {scaled && (
            <p className="pl-recipe-note">
              Quantités adaptées pour {servingsLabel(meal.servings)} (recette pour {servingsLabel(meal.recipeServings!)}).
            </p>
          )}
          <ul className="pl-ingredients">
            {mealIngredients(meal).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {meal.instructions.length > 0 && (
        <>
          <h4 className="pl-recipe-title">Préparation</h4>
          <ol className="pl-steps">
            {meal.instructions.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
