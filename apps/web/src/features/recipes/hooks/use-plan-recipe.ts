import { useNavigate } from 'react-router';
import type { Recipe } from '#contracts';
import { PLANNING_PATH, type PlanRecipeState } from '../../../shared/navigation/plan-recipe-state';

export { PLANNING_PATH, type PlanRecipeState } from '../../../shared/navigation/plan-recipe-state';

export function planRecipeState(recipe: Recipe): PlanRecipeState {
  return {
    planRecipe: {
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      type: recipe.type,
      servings: recipe.servings,
      ingredients: recipe.ingredients,
      instructions: recipe.instructions,
    },
  };
}

/** 'Ajouter au planning': the planning page takes it from there. */
export function usePlanRecipe() {
  const navigate = useNavigate();
  return (recipe: Recipe) => navigate(PLANNING_PATH, { state: planRecipeState(recipe) });
}
