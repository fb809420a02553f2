import { COOKING_TIMES, type CookingTime } from '../knowledge/cooking-times';
import type { ChefQuestion } from './chef-question';
import { bestNamed, phrases } from './text-match';

const NAMES = new Map<CookingTime, string[][]>(COOKING_TIMES.map((c) => [c, phrases(c.names)]));

export function findCookingTime(question: ChefQuestion): CookingTime | undefined {
  return bestNamed(question.words, COOKING_TIMES, (c) => NAMES.get(c) ?? []);
}

export function answerCookingTime(question: ChefQuestion): string | null {
  const entry = findCookingTime(question);
  return entry ? entry.answer : null;
}

export const COOKING_TIME_HELP =
  "Je n'ai pas trouvé cet aliment dans mon carnet de cuisson. Je connais par exemple les œufs (coque, mollet, dur), les pâtes, le riz, les pommes de terre, le poulet, le rôti de bœuf, le saumon, les légumes vapeur et les gâteaux : précisez l'aliment et je vous donne le temps et la température.";
