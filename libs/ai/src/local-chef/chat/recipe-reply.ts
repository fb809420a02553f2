import { DISH_TYPE_LABELS, minutesFromLabel, minutesLabel, servingsLabel, type DietaryRestriction, type DifficultyValue, type DishType } from '#contracts';
import { slugify } from '../../generation/recipe-identity';
import type { ChatContext, ChatTurn } from '../../types';
import { findAvoidedFoods, findRestrictionViolations } from '../../validation/dietary-rules';
import { DIET_VERSION_LABELS } from '../knowledge/recipe-constraints';
import type { LocalRecipe } from '../local-recipe';
import { RECIPES } from '../recipes';
import { scaleIngredientLine } from '../scale-recipe';
import { scaleRecipeSteps } from '../scale-steps';
import { dietLabel } from './recipe-constraints';
import { stepsWith, substituteLine, type Replacement } from './substitute-in-recipe';

/** « Attention : … » when ingredient lines break the household's diet (said first) or its avoided foods; undefined when they keep to both. */
export function householdWarning(lines: readonly string[], context: Pick<ChatContext, 'restrictions' | 'avoidedFoods'>): string | undefined {
  const violations = findRestrictionViolations([...lines], context.restrictions);
  if (violations.length > 0) return `Attention : cette recette ne convient pas à votre foyer (${violations[0].reason}).`;
  const avoided = findAvoidedFoods([...lines], context.avoidedFoods);
  return avoided.length > 0 ? `Attention : ${avoided[0].reason}.` : undefined;
}

/** A version of a recipe: its diets, the foods left out ("sans œufs"), and the ingredient lines replaced to get there. */
export interface RecipeVersion {
  diets: DietaryRestriction[];
  /** Foods the family asked the recipe without, as the collection names them ("œufs"). */
  without?: string[];
  /** Original line → what to use instead (a substitution option). */
  replaced: ReadonlyMap<string, Replacement>;
  /** A dish composed for the version (of the fridge, without the foods left out): nothing in it was checked or changed. */
  composed?: boolean;
}

const VERSION_PREFIX = 'Version ';
/** How a version names a food left out: "sans œufs". */
const WITHOUT = 'sans ';

/** The labels of a version, as its "Version …" line writes them. */
export function versionLabels(version: Pick<RecipeVersion, 'diets' | 'without'>): string[] {
  return [...version.diets.map(dietLabel).filter(Boolean), ...(version.without ?? []).map((food) => `${WITHOUT}${food}`)];
}

/**
 * The whole recipe as the chat writes it. The first line ("Titre — type, …, pour N personnes.")
 * and the "Version …" line are read back by `recipeInHistory`, so a follow-up keeps them.
 */
export function recipeReply(recipe: LocalRecipe, servings: number, context: ChatContext, version?: RecipeVersion): string {
  const lines = [
    `${recipe.title} — ${DISH_TYPE_LABELS[recipe.type].toLowerCase()}, ${minutesLabel(recipe.preparationTime)}, ${recipe.difficulty}, pour ${servingsLabel(servings)}.`,
    recipe.description,
  ];
  const labels = version ? versionLabels(version) : [];
  if (labels.length > 0) {
    const label = labels.join(', ');
    // A diet still asks to read the labels of what is bought made (bread, stock), even in a dish composed for it.
    const labelsCheck = version!.composed && version!.diets.length === 0 ? '' : ' Vérifiez tout de même les étiquettes des produits transformés.';
    lines.push(
      version!.replaced.size > 0
        ? `${VERSION_PREFIX}${label} : remplacez les ingrédients marqués d'une flèche, le reste ne change pas.`
        : version!.composed
          ? `${VERSION_PREFIX}${label} : rien à remplacer, la recette est composée ainsi.${labelsCheck}`
          : `${VERSION_PREFIX}${label} : aucun ingrédient à changer.${labelsCheck}`,
    );
  }
  const factor = servings / recipe.servings;
  const scaled = new Map(recipe.ingredients.map((line) => [line, scaleIngredientLine(line, factor)]));
  // The lines that stay count against the household, as written for its servings; replaced ones were chosen to fit it.
  const kept = recipe.ingredients.filter((line) => !version?.replaced.has(line)).map((line) => scaled.get(line)!);
  const warning = householdWarning(kept, context);
  if (warning) lines.push(warning);
  const ingredient = (line: string) => {
    const instead = version?.replaced.get(line);
    return instead ? `• ${scaled.get(line)} → ${substituteLine(instead, scaled.get(line)!)}` : `• ${scaled.get(line)}`;
  };
  lines.push('', 'Ingrédients :', ...recipe.ingredients.map(ingredient));
  const steps = scaleRecipeSteps(recipe, servings);
  // The steps speak of the substitute, as written for the servings.
  const replacedSteps = version ? stepsWith(steps, new Map([...version.replaced].map(([line, r]) => [scaled.get(line)!, r]))) : steps;
  lines.push('', 'Préparation :', ...replacedSteps.map((step, i) => `${i + 1}. ${step}`));
  return lines.join('\n');
}

export interface RecipeInHistory {
  recipe: LocalRecipe;
  /** As the chef gave it; undefined for a recipe only suggested in a list. */
  servings?: number;
  diets: DietaryRestriction[];
  /** Foods it was given without ("Version sans œufs"). */
  without: string[];
  /** Every recipe the chef already gave or suggested, so "une autre ?" proposes a new one. */
  given: LocalRecipe[];
}

const BY_TITLE = new Map(RECIPES.map((r) => [r.title, r]));
const VERSION_BY_LABEL = new Map(Object.entries(DIET_VERSION_LABELS).map(([diet, label]) => [label, diet as DietaryRestriction]));

/** The recipes one of the chef's replies gives: a whole recipe first, else those it lists ("• Titre (…"). */
type RecipeInReply = Omit<RecipeInHistory, 'given'>;

function recipesIn(reply: string): RecipeInReply[] {
  const found: RecipeInReply[] = [];
  for (const line of reply.split('\n')) {
    // \s: the replies tie the number to its word with a non-breaking space, older ones with a plain one.
    const whole = /^(.+?) — .*, pour (\d+)\spersonnes?\.$/.exec(line);
    // A dish composed from the fridge is not in the collection: it is read back from the reply.
    const wholeRecipe = whole ? (BY_TITLE.get(whole[1]) ?? readBack(reply)) : undefined;
    if (whole && wholeRecipe) {
      const version = reply.split('\n').find((l) => l.startsWith(VERSION_PREFIX));
      const labels = version ? version.slice(VERSION_PREFIX.length).split(' : ')[0].split(', ') : [];
      const diets = labels.map((l) => VERSION_BY_LABEL.get(l)).filter((d): d is DietaryRestriction => d !== undefined);
      const without = labels.filter((l) => !VERSION_BY_LABEL.has(l) && l.startsWith(WITHOUT)).map((l) => l.slice(WITHOUT.length));
      return [{ recipe: wholeRecipe, servings: Number(whole[2]), diets, without }];
    }
    const listed = /^• (.+?) \(/.exec(line);
    const listedRecipe = listed ? BY_TITLE.get(listed[1]) : undefined;
    if (listedRecipe) found.push({ recipe: listedRecipe, diets: [], without: [] });
  }
  return found;
}

/** The ideas a reply lists (« • Titre (… »), none when it gives a whole recipe. */
export function listedIn(reply: string): LocalRecipe[] {
  return recipesIn(reply).filter((r) => r.servings === undefined).map((r) => r.recipe);
}

const TYPE_BY_LABEL = new Map(Object.entries(DISH_TYPE_LABELS).map(([type, label]) => [label.toLowerCase(), type as DishType]));

/** The whole recipe a reply writes (see recipeReply), rebuilt from its lines. */
function readBack(reply: string): LocalRecipe | undefined {
  const lines = reply.split('\n');
  const at = lines.findIndex((line) => / — .*, pour \d+\spersonnes?\.$/.test(line));
  const head = /^(.+?) — (.+?), ([^,]+), (facile|moyen|difficile), pour (\d+)\spersonnes?\.$/.exec(lines[at] ?? '');
  const type = head ? TYPE_BY_LABEL.get(head[2]) : undefined;
  const minutes = head ? minutesFromLabel(head[3]) : null;
  if (!head || !type || minutes === null) return undefined;
  const section = (title: string) => {
    const start = lines.indexOf(title, at);
    if (start < 0) return [];
    const end = lines.indexOf('', start);
    return lines.slice(start + 1, end < 0 ? undefined : end);
  };
  const ingredients = section('Ingrédients :').filter((l) => l.startsWith('• ')).map((l) => l.slice(2).split(' → ')[0]);
  const instructions = section('Préparation :').map((l) => l.replace(/^\d+\. /, ''));
  if (ingredients.length === 0 || instructions.length === 0) return undefined;
  return {
    id: slugify(head[1]),
    type,
    title: head[1],
    description: lines[at + 1] ?? '',
    preparationTime: minutes,
    servings: Number(head[5]),
    difficulty: head[4] as DifficultyValue,
    ingredients,
    instructions,
  };
}

/**
 * The last recipe the chef gave in the conversation (its own earlier reply, read back), with the
 * servings and version it gave it in. `history` ends with the user's new message.
 */
export function recipeInHistory(history: readonly ChatTurn[]): RecipeInHistory | undefined {
  const replies = history.slice(0, -1).filter((turn) => turn.role === 'assistant');
  const given = replies.flatMap((turn) => recipesIn(turn.content).map((r) => r.recipe));
  for (const turn of [...replies].reverse()) {
    const [last] = recipesIn(turn.content);
    if (last) return { ...last, given: [...new Set(given)] };
  }
  return undefined;
}

/** The whole recipes the chef's replies gave, oldest first, each for the people it gave it for. */
export function wholeRecipesGiven(history: readonly ChatTurn[]): (RecipeInReply & { servings: number })[] {
  return history
    .filter((turn) => turn.role === 'assistant')
    .map((turn) => recipesIn(turn.content)[0])
    .filter((r): r is RecipeInReply & { servings: number } => r?.servings !== undefined);
}

/**
 * The last list of ideas the chef gave, the whole recipes given since left aside (« la recette du
 * plat » after a menu, then « et le dessert ? »), with its place in the history; none when a reply
 * of no recipe came after it.
 */
export function lastListedThread(history: readonly ChatTurn[]): { listed: LocalRecipe[]; at: number } | undefined {
  for (let at = history.length - 2; at >= 0; at--) {
    if (history[at].role !== 'assistant') continue;
    const found = recipesIn(history[at].content);
    if (found.length === 0) return undefined;
    if (found[0].servings === undefined) return { listed: found.map((r) => r.recipe), at };
  }
  return undefined;
}

