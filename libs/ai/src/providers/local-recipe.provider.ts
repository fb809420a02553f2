import { frenchList, kitchenToday } from '#contracts';
import { dishKindOf, sameKindAndFood } from '#ingredients';
import { FridgeMatcher, coversFood, ingredientName } from '../generation/fridge-match';
import { freshFridge } from '../generation/fridge-freshness';
import { overStock } from '../generation/fridge-stock';
import { avoidedKind, twinBeside } from '../generation/week-wishes';
import { slugify } from '../generation/recipe-identity';
import { chooseLocalRecipe, LOCAL_CHEF_MESSAGES, type ChoiceContext, type LocalChoice } from '../local-chef/choose-recipe';
import { readStock } from '../local-chef/compose/compose-dish';
import { asDraft, composeForWeek, composeFromFridge, score, type ScoredDish } from '../local-chef/compose/compose-from-fridge';
import { isSweet } from '../local-chef/compose/foods';
import { asksAlso, closestWithBasics } from '../local-chef/compose/closest-with-basics';
import { FRIDGE_HINTS, NOTHING_SWEET } from '../local-chef/compose/patterns';
import { scaleRecipeIngredients } from '../local-chef/scale-recipe';
import { scaleRecipeSteps } from '../local-chef/scale-steps';
import { seededRandom } from '../local-chef/seeded-random';
import { FinalRefusal, FridgeEmptyRefusal, MissingBasicsError, RecipeGenerationError, type RecipeDraft, type RecipeProvider, type RecipeRequest } from '../types';

/**
 * The offline chef. From preferences it picks from the curated collection; from the fridge it
 * composes dishes out of what the household has (and may pick a classic of the collection when the
 * fridge holds all of it). No network.
 */
export class LocalRecipeProvider implements RecipeProvider {
  readonly name = 'local' as const;

  constructor(private readonly context: ChoiceContext = {}) {}

  async propose(request: RecipeRequest, signal?: AbortSignal): Promise<RecipeDraft> {
    signal?.throwIfAborted();
    if (request.mode === 'fridge') return this.fromFridge(request);
    if (request.forWeek) return this.forWeek(request);
    return fromCollection(chooseLocalRecipe(request, this.context), request.servings);
  }

  private fromFridge(request: RecipeRequest): RecipeDraft {
    if (request.fridge.length === 0) throw new FridgeEmptyRefusal();
    const today = this.context.today ? kitchenToday(this.context.today) : kitchenToday();
    const fridge = freshFridge(request.fridge, today).fresh;
    const asked: RecipeRequest = { ...request, fridge };
    const random = seededRandom(request.seed ?? Math.floor(Math.random() * 2 ** 31));
    const composed = composeFromFridge(asked, today, random);
    const classic = this.classicWithinFridge(asked, today, random);
    // A classic of the collection is a real dish: the cheese course in place of a dessert gives way to it.
    const candidates: (ScoredDish | ClassicCandidate)[] = classic ? [...composed.filter((d) => !d.fallback), classic] : composed;
    const best = candidates.sort((a, b) => b.score - a.score)[0];
    if (!best) throw deadEnd(asked, today);
    if ('draft' in best) return best.draft;
    if (best.fallback) {
      // The cheese course in place of a dessert: say which basic of the cupboard would make a sweet one.
      const closest = closestWithBasics(asked, today);
      if (closest) {
        return { ...asDraft({ ...best, description: `${best.description} Pour un dessert sucré, ${asksAlso(closest)}` }), pantryNeeds: closest.needs };
      }
    }
    return asDraft(best);
  }

  /** A planned dinner: a classic of the collection, or a dish composed of the fridge and everyday foods to buy, whichever serves best. */
  private forWeek(request: RecipeRequest): RecipeDraft {
    const today = this.context.today ? kitchenToday(this.context.today) : kitchenToday();
    const random = seededRandom(request.seed ?? Math.floor(Math.random() * 2 ** 31));
    const fridge = freshFridge(request.fridge, today).fresh;
    // A kind the week has its share of, read as the validation in front of the models reads it (a warm
    // salad is no cold dinner); or a second dish of a kind made of the same food (two tomato soups).
    const fullKind = (title: string) => avoidedKind(title, request) !== null || sameKindAndFood(title, request.kindDishesOfWeek ?? []) !== undefined;
    const inSeason = (kind: string | undefined) => kind !== undefined && (request.seasonDishKinds ?? []).includes(kind);
    const fitting = composeForWeek({ ...request, fridge }, today, random)
      .filter((d) => d.servings === request.servings && (request.maxMinutes === undefined || d.preparationTime <= request.maxMinutes))
      .map((d) => ({ dish: d, kind: dishKindOf(d.title)?.kind }))
      .filter((c) => !fullKind(c.dish.title));
    // A soup, a gratin or a stew on a winter evening, when it serves about as well as the best.
    if (request.seasonDishKinds?.length) {
      for (const c of fitting) if (inSeason(c.kind)) c.dish = { ...c.dish, score: c.dish.score + SEASON_BONUS };
      fitting.sort((a, b) => b.dish.score - a.dish.score);
    }
    // Yesterday's kind of dish again (a second salad running) only when nothing else fits; the meat on
    // the base of the evening beside, never (read of the best first only: it reads every line).
    const otherKind = (c: { kind: string | undefined }) => request.kindBefore === undefined || c.kind !== request.kindBefore;
    const notTwin = (c: { dish: ScoredDish }) => twinBeside(c.dish.ingredients, request) === null;
    const bestVaried = fitting.find((c) => otherKind(c) && notTwin(c));
    const best = (bestVaried ?? fitting.find(notTwin))?.dish;
    let classic: ClassicCandidate | null = null;
    try {
      const choice = chooseLocalRecipe(request, this.context);
      const recent = new Set(request.exclude.map(slugify));
      // The collection repeats itself once everything was shown, and knows no time limit: a week
      // wants neither a dish it already has, nor one longer than the day allows, nor a kind of dish it has its share of.
      const repeated = recent.has(slugify(choice.recipe.id)) || recent.has(slugify(choice.recipe.title));
      const tooLong = request.maxMinutes !== undefined && choice.recipe.preparationTime > request.maxMinutes;
      if (repeated || tooLong || fullKind(choice.recipe.title) || twinBeside(choice.recipe.ingredients, request) !== null) throw new FinalRefusal(LOCAL_CHEF_MESSAGES.noRecipeForPreferences);
      const used = readStock(fridge, today, request).filter((s) => choice.recipe.ingredients.some((line) => coversFood(s.item.name, ingredientName(line))));
      const classicScore = score({ used, title: choice.recipe.title, ingredients: choice.recipe.ingredients, difficulty: choice.recipe.difficulty, servings: request.servings }, request, recent, random);
      classic = { draft: fromCollection(choice, request.servings), score: classicScore + CLASSIC_BONUS + (inSeason(dishKindOf(choice.recipe.title)?.kind) ? SEASON_BONUS : 0) };
    } catch (err) {
      if (!(err instanceof RecipeGenerationError) || best === undefined) throw err;
    }
    const classicRepeats = request.kindBefore !== undefined && bestVaried !== undefined && classic !== null && dishKindOf(classic.draft.title ?? '')?.kind === request.kindBefore;
    if (classic && !classicRepeats && (!best || classic.score >= best.score)) return classic.draft;
    return asDraft(best!);
  }

  /** A recipe of the collection the fridge holds entirely, in the amounts the household needs, scored like a composed dish. */
  private classicWithinFridge(request: RecipeRequest, today: string, random: () => number): ClassicCandidate | null {
    let choice: LocalChoice;
    try {
      choice = chooseLocalRecipe(request, { ...this.context, quiet: true });
    } catch {
      return null;
    }
    const draft = fromCollection(choice, request.servings);
    const lines = draft.ingredients ?? [];
    if (overStock(lines, request.fridge, request.staples).length > 0) return null;
    const matcher = new FridgeMatcher(request.fridge, request.staples);
    const usedItems = new Set(lines.map((line) => matcher.itemFor(line)).filter(Boolean));
    const used = readStock(request.fridge, today, request).filter((s) => usedItems.has(s.item));
    const recent = new Set(request.exclude.map(slugify));
    const classicScore = score({ used, title: choice.recipe.title, ingredients: lines, difficulty: choice.recipe.difficulty, servings: request.servings }, request, recent, random);
    return { draft, score: classicScore + CLASSIC_BONUS };
  }
}

/**
 * Why the fridge gives no dish of the type, and what to add: the dish the household's cupboard
 * would allow with one more basic ("demande aussi : sucre"), or with a few (the app offers to add
 * them); otherwise what to buy, saying first when a dessert is asked of a fridge with nothing sweet.
 */
function deadEnd(request: RecipeRequest, today: string): FinalRefusal {
  const closest = closestWithBasics(request, today);
  if (closest) {
    return new MissingBasicsError(`${LOCAL_CHEF_MESSAGES.noRecipeForFridge} pour ce type de plat. La plus proche, ${asksAlso(closest, ',')}`, closest.needs);
  }
  if (request.dishType === 'dessert' && !readStock(request.fridge, today, request).some((s) => isSweet(s.food))) {
    return new FinalRefusal(`${LOCAL_CHEF_MESSAGES.noRecipeForFridge} pour un dessert : ${NOTHING_SWEET}. Il faudrait par exemple ${FRIDGE_HINTS.dessert}.`);
  }
  return new FinalRefusal(`${LOCAL_CHEF_MESSAGES.noRecipeForFridge} pour ce type de plat : il faudrait par exemple ${FRIDGE_HINTS[request.dishType]}.`);
}

// A recipe of the collection the fridge holds whole is a tried dish: it wins over a composed one
// unless that one saves more from the bin.
const CLASSIC_BONUS = 2;

// A kind the season asks for (a soup on a winter evening) outweighs one more fridge item used that
// keeps the week (0.6 + 1, compose-from-fridge's score), never one that expires within three days
// (0.6 + 2.5): less waste first, then the season. At 1, seeded winter weeks held no more soups,
// gratins and stews than June's once a poêlée could take eggs.
const SEASON_BONUS = 2;

interface ClassicCandidate {
  draft: RecipeDraft;
  score: number;
}

function fromCollection({ recipe, dropped }: LocalChoice, servings: number): RecipeDraft {
  const kept = dropped.length > 0 ? { ...recipe, ingredients: recipe.ingredients.filter((line) => !dropped.includes(line)) } : recipe;
  const without = frenchList(dropped.map(ingredientName), 'ni');
  return {
    id: recipe.id,
    title: recipe.title,
    description: dropped.length > 0 ? `${recipe.description} Version du frigo : sans ${without}.` : recipe.description,
    preparationTime: recipe.preparationTime,
    servings,
    difficulty: recipe.difficulty,
    ingredients: scaleRecipeIngredients(kept, servings),
    instructions: scaleRecipeSteps(kept, servings),
  };
}
