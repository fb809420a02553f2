import type { Technique } from '../knowledge/technique-entry';
import { FAMILY_QUESTIONS, FOOD_SAFETY_QUESTIONS, VEGETARIAN_VERSIONS } from '../knowledge/family-questions';
import { LEFTOVERS, leftoverPhrases } from '../knowledge/leftovers';
import { REHEAT_AGAIN, REHEATING } from '../knowledge/reheating';
import { WARMING_WORDS } from '../knowledge/recipe-constraints';
import type { ChefQuestion } from './chef-question';
import { bestNamed, hasPhrase, phrases } from './text-match';

// Leftovers, cooking ahead, budget, a week's menu, guests, reheating, dates on the packaging, lunch
// boxes, cooking with children (knowledge/family-questions.ts): phrases read as written, the longest wins.

const prepared = (entries: readonly Technique[]) => entries.map((entry) => ({ entry, keywords: phrases(entry.keywords) }));
const FAMILY = prepared(FAMILY_QUESTIONS);
const SAFETY = prepared(FOOD_SAFETY_QUESTIONS);
// « Un plat pour se réchauffer » warms the family: a comforting dish (RECIPE_CONSTRAINTS), not leftovers reheated.
const WARMING = phrases(WARMING_WORDS);
const REHEAT = REHEATING.map((entry) => ({ entry, keywords: phrases(entry.keywords) }));
// "Réchauffer du poulet deux fois ?", "le riz déjà réchauffé, à nouveau ?": whether twice is safe, not how.
const AGAIN = phrases([
  'deux fois', '2 fois', '2x', 'plusieurs fois', 'plus d\'une fois', 'encore une fois', 'deuxième fois', 'seconde fois', '2e fois', '2ème fois',
  'à nouveau', 'de nouveau', 'déjà réchauffé', 'déjà réchauffée', 'déjà réchauffés', 're réchauffer', 'reréchauffer',
]);

/** The family question asked: its whole answer, and its line when it follows a recipe. */
export function findFamilyQuestion(question: ChefQuestion): Technique | null {
  const entry = bestNamed(question.words, FAMILY, (e) => e.keywords)?.entry ?? null;
  // A vegetarian or vegan household asking for the holiday menu gets the one without meat or fish.
  const vegetarian = question.context.restrictions.some((r) => r === 'vegetarian' || r === 'vegan');
  const version = entry && vegetarian ? VEGETARIAN_VERSIONS[entry.id] : undefined;
  return (version && FAMILY_QUESTIONS.find((q) => q.id === version)) || entry;
}

// A leftover said as one (« riz d'hier », « reste de poulet »), not a food's keeping time (« poulet cuit »).
const LEFTOVER_NAMED = LEFTOVERS.map((leftover) => ({
  entry: FAMILY_QUESTIONS.find((q) => q.id === leftover.id)!,
  keywords: phrases(leftover.names.flatMap(leftoverPhrases)),
}));

/**
 * The leftover a question names as a leftover: « il me reste du riz d'hier, c'est encore bon ? » is
 * about that leftover (its keeping line and safety first), where « combien de temps se garde le
 * poulet cuit ? » is a keeping time.
 */
export function findLeftover(question: ChefQuestion): Technique | null {
  return bestNamed(question.words, LEFTOVER_NAMED, (e) => e.keywords)?.entry ?? null;
}

export function answerFamilyQuestion(question: ChefQuestion): string | null {
  return findFamilyQuestion(question)?.answer ?? null;
}

/** Reheating (how for the food named, knowledge/reheating.ts) and the dates on the packaging. */
export function answerFoodSafety(question: ChefQuestion): string | null {
  const { words } = question;
  const entry = bestNamed(words, SAFETY, (e) => e.keywords)?.entry;
  if (entry?.id === 'rechauffer' && WARMING.some((w) => hasPhrase(words, w))) return null;
  if (entry?.id === 'rechauffer') {
    const food = bestNamed(words, REHEAT, (e) => e.keywords)?.entry;
    if (AGAIN.some((w) => hasPhrase(words, w))) return food?.again ?? REHEAT_AGAIN;
    if (food) return food.answer;
  }
  return entry?.answer ?? null;
}
