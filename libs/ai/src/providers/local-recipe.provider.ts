import { ingredientName } from '../generation/fridge-match';
import { frenchList } from '../local-chef/french-text';
import { chooseLocalRecipe, type ChoiceContext } from '../local-chef/choose-recipe';
import { scaleRecipeIngredients } from '../local-chef/scale-recipe';
import type { RecipeDraft, RecipeProvider, RecipeRequest } from './types';

/** The offline chef: picks from the curated collection and adapts it to the household. No network. */
export class LocalRecipeProvider implements RecipeProvider {
  readonly name = 'local' as const;

  constructor(private readonly context: ChoiceContext = {}) {}

  async propose(request: RecipeRequest, signal?: AbortSignal): Promise<RecipeDraft> {
    signal?.throwIfAborted();
    const { recipe, dropped } = chooseLocalRecipe(request, this.context);
    const kept = dropped.length > 0 ? { ...recipe, ingredients: recipe.ingredients.filter((line) => !dropped.includes(line)) } : recipe;
    const without = frenchList(dropped.map(ingredientName), 'ni');
    return {
      id: recipe.id,
      title: recipe.title,
      description: dropped.length > 0 ? `${recipe.description} Version du frigo : sans ${without}.` : recipe.description,
      preparationTime: recipe.preparationTime,
      servings: request.servings,
      difficulty: recipe.difficulty,
      ingredients: scaleRecipeIngredients(kept, request.servings),
      instructions: [...recipe.instructions],
    };
  }
}
