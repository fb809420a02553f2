import {
  coversIngredient,
  isSpoonMeasure,
  isUnit,
  mergeQuantities,
  packOf,
  parseIngredientLine,
  parseQuantity,
  parseUnit,
  readableAmount,
  roundForCook,
  roundMetric,
  sameIngredient,
  scaleIngredient,
  soldAs,
  toBaseUnit,
  type Amount,
  type Unit,
  type UnitFamily,
  unitFamily,
} from '#ingredients';
import { isAlwaysAtHand } from './always-at-hand';
import { foodTable } from './food-table';

const pieceGrams = (name: string): number | null => foodTable().pieceGrams(name);

/**
 * What is bought, as a shop sells it: rounded up (cookAmount), a fresh herb by the bunch (« persil
 * 1 bouquet », never « persil 6 g » nor « basilic 18 feuilles »), a cupboard food the recipes
 * measure by the spoon as its pack (« tamari 1 bouteille », never « tamari 3,5 càs »), and a fresh
 * food in what a shop sells it in (soldAs: « beurre 1 plaquette », « salade 1 », « parmesan 50 g »),
 * and a dry or canned good in its packs (soldAs: « semoule 1 paquet », « pois chiches 1 boîte »).
 */
export function asBought(name: string, amount: Amount): Amount {
  const pack = byThePack(name, amount);
  if (pack) return { quantity: 1, unit: pack };
  const sold = asSold(name, amount);
  if (sold) return sold;
  const bunch = foodTable().bunchGrams(name);
  if (bunch === null) return cookAmount(name, amount);
  // « 18 feuilles de basilic », « 2 branches de thym »: leaves and sprigs come off a bunch, a gram or so each.
  const grams = unitFamily(amount.unit) === 'mass' ? toBaseUnit(amount.quantity, amount.unit).quantity : HERB_SPRIGS.has(amount.unit) ? amount.quantity * SPRIG_GRAMS : null;
  if (grams === null) return cookAmount(name, amount);
  return { quantity: Math.max(1, Math.ceil(grams / bunch - 1e-9)), unit: 'bouquet' };
}

const measured = (family: UnitFamily) => family === 'mass' || family === 'volume';

/** What one plaquette, tête, pot… of the food holds when a shop sells it so (soldAs), in grams or millilitres. */
function saleUnitOf(name: string): { unit: Unit; holds: number } | null {
  const sold = soldAs(name);
  return sold?.by === 'unit' ? sold : null;
}

/** The amount in grams (or millilitres): a measure as it is, a sale unit as it holds, a piece or a clove as the food table weighs it. */
function gramsOf(name: string, amount: Amount): number | null {
  if (measured(unitFamily(amount.unit))) return toBaseUnit(amount.quantity, amount.unit).quantity;
  const sale = saleUnitOf(name);
  if (sale && amount.unit === sale.unit) return amount.quantity * sale.holds;
  const piece = pieceGrams(name);
  return piece === null ? null : amount.quantity * piece;
}

/** What an amount of a food sold by the unit weighs (gramsOf), or null for another food or an amount that cannot be weighed. */
export function weightInSaleUnits(name: string, amount: Amount): number | null {
  return saleUnitOf(name) ? gramsOf(name, amount) : null;
}

/**
 * Whether what is bought of a food is rounded to what a shop sells (soldAs, a fresh herb's bunch):
 * a recipe's or the week's line keeps its need beside that rounding (its share), so the list adds
 * needs and rounds once.
 */
export function boughtAsSold(name: string): boolean {
  return soldAs(name) !== null || foodTable().bunchGrams(name) !== null;
}

/**
 * What several needs of one food a shop sells its own way come to on one line of the list: summed
 * as the food weighs, then rounded to what the shop sells once (asBought). A food sold by the unit
 * is summed in grams or millilitres (the unit as it holds, a clove as the food table weighs it) and
 * rounded up to whole units: two recipes' 200 g of butter are « 2 plaquettes », never one plaquette
 * each absorbing the other; « 100 g » typed on the list and a recipe's 300 g are 2 plaquettes;
 * « 3 gousses » typed beside a recipe's « 1 tête » are 2 têtes (a head holds 50 g, ten cloves of
 * 5 g). `written` are the units the line and the added item are written in: only when one of them
 * is the food's sale unit is the line bought so (« beurre 100 g » and « 50 g » typed by hand stay
 * 150 g). Any other food sold its own way (at the counter, whole, by the bunch) is rounded once
 * when `rounded`, some source of the line being a recipe's or the week's (bought as the shop sells
 * it): two recipes' 20 g of parmesan are 50 g, not 100 g; their 6 g of parsley one bunch; their
 * half salads one salad. Null when the food is sold as measured or a need cannot be weighed, or is
 * a bare count of a food not sold whole (« ail » typed alone means some garlic, not one clove).
 */
export function addInSaleUnits(name: string, needs: readonly Amount[], written: readonly Unit[] = needs.map((n) => n.unit), rounded = false): Amount | null {
  if (needs.length === 0) return null;
  const sale = saleUnitOf(name);
  if (!sale) return rounded && boughtAsSold(name) ? addAsSold(name, needs) : null;
  if (!written.includes(sale.unit)) return null;
  let grams = 0;
  for (const need of needs) {
    // « ail » typed with no amount is no clove: it stays the household's own line.
    if (need.unit === 'unité') return null;
    const g = gramsOf(name, need);
    if (g === null) return null;
    grams += g;
  }
  return { quantity: Math.max(1, Math.ceil(grams / sale.holds - 1e-9)), unit: sale.unit };
}

/** Needs of a food sold at the counter, whole or by the bunch, added up (addNeeds) and bought once. */
function addAsSold(name: string, needs: readonly Amount[]): Amount | null {
  // « persil » typed alone is some parsley, its own line; « salade » typed alone is one salad.
  if (soldAs(name)?.by !== 'piece' && needs.some((n) => n.unit === 'unité')) return null;
  let total: Amount | null = needs[0]!;
  for (const need of needs.slice(1)) {
    total = addNeeds(name, total, need);
    if (total === null) return null;
  }
  return asBought(name, total);
}

/** A fresh food as its shop sells it (soldAs), or null when it is bought as measured or cannot be weighed. */
function asSold(name: string, amount: Amount): Amount | null {
  const sold = soldAs(name);
  if (!sold) return null;
  if (sold.by === 'unit') {
    const grams = gramsOf(name, amount);
    return grams === null ? null : { quantity: Math.max(1, Math.ceil(grams / sold.holds - 1e-9)), unit: sold.unit };
  }
  // Pieces are counted as cookAmount counts them (up to a whole one); only a weighed need is turned into pieces.
  const family = unitFamily(amount.unit);
  if (!measured(family)) return null;
  const grams = toBaseUnit(amount.quantity, amount.unit).quantity;
  if (sold.by === 'piece') {
    const piece = pieceGrams(name);
    return piece === null ? null : { quantity: Math.max(1, Math.ceil(grams / piece - 1e-9)), unit: 'unité' };
  }
  if (family !== 'mass') return null;
  // Beyond a kilo the cook's own rounding (by 100 g) is what one asks for.
  const asked = grams >= 1000 ? roundMetric(grams, 'mass', true) : Math.max(sold.step, Math.ceil(grams / sold.step - 1e-9) * sold.step);
  return readableAmount(asked, 'mass', ['g']);
}

// A leaf or a sprig of a fresh herb weighs about a gram: a bunch (the food table's) holds a score of them.
const HERB_SPRIGS: ReadonlySet<Unit> = new Set<Unit>(['feuille', 'brin', 'branche']);
const SPRIG_GRAMS = 1;

/** The pack a need is bought in when it is a few spoons of a cupboard food (packOf); null otherwise. */
function byThePack(name: string, amount: Amount): Unit | null {
  return isSpoonMeasure(amount.unit) ? packOf(name) : null;
}

export interface Need {
  name: string;
  amount: Amount;
}

/** Something already at hand (in the fridge, on the list), with what is left of it to count. */
export interface Stock {
  name: string;
  family: UnitFamily;
  /** Grams, millilitres or the unit itself, as toBaseUnit gives them; taken as needs use it. */
  left: number;
}

/**
 * Scales each meal's lines to its servings and sums the same ingredient in compatible units, less
 * what is always at hand (isAlwaysAtHand).
 */
export function sumNeeds(meals: { ingredients: string[]; servings: number; recipeServings: number | null }[], cupboard: readonly string[] = []): Need[] {
  const needs: Need[] = [];
  for (const meal of meals) {
    const factor = meal.recipeServings ? meal.servings / meal.recipeServings : 1;
    for (const line of meal.ingredients) {
      const parsed = scaleIngredient(parseIngredientLine(line), factor);
      const name = parsed.name.trim();
      if (!name || isAlwaysAtHand(name, cupboard)) continue;
      const amount: Amount = { quantity: parsed.quantity, unit: parsed.unit };
      const same = needs.find((n) => sameIngredient(n.name, name) && mergeQuantities([n.amount, inUnitsOf(amount, n.amount, name)]) !== null);
      if (same) same.amount = mergeQuantities([same.amount, inUnitsOf(amount, same.amount, name)])!;
      else needs.push({ name, amount });
    }
  }
  // Summed exactly, then said as a cook buys it (333 g → 330 g, 6,67 g → 7 g).
  return needs.map((need) => ({ name: need.name, amount: cookAmount(need.name, need.amount) }));
}

/**
 * Two needs of one food added up in the first one's unit, as sumNeeds adds them: « 3 gousses » and
 * « 1 tête » of garlic are 13 gousses, « 100 g » and « 1 plaquette » of butter 350 g. Null when they
 * do not convert.
 */
export function addNeeds(name: string, a: Amount, b: Amount): Amount | null {
  return mergeQuantities([a, inUnitsOf(b, a, name)]);
}

/**
 * "2 courgettes" and "300 g de courgettes" are one need: pieces and grams convert through the weight
 * of a piece the chef's food table knows. Anything else is left as it is.
 */
function inUnitsOf(amount: Amount, target: Amount, name: string): Amount {
  const from = unitFamily(amount.unit);
  const to = unitFamily(target.unit);
  if (from === to) return amount;
  // Millilitres of a cream or a milk weigh about as many grams.
  if (measured(from) && measured(to)) return { quantity: toBaseUnit(amount.quantity, amount.unit).quantity, unit: to === 'mass' ? 'g' : 'ml' };
  // « 1 plaquette de beurre » and « 30 g de beurre », « 1 tête d'ail » and « 2 gousses d'ail »: what the sale unit holds.
  const sale = saleUnitOf(name);
  if (sale && (amount.unit === sale.unit || target.unit === sale.unit)) {
    const grams = gramsOf(name, amount);
    const perTarget = measured(to) ? 1 : target.unit === sale.unit ? sale.holds : pieceGrams(name);
    if (grams === null || perTarget === null) return amount;
    return { quantity: grams / perTarget, unit: measured(to) ? (to === 'mass' ? 'g' : 'ml') : target.unit };
  }
  // A piece, a can or a pack of the food weighs what its table says; a leaf or a sprig of a herb, not its bunch.
  const sprig = (unit: Unit) => HERB_SPRIGS.has(unit) && foodTable().bunchGrams(name) !== null;
  const piece = sprig(from === 'mass' || from === 'volume' ? target.unit : amount.unit) ? SPRIG_GRAMS : pieceGrams(name);
  if (piece === null) return amount;
  if (!measured(from) && measured(to)) return { quantity: amount.quantity * piece, unit: to === 'mass' ? 'g' : 'ml' };
  if (measured(from) && !measured(to)) return { quantity: toBaseUnit(amount.quantity, amount.unit).quantity / piece, unit: target.unit };
  return amount;
}

function cookAmount(name: string, amount: Amount): Amount {
  // Bought, so never short: 667 g of flour is 700 g on the list.
  const { quantity, unit } = roundForCook({ name, quantity: amount.quantity, unit: amount.unit }, { buying: true });
  return { quantity, unit };
}

/**
 * Spec, section 4: an item whose expiration date is today or earlier is shown as 'Périmé depuis
 * le'; what the fridge page calls expired must not count as 'Déjà dans le frigo' either.
 */
export function isExpired(expirationDate: string | null, today: string): boolean {
  return expirationDate !== null && expirationDate <= today;
}

/**
 * Fridge items (whole quantities) or shopping items (quantities as typed: '1,5', '1/2') as stock.
 * An amount or unit that cannot be read ('un peu', 'sac') counts for nothing rather than guessing.
 */
export function toStock(items: readonly { name: string; quantity: number | string; unit: string }[]): Stock[] {
  const stock: Stock[] = [];
  for (const item of items) {
    const quantity = typeof item.quantity === 'number' ? item.quantity : parseQuantity(item.quantity);
    const unit: Unit | null = isUnit(item.unit) ? item.unit : parseUnit(item.unit);
    if (quantity === null || unit === null || !(quantity > 0)) continue;
    const base = toBaseUnit(quantity, unit);
    stock.push({ name: item.name, family: base.family, left: base.quantity });
  }
  return stock;
}

/**
 * What is still to buy of `need` once `stock` is counted; null when the stock has enough. The
 * stock used is taken off it, so one jar of oil on the list does not cover two different oils.
 */
export function takeFromStock(need: Need, stock: Stock[]): Amount | null {
  return shareOfStock(need, stock).toBuy;
}

/**
 * What one of the stock's units is worth in the need's: 1 when they are alike (and between millilitres
 * and grams, as a cream or a milk weighs); between pieces and grams, what a piece weighs in the
 * chef's food table, so « Courgettes ×3 » in the fridge covers « 300 g de courgettes » and « Carottes
 * 1 kg » covers « 2 carottes »; null when they cannot be compared.
 */
function perStockUnit(item: Stock, wanted: UnitFamily, name: string): number | null {
  if (item.family === wanted || (measured(item.family) && measured(wanted))) return 1;
  // A plaquette of butter at home holds 250 g of the week's 30 g, a head of garlic ten of its
  // cloves (soldAs; a clove weighs a piece of garlic in the food table).
  // A bunch of a herb, its leaves and sprigs, as asBought counts them.
  // A slice of ham, a branch of celery: what one piece the fridge counts holds of them (« Jambon ×4 » is 4 tranches).
  const sale = saleUnitOf(name) ?? saleUnitOf(item.name);
  const piece = pieceGrams(name) ?? pieceGrams(item.name);
  const pieceUnit = foodTable().pieceUnitOf(name) ?? foodTable().pieceUnitOf(item.name);
  const bunch = foodTable().bunchGrams(name);
  const worth = (family: UnitFamily) => {
    if (measured(family)) return 1;
    if (family === sale?.unit) return sale.holds;
    if (piece !== null && family === pieceUnit?.unit) return piece / pieceUnit.each;
    if (bunch !== null && (family === 'bouquet' || family === 'botte')) return bunch;
    if (bunch !== null && HERB_SPRIGS.has(family as Unit)) return SPRIG_GRAMS;
    return family === 'count' || sale ? piece : null;
  };
  const [have, want] = [worth(item.family), worth(wanted)];
  return have === null || want === null ? null : have / want;
}

/**
 * takeFromStock, also saying what the stock gave: « œufs 2 — en plus des 6 du frigo ». `taken` is
 * in the need's unit, as readable as a cook writes it (1 000 g → 1 kg), never rounded up as a
 * purchase is; null when the stock gave nothing. `left` is what is still needed, not yet rounded
 * to what a shop sells: what a second stock (the list) is counted against.
 */
export function shareOfStock(need: Need, stock: Stock[]): { toBuy: Amount | null; taken: Amount | null; left: Amount | null } {
  const wanted = toBaseUnit(need.amount.quantity, need.amount.unit);
  // A few spoons of a cupboard food come out of whatever bottle or pot is at home, however full;
  // and the week's bottle is no second one when the list already holds that food, in any unit.
  const anyAmountCovers = byThePack(need.name, need.amount) !== null || packOf(need.name) === need.amount.unit;
  let missing = wanted.quantity;
  for (const item of stock) {
    if (missing <= 1e-9) break;
    // Directional: fridge "blanc de poulet" covers "poulet", fridge "oeufs" does not cover "oeufs de caille".
    if (item.left <= 0 || !coversIngredient(item.name, need.name)) continue;
    const per = perStockUnit(item, wanted.family, need.name);
    if (per === null || (anyAmountCovers && item.left * per < missing)) {
      if (!anyAmountCovers) continue;
      // Counted once all the same: the bottle that gave its last spoons covers no other oil.
      item.left = 0;
      missing = 0;
      break;
    }
    const used = Math.min(item.left * per, missing);
    item.left -= used / per;
    missing -= used;
  }
  // Rounded to a millionth: what is left of 0,3 kg taken from 1 kg is binary noise otherwise.
  const given = Math.round(Math.max(0, wanted.quantity - missing) * 1e6) / 1e6;
  const taken: Amount | null =
    given <= 1e-9
      ? null
      : wanted.family === 'mass' || wanted.family === 'volume'
        ? readableAmount(given, wanted.family, [need.amount.unit])
        : { quantity: given, unit: need.amount.unit };
  if (missing <= 1e-9) return { toBuy: null, taken, left: null };
  if (missing >= wanted.quantity) return { toBuy: asBought(need.name, need.amount), taken: null, left: need.amount };
  // Buy only the difference, said in the need's own unit.
  const left: Amount = { quantity: need.amount.quantity * (missing / wanted.quantity), unit: need.amount.unit };
  return { toBuy: asBought(need.name, left), taken, left };
}
