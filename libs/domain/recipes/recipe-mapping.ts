import type { BookRecipe, DifficultyValue, DishType, ParsedIngredientDto } from '#contracts';
import type { RecipeEntity, StoredIngredient } from '#database';
import { formatIngredient, parseIngredientLine, scaleForCook, writesAmount, type ParsedIngredient, type Unit } from '#ingredients';

/** Each written line as libs/ingredients understands it; empty lines are dropped by the caller. */
export function parseLines(lines: readonly string[]): StoredIngredient[] {
  return lines.map((line) => {
    const p = parseIngredientLine(line);
    return p.note ? { quantity: p.quantity, unit: p.unit, name: p.name, note: p.note } : { quantity: p.quantity, unit: p.unit, name: p.name };
  });
}

/** Trims every line and drops the empty ones (a form's blank rows, a paste's blank lines). */
export function cleanLines(lines: readonly string[]): string[] {
  return lines.map((l) => l.trim()).filter((l) => l !== '');
}

export function toBookRecipe(e: RecipeEntity, favorite: boolean): BookRecipe {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    type: e.type as DishType | null,
    servings: e.servings,
    preparationTime: e.preparationTime,
    cookingTime: e.cookingTime,
    difficulty: e.difficulty as DifficultyValue | null,
    ingredients: e.ingredients,
    parsedIngredients: e.ingredientsParsed.length === e.ingredients.length ? e.ingredientsParsed : parseLines(e.ingredients),
    steps: e.steps,
    image: e.image,
    source: e.source,
    sourceUrl: e.sourceUrl,
    originId: e.originId,
    tags: e.tags,
    favorite,
    createdBy: e.createdBy,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    version: e.version,
  };
}

/**
 * The recipe's lines for `servings` people, converted and rounded as a cook writes them
 * (libs/ingredients' scaleForCook). A recipe without a known yield is returned as written.
 */
export function scaleRecipe(recipe: BookRecipe, servings: number): BookRecipe {
  if (!recipe.servings || servings === recipe.servings) return recipe;
  const factor = servings / recipe.servings;
  // Lines the reader could not split, or that write no amount ("sel, poivre"), keep their words;
  // the others are rewritten for the new amount.
  const kept = recipe.parsedIngredients.map((p, i) => p.name === '' || !writesAmount(recipe.ingredients[i] ?? ''));
  const parsedIngredients: ParsedIngredientDto[] = recipe.parsedIngredients.map((p, i) =>
    kept[i] ? p : scaleForCook(p as ParsedIngredient & { unit: Unit }, factor),
  );
  const ingredients = recipe.ingredients.map((line, i) => (kept[i] === false ? formatIngredient(parsedIngredients[i] as ParsedIngredient) : line));
  return { ...recipe, servings, ingredients, parsedIngredients };
}
