import { kitchenToday } from '#contracts';
import { SEASONS } from '../knowledge/seasons';
import type { ChefQuestion } from './chef-question';
import { frenchList } from './chef-question';
import { hasPhrase, phrases } from './text-match';

// "Légumes de saison en décembre ?", "quels fruits en janvier ?": the month's fruits and vegetables
// (knowledge/seasons.ts), this month's when none is named.

const MONTHS = SEASONS.map((season) => ({ season, name: phrases([season.month]) }));
const SEASON = phrases(['de saison', 'saison', 'en ce moment', 'ce mois-ci', 'ce mois']);
const VEGETABLES = phrases(['légume', 'légumes']);
const FRUITS = phrases(['fruit', 'fruits']);
// "Quels fruits en janvier ?": a month after "en" or "au mois de" asks the season too.
const IN_MONTH = new RegExp(`\\b(?:en|au mois d['e]\\s*|mois de)\\s*(${SEASONS.map((s) => s.month.normalize('NFD').replace(/\p{M}/gu, '')).join('|')})\\b`);

export function answerSeason(question: ChefQuestion): string | null {
  const { words, folded } = question;
  const named = MONTHS.find((m) => hasPhrase(words, m.name[0]))?.season;
  const asksSeason = SEASON.some((w) => hasPhrase(words, w)) || (named !== undefined && IN_MONTH.test(folded));
  const vegetables = VEGETABLES.some((w) => hasPhrase(words, w));
  const fruits = FRUITS.some((w) => hasPhrase(words, w));
  if (!asksSeason || !(vegetables || fruits)) return null;
  const season = named ?? SEASONS[Number(kitchenToday().slice(5, 7)) - 1];
  const both = vegetables === fruits;
  const lines = [`En ${season.month}, on trouve de saison :`];
  if (vegetables || both) lines.push(`• légumes : ${frenchList(season.vegetables)} ;`);
  if (fruits || both) lines.push(`• fruits : ${frenchList(season.fruits)} ;`);
  lines[lines.length - 1] = lines[lines.length - 1].replace(/ ;$/, '.');
  lines.push('Ils sont meilleurs et moins chers. Demandez-moi « que faire avec des poireaux ? » pour une idée de recette.');
  return lines.join('\n');
}
