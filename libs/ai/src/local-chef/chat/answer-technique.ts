import { findRestrictionViolations } from '../../validation/dietary-rules';
import { BASIC_PREPARATIONS } from '../knowledge/basic-preparations';
import { GONE_WRONG, GONE_WRONG_KEYWORD } from '../knowledge/technique-entry';
import { DONE_WHEN_PARTICIPLE, TECHNIQUES, type Technique } from '../knowledge/techniques';
import { mentionedFoods } from './answer-suggestions';
import type { ChefQuestion } from './chef-question';
import { fold } from './detect-intent';
import { dietLabel, dietsIn, lessSweetAt } from './recipe-constraints';
import { householdWarning } from './recipe-reply';
import { hasPhrase, phrases, toWords, wordMatches, type Words } from './text-match';

const KEYWORDS = TECHNIQUES.map((technique) => ({ technique, keywords: phrases(technique.keywords) }));
const GONE_WRONG_WORDS = phrases(GONE_WRONG);
const [FAILED] = toWords(GONE_WRONG_KEYWORD);
const [RECIPE] = toWords('recette');
const RECIPE_WITH = phrases(['recette avec', 'recettes avec', 'recette à base', 'idée avec', 'idées avec', 'idée repas avec', 'repas avec', 'plat avec', 'faire avec', 'cuisiner avec']);
// Those verbs by their stem (« eplucher » → « epluch »), folded as question words are.
const DONE_VERBS = new Map(DONE_WHEN_PARTICIPLE.map((verb) => toWords(verb)[0]).map((verb) => [verb, verb.slice(0, -2)]));

// Every word of the keyword somewhere in the question: "ma mayonnaise a tranché, comment la rattraper ?";
// a word qualifying a food only with that food's head in the keyword too (« pâte brisée », never « poulet sec » of « raisins secs »);
// never a word of a wish (`wished`: the « trop sucrée » of « une boisson pas trop sucrée »).
function contains(words: Words, keyword: readonly string[], heads: readonly (string | undefined)[] = [], done: ReadonlySet<string> = new Set(), wished: ReadonlySet<number> = new Set()): boolean {
  return keyword.every((k) => words.some((w, i) => !wished.has(i) && wordMatches(w, k) && !done.has(DONE_VERBS.get(k) ?? '') && (heads[i] === undefined || keyword.some((kk) => wordMatches(heads[i]!, kk)))));
}

/**
 * The stems of the past participles the question says (« des pommes de terre épluchées », « j'ai
 * épluché des carottes » → « epluch »): a gesture already done, whose verb, though a forgiven typo
 * reads it as the gesture, asks what to make of the food. Read off the text, where « épluché »
 * still differs from « on épluche ».
 */
function participleStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const token of text.toLowerCase().split(/[^\p{L}-]+/u)) {
    const m = /^(\p{L}+)é(?:e?s?)$/u.exec(token);
    if (m) stems.add(fold(m[1]));
  }
  return stems;
}

/** The question's words, with « ratée » when it says the preparation went wrong in any way (« a tourné », « ne prend pas »). */
function withFailure(words: Words): Words {
  return GONE_WRONG_WORDS.some((w) => hasPhrase(words, w)) ? [...words, FAILED] : words;
}

/**
 * For each word of the question that only qualifies a food it names, that food's head word: the
 * « secs » of « raisins secs » or the « rôti » of « poulet rôti » say what the food is, never that a
 * dish went wrong (« idée repas avec des raisins secs et du poulet » is no « poulet sec » to rescue).
 */
function qualifiedHeads(question: ChefQuestion): (string | undefined)[] {
  const heads = new Array<string | undefined>(question.words.length).fill(undefined);
  for (const food of mentionedFoods(question.words, question.text)) {
    if (food.start === undefined) continue;
    for (let k = 1; k < food.words.length; k++) heads[food.start + k] = food.words[0];
  }
  return heads;
}

/** The technique the question asks about: the one whose matched keyword has the most words, the first listed on a tie. */
export function findTechnique(question: ChefQuestion): Technique | undefined {
  const words = withFailure(question.words);
  const heads = qualifiedHeads(question);
  const done = participleStems(question.text);
  const wished = lessSweetAt(question.words);
  // « Une recette avec de la pâte brisée », « idée repas avec des pâtes sablées et des endives » ask
  // what to make with one, never for the recipe of the dough.
  const recipeWith = RECIPE_WITH.some((w) => hasPhrase(words, w));
  // « Idée repas avec des œufs durs »: a food the family has, cooked already, is what to cook with, never how to cook it.
  const had = recipeWith ? mentionedFoods(question.words, question.text).map((food) => food.words[0]) : [];
  let best: { technique: Technique; length: number } | undefined;
  for (const { technique, keywords } of KEYWORDS) {
    for (const keyword of keywords) {
      if (recipeWith && (keyword[0] === RECIPE || BASIC_PREPARATIONS.includes(technique) || had.some((w) => wordMatches(w, keyword[0])))) continue;
      if (contains(words, keyword, heads, done, wished) && (!best || keyword.length > best.length)) best = { technique, length: keyword.length };
    }
  }
  return best?.technique;
}

export function answerTechnique(question: ChefQuestion): string | null {
  const entry = findTechnique(question);
  if (!entry) return null;
  const warning = BASIC_PREPARATIONS.includes(entry) ? preparationWarning(entry, question) : undefined;
  return warning ? `${warning}\n${entry.answer}` : entry.answer;
}

/**
 * A basic preparation is written once, for everyone: « des lasagnes végétariennes ? » or a vegan
 * household asking for pancakes is told first what in it does not fit. Its ingredients are the
 * first line of its list (« • 250 g de farine, 4 œufs… »), item by item.
 */
function preparationWarning(entry: Technique, question: ChefQuestion): string | undefined {
  const first = entry.answer.split('\n').find((line) => line.startsWith('• '));
  const ingredients = first ? first.slice(2).split(/[,;]/).map((part) => part.trim()).filter(Boolean) : [];
  for (const diet of dietsIn(question.words)) {
    const broken = findRestrictionViolations(ingredients, [diet]);
    if (broken.length > 0) return `Attention : cette recette n'est pas ${dietLabel(diet)} (${broken[0].reason}).`;
  }
  return householdWarning(ingredients, question.context);
}
