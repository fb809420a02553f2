import { In, type EntityManager } from 'typeorm';
import type { RestorableShoppingItem, ShoppingItem, ShoppingShare } from '#contracts';
import { ShoppingItemEntity, ShoppingItemShareEntity } from '#database';
import { formatQuantity, isUnit, mergeQuantities, parseQuantity, parseUnit, toBaseUnit, unitFamily, type Amount, type Unit } from '#ingredients';
import { findRecipeRef } from './recipe-ref';
import { addInSaleUnits, addNeeds, weightInSaleUnits } from './week-needs';

/**
 * Every write that adds to, ticks or restores the list takes this lock first: two members adding
 * "farine" at once end with one row holding the sum (the second sees the first's row), and a
 * recipe's last two ticks never each see the other unticked. One household's list only.
 */
export async function lockShoppingList(m: EntityManager, householdId: string): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`shopping:${householdId}`]);
}

/** A quantity text and unit the library can add up; null when it cannot read them ("un peu"). */
export function amountOf(quantity: string, unit: string): Amount | null {
  const q = parseQuantity(quantity);
  const u = isUnit(unit) ? unit : parseUnit(unit);
  return q === null || q <= 0 || u === null ? null : { quantity: q, unit: u };
}

/** Two amounts added up in the most readable unit, or null when they do not add up (g and unité). */
export function addAmounts(a: { quantity: string; unit: string }, b: { quantity: string; unit: string }): { quantity: string; unit: string } | null {
  const left = amountOf(a.quantity, a.unit);
  const right = amountOf(b.quantity, b.unit);
  const total = left && right ? mergeQuantities([left, right]) : null;
  return total ? { quantity: formatQuantity(total.quantity), unit: total.unit } : null;
}

/**
 * What one source needs once it asks for more of a food: addAmounts, or, for a food whose units
 * convert through what it weighs (addNeeds), the two needs in the first one's unit (« 3 gousses »
 * typed, then « 1 tête »: 13 gousses), so that one source keeps one share.
 */
export function addNeedsOf(name: string, a: { quantity: string; unit: string }, b: { quantity: string; unit: string }): { quantity: string; unit: string } | null {
  const plain = addAmounts(a, b);
  if (plain) return plain;
  const [left, right] = [amountOf(a.quantity, a.unit), amountOf(b.quantity, b.unit)];
  const total = left && right ? addNeeds(name, left, right) : null;
  return total ? { quantity: formatQuantity(total.quantity), unit: total.unit } : null;
}

/**
 * addInSaleUnits over texts, as addAmounts writes them: what a line's sources need (`needs`, its
 * shares), summed and rounded to what the shop sells once, when the line or what tops it up is
 * `written` in the food's sale unit (« beurre 2 plaquettes » for two recipes' 200 g) or, for a food
 * sold at the counter, whole or by the bunch, when a source is a recipe's or the week's
 * (`fromRecipe`: « parmesan 50 g » for two recipes' 20 g); null when the food is not sold so or a
 * need cannot be read or weighed.
 */
export function needsInSaleUnits(
  name: string,
  written: readonly { quantity: string; unit: string }[],
  needs: readonly { quantity: string; unit: string }[],
  fromRecipe = false,
): { quantity: string; unit: string } | null {
  const amounts = needs.map((n) => amountOf(n.quantity, n.unit));
  if (amounts.some((a) => a === null)) return null;
  const units = written.map((w) => amountOf('1', w.unit)?.unit).filter((u): u is Unit => !!u);
  const total = addInSaleUnits(name, amounts as Amount[], units, fromRecipe);
  return total ? { quantity: formatQuantity(total.quantity), unit: total.unit } : null;
}

/** The sum of the shares, or null when they do not add up. */
export function sumShares(shares: readonly { quantity: string; unit: string }[]): { quantity: string; unit: string } | null {
  const amounts = shares.map((s) => amountOf(s.quantity, s.unit));
  if (amounts.some((a) => a === null)) return null;
  const total = mergeQuantities(amounts as Amount[]);
  return total ? { quantity: formatQuantity(total.quantity), unit: total.unit } : null;
}

export const toShare = (s: ShoppingItemShareEntity): ShoppingShare => ({
  recipeId: s.recipeId,
  recipeTitle: s.recipeTitle,
  quantity: s.quantity,
  unit: s.unit,
});

export const toShoppingItem = (e: ShoppingItemEntity, shares: readonly ShoppingItemShareEntity[] = []): ShoppingItem => ({
  id: e.id,
  name: e.name,
  quantity: e.quantity,
  unit: e.unit,
  checked: e.checked,
  recipeId: e.recipeId,
  recipeTitle: e.recipeTitle,
  createdAt: e.createdAt.toISOString(),
  shares: shares.map(toShare),
});

/** A row as it is now, for 'Annuler'. */
export const snapshotOf = (e: ShoppingItemEntity, shares: readonly ShoppingItemShareEntity[]): RestorableShoppingItem => ({
  id: e.id,
  name: e.name,
  quantity: e.quantity,
  unit: e.unit,
  checked: e.checked,
  recipeId: e.recipeId,
  recipeTitle: e.recipeTitle,
  shares: shares.map(toShare),
});

/** The shares of these rows, in the order they came, by row id. */
export async function loadShares(m: EntityManager, itemIds: readonly string[]): Promise<Map<string, ShoppingItemShareEntity[]>> {
  const byItem = new Map<string, ShoppingItemShareEntity[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return byItem;
  const rows = await m.find(ShoppingItemShareEntity, { where: { itemId: In([...itemIds]) }, order: { seq: 'ASC' } });
  for (const share of rows) byItem.get(share.itemId)?.push(share);
  return byItem;
}

/** The rows with their shares, as the API gives them. */
export async function withShares(m: EntityManager, rows: readonly ShoppingItemEntity[]): Promise<ShoppingItem[]> {
  const shares = await loadShares(m, rows.map((r) => r.id));
  return rows.map((r) => toShoppingItem(r, shares.get(r.id)));
}

/**
 * The row's recipe columns follow its first recipe share: readers that know one recipe per row
 * (the export, the unique index of a recipe's ingredient) keep seeing a true one.
 */
export async function followFirstRecipe(m: EntityManager, row: ShoppingItemEntity, shares: readonly ShoppingItemShareEntity[]): Promise<void> {
  const first = shares.find((s) => s.recipeId !== null);
  const recipeId = first?.recipeId ?? null;
  if (recipeId === row.recipeId) {
    row.recipeTitle = first?.recipeTitle ?? null;
    return;
  }
  row.recipeId = recipeId;
  row.recipeTitle = first?.recipeTitle ?? null;
  row.recipeRef = await findRecipeRef(m, row.householdId, recipeId);
}

/**
 * A row's shares once a member has edited its amount (changed in place, and returned to save).
 * One share is the row. Several each keep their part of the new amount (300 g for the crêpes and
 * 200 g by hand, edited to 1 kg: 600 g and 400 g), so completing a recipe still takes away its
 * part; for a food sold by the unit, parts and amount compare by what they weigh (200 g and 30 g
 * of butter edited to 1 plaquette: about 217 g and 33 g). When the new amount does not compare
 * with the shares (g to unité), it is split evenly in its own unit; when it cannot be read at all
 * ("un peu"), every share holds it as written.
 */
export function followEdit(shares: ShoppingItemShareEntity[], after: { name?: string; quantity: string; unit: string }): ShoppingItemShareEntity[] {
  if (shares.length <= 1) return shares.map((s) => Object.assign(s, { quantity: after.quantity, unit: after.unit }));
  const wanted = amountOf(after.quantity, after.unit);
  const parts = shares.map((s) => amountOf(s.quantity, s.unit));
  const readable = parts.every((p) => p !== null) ? (parts as Amount[]) : null;
  const total = readable ? mergeQuantities(readable) : null;
  if (wanted && total && unitFamily(total.unit) === unitFamily(wanted.unit)) {
    const factor = toBaseUnit(wanted.quantity, wanted.unit).quantity / toBaseUnit(total.quantity, total.unit).quantity;
    return shares.map((s, i) => Object.assign(s, { quantity: formatQuantity(parts[i]!.quantity * factor) }));
  }
  const weights = after.name && wanted && readable ? [wanted, ...readable].map((a) => weightInSaleUnits(after.name!, a)) : [];
  if (weights.length && weights.every((w) => w !== null && w > 0)) {
    const [aim, ...each] = weights as number[];
    const factor = aim! / each.reduce((sum, w) => sum + w, 0);
    return shares.map((s, i) => Object.assign(s, { quantity: formatQuantity(parts[i]!.quantity * factor) }));
  }
  const each = wanted ? formatQuantity(wanted.quantity / shares.length) : after.quantity;
  return shares.map((s) => Object.assign(s, { quantity: each, unit: after.unit }));
}
