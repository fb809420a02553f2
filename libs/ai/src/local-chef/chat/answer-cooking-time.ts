import { COOKING_TIMES, COUNT_BACK, START_TIME_WORDS, type CookingTime } from '../knowledge/cooking-times';
import type { ChefQuestion } from './chef-question';
import { bestNamed, hasPhrase, phrases } from './text-match';

const NAMES = new Map<CookingTime, string[][]>(COOKING_TIMES.map((c) => [c, phrases(c.names)]));
const START_TIME = phrases(START_TIME_WORDS);

export function findCookingTime(question: ChefQuestion): CookingTime | undefined {
  return bestNamed(question.words, COOKING_TIMES, (c) => NAMES.get(c) ?? []);
}

export function answerCookingTime(question: ChefQuestion): string | null {
  const entry = findCookingTime(question);
  if (!entry) return null;
  // « Je commence quand le rôti pour manger à 20 h ? »: its time, then how to count back from the meal.
  return START_TIME.some((w) => hasPhrase(question.words, w)) ? `${entry.answer}\n${COUNT_BACK}` : entry.answer;
}

export const COOKING_TIME_HELP =
  "Je n'ai pas trouvé cet aliment dans mon carnet de cuisson. Je connais par exemple les œufs (coque, mollet, dur), les pâtes, le riz, les pommes de terre, le poulet, le rôti de bœuf, le saumon, les légumes vapeur et les gâteaux : précisez l'aliment et je vous donne le temps et la température.";
