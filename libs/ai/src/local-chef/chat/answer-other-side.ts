import { elides, formatAmount, mainBase, parseIngredientLine } from '#ingredients';
import { servingsLabel } from '#contracts';
import { ingredientName } from '../../generation/fridge-match';
import { PORTIONS } from '../knowledge/portions';
import { SIDES } from '../knowledge/serving';
import { SERVED_APART_WORDS, SIDE_STARCHES, type SideStarch } from '../knowledge/side-swaps';
import type { LocalRecipe } from '../local-recipe';
import { findCookingTime } from './answer-cooking-time';
import { isNegated } from './answer-suggestions';
import { readQuestion, type ChefQuestion } from './chef-question';
import { recipeInHistory } from './recipe-reply';
import { findPhrase, hasPhrase, phrases, toWords } from './text-match';

// « Pas de riz, je peux servir avec des pâtes ? » right after the chili: whether this dish takes
// that other side, and how much of it to cook for the table, never recipes made with pasta.

const SERVE = phrases(['servir', 'servi', 'sers', 'sert', 'accompagner', 'accompagné', 'à la place', 'au lieu', 'plutôt']);
const STARCHES = SIDE_STARCHES.map((starch) => ({ starch, names: phrases(starch.names) }));
const SERVED_APART = phrases(SERVED_APART_WORDS);

/** The side starch a recipe line is, when the line is nothing else (« 250 g de riz », not « pâte brisée »). */
function starchOfLine(line: string): SideStarch | undefined {
  const name = toWords(ingredientName(line));
  const same = (n: string[]) => n.join(' ') === name.join(' ');
  const variety = (n: string[]) => n.join(' ') === name.slice(0, n.length).join(' ');
  return STARCHES.find((s) => s.names.some((n) => same(n) || (s.starch.varieties === true && variety(n))))?.starch;
}

/** The words a step names a starch line by: its own name, or the side's names (« le riz » of « riz basmati »). */
function namesOfLine(line: string): string[][] {
  const own = toWords(ingredientName(line));
  const side = STARCHES.find((s) => s.starch === starchOfLine(line));
  return [own, ...(side?.names ?? [])];
}

/** The starches the question names, each with whether it is refused (« pas de riz »). */
function namedStarches(question: ChefQuestion): { starch: SideStarch; negated: boolean }[] {
  const found: { starch: SideStarch; negated: boolean; at: number }[] = [];
  for (const { starch, names } of STARCHES) {
    const at = Math.min(...names.flatMap((n) => findPhrase(question.words, n)));
    if (at < Infinity && !found.some((f) => f.at === at)) found.push({ starch, negated: isNegated(question.words, at), at });
  }
  return found;
}

export function answerOtherSide(question: ChefQuestion): string | null {
  const previous = recipeInHistory(question.context.history);
  if (!previous || previous.recipe.type !== 'plat') return null;
  const named = namedStarches(question);
  const wanted = named.filter((n) => !n.negated).map((n) => n.starch);
  // « Je peux servir avec des pâtes ? », « pas de riz, avec des pâtes ? »: one side asked for, served or in place of another.
  if (wanted.length !== 1 || !(SERVE.some((w) => hasPhrase(question.words, w)) || named.some((n) => n.negated))) return null;
  const people = previous.servings ?? question.context.servings ?? previous.recipe.servings;
  return sideReply(previous.recipe, wanted[0], people, question);
}

/** Yes with how much to cook when the dish's starch is a side (or it has none); no when the starch is the dish itself. */
function sideReply(recipe: LocalRecipe, side: SideStarch, people: number, question: ChefQuestion): string {
  const title = `« ${recipe.title} »`;
  // Any starch counts (the week planner's bases: polenta, pastry, bread…); only the side starches can be swapped.
  const starchLines = recipe.ingredients.filter((line) => starchOfLine(line) !== undefined || mainBase([parseIngredientLine(line).name]) !== null);
  const steps = recipe.instructions.map(toWords);
  const servedApart = (line: string) => {
    const names = namesOfLine(line);
    return steps.some((step) => names.some((name) => findPhrase(step, name).length > 0) && SERVED_APART.some((w) => hasPhrase(step, w)));
  };
  const built = starchLines.find((line) => !servedApart(line));
  if (built) {
    const the = starchOfLine(built)?.the ?? `« ${ingredientName(built).toLowerCase()} »`;
    return `Non, pas à la place : dans ${title}, ${the} ${the.startsWith('les ') ? 'font' : 'fait'} partie du plat lui-même. Servez plutôt à côté ${SIDES.complete}.`;
  }
  const replaced = starchLines.find((line) => servedApart(line));
  const old = replaced ? starchOfLine(replaced) : undefined;
  if (old === side) return `${title} se sert déjà avec ${side.said} : suivez la recette.`;
  const grams = sideGrams(recipe, side, replaced, people);
  const cooking = findCookingTime(readQuestion(side.cooking, question.context))?.answer;
  const amount = `${formatAmount({ quantity: grams, unit: 'g' })} ${elide(side.noun)}`;
  const lines = [
    old
      ? `Oui, ${title} se sert très bien avec ${side.said} à la place ${old.said}. Pour ${servingsLabel(people)}, faites cuire ${amount} pendant que le plat cuit, et servez ensemble.`
      : `Oui, ${title} n'a pas de féculent : ${side.said} à côté le complètent bien. Pour ${servingsLabel(people)}, faites cuire ${amount} pendant que le plat cuit.`,
  ];
  if (cooking) lines.push(cooking);
  return lines.join('\n');
}

const elide = (noun: string) => (elides(noun) ? `d'${noun}` : `de ${noun}`);

/** Grams of the new side for the table: gram for gram a dry starch it replaces (scaled to the people), else an adult's portion each. */
function sideGrams(recipe: LocalRecipe, side: SideStarch, replaced: string | undefined, people: number): number {
  const old = replaced ? starchOfLine(replaced) : undefined;
  const parsed = replaced ? parseIngredientLine(replaced) : undefined;
  if (old?.dry && side.dry && parsed?.unit === 'g' && parsed.quantity) return Math.round((parsed.quantity * people) / recipe.servings / 10) * 10;
  const portion = PORTIONS.find((p) => p.id === side.portion)!;
  return Math.round(((portion.adult[0] + portion.adult[1]) / 2) * people / 10) * 10;
}
