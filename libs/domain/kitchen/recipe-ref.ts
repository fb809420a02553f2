import type { EntityManager } from 'typeorm';

/**
 * The book's recipe a meal or a shopping line refers to: `recipeId` is the book's id (planned
 * from "Mes recettes") or the suggestion id a kept recipe came from. Null when the book has none.
 */
export async function findRecipeRef(m: EntityManager, householdId: string, recipeId: string | null | undefined): Promise<string | null> {
  if (!recipeId) return null;
  const [row] = await m.query(
    `SELECT id FROM recipes WHERE household_id = $1 AND (origin_id = $2 OR id::text = $2) AND deleted_at IS NULL LIMIT 1`,
    [householdId, recipeId],
  );
  return (row as { id: string } | undefined)?.id ?? null;
}
