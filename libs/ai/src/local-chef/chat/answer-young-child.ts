import { frenchList } from '#contracts';
import { ingredientName } from '../../generation/fridge-match';
import { findAvoidedFoods } from '../../validation/dietary-rules';
import { CHILD_WORDS } from '../knowledge/picky-eaters';
import { BABY_MONTHS, BABY_WORDS, CHILD_CAUTIONS, COOKING_WORDS, TEXTURES, type ChildCaution } from '../knowledge/young-children';
import { containsFood } from '../food-match';
import type { LocalRecipe } from '../local-recipe';
import { isAllergyQuestion } from './answer-allergy';
import { isNegated, mentionedFoods } from './answer-suggestions';
import { DISH_TYPE_WORDS } from './course-words';
import { askedServings } from './asked-servings';
import type { ChefQuestion } from './chef-question';
import { recipeInHistory } from './recipe-reply';
import { NUMBER, numberIn, hasPhrase, phrases, toWords } from './text-match';

// « C bon pour un bébé de 18 mois ? », « et pour un enfant de 3 ans ? » right after a recipe: that
// recipe read line by line with knowledge/young-children.ts, never the general baby advice.

const BABY = phrases(BABY_WORDS);
const CHILD = phrases(CHILD_WORDS);
const AGE = new RegExp(`\\b${NUMBER}\\s*(mois|ans?)\\b`);
const COOKS = phrases(COOKING_WORDS);
/** Lines every dish has, not worth saying « ça lui convient » of. */
const UNSAID = new Set(['eau', 'huile', "huile d'olive", 'poivre']);

/** The child's age in months the question gives, or a baby's careful default; undefined when it names no baby nor a child of a given age. */
function childAge(question: ChefQuestion): { months: number; said: string } | undefined {
  const { words, folded } = question;
  const age = AGE.exec(folded);
  const n = numberIn(age?.[1]);
  const baby = BABY.some((w) => hasPhrase(words, w));
  if (age && n !== undefined && n > 0 && (baby || CHILD.some((w) => hasPhrase(words, w)))) {
    const months = age[2] === 'mois' ? n : n * 12;
    const unit = age[2] === 'mois' ? 'mois' : n > 1 ? 'ans' : 'an';
    return { months, said: `${months < 36 ? 'un bébé' : 'un enfant'} de ${n} ${unit}` };
  }
  return baby ? { months: BABY_MONTHS, said: 'un bébé' } : undefined;
}

const EGG_WORDS = phrases(['œuf', 'œufs', 'jaune', 'jaunes', 'blanc', 'blancs']);
/**
 * Whether the recipe cooks its eggs: a step from the first one that names them on cooks (the
 * crêpes' batter goes in the pan); the chocolate melted before them does not (a mousse).
 */
function cooksEggs(recipe: LocalRecipe): boolean {
  const steps = recipe.instructions.map(toWords);
  const first = steps.findIndex((step) => EGG_WORDS.some((w) => hasPhrase(step, w)));
  return first >= 0 && steps.slice(first).some((step) => COOKS.some((w) => hasPhrase(step, w)));
}

/** The recipe's lines a caution concerns, for a child of `months`. */
function concerned(caution: ChildCaution, recipe: LocalRecipe, months: number): string[] {
  if (months >= caution.untilMonths || months < (caution.fromMonths ?? 0)) return [];
  if (caution.raw && cooksEggs(recipe)) return [];
  const holds = (line: string) => (caution.byRule ? findAvoidedFoods([line], [...caution.foods]).length > 0 : caution.foods.some((food) => containsFood([line], food)));
  return recipe.ingredients.filter((line) => !caution.harmlessWhen?.test(line) && holds(line));
}

export function answerYoungChild(question: ChefQuestion): string | null {
  const previous = recipeInHistory(question.context.history);
  if (!previous) return null;
  const child = childAge(question);
  if (!child) return null;
  const { words } = question;
  // « Mon bébé est allergique aux œufs », « des fraises pour mon bébé ? », « pour 4 » ask something else.
  if (isAllergyQuestion(question) || askedServings(question.folded) !== undefined) return null;
  if (mentionedFoods(words, question.text).some((f) => !isNegated(words, f.start ?? 0))) return null;
  if (DISH_TYPE_WORDS.some(([, list]) => list.some((w) => hasPhrase(words, w)))) return null;
  return childReply(previous.recipe, child);
}

/** What of the recipe suits the child as it is, what to adapt (each caution with its lines), and how to serve it at that age. */
export function childReply(recipe: LocalRecipe, child: { months: number; said: string }): string {
  const cautions = CHILD_CAUTIONS.map((caution) => ({ caution, lines: concerned(caution, recipe, child.months) })).filter((c) => c.lines.length > 0);
  const flagged = new Set(cautions.flatMap((c) => c.lines));
  const fine = [...new Set(recipe.ingredients.filter((line) => !flagged.has(line)).map((line) => ingredientName(line).toLowerCase()))].filter((name) => !UNSAID.has(name));
  const texture = TEXTURES.find((t) => child.months < t.untilMonths)?.texture;
  const lines = [`« ${recipe.title} » pour ${child.said} :`];
  if (fine.length > 0) lines.push(`• ça lui convient : ${frenchList(fine)}${texture ? ` (sa part ${texture})` : ''} ;`);
  if (cautions.length === 0) lines.push('• rien à retirer pour son âge.');
  else {
    lines.push('• à retirer ou adapter :');
    for (const { caution, lines: concernedLines } of cautions) {
      lines.push(`  – ${frenchList([...new Set(concernedLines.map((line) => ingredientName(line).toLowerCase()))])} : ${caution.advice} ;`);
    }
  }
  lines[lines.length - 1] = lines[lines.length - 1].replace(/ ;$/, '.');
  lines.push(`Pour ${child.said.replace(/ de \d+ .*$/, '')}, son médecin reste la référence.`);
  return lines.join('\n');
}
