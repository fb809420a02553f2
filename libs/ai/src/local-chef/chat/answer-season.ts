import { frenchList, kitchenToday } from '#contracts';
import { elides } from '#ingredients';
import { SEASONS } from '../knowledge/seasons';
import type { ChefQuestion } from './chef-question';
import { capitalize } from './chef-question';
import { hasPhrase, phrases, toWords } from './text-match';

// "Légumes de saison en décembre ?", "quels fruits en janvier ?": the month's fruits and vegetables
// (knowledge/seasons.ts), this month's when none is named.

const MONTHS = SEASONS.map((season) => ({ season, name: phrases([season.month]) }));
const SEASON = phrases(['de saison', 'saison', 'en ce moment', 'ce mois-ci', 'ce mois']);
const VEGETABLES = phrases(['légume', 'légumes']);
const FRUITS = phrases(['fruit', 'fruits']);
// "Quels fruits en janvier ?": a month after "en" or "au mois de" asks the season too.
const IN_MONTH = new RegExp(`\\b(?:en|au mois d['e]\\s*|mois de)\\s*(${SEASONS.map((s) => s.month.normalize('NFD').replace(/\p{M}/gu, '')).join('|')})\\b`);

// "Quelle est la saison des fraises ?": the months a fruit or a vegetable is in the calendar.
const PRODUCE = [...new Set(SEASONS.flatMap((s) => [...s.vegetables, ...s.fruits]))].map((name) => ({ name, words: toWords(name) }));

function seasonOf(question: ChefQuestion): string | null {
  const produce = PRODUCE.find((p) => hasPhrase(question.words, p.words));
  if (!produce) return null;
  const inSeason = SEASONS.map((s) => [...s.vegetables, ...s.fruits].includes(produce.name));
  return `${capitalize(produce.name)} : de saison ${frenchList(runs(inSeason))}.`;
}

// The months in season as a cook says them: "d'octobre à mars", "en mai", the year wrapping round.
function runs(inSeason: readonly boolean[]): string[] {
  if (inSeason.every(Boolean)) return ["toute l'année"];
  const start = inSeason.findIndex((v, i) => !v && inSeason[(i + 1) % 12]) + 1;
  const said: string[] = [];
  let from = -1;
  for (let k = 0; k <= 12; k++) {
    const i = (start + k) % 12;
    if (k < 12 && inSeason[i] && from < 0) from = i;
    if ((k === 12 || !inSeason[i]) && from >= 0) {
      const to = (i + 11) % 12;
      const of = (m: string) => (elides(m) ? `d'${m}` : `de ${m}`);
      said.push(from === to ? `en ${SEASONS[from].month}` : `${of(SEASONS[from].month)} à ${SEASONS[to].month}`);
      from = -1;
    }
  }
  return said;
}

export function answerSeason(question: ChefQuestion): string | null {
  const { words, folded } = question;
  const named = MONTHS.find((m) => hasPhrase(words, m.name[0]))?.season;
  const asksSeason = SEASON.some((w) => hasPhrase(words, w)) || (named !== undefined && IN_MONTH.test(folded));
  const vegetables = VEGETABLES.some((w) => hasPhrase(words, w));
  const fruits = FRUITS.some((w) => hasPhrase(words, w));
  if (asksSeason && !vegetables && !fruits && !named) return seasonOf(question);
  return monthSeason(question);
}

function monthSeason(question: ChefQuestion): string | null {
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
