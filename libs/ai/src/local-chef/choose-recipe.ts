import { DIFFICULTIES, type DifficultyValue } from '#contracts';
import { parseIngredientLine } from '#ingredients';
import { FridgeMatcher, coversFood, ingredientName } from '../generation/fridge-match';
import { slugify } from '../generation/recipe-identity';
import { FinalRefusal, FridgeEmptyRefusal, type FridgeItem, type RecipeRequest } from '../types';
import { findAvoidedFoods, passesRestrictions } from '../validation/dietary-rules';
import { containsFood, preferredFoodsIn } from './food-match';
import type { LocalRecipe } from './local-recipe';
import { RECIPES } from './recipes';
import { seededRandom, weightedPick } from './seeded-random';

export const LOCAL_CHEF_MESSAGES = {
  noRecipeForFridge: 'Aucune recette possible avec le contenu du frigo',
  noRecipeForPreferences: 'Aucune recette ne respecte à la fois vos restrictions et vos aliments à éviter pour ce type de plat',
} as const;

export interface ChoiceContext {
  /** Fridge mode: fail fast without working out which recipe came closest (the composing chef takes over). */
  quiet?: boolean;
  recipes?: readonly LocalRecipe[];
  /** "Today" for expiry dates; the current date by default. */
  today?: Date;
}

const DAY_MS = 86_400_000;
const USE_FIRST_BONUS = 20;
// Candidates within this many points of the best stay in the draw, so the pick varies without
// ever falling to a clearly worse recipe.
const POOL_MARGIN = 1;

/**
 * The offline chef's pick: a recipe of the type that breaks no restriction and holds no avoided
 * food (in fridge mode: only fridge items and staples), not shown recently, favouring preferred
 * foods, the household's difficulty or easier, and fridge items that expire soon. The seed makes
 * the draw among the best candidates deterministic.
 */
export interface LocalChoice {
  recipe: LocalRecipe;
  /** Fridge mode: optional seasonings the fridge lacks, left out of the recipe. */
  dropped: string[];
}

export function chooseLocalRecipe(request: RecipeRequest, context: ChoiceContext = {}): LocalChoice {
  const recipes = (context.recipes ?? RECIPES).filter((r) => r.type === request.dishType);
  if (request.mode === 'fridge' && request.fridge.length === 0) throw new FridgeEmptyRefusal();

  const keepsRules = (r: LocalRecipe) =>
    passesRestrictions(r.ingredients, request.restrictions) &&
    findAvoidedFoods(r.ingredients, request.avoidedFoods).length === 0 &&
    !(request.withChildren && r.tags?.includes('alcool'));
  const fridge = new FridgeMatcher(request.fridge, request.staples);
  const dropped = new Map<LocalRecipe, string[]>();
  let allowed: LocalRecipe[];
  if (request.mode === 'fridge') {
    // The fridge rules out most recipes and is cheaper to check than the diets: it goes first.
    allowed = recipes
      .filter((r) => {
        const missing = r.ingredients.filter((line) => !fridge.allows(line));
        if (missing.length > MAX_DROPPED || !missing.every((line) => isOptional(line, r))) return false;
        dropped.set(r, missing);
        return true;
      })
      .filter(keepsRules);
    if (allowed.length === 0) {
      throw new FinalRefusal(context.quiet ? LOCAL_CHEF_MESSAGES.noRecipeForFridge : noRecipeForFridge(recipes.filter(keepsRules), fridge));
    }
  } else {
    allowed = recipes.filter(keepsRules);
  }
  if (allowed.length === 0) throw new FinalRefusal(LOCAL_CHEF_MESSAGES.noRecipeForPreferences);

  const candidates = withoutRecentlyShown(allowed, request.exclude);
  const today = startOfDay(context.today ?? new Date());
  const scored = candidates.map((recipe) => ({
    recipe,
    score: score(recipe, request, fridge, today) - DROP_PENALTY * (dropped.get(recipe)?.length ?? 0),
  }));
  const best = Math.max(...scored.map((s) => s.score));
  const pool = scored.filter((s) => s.score >= best - POOL_MARGIN);
  const random = seededRandom(request.seed ?? Math.floor(Math.random() * 2 ** 31));
  const recipe = weightedPick(pool, (s) => s.score - (best - POOL_MARGIN) + 0.5, random).recipe;
  return { recipe, dropped: dropped.get(recipe) ?? [] };
}

/**
 * The dead end made useful: the recipe of the type that lacks the fewest ingredients (three at
 * most), and what it lacks, so the user knows what to buy or add to the fridge.
 */
function noRecipeForFridge(recipes: readonly LocalRecipe[], fridge: FridgeMatcher): string {
  let closest: { recipe: LocalRecipe; missing: string[] } | null = null;
  for (const recipe of recipes) {
    const missing = recipe.ingredients.filter((line) => !fridge.allows(line) && !isOptional(line, recipe));
    if (missing.length <= 3 && (!closest || missing.length < closest.missing.length)) closest = { recipe, missing };
  }
  if (!closest) return LOCAL_CHEF_MESSAGES.noRecipeForFridge;
  const names = closest.missing.map((line) => parseIngredientLine(line).name || line);
  return `${LOCAL_CHEF_MESSAGES.noRecipeForFridge}. La plus proche, « ${closest.recipe.title} », demande aussi : ${names.join(', ')}`;
}

// In fridge mode a recipe may go without a herb or a spice the fridge lacks (never one its title
// names): a cook does the same, and the recipe stays within the fridge. Complete recipes come first.
const MAX_DROPPED = 2;
const DROP_PENALTY = 1.5;
const SEASONINGS = [
  'thym', 'laurier', 'romarin', 'persil', 'ciboulette', 'basilic', 'menthe', 'coriandre', 'aneth', 'estragon', 'sauge',
  'origan', 'herbes de Provence', 'cumin', 'curcuma', 'cannelle', 'paprika', 'muscade', 'piment', "piment d'Espelette",
  'curry', 'gingembre en poudre', 'graines de sésame', 'graines de cumin', 'clous de girofle', 'badiane', 'cardamome',
  'ciboule', 'cerfeuil', 'sarriette', 'ras el-hanout', 'quatre-épices', 'zaatar', 'poivre de Cayenne',
];

function isOptional(line: string, recipe: LocalRecipe): boolean {
  const seasoning = SEASONINGS.find((food) => containsFood([line], food));
  return seasoning !== undefined && !containsFood([recipe.title], seasoning);
}

// `exclude` holds ids or titles, oldest first. When everything has been shown, repeating beats
// failing, but never the very last one.
function withoutRecentlyShown(recipes: LocalRecipe[], exclude: readonly string[]): LocalRecipe[] {
  const keys = new Set(exclude.map(slugify));
  const isExcluded = (r: LocalRecipe, set: Set<string>) => set.has(r.id) || set.has(slugify(r.title));
  const fresh = recipes.filter((r) => !isExcluded(r, keys));
  if (fresh.length > 0) return fresh;
  const last = new Set(exclude.slice(-1).map(slugify));
  const notLast = recipes.filter((r) => !isExcluded(r, last));
  return notLast.length > 0 ? notLast : recipes;
}

function score(recipe: LocalRecipe, request: RecipeRequest, fridge: FridgeMatcher, today: number): number {
  let total = 0;
  total += 3 * preferredFoodsIn([recipe.title, ...recipe.ingredients], request.preferredFoods);
  total += difficultyFit(recipe.difficulty, request.difficulty);
  if (request.mode === 'fridge') total += fridgeUse(recipe, fridge, today);
  // The item the user asked to use first outweighs every other reason.
  if (request.mode === 'fridge' && request.useFirst && recipe.ingredients.some((line) => coversFood(request.useFirst!, ingredientName(line)))) total += USE_FIRST_BONUS;
  return total;
}

function difficultyFit(recipe: DifficultyValue, household: DifficultyValue): number {
  const gap = DIFFICULTIES.indexOf(recipe) - DIFFICULTIES.indexOf(household);
  if (gap === 0) return 1;
  return gap < 0 ? 0.5 : -1.5 * gap;
}

/** Items about to expire weigh most; using more of the fridge counts a little. */
function fridgeUse(recipe: LocalRecipe, fridge: FridgeMatcher, today: number): number {
  const used = new Set(recipe.ingredients.map((line) => fridge.itemFor(line)).filter((item): item is FridgeItem => Boolean(item)));
  let total = 0;
  for (const item of used) total += 0.3 + urgency(item.expirationDate, today);
  return total;
}

// Past-date items stay usable (the fridge page flags them) but are not pushed.
export function urgency(expirationDate: string | null, today: number): number {
  if (!expirationDate) return 0;
  const date = Date.parse(`${expirationDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date)) return 0;
  const days = Math.round((date - today) / DAY_MS);
  if (days < 0) return 0;
  if (days <= 1) return 3;
  if (days <= 3) return 2;
  if (days <= 7) return 1;
  return 0.2;
}

function startOfDay(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
}
