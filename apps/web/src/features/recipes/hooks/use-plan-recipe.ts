import { useNavigate } from 'react-router';
import type { DishType, Recipe } from '#contracts';

export const PLANNING_PATH = '/dashboard/planning';

/** The router state the planning page reads to open its add-meal modal prefilled. */
export interface PlanRecipeState {
  planRecipe: {
    recipeId: string;
    recipeTitle: string;
    type: DishType;
    servings: number;
    ingredients: string[];
    instructions: string[];
  };
}

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
