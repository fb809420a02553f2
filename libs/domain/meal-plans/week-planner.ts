import { RecipeGenerationError, findAvoidedFoods, type FridgeItem, type RecipeRequest } from '#ai/core';
import { EFFORT_MAX_MINUTES, MEAL_PLAN_MESSAGES, type PlanDish, type PlanSlot, type Recipe, type SwapReason } from '#contracts';
import { baseTerms, proteinTerms } from '#ingredients';
import { RELAX_ORDER, baseOf, dinnersBeside, dishBreaks, seasonFullKinds, seasonKinds, eatsMeat, fullBases, fullKinds, kindBefore, kindDishesOfWeek, kindsNearby, meatlessAllowed, meatlessBeside, fridgeItemsUsed, fridgeOn, isVegetarian, mustServeMeat, pastDate, vegetarianEveningsWanted, proteinOf, sameRecipe, MAX_PROTEIN_PER_WEEK, type DishRule, type PlannerContext, type SlotDemand } from './plan-rules';
import { whyLine } from './why-line';
import { addDays } from '../waste/kitchen-calendar';

/** Whoever proposes new dishes: the household's chef (offline or a model), answers validated. */
export interface DishChef {
  /** How many proposals a slot may ask for at each level of the rules (cheap offline, costly with a model). */
  readonly attemptsPerLevel: number;
  propose(request: RecipeRequest): Promise<Recipe>;
}

/** Meatless answers to a request steered to meat or fish after which the planner gives way rather than ask on. */
const MEATLESS_MISSES = 3;

export function toPlanDish(recipe: Recipe, source: PlanDish['source']): PlanDish {
  return {
    recipeId: recipe.id,
    title: recipe.title,
    description: recipe.description,
    imageUrl: recipe.imageUrl,
    preparationTime: recipe.preparationTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    source,
    vegetarian: isVegetarian(recipe.ingredients),
    protein: proteinOf(recipe.ingredients),
  };
}


/**
 * The dinners that must be vegetarian so the week holds `ctx.vegetarianEvenings` of them, spread
 * over the pending ones (Tuesday and Friday of seven): none when the household eats no meat anyway,
 * and never on the last evening the fridge's meat or fish can be eaten (fewer, when only such are left).
 */
export function vegetarianDinners(slots: readonly PlanSlot[], ctx: PlannerContext): Set<string> {
  if (ctx.restrictions.includes('vegetarian') || ctx.restrictions.includes('vegan')) return new Set();
  const key = (s: PlanSlot) => `${s.date}:${s.meal}`;
  const open = slots.filter((s) => s.meal === 'dinner' && !s.dish && !s.locked && !mustServeMeat(s, slots, ctx.fridge));
  const have = vegetarianDinnersIn(slots, ctx);
  const needed = Math.max(0, Math.min(vegetarianEveningsWanted(slots, ctx) - have, open.length));
  const chosen = new Set<string>();
  for (let i = 0; i < needed; i++) chosen.add(key(open[Math.min(open.length - 1, Math.floor(((i + 0.5) * open.length) / needed))]!));
  return chosen;
}

/** The week's dinners without meat or fish, those planned beside the draft included. */
const vegetarianDinnersIn = (slots: readonly PlanSlot[], ctx: PlannerContext): number =>
  slots.filter((s) => s.meal === 'dinner' && s.dish?.vegetarian).length + ctx.weekMeals.filter((m) => m.dinner && m.vegetarian).length;

/**
 * The fridge items this slot should use: those that expire before the next planned day (the last
 * chance), else those expiring within three days, else any dated item of the week, soonest first;
 * items an earlier day already uses are left out.
 */
export function urgentItems(slot: PlanSlot, slots: readonly PlanSlot[], ctx: PlannerContext): FridgeItem[] {
  const used = slots.filter((s) => s.dish && s !== slot).flatMap((s) => fridgeItemsUsed(s.dish!, ctx.fridge));
  const left = ctx.fridge.filter((i) => i.expirationDate && i.expirationDate >= slot.date && !used.includes(i));
  const later = slots.filter((s) => s.date > slot.date && !s.dish && !s.locked).map((s) => s.date).sort()[0];
  const lastChance = left.filter((i) => later === undefined || i.expirationDate! < later);
  if (lastChance.length) return lastChance;
  const soon = left.filter((i) => i.expirationDate! <= addDays(slot.date, 3));
  return soon.length ? soon : left.filter((i) => i.expirationDate! <= addDays(slot.date, 7));
}

export interface Decision {
  dish: PlanDish;
  why: string;
  /** The rules given way to, for want of a dish keeping them all (empty in a good week). */
  relaxed: string[];
}

/**
 * One slot's dish: a saved recipe when one fits and the week has room for it, else the chef's,
 * each checked by code against every rule with the week as it stands; a refused proposal is asked
 * again with the reason (and left out), and only when the collection has nothing left are the
 * soft rules given way to, in RELAX_ORDER (a dish refused under a rule given way to comes back when
 * the chef has nothing new).
 * Null when even the hard rules cannot be kept: the slot is left empty with MEAL_PLAN_MESSAGES.noDishFound,
 * never filled with a dish that breaks one.
 */
export async function decideSlot(
  slot: PlanSlot,
  slots: readonly PlanSlot[],
  ctx: PlannerContext,
  chef: DishChef,
  options: { seed: number; vegetarian: boolean; reason?: SwapReason; replacing?: PlanDish | null; preferSaved?: boolean },
): Promise<Decision | null> {
  const others = slots.filter((s) => s !== slot && !(s.date === slot.date && s.meal === slot.meal));
  const demand: SlotDemand = {
    vegetarian: options.vegetarian || options.reason === 'meatless',
    fasterThan: options.reason === 'faster' && options.replacing ? options.replacing.preparationTime : undefined,
    otherThan: options.reason === 'other' && options.replacing ? { recipeId: options.replacing.recipeId, protein: options.replacing.protein } : undefined,
  };
  const urgent = urgentItems(slot, slots, ctx);
  // Each refused proposal with the rules it broke ('asked' for the dish being replaced: never back).
  const refusals: { dish: PlanDish; rules: readonly DishRule[] }[] = options.replacing ? [{ dish: options.replacing, rules: ['asked'] }] : [];
  const refused: PlanDish[] = refusals.map((r) => r.dish);
  const refuse = (dish: PlanDish, rules: readonly DishRule[]) => {
    refused.push(dish);
    refusals.push({ dish, rules });
  };

  for (const relaxed of RELAX_ORDER) {
    // A rule given way to is said, never hidden: "déjà servi ces 14 derniers jours, faute d'autre idée".
    const explain = (dish: PlanDish) => {
      const gave = dishBreaks(dish, slot, others, ctx, demand).filter((b) => relaxed.includes(b.rule));
      const line = whyLine(dish, slot, ctx, urgent, demand.vegetarian);
      return { why: gave.length ? `${line} (${gave.map((b) => b.reason).join(', ')}, faute d'autre idée)` : line, relaxed: gave.map((b) => b.rule) };
    };
    // The week has its share of meatless meals: the chef is steered to meat or fish rather than refused dish after dish.
    const wantsMeat = !demand.vegetarian && !relaxed.includes('meatless') && eatsMeat(ctx) && meatlessBeside(slot, others, ctx) >= meatlessAllowed(slot, others, ctx);
    const keeps = (dish: PlanDish) =>
      dishBreaks(dish, slot, others, ctx, demand).filter((b) => !relaxed.includes(b.rule)).length === 0 && !refused.some((r) => sameRecipe(r, dish));

    // A saved recipe when it keeps the rules and uses what must go, or on the days the week keeps for them.
    const saved = ctx.saved.filter(keeps);
    const savedFit = saved.find((d) => urgent.some((i) => fridgeItemsUsed(d, [i]).length)) ?? (options.preferSaved ? saved[options.seed % saved.length] : undefined);
    if (savedFit) return { dish: savedFit, ...explain(savedFit) };

    let feedback: string | undefined;
    let best: { dish: PlanDish; usedUrgent: number } | undefined;
    let meatlessMisses = 0;
    for (let attempt = 0; attempt < chef.attemptsPerLevel; attempt++) {
      let recipe: Recipe;
      try {
        recipe = await chef.propose(requestFor(slot, others, ctx, demand, urgent, relaxed, refused, feedback, options.seed + attempt * 7919, wantsMeat));
      } catch (err) {
        // The chef has nothing left under these rules: give way to the next one.
        if (err instanceof RecipeGenerationError) break;
        throw err;
      }
      const dish = toPlanDish(recipe, 'chef');
      // A proposal already refused means the chef has nothing new under these rules: give way now
      // rather than ask again (the offline chef repeats itself once everything is excluded).
      if (refused.some((r) => sameRecipe(r, dish))) break;
      const broken = dishBreaks(dish, slot, others, ctx, demand).filter((b) => !relaxed.includes(b.rule));
      if (broken.length === 0) {
        // Prefer a dish that uses everything that expires now (the cream and the eggs of Monday):
        // ask again a few times, then settle for the one that used the most of it.
        const usedUrgent = urgent.filter((i) => fridgeItemsUsed(dish, [i]).length > 0).length;
        if (!best || usedUrgent > best.usedUrgent) best = { dish, usedUrgent };
        if (usedUrgent === urgent.length || attempt >= Math.min(3, chef.attemptsPerLevel - 1)) return { dish: best.dish, ...explain(best.dish) };
        refuse(dish, []);
        feedback = `utilisez ${urgent.map((i) => i.name).join(', ')}`;
        continue;
      }
      refuse(dish, broken.map((b) => b.rule));
      feedback = broken.map((b) => b.reason).join(' ; ') || 'proposez une autre recette';
      // Steered to meat or fish, the chef still answers without: it has none left under these rules.
      if (broken.every((b) => b.rule === 'meatless') && ++meatlessMisses >= MEATLESS_MISSES) break;
    }
    if (best) return { dish: best.dish, ...explain(best.dish) };
    // Nothing new under these rules: a dish refused earlier for a rule now given way to (the only
    // curry of a week that has its meatless share) fills the evening rather than leave it empty or
    // give way further. Only now, so a dish that keeps every rule still comes first. The dish being
    // replaced and one that breaks a hard rule never come back.
    const back = refusals.filter((r) => r.rules.length > 0 && r.rules.every((rule) => relaxed.includes(rule)));
    const comeback = back.find((r) => urgent.every((i) => fridgeItemsUsed(r.dish, [i]).length > 0)) ?? back[0];
    if (comeback) return { dish: comeback.dish, ...explain(comeback.dish) };
  }
  return null;
}

function requestFor(
  slot: PlanSlot,
  others: readonly PlanSlot[],
  ctx: PlannerContext,
  demand: SlotDemand,
  urgent: FridgeItem[],
  relaxed: readonly string[],
  refused: readonly PlanDish[],
  feedback: string | undefined,
  seed: number,
  wantsMeat: boolean,
): RecipeRequest {
  const restrictions = demand.vegetarian && !ctx.restrictions.includes('vegan') ? [...ctx.restrictions.filter((r) => r !== 'none'), 'vegetarian' as const] : ctx.restrictions;
  // A protein served twice already is, for this slot, a food to avoid: the chef leaves it out.
  const full = relaxed.includes('protein')
    ? []
    : [...new Set(others.map((o) => o.dish?.protein).filter((p): p is string => Boolean(p)))].filter(
        (p) => others.filter((o) => o.dish?.protein === p).length + ctx.weekMeals.filter((m) => m.protein === p).length >= MAX_PROTEIN_PER_WEEK,
      );
  if (demand.otherThan?.protein) full.push(demand.otherThan.protein);
  // A base the week already has its share of (maxPerWeek) is left out too, even when the household loves it.
  const basesFull = relaxed.includes('base') ? [] : fullBases(others, ctx);
  const leftOut = [...full.flatMap((p) => proteinTerms(p)), ...basesFull.flatMap((b) => baseTerms(b))];
  // Meat or fish preferred once the week has its share of meatless meals (full protein families stay left out above).
  const meats = wantsMeat ? meatTerms(ctx) : [];
  const exclude = [
    ...others.flatMap((o) => (o.dish ? [o.dish.recipeId] : [])),
    ...ctx.weekMeals.map((m) => m.recipeId ?? m.title),
    ...(relaxed.includes('repeat-history') ? [] : ctx.history.map((h) => h.recipeId ?? h.title)),
    ...refused.map((r) => r.recipeId),
  ];
  return {
    dishType: 'plat',
    mode: 'preferences',
    forWeek: true,
    // The day's effort, unless the planner has already given way on it; "plus rapide" always.
    maxMinutes: minutesCap(relaxed.includes('effort') ? null : EFFORT_MAX_MINUTES[slot.effort] ?? null, demand.fasterThan),
    restrictions,
    // A kind of dish the week has two of already (salades, gratins…): the offline chef proposes none.
    // And a salad on a winter evening once the week has its cold dinner (the season's rule).
    // And a kind served within KIND_SPACING_DAYS of this evening: no frittata on Monday and Wednesday.
    avoidDishKinds: [...new Set([...(relaxed.includes('kind') ? [] : [...fullKinds(others, ctx), ...kindsNearby(slot, others, ctx)]), ...(relaxed.includes('season') ? [] : seasonFullKinds(slot, others, ctx))])],
    // And no second dish of a kind made of the same food (two tomato soups): the week's dishes of a kind.
    kindDishesOfWeek: relaxed.includes('kind') ? [] : kindDishesOfWeek(slot, others, ctx),
    // Soupes, gratins and plats mijotés first on a cold month's evening, when they serve as well.
    seasonDishKinds: [...seasonKinds(slot)],
    // Not the same meat on the same base as the evening before or after (a side salad apart, one dish twice).
    besideDinners: relaxed.includes('twin') ? [] : dinnersBeside(slot, others, ctx).flatMap((d) => (d.protein && d.base ? [{ protein: d.protein, base: d.base }] : [])),
    // Not three salads running when the week may have three: another kind than yesterday's, when the chef has one.
    kindBefore: kindBefore(slot, others, ctx),
    // What expires first leads; the household's own tastes come after.
    preferredFoods: [...(urgent.length ? urgent.map((i) => i.name) : ctx.preferredFoods.filter((food) => !basesFull.includes(baseOf([food]) ?? ''))), ...meats],
    avoidedFoods: [...ctx.avoidedFoods, ...leftOut, ...pastDate(ctx.fridge, slot.date).map((i) => i.name)],
    difficulty: slot.effort === 'rapide' ? 'facile' : ctx.difficulty,
    servings: ctx.servings,
    fridge: fridgeOn(ctx.fridge, slot.date),
    staples: ctx.staples,
    exclude,
    feedback,
    seed,
  };
}

// Meat or fish, said as a cook says it: the recipe checker reads each word as its whole class
// (« viande » finds the chicken, the minced beef and the lardons; « poisson » the salmon and the cod).
const MEAT_OR_FISH = ['viande', 'poisson', 'fruits de mer'];

/** The meats and fish a household's avoided foods leave it (its restrictions, the chef keeps anyway). */
const meatTerms = (ctx: PlannerContext): string[] => MEAT_OR_FISH.filter((word) => findAvoidedFoods([word], ctx.avoidedFoods).length === 0);

/** Two days of the week, drawn by the seed, on which a saved recipe (favourite, recipe book) comes first. */
export function savedSlots(pending: readonly PlanSlot[], seed: number): Set<string> {
  const keys = pending.map((s) => `${s.date}:${s.meal}`);
  if (keys.length === 0) return new Set();
  const first = seed % keys.length;
  // The second half a week away from the first, so the two do not sit side by side.
  return new Set([keys[first]!, keys[(first + Math.ceil(keys.length / 2)) % keys.length]!]);
}

export interface FillProgress {
  slot: PlanSlot;
  slots: PlanSlot[];
}

/**
 * Fills every pending, unlocked slot in date order (lunch before dinner), announcing each as it is
 * decided. A slot no dish can fill keeps the hard rules: it is left empty with a reason, never shown broken.
 */
export async function fillWeek(
  slots: PlanSlot[],
  ctx: PlannerContext,
  chef: DishChef,
  seed: number,
  onSlot: (progress: FillProgress) => Promise<void> | void = () => undefined,
): Promise<{ slots: PlanSlot[]; relaxed: string[] }> {
  const week = slots.map((s) => ({ ...s }));
  const order = week
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.status === 'pending' && !s.locked)
    .sort((a, b) => a.s.date.localeCompare(b.s.date) || (a.s.meal === 'lunch' ? -1 : 1));
  const vegetarian = vegetarianDinners(week, ctx);
  const savedDays = savedSlots(order.map(({ s }) => s), seed);
  const relaxed: string[] = [];
  for (const [n, { i }] of order.entries()) {
    const slot = week[i]!;
    const key = `${slot.date}:${slot.meal}`;
    // A designated evening the week no longer owes (an earlier dinner was meatless anyway) is free to
    // have meat or fish: the week keeps its share of meatless meals (maxMeatless).
    const owed = vegetarian.has(key) && vegetarianEveningsWanted(week, ctx) > vegetarianDinnersIn(week, ctx);
    const decision = await decideSlot(slot, week, ctx, chef, { seed: seed + n * 104_729, vegetarian: owed, preferSaved: savedDays.has(key) });
    week[i] = decision
      ? { ...slot, status: 'filled', dish: decision.dish, why: decision.why }
      : { ...slot, status: 'failed', dish: null, why: MEAL_PLAN_MESSAGES.noDishFound };
    if (decision) relaxed.push(...decision.relaxed);
    await onSlot({ slot: week[i]!, slots: week });
  }
  return { slots: week, relaxed };
}

/** The longest a proposed dish may take: the day's effort and, for "plus rapide", less than the dish it replaces. */
function minutesCap(effort: number | null, fasterThan: number | undefined): number | undefined {
  const caps = [effort, fasterThan === undefined ? null : fasterThan - 1].filter((c): c is number => c !== null);
  return caps.length ? Math.min(...caps) : undefined;
}
