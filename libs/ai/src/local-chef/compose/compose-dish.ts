import { agreeWithQuantity, type Amount, formatIngredient, isVolumeUnit, normalizeIngredientName, readableAmount, roundMetric, toBaseUnit, type Unit } from '#ingredients';
import { staplesOrDefault } from '../../generation/fridge-match';
import { daysLeft } from '../../generation/fridge-freshness';
import { grams, heldGrams, itemUnit } from '../../generation/fridge-stock';
import { stepsUseOven } from '../knowledge/recipe-constraints';
import { PREPARATION_TIME_RANGES } from '../local-recipe';
import type { FridgeItem, RecipeRequest } from '../../types';
import { findAvoidedFoods, passesRestrictions } from '../../validation/dietary-rules';
import { capitalize } from '../french-text';
import { de, inPieces, readyIn, the } from './dish-french';
import { withProperNouns } from './proper-nouns';
import type { Dish, DishPattern, FoodsFrom, Role } from './dish-pattern';
import { foodOf } from './food-lookup';
import { fleshOf, isBite, isLiquid, isProtein, isReady, isWeighed, oneFamily, sameFood, servedWhole, type Food, type FoodUse, type PieceUnit } from './foods';
import { fruitAlone, goesWith, shareADish } from './pairings';
import { GRATED, LEAST_PER_PERSON, SAVOURY_FATS } from './patterns/roles';

// The composing chef: fills a dish pattern's roles with what the fridge holds (soonest date first)
// and the household's pantry, for as many people as the stock allows, and writes the dish.

/** A fridge item the chef may cook: fresh, known, allowed by the household's rules. */
export interface Stocked {
  item: FridgeItem;
  food: Food;
  /** Days to its date; null without a date. */
  days: number | null;
  /** To be bought (a planned week), not in the fridge: it saves nothing from the bin. */
  bought?: boolean;
}

interface Part {
  food: Food;
  stocked?: Stocked;
  /** Pieces its line counts ("½ poire", "3 tomates"), or a weighed protein's line holds (see weighedPieces); none when the line weighs any other food. */
  pieces?: number;
}

export interface ComposedDish {
  patternId: string;
  title: string;
  description: string;
  preparationTime: number;
  servings: number;
  difficulty: DishPattern['difficulty'];
  ingredients: string[];
  instructions: string[];
  /** The fridge items the dish uses. */
  used: Stocked[];
  /** The fridge items it uses whole, leaving none in the fridge: only these does it « finish ». */
  usedUp: ReadonlySet<Stocked>;
  /** Each fridge item's food as the dish tells it: in the singular when it takes one piece or less (see Food.pieces). */
  told: ReadonlyMap<Stocked, Food>;
  /** Made from a fallback pattern (see DishPattern.fallback). */
  fallback?: boolean;
  /** Its steps use the oven, as they alone say (see stepsUseOven): the chat's « sans four » leaves it out. */
  oven: boolean;
  /** Baked whole on a dough that feeds more than the table (Role.bakedWhole): how many its amounts feed; the rest keeps for the next day. */
  feeds?: number;
}

/** What the household keeps in its cupboard, as the chef reads it. */
export interface Pantry {
  foods: { food: Food; name: string }[];
  salt?: string;
  pepper?: string;
  water?: string;
}

/** Days to its date within which a fridge item is urgent: the chef uses it first, and whole when it can. */
export const URGENT_DAYS = 2;
/** An urgent item is used whole when that is at most this many times what the dish would take of it. */
const URGENT_AT_MOST = 2;
/** Due within URGENT_DAYS, and in the fridge (a planned week's purchase saves nothing from the bin). */
export const isUrgent = (s: Stocked): boolean => !s.bought && s.days !== null && s.days <= URGENT_DAYS;

// Below half a portion of its heart a dish does not feed a person: it is then for fewer people.
const SMALLEST_PORTION = 0.5;
/**
 * The share of its weight a role that weighs another (Role.weighs) must find in the fridge for each
 * person, unless said: a ratio holds within a tenth (the role weighed is listed whole), else fewer people.
 */
const WEIGHS_SMALLEST_PORTION = 0.9;
// A step that salts ("salez", "eau bouillante salée", "le sel") or peppers ("poivrez", "le poivre").
const SALTS = /\b(?:sel|salez|salée?s?)\b/iu;
const PEPPERS = /\b(?:poivre|poivrez|poivrée?s?)\b/iu;
// A step that greases a dish or a pan with the fat without naming it: "graissez un plat à gratin", "Beurrez ou huilez".
const GREASES = /\b(?:graissez|beurrez|huilez)\b/iu;
/** Grams of a herb a line takes at the least: a few sprigs. */
const HERB_LEAST_GRAMS = 2;
/** A fridge item its name says is frozen ("Épinards surgelés"): it goes in as it is. */
const FROZEN = /\bsurgel[ée]/iu;

export function readPantry(staples: readonly string[], request: Pick<RecipeRequest, 'restrictions' | 'avoidedFoods'>): Pantry {
  const pantry: Pantry = { foods: [] };
  for (const name of staplesOrDefault(staples)) {
    const key = normalizeIngredientName(name);
    if (!allowed(name, request)) continue;
    if (key === 'sel') pantry.salt = name;
    else if (key === 'poivre') pantry.pepper = name;
    else if (key === 'eau') pantry.water = name;
    const food = foodOf(name);
    if (food) pantry.foods.push({ food, name });
  }
  return pantry;
}

/** The fridge items the chef may cook with, soonest date first: fresh, known and allowed. */
export function readStock(fridge: readonly FridgeItem[], today: string, request: Pick<RecipeRequest, 'restrictions' | 'avoidedFoods'>): Stocked[] {
  const stock: Stocked[] = [];
  for (const item of fridge) {
    const days = daysLeft(item, today);
    if (days !== null && days < 0) continue;
    if (!(item.quantity > 0)) continue;
    const food = foodOf(item.name);
    if (!food || !allowed(item.name, request)) continue;
    stock.push({ item, food, days });
  }
  return stock.sort((a, b) => (a.days ?? 99) - (b.days ?? 99));
}

function allowed(name: string, request: Pick<RecipeRequest, 'restrictions' | 'avoidedFoods'>): boolean {
  return passesRestrictions([name], request.restrictions) && findAvoidedFoods([name], request.avoidedFoods).length === 0;
}

/**
 * The uses that cook or blend a food: a frozen one ("Épinards surgelés", "Haricots verts surgelés")
 * fills only a role that does, never a salad nor a raw side, where it would be served still frozen.
 */
const THAWING_USES: readonly FoodUse[] = ['soupe', 'cuit', 'mixé', 'fond'];

/** Whether the fridge item's own name allows it in the role (see Role.notWritten and Role.onlyWritten), and a frozen item only where it is cooked. */
function writtenFits(role: Role, stocked: Stocked): boolean {
  const required = role.onlyWritten?.[stocked.food.name];
  if (FROZEN.test(stocked.item.name) && role.uses && !role.uses.some((use) => THAWING_USES.includes(use))) return false;
  return !role.notWritten?.test(stocked.item.name) && (!required || required.test(stocked.item.name));
}

function fits(role: Role, food: Food): boolean {
  if (role.cooks && isReady(food)) return false;
  if (food.breaded && !role.breaded) return false;
  // Named foods are taken whatever their kind; exceptions only narrow the kinds.
  if (role.foods?.includes(food.name)) return true;
  if (role.except?.includes(food.name)) return false;
  if (!role.kinds.includes(food.kind)) return false;
  return !role.uses || role.uses.some((use) => food.uses.includes(use));
}

/** Whether the food goes with what the role's partner roles already hold, and with the role's own foods when it pairs them (Role.goesWith). */
function pairs(role: Role, name: string, food: Food, own: readonly Food[], parts: ReadonlyMap<string, Part[]>): boolean {
  if (!role.goesWith) return true;
  const partners = role.goesWith.flatMap((other) => (other === name ? own : (parts.get(other) ?? []).map((p) => p.food)));
  const pairsBy = role.pairsBy ?? goesWith;
  return partners.every((partner) => pairsBy(food, partner));
}

/**
 * Whether a dish takes both foods: never one food twice (sameFood), nor two of one family where one
 * would do (« Taboulé à l'emmental et au gruyère »: see oneFamily) but on a board (Role.assortment),
 * nor a fish beside a ham (see shareADish).
 */
function takesBoth(a: Food, b: Food, assortment = false): boolean {
  return !sameFood(a, b) && (assortment || !oneFamily(a, b)) && shareADish(a, b);
}

/**
 * Up to `count` candidates, in their order, that pair as the role asks: from the first candidate
 * on, each taken when it goes with those before; when that leaves fewer than the role needs, the
 * same from the next candidate on, so one odd food first in the fridge never empties the role.
 */
function pick(role: Role, name: string, candidates: readonly Stocked[], parts: ReadonlyMap<string, Part[]>, count: number): Stocked[] {
  // Two of one family (two hams, two pressed cheeses) fill a role once: the first one in order.
  const fits = (s: Stocked, chosen: readonly Stocked[]) => chosen.every((c) => takesBoth(c.food, s.food, role.assortment));
  if (!role.goesWith) {
    const chosen: Stocked[] = [];
    for (const s of candidates) if (chosen.length < count && fits(s, chosen)) chosen.push(s);
    return chosen;
  }
  let best: Stocked[] = [];
  for (let start = 0; start < candidates.length; start++) {
    const chosen: Stocked[] = [];
    for (const s of candidates.slice(start)) {
      if (chosen.length >= count) break;
      if (fits(s, chosen) && pairs(role, name, s.food, chosen.map((c) => c.food), parts)) chosen.push(s);
    }
    if (chosen.length > best.length) best = chosen;
    if (best.length >= count) break;
  }
  return best;
}

/** A draw that never varies: foods by their date alone, for the attempt with every place filled. */
const SOONEST_FIRST = (): number => 0;

export interface ComposeOptions {
  /** The fridge's foods, unless told they are the ones a question named or a planned week's (see Dish.foodsFrom). */
  foodsFrom?: FoodsFrom;
}

/**
 * One way to fill the pattern from the stock, or null when the fridge cannot. `random` varies the
 * choice among foods of the same urgency, so asking again gives another dish.
 */
export function composeDish(
  pattern: DishPattern,
  stock: readonly Stocked[],
  pantry: Pantry,
  request: Pick<RecipeRequest, 'servings' | 'restrictions' | 'avoidedFoods'>,
  random: () => number,
  { foodsFrom = 'fridge' }: ComposeOptions = {},
): ComposedDish | null {
  // A food chosen first where foods must pair (a mango on a plate) may leave nothing to pair with
  // it (a goat cheese that suits the peach beside it): the dish is tried again without it.
  let left = stock;
  for (let attempt = 0; attempt < 3; attempt++) {
    const paired: { first?: Stocked } = {};
    const dish =
      composeOnce(pattern, left, pantry, request, random, paired, foodsFrom, 'drawn') ??
      // The draw may leave out what makes the dish one (the salad of a supper, the meat of a wrap):
      // tried again with every place filled, the soonest foods first, leaving the draw untouched.
      composeOnce(pattern, left, pantry, request, SOONEST_FIRST, {}, foodsFrom, 'full');
    if (dish || !paired.first) return dish;
    left = left.filter((s) => s !== paired.first);
  }
  return null;
}

function composeOnce(
  pattern: DishPattern,
  stock: readonly Stocked[],
  pantry: Pantry,
  request: Pick<RecipeRequest, 'servings' | 'restrictions' | 'avoidedFoods'>,
  random: () => number,
  paired: { first?: Stocked },
  foodsFrom: FoodsFrom,
  places: 'drawn' | 'full',
): ComposedDish | null {
  const taken = new Set<Stocked>();
  const parts = new Map<string, Part[]>();
  // A scrap too small to feed one person its least (LEAST_PER_PERSON) is left in the fridge.
  const feedsOne = (role: Role, s: Stocked) => (heldGrams(s.item) ?? Infinity) >= leastPerPerson(pattern, role, s.food) - 1e-9;
  for (const [name, role] of Object.entries(pattern.roles)) {
    const candidates = stock
      .filter((s) => !taken.has(s) && fits(role, s.food) && writtenFits(role, s) && feedsOne(role, s) && ![...taken].some((t) => t.food === s.food))
      .map((s) => ({ s, key: (s.days ?? 14) + random() * 4 }))
      .sort((a, b) => a.key - b.key)
      .map(({ s }) => s)
      // Two items of one food ("Œufs", "Oeufs bio"), or of one kind ("Tomates", "Tomates cerises"),
      // fill a dish once: never "aux tomates cerises et aux tomates"; nor does a food beside one of
      // its family or one it never shares a dish with, taken by another role (see takesBoth).
      .filter((s, i, list) => list.findIndex((other) => sameFood(other.food, s.food)) === i && [...taken].every((t) => takesBoth(t.food, s.food)));
    // Optional places are mostly filled: a herb or a cheese at hand goes in, as a cook would use it.
    const wanted = role.whenHeld || places === 'full' ? role.max : role.min + Math.round((0.4 + 0.6 * random()) * (role.max - role.min));
    const urgent = candidates.filter(isUrgent).length;
    const count = Math.min(role.max, Math.max(wanted, urgent));
    let chosen = pick(role, name, candidates, parts, count);
    // Pickles and olives garnish the vegetables of a role, never are them alone (Food.garnishes):
    // the role then takes its other vegetables, if it has any. A role of mixed foods (a skewer's
    // pieces, a tartine's toppings) serves them as they are, as a board does (and see Role.pickles).
    const vegetables = !role.pickles && role.kinds.length > 0 && role.kinds.every((kind) => kind === 'légume');
    const garnish = (s: Stocked) => vegetables && s.food.garnishes === true && !role.foods?.includes(s.food.name);
    if (chosen.length > 0 && chosen.every(garnish)) chosen = pick(role, name, candidates.filter((s) => !garnish(s)), parts, count);
    // A sweet fruit alone on a savoury bite: the role takes its savoury foods instead (Role.savoury).
    if (role.savoury && fruitAlone(chosen.map((s) => s.food))) chosen = pick(role, name, candidates.filter((s) => !fruitAlone([s.food])), parts, count);
    if (role.goesWith && !paired.first) paired.first = chosen[0];
    const rolesParts: Part[] = chosen.map((s) => ({ food: s.food, stocked: s }));
    chosen.forEach((s) => taken.add(s));
    // The cupboard completes what the role needs, and what it always takes when held (Role.whenHeld).
    const fromPantry = role.whenHeld ? role.max : role.min;
    if (rolesParts.length < fromPantry && role.pantry) {
      for (const p of pantry.foods) {
        if (rolesParts.length >= fromPantry) break;
        if (fits(role, p.food) && rolesParts.every((r) => takesBoth(r.food, p.food)) && pairs(role, name, p.food, rolesParts.map((r) => r.food), parts)) rolesParts.push({ food: p.food });
      }
    }
    if (rolesParts.length < role.min) return null;
    parts.set(name, rolesParts);
  }
  if (pattern.minFridge && taken.size < pattern.minFridge) return null;

  let fat: Part | undefined;
  if (pattern.fat) {
    const fatKinds = pattern.fat === 'huile' ? ['huile'] : ['huile', 'beurre'];
    // A dessert never tastes of olive oil (SAVOURY_FATS) while a neutral oil or butter is at hand.
    const fatFits = (food: Food) => fatKinds.includes(food.kind) && (pattern.type !== 'dessert' || !SAVOURY_FATS.includes(food.name));
    // Butter or oil from the fridge first: using it is one thing less to throw away.
    const fromFridge = (fit: (food: Food) => boolean) => stock.find((s) => !taken.has(s) && fit(s.food));
    const fromPantry = (fit: (food: Food) => boolean) => pantry.foods.find((p) => p.food.kind === 'huile' && fit(p.food)) ?? pantry.foods.find((p) => fit(p.food));
    const anyFat = (food: Food) => fatKinds.includes(food.kind);
    // In order: the fridge's fitting fat, the cupboard's, then any fat of the fridge, any of the cupboard.
    const fridgeFat = fromFridge(fatFits) ?? (fromPantry(fatFits) ? undefined : fromFridge(anyFat));
    const pantryFat = fromPantry(fatFits) ?? fromPantry(anyFat);
    fat = fridgeFat ? { food: fridgeFat.food, stocked: fridgeFat } : pantryFat ? { food: pantryFat.food } : undefined;
    if (!fat) return null;
    if (fat.stocked) taken.add(fat.stocked);
  }
  if (pattern.water && !pantry.water) return null;

  const dish = dishView(parts, 0, fat?.food, pantry, pattern, 'chosen');
  if (pattern.accepts && !pattern.accepts(dish)) return null;

  // The heart of the dish sets for how many it is; so does each meat, fish or starch, at its least per person.
  let servings = request.servings;
  for (const [name, role] of Object.entries(pattern.roles)) {
    const roleParts = parts.get(name) ?? [];
    for (const part of roleParts) {
      if (!part.stocked) continue;
      const held = heldGrams(part.stocked.item);
      if (held === null) continue;
      const least = leastPerPerson(pattern, role, part.food, ofItsKind(roleParts, part));
      if (least > 0) servings = Math.min(servings, Math.floor(held / least + 1e-9));
      // A piece served whole goes one a person (a fridge that weighs its côtes counts them to the nearest).
      if (role.wholePieces && servedWhole(part.food)) servings = Math.min(servings, Math.max(1, Math.round(held / part.food.piece)));
      // A role that weighs another (Role.weighs) must match that role's grams for each person, nearly.
      const weighed = role.weighs !== undefined ? pattern.roles[role.weighs.role] : undefined;
      if (weighed) {
        const perPerson = (ratioOf(role.weighs!, part.food) * gramsPerPerson(weighed, parts.get(role.weighs!.role) ?? [])) / roleParts.length;
        servings = Math.min(servings, Math.floor(held / (perPerson * (role.smallestPortion ?? WEIGHS_SMALLEST_PORTION)) + 1e-9));
      }
      if (!role.main) continue;
      const perPerson = (part.food.portion * role.share) / roleParts.length;
      servings = Math.min(servings, Math.floor(held / (perPerson * (role.smallestPortion ?? SMALLEST_PORTION)) + 1e-9));
    }
  }
  if (servings < 1) return null;
  // The amounts fill what the dish feeds: the table, or all a dough baked whole feeds.
  const filled = Math.max(servings, wholeDoughFeeds(pattern, parts));

  const lines: string[] = [];
  // The fridge items the dish uses up, every gram of them (see ComposedDish.usedUp).
  const usedUp = new Set<Stocked>();
  // Grams each food of each role takes, what the stock allows: the water of a dish made by ratio follows them.
  const partGrams: { role: string; food: Food; grams: number }[] = [];
  // Grams each role weighs as its lines list them (whole eggs, not the grams asked): what a role
  // that weighs it takes (Role.weighs), at most what the lightest stock of those roles holds.
  const listed = new Map<string, number>();
  const weighing = (weighed: string): number => {
    const held = [...parts].flatMap(([name, roleParts]) => {
      const weighs = pattern.roles[name]?.weighs;
      if (weighs?.role !== weighed) return [];
      return roleParts.flatMap((p) => {
        const grams = p.stocked ? heldGrams(p.stocked.item) : null;
        return grams === null ? [] : [(grams * roleParts.length) / ratioOf(weighs, p.food)];
      });
    });
    return Math.min(listed.get(weighed) ?? 0, ...held);
  };
  for (const [name, role] of Object.entries(pattern.roles)) {
    const roleParts = parts.get(name) ?? [];
    for (const part of roleParts) {
      const held = part.stocked ? heldGrams(part.stocked.item) : null;
      if (role.weighs !== undefined) {
        const grams = (ratioOf(role.weighs, part.food) * weighing(role.weighs.role)) / roleParts.length;
        lines.push(part.stocked ? fridgeLine(part.stocked, grams).text : pantryLine(part.food, pantryName(pantry, part.food), grams));
        if (part.stocked && held !== null && grams >= held - 1e-9) usedUp.add(part.stocked);
        partGrams.push({ role: name, food: part.food, grams });
        continue;
      }
      // A piece served whole stays one a person, due or not: never two pork chops for one, nor five
      // steaks hachés of 100 g for four because a portion weighs 120 g.
      const onePerPerson = role.wholePieces === true && servedWhole(part.food);
      const needed = onePerPerson
        ? (part.food.piece * filled) / roleParts.length
        : Math.max((part.food.portion * role.share * filled) / roleParts.length, (part.food.least ?? 0) * filled, (part.stocked ? leastPerPerson(pattern, role, part.food, ofItsKind(roleParts, part)) : 0) * filled);
      // What expires within days is used whole when the dish can take it (at most twice what its role
      // gives each person): never one of two courgettes due tomorrow left in the fridge.
      // A soup pours its water for each bowl, a juice or a mousse by the grams of its heart
      // (DishPattern.water): the heart takes twice the food's own share at the most, or the bowls are
      // a purée (never 2 kg of potatoes due tomorrow beside a cauliflower in a soup for five).
      const byTheBowl = role.main === true && (typeof pattern.water === 'number' || (typeof pattern.water === 'object' && pattern.water.role === name));
      const roleTakes = Math.max(needed, (part.food.portion * role.share * filled) / (byTheBowl ? roleParts.length : 1));
      const urgentWhole = !onePerPerson && part.stocked && held !== null && isUrgent(part.stocked) && held <= URGENT_AT_MOST * roleTakes ? Math.max(needed, held) : needed;
      // A board's kind takes its share of the kind's most (Role.byKind), never less than its least.
      const kindWhole = role.byKind ? Math.min(urgentWhole, Math.max(needed, (role.byKind.most / ofItsKind(roleParts, part)) * filled)) : urgentWhole;
      const wanted = role.most !== undefined ? Math.min(kindWhole, role.most * filled) : kindWhole;
      if (part.stocked) {
        // A heart that must feed each person most of a portion (Role.smallestPortion: a soup's
        // vegetables, a pizza's dough) never rounds below that: two doughs for four, never one.
        const feeds = role.main && role.smallestPortion !== undefined ? ((part.food.portion * role.share) / roleParts.length) * role.smallestPortion * filled : 0;
        const line = fridgeLine(part.stocked, wanted, feeds, role.halved === true);
        lines.push(line.text);
        part.pieces = line.pieces;
        if (line.all) usedUp.add(part.stocked);
        const counted = line.pieces !== undefined && itemUnit(part.stocked.item) === 'unité' ? line.pieces * part.food.piece : undefined;
        listed.set(name, (listed.get(name) ?? 0) + (counted ?? (held === null ? wanted : Math.min(wanted, held))));
      } else {
        lines.push(pantryLine(part.food, pantryName(pantry, part.food), wanted));
        listed.set(name, (listed.get(name) ?? 0) + wanted);
      }
      partGrams.push({ role: name, food: part.food, grams: held === null ? wanted : Math.min(wanted, held) });
    }
  }
  // The fat's line goes here, once the steps tell whether they use it.
  const fatAt = lines.length;
  if (pattern.water && pantry.water) {
    const ml = typeof pattern.water === 'number' ? pattern.water * filled : waterByRatio(pattern.water, partGrams);
    lines.push(waterLine(pantry.water, ml));
  }
  const written = dishView(parts, servings, fat?.food, pantry, pattern, 'told', foodsFrom);
  const steps = pattern.steps(dishView(parts, servings, fat?.food, pantry, pattern, 'steps', foodsFrom)).filter((step): step is string => typeof step === 'string' && step.length > 0).map(capitalize);
  // The fat is listed when a step cooks in it, coats or greases with it: never oil no step pours
  // (pasta with cream, toasts on crackers); a fridge's butter left unused is not used up either.
  const fatUsed = fat !== undefined && steps.some((step) => step.includes(the(fat.food)) || step.includes(de(fat.food)) || GREASES.test(step));
  if (fat && fatUsed) {
    const wanted = fat.food.kind === 'beurre' ? 8 * filled : 0;
    const fridgeFat = fat.stocked ? fridgeLine(fat.stocked, Math.max(wanted, 10)) : undefined;
    if (fridgeFat?.all) usedUp.add(fat.stocked!);
    lines.splice(fatAt, 0, fridgeFat ? fridgeFat.text : fat.food.kind === 'beurre' ? pantryLine(fat.food, pantryName(pantry, fat.food), Math.max(wanted, 10)) : oilLine(pantryName(pantry, fat.food), filled));
  }
  if (fat?.stocked && !fatUsed) taken.delete(fat.stocked);
  // Salt and pepper are listed when, and only when, a step uses them.
  if (pantry.salt && steps.some((step) => SALTS.test(step))) lines.push(`1 pincée de ${pantry.salt}`);
  if (pantry.pepper && steps.some((step) => PEPPERS.test(step))) lines.push(`1 pincée de ${pantry.pepper}`);
  // A dish cooked in butter dresses its salad with the cupboard's oil: listed when a step pours it.
  const oil = oilOf(fat?.food, pantry);
  if (oil && oil !== fat?.food && steps.some((step) => step.includes(`filet ${de(oil)}`))) lines.push(oilLine(pantryName(pantry, oil), filled));
  // Each food was checked alone (readStock, readPantry); only kosher forbids a pair (meat with dairy).
  if (request.restrictions.includes('kosher') && !passesRestrictions(lines, request.restrictions)) return null;

  return {
    patternId: pattern.id,
    // A title names the dish by its foods, as many as it takes (« Velouté d'oignon rouge » for ½
    // oignon), a cut by its flesh (« Gnocchis au saumon » of pavés de saumon, see titled).
    title: capitalize(pattern.title(dishView(parts, servings, fat?.food, pantry, pattern, 'titled'))),
    description: capitalize(pattern.description(written)),
    preparationTime: preparationTime(pattern),
    servings,
    difficulty: pattern.difficulty,
    ingredients: lines,
    instructions: steps,
    used: [...taken],
    usedUp,
    told: new Map([...parts.values()].flat().filter((p) => p.stocked).map((p) => [p.stocked!, toldFood(p, pantry)])),
    ...(pattern.fallback ? { fallback: true } : {}),
    oven: stepsUseOven(steps),
    ...(filled > servings ? { feeds: filled } : {}),
  };
}

/**
 * How many portions one dough baked whole makes (Role.bakedWhole: its piece over each person's
 * share of it, three for a pâte brisée in a quiche); 0 for a dish without one.
 */
function wholeDoughFeeds(pattern: DishPattern, parts: ReadonlyMap<string, Part[]>): number {
  let feeds = 0;
  for (const [name, role] of Object.entries(pattern.roles)) {
    if (!role.bakedWhole) continue;
    for (const part of parts.get(name) ?? []) feeds = Math.max(feeds, Math.floor(part.food.piece / (part.food.portion * role.share)));
  }
  return feeds;
}

/** How many times the role it weighs a food of a role weighs (Role.weighs). */
const ratioOf = (weighs: NonNullable<Role['weighs']>, food: Food): number => (typeof weighs.ratio === 'number' ? weighs.ratio : weighs.ratio(food));

/** Grams of a role's foods each person takes, all its foods together. */
const gramsPerPerson = (role: Role, roleParts: readonly Part[]): number => roleParts.reduce((grams, p) => grams + (p.food.portion * role.share) / roleParts.length, 0);

/** How many of the role's foods are of this part's kind (two charcuteries share a board's charcuterie). */
const ofItsKind = (roleParts: readonly Part[], part: Part) => roleParts.filter((p) => p.food.kind === part.food.kind).length;

/** Millilitres of water a dish made by ratio pours: each food of its role by its grams. */
function waterByRatio(water: { role: string; perGram: number | ((food: Food) => number) }, parts: readonly { role: string; food: Food; grams: number }[]): number {
  return parts.filter((p) => p.role === water.role).reduce((ml, p) => ml + p.grams * (typeof water.perGram === 'number' ? water.perGram : water.perGram(p.food)), 0);
}

/**
 * Grams of the food one person eats at the least in the role (Role.least, or its share of its kind's
 * Role.byKind among the role's `ofItsKind` foods) and its dish type (LEAST_PER_PERSON); 0 for none.
 */
function leastPerPerson(pattern: DishPattern, role: Role, food: Food, ofItsKind = 1): number {
  return Math.max(role.least ?? 0, (role.byKind?.least ?? 0) / ofItsKind, LEAST_PER_PERSON[pattern.type]?.[food.kind] ?? 0);
}

/** A piece on the bone as a dish that takes it off the bone tells it: by its flesh ("le poulet" of "cuisses de poulet"). */
function offTheBone(food: Food): Food {
  return { ...byFlesh(food), offBone: true };
}

/** The food named by its flesh ("poulet" of "cuisses de poulet", "saumon" of "pavés de saumon"): its pieces are the cut's, not told. */
function byFlesh(food: Food): Food {
  const flesh = fleshOf(food);
  if (flesh === food) return food;
  return { ...food, name: flesh.name, gender: flesh.gender, counted: flesh.counted, wholeInTitle: flesh.wholeInTitle, manyInTitle: flesh.manyInTitle, pluralName: flesh.pluralName, pieces: undefined };
}

/**
 * The part's food as a title names it: by the pieces the dish takes (one piece or less in the
 * singular, see dish-french's plural), and a cut or a portion by its flesh, the cut belonging in
 * the lines (« Gnocchis au saumon », never « aux pavés de saumon »); a dish named after its cut
 * (« Pavé de saumon poêlé ») reads it from Dish.told; a food a cook names otherwise by its Food.titleName
 * (« à la crème » of a « crème liquide »).
 */
const titled = (part: Part): Food => {
  const food = byFlesh(inPieces(part.food, part.pieces));
  return food.titleName ? { ...food, name: food.titleName } : food;
};

/** The part's food as the dish's text tells it: by the pieces it takes, and as the fridge item is sold (grated, frozen). */
function toldFood(part: Part, pantry: Pantry): Food {
  const name = part.stocked?.item.name ?? pantryName(pantry, part.food);
  const sold = GRATED.test(name) ? 'râpé' : FROZEN.test(name) ? 'surgelé' : undefined;
  return inPieces(sold ? { ...part.food, prep: sold } : part.food, part.pieces);
}

/**
 * Which foods Dish.of gives: as chosen (to accept the dish), as its title names them, as its
 * description tells them, or as its steps do (see inHand).
 */
type View = 'chosen' | 'titled' | 'told' | 'steps';

/**
 * A food as the steps handle it: a title and a description name a melon or a broccoli taken whole
 * in the singular, the fruit or the vegetable as a kind (« velouté de chou-fleur »), but the cook's
 * hands hold every piece the lines list: « Coupez les brocolis » under « 2 brocolis », never « le brocoli ».
 */
const inHand = (food: Food): Food => (food.wholeInTitle && food.counted && (food.pieces ?? 0) > 1 ? { ...food, wholeInTitle: false } : food);

function dishView(parts: Map<string, Part[]>, servings: number, fat: Food | undefined, pantry: Pantry, pattern: DishPattern, view: View, foodsFrom: FoodsFrom = 'fridge'): Dish {
  const boned = (food: Food) => (pattern.offTheBone && food.onBone ? offTheBone(food) : food);
  // Each food with the date of the fridge item it comes from (Food.days), so the title and the text
  // choose alike among them (dish-french's few); one object per part, so a pattern can tell two
  // foods of a role apart by identity.
  const dated = (food: Food, part: Part): Food => (part.stocked ? { ...food, days: part.stocked.days } : food);
  const all = [...parts.values()].flat();
  const handled = view === 'steps' ? inHand : (food: Food) => food;
  const asTold = new Map(all.map((p) => [p, dated(handled(boned(toldFood(p, pantry))), p)]));
  const asNamed = new Map(all.map((p) => [p, dated(boned(view === 'titled' ? titled(p) : p.food), p)]));
  const toldOf = (role: string) => (parts.get(role) ?? []).map((p) => asTold.get(p)!);
  const of = (role: string) => (view === 'told' || view === 'steps' ? toldOf(role) : (parts.get(role) ?? []).map((p) => asNamed.get(p)!));
  return {
    servings,
    foodsFrom,
    of,
    told: toldOf,
    has: (role) => of(role).length > 0,
    all: (...roles) => (roles.length > 0 ? roles : [...parts.keys()]).flatMap(of),
    written: (role) => (parts.get(role) ?? []).map((p) => (p.stocked ? lowerFirst(p.stocked.item.name.trim()) : pantryName(pantry, p.food))),
    fat: fat ? the(fat) : "l'huile",
    fatDe: fat ? de(fat) : "d'huile",
    ...(oilOf(fat, pantry) ? { oilDe: de(oilOf(fat, pantry)!) } : {}),
    readyIn: readyIn(preparationTime(pattern)),
  };
}

/** Minutes of work and cooking: the pattern's, within its dish type's range. */
function preparationTime(pattern: DishPattern): number {
  const range = PREPARATION_TIME_RANGES[pattern.type];
  return Math.min(range.max, Math.max(range.min, pattern.time));
}

/** The oil at hand: the dish's fat when it is oil, else the cupboard's (a fridge's butter never dresses a salad). */
function oilOf(fat: Food | undefined, pantry: Pantry): Food | undefined {
  if (fat?.kind === 'huile') return fat;
  return pantry.foods.find((p) => p.food.kind === 'huile')?.food;
}

function pantryName(pantry: Pantry, food: Food): string {
  return pantry.foods.find((p) => p.food === food)?.name ?? food.name;
}

/**
 * "3 courgettes", "250 g de tomates cerises", "20 cl de lait": never more than the item holds; with
 * the pieces it counts, if it counts the food's own, and whether it takes all the item holds.
 */
function fridgeLine(stocked: Stocked, wantedGrams: number, leastGrams = 0, halved = false): { text: string; pieces?: number; all: boolean } {
  const { item, food } = stocked;
  const name = lowerFirst(item.name.trim());
  const unit = itemUnit(item);
  const held = heldGrams(item);
  const perUnit = held !== null && item.quantity > 0 ? held / item.quantity : null;
  const spoons = unit === 'càs' || unit === 'càc' || unit === 'tasse';
  // Asked for all it holds, the line takes it all (weigh and pour floor it to what a scale reads).
  const all = held !== null && wantedGrams >= held - 1e-9;
  // A liquid is poured as a recipe writes it, whatever the fridge counts it in (a litre, a brick, grams).
  if (held !== null && !spoons && (isLiquid(food) || (food.kind === 'crème' && isVolumeUnit(unit)))) {
    const amount = pour(wantedGrams, held);
    return { text: write(amount.quantity, amount.unit, name), all };
  }
  // Lentils, rice or gnocchis a fridge counts by the pack (« Lentilles ×1 ») are weighed from the
  // pack's weight (Food.piece): « 250 g de lentilles », never « ½ lentille ».
  if (unit === 'unité' && isWeighed(food) && held !== null) {
    // A head or a bird the dish takes whole is counted as it is bought: « 1 chou-fleur », « 1 poulet
    // rôti », never « 1,2 kg de poulet rôti »; a wedge of cheese stays weighed.
    if (all && food.byWeight && food.kind !== 'fromage' && Number.isInteger(item.quantity)) {
      return { text: write(item.quantity, unit, agreeWithQuantity(name, item.quantity)), pieces: item.quantity, all };
    }
    const weighed = weigh(wantedGrams, held, 'g');
    return { text: write(weighed.quantity, weighed.unit, name), all };
  }
  if (unit === 'unité' || perUnit === null || unit === 'pincée') {
    // "2 gousses d'ail", "3 tranches de jambon blanc", "2 branches de céleri" (of a head of ten):
    // the piece's own name, the food's as it is.
    if (unit === 'unité' && food.pieceUnit) {
      const each = food.pieceUnitsEach ?? 1;
      const count = capPieces((wantedGrams * each) / food.piece, item.quantity * each, true);
      return { text: write(count, food.pieceUnit, pieceOf(name, food.pieceUnit)), all: count >= item.quantity * each - 1e-9 };
    }
    const pieceGrams = unit === 'unité' ? food.piece : perUnit ?? food.piece;
    const wanted = wantedGrams / pieceGrams;
    // A dough cut in bites is halved for a small table (Role.halved), only below one piece.
    const step = (halved && wanted < 1) || !wholeOnly(food, unit === 'unité' ? wanted : 0) ? 0.5 : 1;
    let pieces = capPieces(wanted, item.quantity, step === 1);
    // Rounded to the piece, never below the grams that feed the table (leastGrams), when held.
    while (pieces * pieceGrams < leastGrams - 1e-9 && pieces + step <= item.quantity + 1e-9) pieces += step;
    const whole = pieces >= item.quantity - 1e-9;
    return unit === 'unité' ? { text: write(pieces, unit, agreeWithQuantity(name, pieces)), pieces, all: whole } : { text: write(pieces, unit, name), all: whole };
  }
  if (spoons) {
    const count = capPieces(wantedGrams / perUnit, item.quantity, false);
    return { text: write(count, unit, name), all: count >= item.quantity - 1e-9 };
  }
  // Garlic, a shallot, an onion weighed by the fridge are counted as a cook counts them (Food.byPiece):
  // « 1 gousse d'ail », « 1 échalote », never more pieces than the grams held make.
  if (food.byPiece && !isVolumeUnit(unit) && held! >= food.piece) {
    const count = capPieces(wantedGrams / food.piece, Math.floor(held! / food.piece + 1e-9), true);
    const whole = all || held! - count * food.piece < food.piece;
    if (food.pieceUnit) return { text: write(count, food.pieceUnit, pieceOf(name, food.pieceUnit)), all: whole };
    return { text: write(count, 'unité', agreeWithQuantity(name, count)), pieces: count, all: whole };
  }
  // A ground spice by the spoon or the pinch, as from the cupboard: never « 2 g de curry en poudre »;
  // another powder by the spoon when a few spoons measure it (« 4 càs de café moulu »), weighed beyond.
  if (food.kind === 'épice' && !isVolumeUnit(unit)) return { text: spoonedPowder(Math.min(wantedGrams, held!), name, food, held!), all };
  if (food.spoon && !isVolumeUnit(unit) && wantedGrams <= SPOONS_AT_MOST * food.spoon) return { text: spoonedPowder(Math.min(wantedGrams, held!), name, food, held!), all };
  // Herbs by the whole gram, a few sprigs at the least: never "1,5 g de menthe".
  if (food.kind === 'herbe' && unit === 'g') {
    const rounded = Math.max(HERB_LEAST_GRAMS, Math.round(Math.min(wantedGrams, held!)));
    const herbs = rounded > held! + 1e-9 ? (held! >= 1 ? Math.floor(held!) : held!) : rounded;
    return { text: write(herbs, 'g', name), all: herbs >= Math.floor(held!) };
  }
  // What is measured yet not poured (an ice cream by the millilitre) keeps the fridge's unit.
  const weighed = weigh(wantedGrams, held!, unit);
  return { text: write(weighed.quantity, weighed.unit, name), pieces: weighedPieces(food, weighed), all: all || toBaseUnit(weighed.quantity, weighed.unit).quantity >= floorMetric(held!) - 1e-9 };
}

/**
 * The pieces a weighed line of a meat, a fish or a charcuterie sold by the piece holds, counted as a
 * cook counts them from the amount (Food.piece): « 400 g de blancs de poulet » are three blancs, told
 * « Blancs de poulet poêlés », and 150 g one, « Blanc de poulet poêlé ». None for any other food,
 * whose pack is no piece (« 50 g d'amandes »), nor for a food weighed by nature (see isWeighed).
 */
function weighedPieces(food: Food, amount: Amount): number | undefined {
  if (!food.counted || !isProtein(food) || food.pieceUnit !== undefined || isWeighed(food)) return undefined;
  const perUnit = amount.unit === 'g' ? 1 : amount.unit === 'kg' ? 1000 : null;
  if (perUnit === null) return undefined;
  return Math.max(0.5, Math.round(((amount.quantity * perUnit) / food.piece) * 2) / 2);
}

/**
 * Grams as a cook weighs them (roundMetric: "300 g de poulet", "80 g d'emmental"), never more than
 * is held: all of it when the dish wants that much or the rounding would ask for more, so a pack
 * is used up rather than left with a few grams.
 */
function weigh(wanted: number, held: number, unit: Unit): Amount {
  const family = isVolumeUnit(unit) ? 'volume' : 'mass';
  const rounded = wanted >= held - 1e-9 ? floorMetric(held) : family === 'mass' ? cooksGrams(wanted) : roundMetric(wanted, family);
  const base = rounded > held + 1e-9 ? floorMetric(held) : rounded;
  return readableAmount(base, family, [unit]);
}

/** Below this many grams a line is weighed by fives. */
const BY_FIVES_BELOW = 9.5;

/**
 * Grams a composed line writes: as a cook weighs them (roundMetric), and below ten by fives, at
 * least five (« 5 g de beurre », « 10 g de sucre », never « 4,5 g d'amandes » nor « 9 g de sucre »):
 * a kitchen scale reads no finer. A spice keeps its few grams (see pantryLine), a herb its sprigs.
 */
function cooksGrams(wanted: number): number {
  return wanted < BY_FIVES_BELOW ? Math.max(5, Math.round(wanted / 5) * 5) : roundMetric(wanted);
}

/**
 * Millilitres as a French home recipe pours them, one convention for every liquid of the dish:
 * spoons below 5 cl ("2 càs de lait"), whole centilitres up to a litre ("25 cl de lait", "60 cl
 * d'eau"), litres beyond ("1,5 l"); rounded as a cook does (roundMetric), never more than is held
 * (all of it when the dish wants that much). `held` is null for the tap and the cupboard.
 */
function pour(wanted: number, held: number | null): Amount {
  const all = held !== null && wanted >= held - 1e-9;
  let ml = all ? floorMetric(held, 50) : roundMetric(wanted, 'volume');
  if (held !== null && ml > held + 1e-9) ml = floorMetric(held, 50);
  // From 5 cl, ml is a multiple of 10: whole centilitres, or litres.
  if (ml >= 50) return readableAmount(ml, 'volume', ['cl']);
  // Below 5 cl, spoons by halves: tablespoons from one, teaspoons below.
  const spoon = (size: number) => {
    const nearest = Math.max(0.5, Math.round((ml / size) * 2) / 2);
    return held !== null && nearest * size > held + 1e-9 ? Math.floor((held / size) * 2) / 2 : nearest;
  };
  const tablespoons = spoon(15);
  if (tablespoons >= 1) return { quantity: tablespoons, unit: 'càs' };
  const teaspoons = spoon(5);
  return teaspoons > 0 ? { quantity: teaspoons, unit: 'càc' } : { quantity: ml, unit: 'ml' };
}

/**
 * The food's name after its piece: "céleri" in "2 branches de céleri" for a fridge's "Céleri
 * branche", "ail" for its "Gousses d'ail", never the piece named twice.
 */
function pieceOf(name: string, unit: PieceUnit): string {
  const piece = `${unit}s?`;
  const bare = name.replace(new RegExp(`^${piece} (?:de |d')`, 'iu'), '').replace(new RegExp(`(?<=\\S) (?:en )?${piece}(?= |$)`, 'iu'), '');
  return bare.trim() || name;
}

// Eggs, pastry sheets, tortillas, sausages, fillets, slices, cloves and small fruit (a clementine,
// an apricot) are not halved ("3,5 saucisses", "5,5 clémentines"); nor a piece one eats or cooks
// as it is, a fruit or a vegetable of a hand's size (an apple, an orange, an avocado, a tomato, a
// courgette: "2 pommes", never "1,5 pomme"), only what seasons by the half (a lemon squeezed) or
// what is always cut and keeps (a pepper, Food.halves: « ½ poivron » for one). Big
// things cut for the table (a melon, a cabbage, a baguette) are halved below one piece ("½ melon"),
// never beyond it ("1,5 melon"): a cook counts them whole once there is more than one.
const WHOLE_PIECES = ['viande', 'volaille', 'poisson'];
const SMALL_FRUIT_GRAMS = 80;
const HAND_SIZED_GRAMS = 200;
const SEASONING_PORTION = 50;
function wholeOnly(food: Food, wantedPieces = 0): boolean {
  return (
    ['œuf', 'pâte', 'yaourt'].includes(food.kind) ||
    isBite(food) ||
    food.pieceUnit !== undefined ||
    (food.kind === 'fruit' && food.piece <= SMALL_FRUIT_GRAMS) ||
    (WHOLE_PIECES.includes(food.kind) && food.counted && food.piece >= 60) ||
    (food.counted && food.piece <= HAND_SIZED_GRAMS && food.portion >= SEASONING_PORTION && !food.halves) ||
    wantedPieces > 1
  );
}

/** Pieces as a cook counts them (halves, or whole things whole), at least one, at most what is held. */
function capPieces(wanted: number, held: number, whole: boolean): number {
  const step = whole ? 1 : 0.5;
  const rounded = Math.max(step, Math.round(wanted / step) * step);
  if (rounded <= held + 1e-9) return rounded;
  const floored = Math.floor(held / step) * step;
  return floored > 0 ? floored : held;
}

/** What is held, down to the gram or the millilitre a scale or a jug reads: by tens from `tens` (100; 50 for a jug in cl). */
function floorMetric(value: number, tens = 100): number {
  const step = value >= tens ? 10 : value >= 10 ? 5 : 1;
  const floored = Math.floor(value / step) * step;
  return floored > 0 ? floored : value;
}

/** Tablespoons a powder other than a spice is measured in at the most; beyond, it is weighed. */
const SPOONS_AT_MOST = 4;

/**
 * A ground spice (or another powder, Food.spoon) as a cook measures it, the cupboard's or the
 * fridge's: a spice that seasons is a pinch; one a dish is named for (a curry's, for four) is
 * measured by the spoon, by halves:
 * « 1,5 càs de curry », never « 1 pincée de curry » for a curry nor « 2 g de curry en poudre ».
 * Never more spoons than the fridge's `held` grams, a spoon weighed as the fridge's stock weighs
 * it (fridge-stock's grams: a powder's own spoon, Food.spoon, about 6 g a tablespoon of curry), so
 * a line never reads as more than is held, nor as less than a small jar gives.
 */
function spoonedPowder(wantedGrams: number, name: string, food: Food, held = Infinity): string {
  const teaspoon = grams({ quantity: 1, unit: 'càc' }, null, food)!;
  if (wantedGrams < 1.5 * teaspoon) return `1 pincée de ${name}`;
  const halves = (n: number) => Math.round(n * 2) / 2;
  const within = (spoons: number, unit: 'càc' | 'càs') => {
    const spoon = grams({ quantity: 1, unit }, null, food)!;
    return spoons * spoon <= held + 1e-9 ? spoons : Math.floor((held / spoon) * 2) / 2;
  };
  const teaspoons = halves(wantedGrams / teaspoon);
  if (teaspoons < 3) return within(teaspoons, 'càc') >= 0.5 ? write(within(teaspoons, 'càc'), 'càc', name) : `1 pincée de ${name}`;
  const tablespoons = within(halves(teaspoons / 3), 'càs');
  return tablespoons >= 1 ? write(tablespoons, 'càs', name) : write(Math.max(0.5, within(teaspoons, 'càc')), 'càc', name);
}

function pantryLine(food: Food, name: string, wantedGrams: number): string {
  if (food.kind === 'épice') return spoonedPowder(wantedGrams, name, food);
  if (food.kind === 'herbe') return `1 pincée de ${name}`;
  // Counted by its piece, as the cupboard holds it: « 1 cube de bouillon de légumes », « 1 gousse d'ail ».
  if (food.pieceUnit) return write(Math.max(1, Math.round((wantedGrams * (food.pieceUnitsEach ?? 1)) / food.piece)), food.pieceUnit, pieceOf(name, food.pieceUnit));
  const amount = isLiquid(food) ? pour(Math.max(wantedGrams, 5), null) : { quantity: cooksGrams(wantedGrams), unit: 'g' as const };
  return write(amount.quantity, amount.unit, name);
}

function oilLine(name: string, servings: number): string {
  return write(Math.min(4, Math.max(1, Math.ceil(servings / 2))), 'càs', name);
}

function waterLine(name: string, ml: number): string {
  const amount = pour(ml, null);
  return write(amount.quantity, amount.unit, name);
}

// formatIngredient writes halves « ½ citron » and a counted food in agreement with its number.
function write(quantity: number, unit: Unit, name: string): string {
  return formatIngredient({ quantity, unit, name });
}

// "Courgettes" → "courgettes", but "St Môret" and "AOP" stay as written, and a place takes its
// capital whatever the fridge wrote ("champignons de paris" → "champignons de Paris").
function lowerFirst(name: string): string {
  return withProperNouns(/^\p{Lu}\p{Ll}/u.test(name) && !/^St\b/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);
}
