import type { Technique } from '../knowledge/technique-entry';
import { FAMILY_QUESTIONS, FOOD_SAFETY_QUESTIONS } from '../knowledge/family-questions';
import type { ChefQuestion } from './chef-question';
import { bestNamed, phrases } from './text-match';

// Leftovers, cooking ahead, budget, a week's menu, guests, reheating, dates on the packaging, lunch
// boxes, cooking with children (knowledge/family-questions.ts): phrases read as written, the longest wins.

const prepared = (entries: readonly Technique[]) => entries.map((entry) => ({ entry, keywords: phrases(entry.keywords) }));
const FAMILY = prepared(FAMILY_QUESTIONS);
const SAFETY = prepared(FOOD_SAFETY_QUESTIONS);

/** The family question asked: its whole answer, and its line when it follows a recipe. */
export function findFamilyQuestion(question: ChefQuestion): Technique | null {
  return bestNamed(question.words, FAMILY, (e) => e.keywords)?.entry ?? null;
}

export function answerFamilyQuestion(question: ChefQuestion): string | null {
  return findFamilyQuestion(question)?.answer ?? null;
}

/** Reheating and the dates on the packaging. */
export function answerFoodSafety(question: ChefQuestion): string | null {
  return bestNamed(question.words, SAFETY, (e) => e.keywords)?.entry.answer ?? null;
}
