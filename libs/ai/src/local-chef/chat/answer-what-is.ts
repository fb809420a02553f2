import { frenchList } from '#contracts';
import { findAvoidedFoods, passesRestrictions } from '../../validation/dietary-rules';
import { containsFood } from '../food-match';
import { lowerFirst } from '../french-text';
import { GLOSSARY, WHAT_IS_AFTER, WHAT_IS_BEFORE } from '../knowledge/glossary';
import type { LocalRecipe } from '../local-recipe';
import { RECIPES } from '../recipes';
import { closing, onlyDishOfHead } from './answer-suggestions';
import { bookDishNamed } from './book-dishes';
import type { ChefQuestion } from './chef-question';
import { findPhrase, phrases, toWords, type Words } from './text-match';

// « C'est quoi un chapon ? », « qu'est-ce que le séré ? », « la blanquette, c'est quoi ? »: what a
// dish, a food or a cut is (knowledge/glossary.ts), and the book's dishes that are it or use it; a
// dish of the book the glossary lacks is told by its own description.

const ENTRIES = GLOSSARY.map((entry) => ({ entry, names: phrases(entry.names) }));
const BEFORE = phrases(WHAT_IS_BEFORE);
const AFTER = phrases(WHAT_IS_AFTER);
const ARTICLES = new Set(toWords("un une le la les l' des du de d'"));
const MAX_BOOK_DISHES = 2;

/** The words whose meaning is asked: after « c'est quoi » (its article left out), or before « c'est quoi ». */
function askedWords(words: Words): Words | null {
  for (const before of BEFORE) {
    for (const at of findPhrase(words, before)) {
      let start = at + before.length;
      while (ARTICLES.has(words[start] ?? '')) start++;
      if (start < words.length) return words.slice(start);
    }
  }
  for (const after of AFTER) {
    for (const at of findPhrase(words, after)) {
      let start = 0;
      while (start < at && ARTICLES.has(words[start])) start++;
      if (start < at) return words.slice(start, at);
    }
  }
  return null;
}

/** The glossary's entry the asked words begin with, by its longest name. */
function entryAsked(asked: Words): (typeof ENTRIES)[number] | undefined {
  let best: { found: (typeof ENTRIES)[number]; length: number } | undefined;
  for (const found of ENTRIES) {
    for (const name of found.names) {
      if (findPhrase(asked, name).includes(0) && (!best || name.length > best.length)) best = { found, length: name.length };
    }
  }
  return best?.found;
}

/** The book's dishes, as the household may eat them, that are the entry or use it. */
function bookDishesOf({ entry, names }: (typeof ENTRIES)[number], question: ChefQuestion): LocalRecipe[] {
  const { restrictions, avoidedFoods } = question.context;
  return RECIPES.filter(
    (r) =>
      (names.some((name) => findPhrase(toWords(r.title), name).length > 0) || entry.names.some((name) => containsFood(r.ingredients, name))) &&
      passesRestrictions(r.ingredients, restrictions) &&
      findAvoidedFoods(r.ingredients, avoidedFoods).length === 0,
  ).slice(0, MAX_BOOK_DISHES);
}

export function answerWhatIs(question: ChefQuestion): string | null {
  const asked = askedWords(question.words);
  if (!asked) return null;
  const found = entryAsked(asked);
  if (found) {
    const dishes = bookDishesOf(found, question);
    if (dishes.length === 0) return found.entry.answer;
    return [found.entry.answer, `Dans mon carnet : ${frenchList(dishes.map((r) => `« ${r.title} »`))}.`, closing(dishes[0])].join('\n');
  }
  const dish = bookDishNamed(asked, 0.5) ?? onlyDishOfHead(asked);
  // « « Tartiflette » : le plat des soirs de neige… », its description going on from the colon.
  return dish ? [`« ${dish.title} » : ${lowerFirst(dish.description)}`, closing(dish)].join('\n') : null;
}
