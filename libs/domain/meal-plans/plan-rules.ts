import { coversFood, findAvoidedFoods, passesRestrictions, slugify, type FridgeItem } from '#ai/core';
import { EFFORT_MAX_MINUTES, minutesLabel, servingsLabel, type DietaryRestriction, type DifficultyValue, type PlanDish, type PlanSlot } from '#contracts';
import { COLD_DINNERS_PER_WEEK, COLD_KINDS, WARMING_KINDS, dishKindOf, inColdMonths, mainBase, mainProtein, parseIngredientLine, sameKindAndFood } from '#ingredients';
import { addDays, daysBetween } from '../waste/kitchen-calendar';

/** What the week planner knows of a household when it decides. */
export interface PlannerContext {
  /** 'YYYY-MM-DD', the kitchen's today. */
  today: string;
  /** Every member's restrictions, merged. */
  restrictions: DietaryRestriction[];
  /** Every member's avoided foods, merged. */
  avoidedFoods: string[];
  preferredFoods: string[];
  difficulty: DifficultyValue;
  /** The household's portions. */
  servings: number;
  /** Soonest expiry first; expired items already left out. */
  fridge: FridgeItem[];
  staples: string[];
  /** Meals of the 14 days before the week: their recipes are not proposed again. */
  history: { recipeId: string | null; title: string; date: string }[];
  /** Meals already planned inside the week (kept as they are): they count for variety. */
  weekMeals: { recipeId: string | null; title: string; date: string; protein: string | null; base: string | null; vegetarian: boolean; dinner: boolean }[];
  /** The household's saved recipes (favourites now, the recipe book once it lands), shaped as dishes. */
  saved: PlanDish[];
  vegetarianEvenings: number;
}

/**
 * The rules a proposed dish must keep; hard ones are never relaxed. 'asked' is what a member asked
 * for in a swap ("plus rapide"): never traded for a dish, since the old one is still there.
 * 'past-date': a dish planned after a fridge item's date never names that food (see pastDate).
 */
export const HARD_RULES = ['restrictions', 'avoided', 'servings', 'repeat-week', 'asked', 'past-date'] as const;
export const SOFT_RULES = ['repeat-history', 'protein', 'base', 'kind', 'season', 'twin', 'meatless', 'effort', 'vegetarian'] as const;
export type DishRule = (typeof HARD_RULES)[number] | (typeof SOFT_RULES)[number];
export type WeekRule = DishRule | 'vegetarian-evenings' | 'expiring';

/**
 * Where the planner gives way when the collection cannot keep every rule: history first, effort
 * last. One gratin more before a second salad on a winter evening (the kind of dish is the lightest
 * of the week's variety rules), that salad before a third meatless evening, and a third meatless
 * evening before a third chicken or two evenings running on the same meat and base: a diet that
 * leaves little meat (halal, no fish) keeps its week varied.
 */
export const RELAX_ORDER: readonly (readonly DishRule[])[] = [
  [],
  ['repeat-history'],
  ['repeat-history', 'kind'],
  ['repeat-history', 'kind', 'season'],
  ['repeat-history', 'kind', 'season', 'meatless'],
  ['repeat-history', 'kind', 'season', 'meatless', 'protein', 'base', 'twin'],
  ['repeat-history', 'kind', 'season', 'meatless', 'protein', 'base', 'twin', 'effort'],
];

export const MAX_PROTEIN_PER_WEEK = 2;

/**
 * How many of the week's meals may stand on one base (pâtes, riz, pommes de terre…) or be one kind
 * of dish (salades, soupes, gratins…): one in three, and twice in any week, so a family that loves
 * pasta has it three evenings of nine, not nine, and a fridge of cheese and apples gives no five
 * composed salads running.
 */
export const maxPerWeek = (meals: number): number => Math.max(2, Math.ceil(meals / 3));

/** How many of the week's other meals are of `kind` (their titles read by dishKindOf). */
export const servedOfKind = (kind: string, others: readonly PlanSlot[], ctx: PlannerContext): number =>
  others.filter((o) => o.dish && dishKindOf(o.dish.title)?.kind === kind).length + ctx.weekMeals.filter((m) => dishKindOf(m.title)?.kind === kind).length;

/**
 * Two dishes of one kind (two frittatas, two gratins) are at least this many days apart: Monday's
 * and Wednesday's frittatas, both on leek and potatoes, read as one dish twice, and a week has
 * room to space them (Monday and Thursday).
 */
export const KIND_SPACING_DAYS = 3;

/** The kinds served less than KIND_SPACING_DAYS days before or after this slot (a planned meal too, and the slot's own day). */
export function kindsNearby(slot: Pick<PlanSlot, 'date' | 'meal'>, others: readonly PlanSlot[], ctx: PlannerContext): string[] {
  const near = (date: string) => Math.abs(daysBetween(slot.date, date)) < KIND_SPACING_DAYS;
  const titles = [
    ...others.filter((o) => o.dish && near(o.date) && !(o.date === slot.date && o.meal === slot.meal)).map((o) => o.dish!.title),
    ...ctx.weekMeals.filter((m) => near(m.date)).map((m) => m.title),
    // Last Sunday's frittata is as close to Monday as Tuesday's.
    ...ctx.history.filter((h) => near(h.date)).map((h) => h.title),
  ];
  return [...new Set(titles.map((t) => dishKindOf(t)?.kind).filter((k): k is string => k !== undefined))];
}

/** The titles of the week's other dishes of a kind (dishKindOf), planned meals too: a second one of the same food is refused (sameKindAndFood). */
export function kindDishesOfWeek(slot: Pick<PlanSlot, 'date' | 'meal'>, others: readonly PlanSlot[], ctx: PlannerContext): string[] {
  const titles = [...others.filter((o) => o.dish && !(o.date === slot.date && o.meal === slot.meal)).map((o) => o.dish!.title), ...ctx.weekMeals.map((m) => m.title)];
  return titles.filter((title) => dishKindOf(title) !== null);
}

/** The kinds of dish the week already has its share of (maxPerWeek): the slot being decided leaves them out. */
export function fullKinds(others: readonly PlanSlot[], ctx: PlannerContext): string[] {
  const served = new Set([...others.map((o) => (o.dish ? dishKindOf(o.dish.title)?.kind : undefined)), ...ctx.weekMeals.map((m) => dishKindOf(m.title)?.kind)].filter((k): k is string => k !== undefined));
  const allowed = maxPerWeek(mealsInWeek(others, ctx));
  return [...served].filter((kind) => servedOfKind(kind, others, ctx) >= allowed);
}

/** A dinner in the cold months (COLD_MONTHS, the slot's Europe/Zurich date): one cold dish a week at most, warming ones preferred. */
export const coldEvening = (slot: Pick<PlanSlot, 'date' | 'meal'>): boolean => slot.meal === 'dinner' && inColdMonths(slot.date);

/** How many of the week's other dinners are of a cold kind (a composed salad). */
export const coldDinnersBeside = (others: readonly PlanSlot[], ctx: PlannerContext): number =>
  others.filter((o) => o.meal === 'dinner' && o.dish && dishKindOf(o.dish.title)?.cold).length + ctx.weekMeals.filter((m) => m.dinner && dishKindOf(m.title)?.cold).length;

/** The kinds this slot leaves out for the season: the cold ones, on a cold month's evening once the week has its cold dinner. */
export const seasonFullKinds = (slot: PlanSlot, others: readonly PlanSlot[], ctx: PlannerContext): readonly string[] =>
  coldEvening(slot) && coldDinnersBeside(others, ctx) >= COLD_DINNERS_PER_WEEK ? COLD_KINDS : [];

/** The kinds the season asks for on this slot (soupes, gratins, plats mijotés on a cold month's evening), if any. */
export const seasonKinds = (slot: PlanSlot): readonly string[] => (coldEvening(slot) ? WARMING_KINDS : []);

interface DinnerBeside {
  /** How the why-line says it: « porc et pommes de terre comme la veille ». */
  when: 'la veille' | 'le lendemain';
  protein: string | null;
  base: string | null;
}

/**
 * The dinners the evening before and after this one (a planned meal beside the draft too), with
 * their main protein and base; the week serves no two evenings running on both the same.
 */
export function dinnersBeside(slot: PlanSlot, others: readonly PlanSlot[], ctx: PlannerContext): DinnerBeside[] {
  if (slot.meal !== 'dinner') return [];
  const when = (date: string) => (date === addDays(slot.date, -1) ? 'la veille' : date === addDays(slot.date, 1) ? 'le lendemain' : null);
  const beside: DinnerBeside[] = [];
  for (const o of others) {
    const w = o.meal === 'dinner' && o.dish ? when(o.date) : null;
    if (w) beside.push({ when: w, protein: o.dish!.protein, base: baseOf(o.dish!.ingredients) });
  }
  for (const m of ctx.weekMeals) {
    const w = m.dinner ? when(m.date) : null;
    if (w) beside.push({ when: w, protein: m.protein, base: m.base });
  }
  return beside;
}

/** The kind of the meal just before this slot in the week (the day before's dinner, or this day's lunch), if it has one. */
export function kindBefore(slot: PlanSlot, others: readonly PlanSlot[], ctx: PlannerContext): string | undefined {
  const order = (m: { date: string; meal?: string; dinner?: boolean }) => `${m.date}:${m.meal === 'lunch' || m.dinner === false ? 0 : 1}`;
  const here = order(slot);
  const before = [
    ...others.flatMap((o) => (o.dish ? [{ at: order(o), title: o.dish.title }] : [])),
    ...ctx.weekMeals.map((m) => ({ at: order(m), title: m.title })),
  ]
    .filter((m) => m.at < here)
    .sort((a, b) => b.at.localeCompare(a.at))[0];
  return before ? dishKindOf(before.title)?.kind : undefined;
}

/**
 * How many of the week's meals may go without meat or fish in a household that eats them: about a
 * third, as French families eat meat or fish at most dinners, and never fewer than the vegetarian
 * evenings the household asked for.
 */
export const maxMeatless = (meals: number, vegetarianEvenings: number): number => Math.max(vegetarianEvenings, Math.round(meals / 3));

/** A household whose diet leaves meat and fish on the table (the meatless share concerns it only). */
export const eatsMeat = (ctx: Pick<PlannerContext, 'restrictions'>): boolean => !ctx.restrictions.includes('vegetarian') && !ctx.restrictions.includes('vegan');

/**
 * The week's meals without meat or fish besides `slot`'s: those planned, and the vegetarian evenings
 * still owed to its open dinners (a designated one filled later counts now, or the week overshoots).
 */
export function meatlessBeside(slot: PlanSlot, others: readonly PlanSlot[], ctx: PlannerContext): number {
  const planned = others.filter((o) => o.dish?.vegetarian).length + ctx.weekMeals.filter((m) => m.vegetarian).length;
  const vegetarianDinners = others.filter((o) => o.meal === 'dinner' && o.dish?.vegetarian).length + ctx.weekMeals.filter((m) => m.dinner && m.vegetarian).length;
  const open = others.filter((o) => o.meal === 'dinner' && o.status === 'pending' && !o.dish && !o.locked).length;
  const owed = Math.min(open, Math.max(0, vegetarianEveningsWanted([slot, ...others], ctx) - vegetarianDinners));
  return planned + owed;
}

/** The week's share of meatless meals (maxMeatless) for `slot` and the others, as they stand. */
export const meatlessAllowed = (slot: PlanSlot, others: readonly PlanSlot[], ctx: PlannerContext): number =>
  maxMeatless(mealsInWeek(others, ctx), vegetarianEveningsWanted([slot, ...others], ctx));

/** The same recipe: same id, or same title once slugified (a model may invent another id). */
export function sameRecipe(a: { recipeId: string | null; title: string }, b: { recipeId: string | null; title: string }): boolean {
  return (a.recipeId !== null && a.recipeId === b.recipeId) || slugify(a.title) === slugify(b.title);
}

export function isVegetarian(ingredients: string[]): boolean {
  return passesRestrictions(ingredients, ['vegetarian']);
}

export function proteinOf(ingredients: string[]): string | null {
  return mainProtein(ingredients.map((line) => parseIngredientLine(line).name));
}

const bases = new WeakMap<readonly string[], string | null>();

/** The starch a dish stands on (mainBase), read once per list of lines: the rules ask it at every proposal. */
export function baseOf(ingredients: readonly string[]): string | null {
  if (!bases.has(ingredients)) bases.set(ingredients, mainBase(ingredients.map((line) => parseIngredientLine(line).name)));
  return bases.get(ingredients)!;
}

export interface SlotDemand {
  /** This slot must be vegetarian (a designated vegetarian evening, or "sans viande"). */
  vegetarian: boolean;
  /** "Plus rapide": shorter than this many minutes. */
  fasterThan?: number;
  /** "Autre chose": not this protein family again. */
  otherThan?: { recipeId: string; protein: string | null };
}

/** The week's meals: the slot decided, the draft's others (a day emptied is none) and those planned beside the draft. */
export const mealsInWeek = (others: readonly PlanSlot[], ctx: PlannerContext): number => 1 + others.filter((o) => o.status !== 'empty').length + ctx.weekMeals.length;

/** How many of the week's other meals stand on `base`. */
export const servedOnBase = (base: string, others: readonly PlanSlot[], ctx: PlannerContext): number =>
  others.filter((o) => o.dish && baseOf(o.dish.ingredients) === base).length + ctx.weekMeals.filter((m) => m.base === base).length;

/** The bases the week already has its share of (maxPerWeek): the slot being decided leaves them out. */
export function fullBases(others: readonly PlanSlot[], ctx: PlannerContext): string[] {
  const served = new Set([...others.map((o) => (o.dish ? baseOf(o.dish.ingredients) : null)), ...ctx.weekMeals.map((m) => m.base)].filter((b): b is string => b !== null));
  const allowed = maxPerWeek(mealsInWeek(others, ctx));
  return [...served].filter((base) => servedOnBase(base, others, ctx) >= allowed);
}

/** The rules `dish` breaks in `slot`, the other slots of the week as they stand. */
export function dishBreaks(
  dish: PlanDish,
  slot: PlanSlot,
  others: readonly PlanSlot[],
  ctx: PlannerContext,
  demand: SlotDemand = { vegetarian: false },
): { rule: DishRule; reason: string }[] {
  const broken: { rule: DishRule; reason: string }[] = [];
  if (!passesRestrictions(dish.ingredients, ctx.restrictions)) broken.push({ rule: 'restrictions', reason: 'ne respecte pas les restrictions du foyer' });
  const avoided = findAvoidedFoods(dish.ingredients, ctx.avoidedFoods);
  if (avoided.length) broken.push({ rule: 'avoided', reason: `contient un aliment à éviter (${avoided[0]!.food})` });
  if (dish.servings !== ctx.servings) broken.push({ rule: 'servings', reason: `doit être pour ${servingsLabel(ctx.servings)}` });
  const week = [...others.flatMap((o) => (o.dish ? [{ recipeId: o.dish.recipeId, title: o.dish.title }] : [])), ...ctx.weekMeals];
  if (week.some((w) => sameRecipe(w, dish))) broken.push({ rule: 'repeat-week', reason: 'déjà proposé cette semaine' });
  if (ctx.history.some((h) => sameRecipe(h, dish))) broken.push({ rule: 'repeat-history', reason: 'déjà servi ces 14 derniers jours' });
  if (dish.protein) {
    const same = others.filter((o) => o.dish?.protein === dish.protein).length + ctx.weekMeals.filter((m) => m.protein === dish.protein).length;
    if (same >= MAX_PROTEIN_PER_WEEK) broken.push({ rule: 'protein', reason: `déjà ${MAX_PROTEIN_PER_WEEK} fois ${dish.protein} cette semaine` });
  }
  const base = baseOf(dish.ingredients);
  const allowed = maxPerWeek(mealsInWeek(others, ctx));
  if (base && servedOnBase(base, others, ctx) >= allowed) broken.push({ rule: 'base', reason: `déjà ${allowed} fois ${base} cette semaine` });
  const kind = dishKindOf(dish.title);
  if (kind && servedOfKind(kind.kind, others, ctx) >= allowed) broken.push({ rule: 'kind', reason: `déjà ${allowed} ${kind.plural} cette semaine` });
  else if (kind && kindsNearby(slot, others, ctx).includes(kind.kind)) broken.push({ rule: 'kind', reason: `pas deux ${kind.plural} en ${KIND_SPACING_DAYS} jours` });
  else if (kind) {
    const twice = sameKindAndFood(dish.title, kindDishesOfWeek(slot, others, ctx));
    if (twice) broken.push({ rule: 'kind', reason: `déjà « ${twice} » cette semaine` });
  }
  // A warm salad (« Salade de chèvre chaud ») is a salad for the week's count, but no cold dinner.
  if (kind?.cold && seasonFullKinds(slot, others, ctx).includes(kind.kind)) broken.push({ rule: 'season', reason: `déjà ${COLD_DINNERS_PER_WEEK === 1 ? 'un dîner froid' : `${COLD_DINNERS_PER_WEEK} dîners froids`} cette semaine, en cette saison` });
  // « Jambon, pommes de terre sautées » Monday and Tuesday, each with another salad on the side: one dish twice.
  if (dish.protein && base) {
    const twin = dinnersBeside(slot, others, ctx).find((d) => d.protein === dish.protein && d.base === base);
    if (twin) broken.push({ rule: 'twin', reason: `${dish.protein} et ${base} comme ${twin.when}` });
  }
  // A designated vegetarian evening and a « sans viande » swap are meatless by request.
  if (dish.vegetarian && !demand.vegetarian && eatsMeat(ctx)) {
    const share = meatlessAllowed(slot, others, ctx);
    if (meatlessBeside(slot, others, ctx) >= share) broken.push({ rule: 'meatless', reason: `déjà ${share} repas sans viande ni poisson cette semaine` });
  }
  const max = EFFORT_MAX_MINUTES[slot.effort];
  // Said inside the day's why line (« …, faute d'autre idée »): a colon, not a second pair of parentheses.
  if (max !== null && dish.preparationTime > max) broken.push({ rule: 'effort', reason: `trop long\u00a0: ${minutesLabel(dish.preparationTime)} pour ${minutesLabel(max)} au plus` });
  if (demand.fasterThan !== undefined && dish.preparationTime >= demand.fasterThan) {
    broken.push({ rule: 'asked', reason: `pas plus rapide (${minutesLabel(dish.preparationTime)}, il faut moins de ${minutesLabel(demand.fasterThan)})` });
  }
  if (demand.otherThan && (dish.recipeId === demand.otherThan.recipeId || (dish.protein !== null && dish.protein === demand.otherThan.protein))) {
    broken.push({ rule: 'repeat-week', reason: 'trop proche du plat remplacé' });
  }
  if (demand.vegetarian && !dish.vegetarian) broken.push({ rule: 'vegetarian', reason: 'doit être végétarien' });
  const stale = fridgeItemsUsed(dish, pastDate(ctx.fridge, slot.date));
  if (stale.length) broken.push({ rule: 'past-date', reason: `${stale[0]!.name} du frigo aura dépassé sa date` });
  return broken;
}

/**
 * The fridge items past their date on `date`. A dish planned that day leaves their food out: the
 * family would reach for the old pack, and what the week did not use in time is not planned again.
 */
export function pastDate(fridge: readonly FridgeItem[], date: string): FridgeItem[] {
  return fridge.filter((item) => item.expirationDate !== null && item.expirationDate < date);
}

/** The fridge as it stands on `date`: the items still within their date. */
export function fridgeOn(fridge: readonly FridgeItem[], date: string): FridgeItem[] {
  return fridge.filter((item) => item.expirationDate === null || item.expirationDate >= date);
}

/** Every rule the week as a whole breaks: what the tests and the benchmark count (target: none). */
export function weekBreaks(slots: readonly PlanSlot[], ctx: PlannerContext): { rule: WeekRule; date: string; detail: string }[] {
  const broken: { rule: WeekRule; date: string; detail: string }[] = [];
  slots.forEach((slot, i) => {
    if (!slot.dish) return;
    const others = slots.filter((_, j) => j !== i);
    for (const b of dishBreaks(slot.dish, slot, others, ctx)) broken.push({ rule: b.rule, date: slot.date, detail: `${slot.dish.title} : ${b.reason}` });
  });
  const isVeg = ctx.restrictions.includes('vegetarian') || ctx.restrictions.includes('vegan');
  const dinners = slots.filter((s) => s.meal === 'dinner' && s.dish);
  const vegDinners = dinners.filter((s) => s.dish!.vegetarian).length + ctx.weekMeals.filter((m) => m.dinner && m.vegetarian).length;
  const plannedDinners = dinners.length + ctx.weekMeals.filter((m) => m.dinner).length;
  // A dinner that is the last chance for the fridge's meat or fish is not owed to the vegetarian count.
  const meatDinners = dinners.filter((s) => mustServeMeat(s, slots, ctx.fridge)).length;
  const wanted = Math.min(vegetarianEveningsWanted(slots, ctx), plannedDinners - meatDinners);
  if (!isVeg && vegDinners < wanted) broken.push({ rule: 'vegetarian-evenings', date: slots[0]?.date ?? '', detail: `${vegDinners} soir(s) végétarien(s) sur ${wanted}` });
  for (const late of expiringUsedLate(slots, ctx.fridge)) broken.push({ rule: 'expiring', date: late.date, detail: `${late.item} expire le ${late.expires}` });
  return broken;
}

/**
 * The meatless evenings the week asks for, planned ones included: the household's weekly number,
 * less the share of the evenings already gone with no dinner planned (eaten, we do not know how).
 * Planned on a Saturday, the two dinners left owe one of the week's two vegetarian evenings, not
 * both; a week planned ahead owes them all.
 */
export function vegetarianEveningsWanted(slots: readonly PlanSlot[], ctx: PlannerContext): number {
  const first = slots.map((s) => s.date).sort()[0];
  if (!first) return ctx.vegetarianEvenings;
  const monday = addDays(first, -((new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7));
  const sunday = addDays(monday, 6);
  let unknown = 0;
  for (let day = monday; day < ctx.today && day <= sunday; day = addDays(day, 1)) {
    if (!ctx.weekMeals.some((m) => m.dinner && m.date === day)) unknown++;
  }
  return Math.round((ctx.vegetarianEvenings * (7 - unknown)) / 7);
}

/**
 * Whether this dinner is the last chance for meat or fish in the fridge: it expires on or after
 * the dinner's day and before the plan's next dinner (or that same day for the last one). A
 * vegetarian evening there would send the chicken of Sunday to the bin, so none falls there.
 */
export function mustServeMeat(slot: PlanSlot, slots: readonly PlanSlot[], fridge: readonly FridgeItem[]): boolean {
  const next = slots
    .filter((s) => s.meal === 'dinner' && s.date > slot.date)
    .map((s) => s.date)
    .sort()[0];
  return fridge.some(
    (item) => item.expirationDate !== null && item.expirationDate >= slot.date && (next === undefined ? item.expirationDate === slot.date : item.expirationDate < next) && !isVegetarian([item.name]),
  );
}

/** The fridge items a dish of the week uses (a cut answers its food: "blanc de poulet" uses "poulet"). */
export function fridgeItemsUsed(dish: PlanDish, fridge: readonly FridgeItem[]): FridgeItem[] {
  const names = dish.ingredients.map((line) => parseIngredientLine(line).name).filter(Boolean);
  return fridge.filter((item) => names.some((name) => coversFood(item.name, name)));
}

/**
 * An item the week uses only after it expires, though a slot on or before its date could have:
 * "an item expiring on Wednesday is used by Wednesday".
 */
export function expiringUsedLate(slots: readonly PlanSlot[], fridge: readonly FridgeItem[]): { item: string; date: string; expires: string }[] {
  const late: { item: string; date: string; expires: string }[] = [];
  const sorted = [...slots].filter((s) => s.dish).sort((a, b) => a.date.localeCompare(b.date));
  for (const item of fridge) {
    if (!item.expirationDate) continue;
    const users = sorted.filter((s) => fridgeItemsUsed(s.dish!, [item]).length > 0);
    if (users.length === 0) continue;
    const first = users[0]!;
    const couldHaveBeenEarlier = slots.some((s) => s.date <= item.expirationDate! && !s.locked);
    if (first.date > item.expirationDate && couldHaveBeenEarlier) late.push({ item: item.name, date: first.date, expires: item.expirationDate });
  }
  return late;
}
