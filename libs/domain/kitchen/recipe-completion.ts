import { In, type EntityManager } from 'typeorm';
import type { RestorableShoppingItem } from '#contracts';
import { ShoppingItemEntity, ShoppingItemShareEntity } from '#database';
import { followFirstRecipe, loadShares, needsInSaleUnits, snapshotOf, sumShares } from './shopping-shares';

export interface Completion {
  /** Rows gone with their recipe. */
  removedIds: string[];
  /** Rows that served another recipe too, or what was typed by hand: they stay, less the recipe's share. */
  updatedIds: string[];
  completedRecipes: string[];
  /** The touched rows as they were before the tick, for 'Annuler'. */
  undo: RestorableShoppingItem[];
}

/**
 * The spec's rule (section 4), with shares: when every row holding a share of a recipe is ticked,
 * the recipe's shopping is done and its shares leave the list. A row that was only that recipe's
 * goes; a row that also serves another recipe or the household stays, holding the rest. Runs
 * under lockShoppingList. `before` gives the ticked rows' state before this tick, so 'Annuler'
 * also unticks them.
 */
export async function completeRecipes(
  m: EntityManager,
  householdId: string,
  recipeIds: readonly string[],
  before: ReadonlyMap<string, boolean>,
): Promise<Completion> {
  const done: Completion = { removedIds: [], updatedIds: [], completedRecipes: [], undo: [] };
  const snapshotted = new Set<string>();
  for (const recipeId of [...new Set(recipeIds)]) {
    const recipeShares = await m.find(ShoppingItemShareEntity, { where: { householdId, recipeId } });
    if (recipeShares.length === 0) continue;
    const rows = await m.find(ShoppingItemEntity, { where: { id: In([...new Set(recipeShares.map((s) => s.itemId))]), householdId } });
    if (!rows.every((r) => r.checked)) continue;
    done.completedRecipes.push(recipeShares[0]!.recipeTitle ?? 'Recette');
    const shares = await loadShares(m, rows.map((r) => r.id));
    for (const row of rows) {
      const own = shares.get(row.id) ?? [];
      if (!snapshotted.has(row.id)) {
        snapshotted.add(row.id);
        done.undo.push({ ...snapshotOf(row, own), checked: before.get(row.id) ?? row.checked });
      }
      const rest = own.filter((s) => s.recipeId !== recipeId);
      if (rest.length === 0) {
        await m.delete(ShoppingItemEntity, { id: row.id });
        done.removedIds.push(row.id);
        done.updatedIds = done.updatedIds.filter((id) => id !== row.id);
        continue;
      }
      await m.delete(ShoppingItemShareEntity, { itemId: row.id, recipeId });
      // A line bought in a sale unit is what the other sources still need, rounded once: two
      // recipes' 200 g of butter were 2 plaquettes, one recipe's are 1; their 20 g of parmesan
      // were 50 g, and are still. What was typed by hand alone is as typed.
      const total = needsInSaleUnits(row.name, [row], rest, rest.some((s) => s.recipeId !== null)) ?? sumShares(rest);
      if (total) Object.assign(row, total);
      await followFirstRecipe(m, row, rest);
      await m.save(row);
      if (!done.updatedIds.includes(row.id)) done.updatedIds.push(row.id);
    }
  }
  return done;
}
