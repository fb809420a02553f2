import type { DietaryRestriction } from '#contracts';
import { ingredientName } from '../../generation/fridge-match';
import { overStock } from '../../generation/fridge-stock';
import { findAvoidedFoods, findRestrictionViolations, passesRestrictions } from '../../validation/dietary-rules';
import type { RecipeConstraint } from '../knowledge/recipe-constraints';
import type { SubstituteOption } from '../knowledge/substitutions';
import type { LocalRecipe } from '../local-recipe';
import { RECIPES } from '../recipes';
import { scaleIngredientLine } from '../scale-recipe';
import { findSubstitution } from './answer-substitution';
import { DISH_TYPE_WORDS, isNegated, mentionedFoods } from './answer-suggestions';
import { readQuestion, type ChefQuestion } from './chef-question';
import { constraintsIn, dietLabel, dietsIn, meetsConstraints, wishFor } from './recipe-constraints';
import { recipeInHistory, recipeReply, type RecipeInHistory } from './recipe-reply';
import { NUMBER, hasPhrase, numberIn, phrases, toWords } from './text-match';

const ANOTHER = phrases(['une autre', 'un autre', 'autre chose', 'autre idée', 'autre recette', 'autre proposition', 'encore une', 'autre']);
// "et pour 8 ?", "pour 8 personnes", "on sera 6", "nous serons douze"
const SERVINGS = new RegExp(`(?:\\bpour\\s+${NUMBER}\\b(?!\\s*(?:g|kg|ml|cl|l|min|minutes?|heures?|%|°)\\b)|\\b(?:on|nous)\\s+(?:sera|serons|est|sommes)\\s+${NUMBER}\\b|\\b${NUMBER}\\s+(?:personnes?|pers|convives|invites|gens|couverts)\\b)`);
const MAX_SERVINGS = 60;

/**
 * A follow-up on the last recipe the chef gave: "et pour 8 ?" rescales it, "sans gluten ?" adapts
 * it or proposes another recipe of its type that qualifies, "une autre ?" proposes another one.
 * Null when the message is a new question (it names a food or a dish type) or when there is no
 * recipe in the conversation.
 */
export function answerFollowUp(question: ChefQuestion): string | null {
  const previous = recipeInHistory(question.context.history);
  if (!previous) return null;
  const { words } = question;
  if (DISH_TYPE_WORDS.some(([, list]) => list.some((w) => hasPhrase(words, w)))) return null;
  if (mentionedFoods(words, question.text).some((f) => !isNegated(words, f.start ?? 0))) return null;

  const servings = askedServings(question.folded);
  const diets = dietsIn(words).filter((d) => !previous.diets.includes(d));
  const constraints = constraintsIn(words);
  const another = ANOTHER.some((w) => hasPhrase(words, w));
  if (servings === undefined && diets.length === 0 && constraints.length === 0 && !another) return null;

  const context = question.context;
  const people = servings ?? previous.servings ?? context.servings ?? previous.recipe.servings;
  const allDiets = [...previous.diets, ...diets];
  if (another) return otherRecipe(question, previous, allDiets, constraints, people, 'Voici une autre idée :');
  if (diets.length > 0 || constraints.length > 0) {
    if (!meetsConstraints(previous.recipe, constraints)) {
      // Said of the dish type, whose gender is known: "Pour un plat léger, « Quiche aux poireaux » ne convient pas."
      return otherRecipe(question, previous, allDiets, constraints, people, `Pour ${wishFor(previous.recipe.type, constraints)}, « ${previous.recipe.title} » ne convient pas. Je vous propose plutôt :`);
    }
    const adapted = adapt(previous.recipe, allDiets, question);
    if (!adapted) {
      const label = diets.map(dietLabel).join(', ');
      return otherRecipe(question, previous, allDiets, constraints, people, `« ${previous.recipe.title} » ne se prête pas à une version ${label}. Je vous propose plutôt :`);
    }
    const intro = constraints.length > 0 && diets.length === 0 ? `« ${previous.recipe.title} » convient (${constraints.map((c) => c.label).join(', ')}) :` : 'Voici la recette adaptée :';
    return [intro, recipeReply(previous.recipe, people, context, { diets: allDiets, replaced: adapted })].join('\n');
  }
  const replaced = adapt(previous.recipe, previous.diets, question) ?? new Map<string, string>();
  const reply = [`Voici la recette pour ${people} personne${people > 1 ? 's' : ''}, quantités recalculées :`, recipeReply(previous.recipe, people, context, { diets: previous.diets, replaced })];
  const short = shortInFridge(previous.recipe, people, context.fridge);
  if (short.length > 0) reply.push('', `Attention : pour ${people} personnes, le frigo ne suffit plus (${short.join(', ')}) : à ajouter à la liste de courses.`);
  return reply.join('\n');
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

function askedServings(folded: string): number | undefined {
  const match = SERVINGS.exec(folded);
  const raw = match?.slice(1).find(Boolean);
  if (!raw) return undefined;
  const n = numberIn(raw)!;
  return n >= 1 && n <= MAX_SERVINGS ? n : undefined;
}

/**
 * The replacements that make `recipe` fit `diets` and the household: each line that breaks a rule
 * gets the first substitute (knowledge/substitutions.ts) that respects them all. Undefined when a
 * line has none.
 */
function adapt(recipe: LocalRecipe, diets: DietaryRestriction[], question: ChefQuestion): Map<string, string> | undefined {
  const { context } = question;
  const restrictions = [...new Set([...context.restrictions, ...diets])];
  const fits = (option: SubstituteOption) =>
    !option.uses || (passesRestrictions([option.uses], restrictions) && findAvoidedFoods([option.uses], context.avoidedFoods).length === 0);
  const replaced = new Map<string, string>();
  for (const line of recipe.ingredients) {
    if (passesRestrictions([line], diets)) continue;
    const entry = findSubstitution(readQuestion(ingredientName(line), context));
    const option = entry?.options.find(fits);
    if (!option) return undefined;
    replaced.set(line, option.text);
  }
  // Kosher's meat-with-dairy rule is about the whole recipe: check the adapted lines together.
  const kept = recipe.ingredients.filter((line) => !replaced.has(line));
  return findRestrictionViolations(kept, diets).length === 0 ? replaced : undefined;
}

/** Another recipe of the same type that fits, the closest in ingredients, not given yet. */
function otherRecipe(question: ChefQuestion, previous: RecipeInHistory, diets: DietaryRestriction[], constraints: RecipeConstraint[], people: number, intro: string): string {
  const { context } = question;
  const restrictions = [...new Set([...context.restrictions, ...diets])];
  const near = new Set(previous.recipe.ingredients.flatMap((line) => toWords(ingredientName(line))));
  const candidates = RECIPES.filter(
    (r) =>
      r.type === previous.recipe.type &&
      !previous.given.includes(r) &&
      passesRestrictions(r.ingredients, restrictions) &&
      findAvoidedFoods(r.ingredients, context.avoidedFoods).length === 0 &&
      meetsConstraints(r, constraints),
  )
    .map((recipe) => ({ recipe, shared: recipe.ingredients.filter((line) => toWords(ingredientName(line)).some((w) => near.has(w))).length }))
    .sort((a, b) => b.shared - a.shared || a.recipe.title.localeCompare(b.recipe.title, 'fr'));
  const pick = candidates[0]?.recipe;
  if (!pick) {
    const wanted = [...diets.map(dietLabel), ...constraints.map((c) => c.label)].filter(Boolean);
    return `Je n'ai pas d'autre recette de ce type${wanted.length > 0 ? ` (${wanted.join(', ')})` : ''} qui respecte vos restrictions dans mon carnet hors ligne.`;
  }
  return [intro, recipeReply(pick, people, context, diets.length > 0 ? { diets, replaced: new Map() } : undefined)].join('\n');
}
