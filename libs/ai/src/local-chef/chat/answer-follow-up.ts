import { servingsLabel } from '#contracts';
import { ingredientName } from '../../generation/fridge-match';
import { overStock } from '../../generation/fridge-stock';
import type { ChatContext } from '../../types';
import { findAvoidedFoods, findRestrictionViolations, isAvoidedFoodItself, passesRestrictions } from '../../validation/dietary-rules';
import { foodOf } from '../compose/food-lookup';
import { isProtein } from '../compose/foods';
import { BASIC_PREPARATIONS } from '../knowledge/basic-preparations';
import type { RecipeConstraint } from '../knowledge/recipe-constraints';
import type { SubstituteOption } from '../knowledge/substitutions';
import type { LocalRecipe } from '../local-recipe';
import { RECIPES } from '../recipes';
import { scaleIngredientLine } from '../scale-recipe';
import { isAllergyQuestion } from './answer-allergy';
import { asksForMenu } from './answer-menu';
import { dishFromFridge, madeOfTheFridge } from './answer-from-fridge';
import { isLacking } from './answer-not-in-recipe';
import { findFamilyQuestion } from './answer-family';
import { answerPickyEater } from './answer-picky-eater';
import { asksHowLong, asksIfKept, asksIfSpicy } from './answer-recipe-facts';
import { findSubstitution } from './answer-substitution';
import { findTechnique } from './answer-technique';
import { askedServings } from './asked-servings';
import { NO_ALCOHOL, askedRecipe, asksWhatToEat, bookDishSaid, dishNamed, isNegated, mentionedFoods } from './answer-suggestions';
import { DISH_TYPE_WORDS } from './course-words';
import { readQuestion, type ChefQuestion } from './chef-question';
import { constraintsIn, dietsIn, meetsConstraints, wishedForChildren, wishFor } from './recipe-constraints';
import { needsWhipping, servedAsItself, type Replacement } from './substitute-in-recipe';
import { recipeInHistory, recipeReply, versionLabels, type RecipeInHistory, type RecipeVersion } from './recipe-reply';
import { findPhrase, hasPhrase, phrases, toWords } from './text-match';

const ANOTHER = phrases(['une autre', 'un autre', 'autre chose', 'autre idée', 'autre recette', 'autre proposition', 'encore une', 'autre']);
// "sans œufs ?", "et sans les oeufs", "j'ai pas de mascarpone", "je n'ai plus d'oeufs": a food the
// recipe is asked without; not "pas trop sucré" nor "plus de sucre".
const WITHOUT_WORD = toWords('sans')[0];
const REFUSALS = new Set(toWords('allergique allergie intolérant intolérante déteste évite'));
const ARTICLES = new Set(toWords("de d du des le la les l"));
// The dishes a substitute says it is meant for: "… pour 1 œuf dans les gâteaux, les cookies et les galettes".
const MEANT_FOR = /\bdans (?:les?|la|l'|des|une?) (.+)$/;
const FILLERS = new Set(toWords('les des aux pour avec sans plus bien tout très'));

/**
 * A follow-up on the last recipe the chef gave: "et pour 8 ?" rescales it, "sans gluten ?" or
 * "sans œufs ?" adapts it (the lines concerned replaced) or proposes another recipe of its type that
 * qualifies, "une autre ?" proposes another one.
 * Null when the message is a new question (it names a food or a dish type) or when there is no
 * recipe in the conversation.
 */
export function answerFollowUp(question: ChefQuestion): string | null {
  const previous = recipeInHistory(question.context.history);
  if (!previous) return null;
  const { words } = question;
  // "sans sucre ?" leaves the sugar out: "sucré" names desserts only when it is not refused.
  if (DISH_TYPE_WORDS.some(([, list]) => list.some((w) => findPhrase(words, w).some((start) => !isNegated(words, start))))) return null;
  if (mentionedFoods(words, question.text).some((f) => !isNegated(words, f.start ?? 0))) return null;
  // « Crêpes pour 4 » names another dish of the collection: its recipe, not this one for 4; « un autre menu ? » asks a whole meal;
  // « que cuisiner quand il fait froid ? » asks what to eat afresh (once the velouté in place of the listed salad).
  // « C'est sans gluten ? » asks whether it is (answer-recipe-facts.ts), not for the version.
  if (dishNamed(question) || asksForMenu(question) || asksWhatToEat(words) || asksIfKept(words)) return null;

  const servings = askedServings(question.folded);
  const diets = dietsIn(words).filter((d) => !previous.diets.includes(d));
  const without = leftOut(question, previous.recipe).filter((food) => !previous.without.includes(food));
  // « Mon fils n'aime pas les champignons » replaces them in this recipe: the child only says who refuses them.
  // « C'est riche en protéines ? » asks the figures of this recipe (answer-nutrition.ts), no other one.
  const constraints = constraintsIn(words).filter((c) => c.id !== 'protein' && (c.id !== 'forChildren' || without.length === 0 || wishedForChildren(words)));
  const another = ANOTHER.some((w) => hasPhrase(words, w));
  // « Mon fils est allergique aux arachides, que faire ? » is an allergy (the careful answer), not
  // « pour les enfants ? » about this recipe; only a food of the recipe left out adapts it.
  if (isAllergyQuestion(question) && without.length === 0) return null;
  if (servings === undefined && diets.length === 0 && without.length === 0 && constraints.length === 0 && !another) return null;
  // « Mon fils n'aime pas les légumes » is a child who refuses a food, not « pour les enfants ? » about this recipe;
  // « c'est adapté pour un bébé de 10 mois ? », « au thermomix ? » the family advice (knowledge/family-questions.ts);
  // « c'est pas trop épicé pour les enfants ? » whether this dish burns, « c'est rapide ? » how long it takes (answer-recipe-facts.ts).
  const asksOnly = servings === undefined && diets.length === 0 && without.length === 0 && !another;
  if (asksOnly && (answerPickyEater(question) || findFamilyQuestion(question) || asksIfSpicy(words) || asksHowLong(words))) return null;

  const context = question.context;
  const people = servings ?? previous.servings ?? context.servings ?? previous.recipe.servings;
  const version = { diets: [...previous.diets, ...diets], without: [...previous.without, ...without] };
  // A dish the fridge made is made again of the fridge, for the household: « une autre ? » another
  // dish of it, « sans lardons ? » the frittata of what else is there, never a substitute to buy.
  if (servings === undefined && madeOfTheFridge(previous.recipe, context)) {
    const adapted = another ? undefined : adapt(previous.recipe, version, question);
    const asIs = !another && adapted?.size === 0 && meetsConstraints(previous.recipe, constraints);
    const dish = asIs ? undefined : againFromFridge(question, previous, version, people);
    if (dish) {
      const asked = versionLabels({ diets, without });
      const intro = !another && !meetsConstraints(previous.recipe, constraints)
        ? `Pour ${wishFor(previous.recipe.type, constraints)}, « ${previous.recipe.title} » ne convient pas. Avec ce qu'il y a dans votre frigo, je vous propose plutôt :`
        : asked.length > 0
          ? `Voici une idée ${asked.join(', ')}, toujours avec ce qu'il y a dans votre frigo :`
          : "Voici une autre idée avec ce qu'il y a dans votre frigo :";
      return [intro, recipeReply(dish, dish.servings, withoutFoods(context, version.without), versionOf(version))].join('\n');
    }
  }
  if (another) return otherRecipe(question, previous, version, constraints, people, 'Voici une autre idée :');
  if (diets.length > 0 || without.length > 0 || constraints.length > 0) {
    if (!meetsConstraints(previous.recipe, constraints)) {
      // Said of the dish type, whose gender is known: "Pour un plat léger, « Quiche aux poireaux » ne convient pas."
      return otherRecipe(question, previous, version, constraints, people, `Pour ${wishFor(previous.recipe.type, constraints)}, « ${previous.recipe.title} » ne convient pas. Je vous propose plutôt :`);
    }
    const adapted = adapt(previous.recipe, version, question);
    if (!adapted) {
      const label = versionLabels({ diets, without }).join(', ');
      return otherRecipe(question, previous, version, constraints, people, `« ${previous.recipe.title} » ne se prête pas à une version ${label}. Je vous propose plutôt :`);
    }
    const asked = diets.length > 0 || without.length > 0;
    // « Sans crème ? » on a tart without cream: nothing was adapted, and the reply says so first.
    const wishes = [...constraints.map((c) => c.label), ...versionLabels({ diets, without })].join(', ');
    const intro = !asked || adapted.size === 0 ? `« ${previous.recipe.title} » convient${asked ? ' déjà' : ''} (${wishes}) :` : 'Voici la recette adaptée :';
    return [intro, recipeReply(previous.recipe, people, withoutFoods(context, version.without), { ...version, replaced: adapted })].join('\n');
  }
  const replaced = adapt(previous.recipe, previous, question) ?? new Map<string, Replacement>();
  const reply = [`Voici la recette pour ${servingsLabel(people)}, quantités recalculées :`, recipeReply(previous.recipe, people, withoutFoods(context, previous.without), { diets: previous.diets, without: previous.without, replaced })];
  const short = shortInFridge(previous.recipe, people, context.fridge);
  if (short.length > 0) {
    reply.push('', `Attention : pour ${servingsLabel(people)}, le frigo ne suffit plus (${short.join(', ')}) : à ajouter à la liste de courses.`);
    // The family may rather not shop: said only when the fridge does make another dish for them all.
    const other = againFromFridge(question, previous, previous, people);
    if (other && other.servings >= people) reply.push(`Pour cuisiner sans rien acheter, demandez « une autre ? » : votre frigo fait un autre plat pour ${servingsLabel(people)}.`);
  }
  return reply.join('\n');
}

/**
 * « La recette des crêpes sans gluten », « comment faire une quiche sans œufs ? »: the recipe the
 * words before « sans » ask for, in the version the rest asks for, as two turns would give them
 * (the recipe, then « sans gluten ? »). Null when the words before « sans » ask for no recipe.
 */
export function answerRecipeWithVersion(question: ChefQuestion): string | null {
  const at = /(?:^|[\s,'’])sans\s/iu.exec(question.text);
  if (!at) return null;
  // « … sans lait pour 6 »: the people go with the recipe asked, the rest is the version.
  const forPeople = /\s+pour\s+\S+(?:\s+(?:personnes?|pers))?\s*[?!.]*$/iu.exec(question.text.slice(at.index));
  const asked = `${question.text.slice(0, at.index).trim()}${forPeople ? ` ${forPeople[0].trim()}` : ''}`;
  const version = question.text.slice(at.index, forPeople ? at.index + forPeople.index : undefined).trim();
  // « Une vinaigrette sans moutarde » asks for the basic preparation (knowledge/basic-preparations.ts), not for poireaux vinaigrette adapted.
  const base = asked ? findTechnique(readQuestion(asked, question.context)) : undefined;
  if (base && BASIC_PREPARATIONS.includes(base)) return null;
  const said = asked ? readQuestion(asked, question.context) : null;
  const given = said ? (askedRecipe(said) ?? bookDishSaid(said)) : null;
  if (!given) return null;
  const history = [...question.context.history.slice(0, -1), { role: 'user' as const, content: asked }, { role: 'assistant' as const, content: given }, { role: 'user' as const, content: version }];
  return answerFollowUp(readQuestion(version, { ...question.context, history }));
}

/**
 * A dish made from the fridge alone, given again for more people: what its new quantities take
 * beyond what the fridge holds (the fridge items' names), so the chef never passes it off as
 * still made of what is at home. Nothing for a recipe of the collection, which never claimed it.
 */
function shortInFridge(recipe: LocalRecipe, people: number, fridge: ChefQuestion['context']['fridge']): string[] {
  if (fridge.length === 0 || RECIPES.some((r) => r.title === recipe.title)) return [];
  const scaled = recipe.ingredients.map((line) => scaleIngredientLine(line, people / recipe.servings));
  return overStock(scaled, fridge).map(({ item }) => item.name.toLowerCase());
}

/**
 * Another dish of the fridge of the previous one's type, for the people it was given for, the
 * version asked (its diets kept, its foods left out) and the question's wishes, never one already
 * given; undefined when none.
 */
function againFromFridge(question: ChefQuestion, previous: RecipeInHistory, version: Pick<RecipeVersion, 'diets' | 'without'>, people: number): LocalRecipe | undefined {
  const { context } = question;
  const household = { ...context, servings: people, restrictions: [...new Set([...context.restrictions, ...version.diets])], avoidedFoods: [...context.avoidedFoods, ...(version.without ?? [])] };
  return dishFromFridge({ ...question, context: household }, previous.recipe.type, [], [previous.recipe.title, ...previous.given.map((r) => r.title)]);
}

/** The version a dish composed for it is written in, when one is asked: its labels say it (« Version sans lardons »). */
const versionOf = (version: Pick<RecipeVersion, 'diets' | 'without'>): RecipeVersion | undefined =>
  version.diets.length > 0 || (version.without ?? []).length > 0 ? { ...version, replaced: new Map(), composed: true } : undefined;

/** The household as the version sees it: the foods left out are avoided, so a line that keeps one is flagged. */
const withoutFoods = (context: ChatContext, without: readonly string[]): ChatContext => (without.length > 0 ? { ...context, avoidedFoods: [...context.avoidedFoods, ...without] } : context);

/**
 * The foods the question asks the recipe without ("sans œufs", "j'ai pas de mascarpone"), as the
 * collection names them; a diet's own words ("sans lait" is sans lactose) are the diet's. "Je n'ai
 * pas de beurre" about a recipe without butter asks for a substitute, not for this recipe.
 */
function leftOut(question: ChefQuestion, recipe: LocalRecipe): string[] {
  const { words } = question;
  const foods = mentionedFoods(words, question.text)
    .filter((f) => {
      const start = f.start ?? 0;
      const before = words.slice(Math.max(0, start - 3), start);
      if (before.includes(WITHOUT_WORD)) return true;
      const article = words[start - 1];
      const refused = before.some((w) => REFUSALS.has(w)) || (ARTICLES.has(article ?? '') && isLacking(words, start));
      return refused && findAvoidedFoods(recipe.ingredients, [f.name]).length > 0;
    })
    // « Sans lait ? » is the lactose-free diet; « j'ai plus de lait » only lacks it: the milk of this recipe is replaced.
    .filter((f) => dietsIn(toWords(`sans ${f.name}`)).length === 0 || isLacking(words, f.start ?? 0))
    .map((f) => f.name);
  // "Et sans alcool ?": no food of the collection is called so, the dietary rules know it.
  return NO_ALCOHOL.some((w) => hasPhrase(words, w)) ? [...foods, 'alcool'] : foods;
}

/**
 * The replacements that make `recipe` fit the version (its diets, the foods left out) and the
 * household: each line that breaks a rule gets the first substitute (knowledge/substitutions.ts)
 * that respects them all and is meant for such a dish. Undefined when a line has none.
 */
function adapt(recipe: LocalRecipe, version: Pick<RecipeVersion, 'diets' | 'without'>, question: ChefQuestion): Map<string, Replacement> | undefined {
  const { context } = question;
  const { diets } = version;
  const without = version.without ?? [];
  const restrictions = [...new Set([...context.restrictions, ...diets])];
  const avoided = [...context.avoidedFoods, ...without];
  const fits = (option: SubstituteOption) => !option.uses || (passesRestrictions([option.uses], restrictions) && findAvoidedFoods([option.uses], avoided).length === 0);
  const dish = new Set(toWords(`${recipe.title} ${recipe.description}`));
  const replaced = new Map<string, Replacement>();
  for (const line of recipe.ingredients) {
    if (passesRestrictions([line], diets) && findAvoidedFoods([line], without).length === 0) continue;
    const entry = findSubstitution(readQuestion(ingredientName(line), context));
    // An omelette or an egg fried has no substitute: another recipe, not a « tofu au plat ».
    // A cream whipped in chantilly takes a cream that whips, or the recipe is not adapted.
    const options = entry && !servedAsItself(entry, recipe) ? entry.options.filter((o) => fits(o) && (!needsWhipping(entry, recipe) || o.inRecipe?.whips === true)) : [];
    // An option whose `notFor` a step using the food says (butter for a salad's dressing) is left for the next.
    const head = ingredientName(line).split(' ')[0].toLowerCase();
    const steps = recipe.instructions.map((step) => step.toLowerCase()).filter((step) => step.includes(head)).join(' ');
    const doable = options.filter((o) => !(o.notFor ?? []).some((words) => steps.includes(words)));
    const option = doable.find((o) => meantFor(o, dish) !== false) ?? doable[0];
    if (entry && option) replaced.set(line, { option, entry });
    // A bought product made with the food left out that has no substitute (a brioche for "sans œufs") stays, and the reply
    // warns about it; a line that is the food itself, or breaks a diet, must be replaced.
    else if (!passesRestrictions([line], diets) || without.some((food) => isAvoidedFoodItself(line, food))) return undefined;
  }
  // Kosher's meat-with-dairy rule is about the whole recipe: check the adapted lines together.
  const kept = recipe.ingredients.filter((line) => !replaced.has(line));
  return findRestrictionViolations(kept, diets).length === 0 ? replaced : undefined;
}

/**
 * Whether a substitute is meant for the dish: undefined when it says no dish ("un mélange sans
 * gluten…"), else whether a dish it names is in the recipe's title or description — a tiramisu's
 * eggs go in a cream, so tofu "dans les quiches, les flans et les crèmes", not flax "dans les gâteaux".
 */
function meantFor(option: SubstituteOption, dish: ReadonlySet<string>): boolean | undefined {
  const dishes = MEANT_FOR.exec(option.text)?.[1];
  if (!dishes) return undefined;
  return toWords(dishes).some((w) => w.length > 3 && !FILLERS.has(w) && dish.has(w));
}

/** Another recipe of the same type that fits, the closest in ingredients, not given yet. */
/** How many shared lines of seasoning or vegetables a meat or fish of the same kind outweighs, when « une autre ? » looks for a dish like the last. */
const SHARED_PROTEIN_WEIGHT = 4;

function otherRecipe(question: ChefQuestion, previous: RecipeInHistory, version: Pick<RecipeVersion, 'diets' | 'without'>, constraints: RecipeConstraint[], people: number, intro: string): string {
  const { context } = question;
  const { diets } = version;
  const without = version.without ?? [];
  const restrictions = [...new Set([...context.restrictions, ...diets])];
  // The foods' words, never « de » (« clous de girofle » shares nothing with « sirop de grenadine »).
  const foodWords = (line: string) => toWords(ingredientName(line)).filter((w) => !ARTICLES.has(w));
  const near = new Set(previous.recipe.ingredients.flatMap(foodWords));
  // A meat or fish of the same kind counts most: « une autre ? » after a salmon dish is a fish dish
  // (the perch) before a poêlée of the same vegetables, after a chicken dish a poultry one before a dahl of the same spices.
  const proteins = new Set(previous.recipe.ingredients.map((line) => foodOf(ingredientName(line))).filter((food) => food !== null && isProtein(food)).map((food) => food!.kind));
  const likeness = (line: string) => {
    const food = foodOf(ingredientName(line));
    if (food && isProtein(food) && proteins.has(food.kind)) return SHARED_PROTEIN_WEIGHT;
    return foodWords(line).some((w) => near.has(w)) ? 1 : 0;
  };
  // Then the same kind of dish: a hot drink for a hot drink.
  const sameTags = (r: LocalRecipe) => (r.tags ?? []).filter((tag) => previous.recipe.tags?.includes(tag)).length;
  const candidates = RECIPES.filter(
    (r) =>
      r.type === previous.recipe.type &&
      !previous.given.includes(r) &&
      passesRestrictions(r.ingredients, restrictions) &&
      findAvoidedFoods(r.ingredients, [...context.avoidedFoods, ...without]).length === 0 &&
      meetsConstraints(r, constraints),
  )
    .map((recipe) => ({ recipe, shared: recipe.ingredients.reduce((sum, line) => sum + likeness(line), 0), tags: sameTags(recipe) }))
    .sort((a, b) => b.shared - a.shared || b.tags - a.tags || a.recipe.title.localeCompare(b.recipe.title, 'fr'));
  const pick = candidates[0]?.recipe;
  if (!pick) {
    const wanted = [...versionLabels(version), ...constraints.map((c) => c.label)];
    return `Je n'ai pas d'autre recette de ce type${wanted.length > 0 ? ` (${wanted.join(', ')})` : ''} qui respecte vos restrictions dans mon carnet hors ligne.`;
  }
  return [intro, recipeReply(pick, people, context, diets.length > 0 || without.length > 0 ? { diets, without, replaced: new Map() } : undefined)].join('\n');
}
