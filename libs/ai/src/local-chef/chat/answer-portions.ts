import { countOf, servingsLabel } from '#contracts';
import { PARTY_ITEMS } from '../knowledge/party';
import { PORTIONS, type Portion } from '../knowledge/portions';
import { capitalize, type ChefQuestion } from './chef-question';
import { NUMBER, numberIn } from './text-match';
import { findPhrase, hasPhrase, namedAt, phrases } from './text-match';

// "Combien de pâtes pour 4 personnes ?", "quelle quantité de riz par personne ?": grams per adult
// and per child (knowledge/portions.ts), and the total for the people the question counts.

export const PER_PERSON = phrases(['par personne', 'par adulte', 'par enfant', 'portion', 'portions', 'par tête']);
// The food right after these asks its amount: "combien de pâtes ?", "quelle quantité de riz ?".
const AMOUNT_OF = phrases(['combien de', "combien d'", 'cb de', 'quantité de', "quantité d'", 'combien faut-il de', 'combien il faut de']);
const HOW_MUCH = phrases(['combien', 'cb', 'quantité']);
// "Combien de temps pour cuire 500 g de pâtes ?" is a cooking time, a "cuillère à soupe" a measure.
const NOT_AMOUNT = phrases(['temps', 'minutes', 'cuisson', 'calories', 'coûte', 'prix', 'cuillère à soupe', 'cuillères à soupe']);
const NAMES = PORTIONS.map((portion) => ({ portion, names: phrases(portion.names) }));
const PARTY_NAMES = PARTY_ITEMS.map((item) => phrases(item.names));

const count = (folded: string, pattern: string): number | undefined => {
  const raw = new RegExp(`\\b${NUMBER}\\s+${pattern}`).exec(folded)?.[1];
  return numberIn(raw);
};

/** Who the question counts: adults (people) and children; undefined when it asks per person. */
export function people(folded: string, words: ChefQuestion['words']): { adults: number; children: number } | undefined {
  const children = count(folded, 'enfants?\\b');
  const adults = count(folded, 'adultes?\\b');
  const persons = count(folded, '(?:personnes?|pers|convives|invites|gens|couverts)\\b') ?? bareFor(folded) ?? (children === undefined && adults === undefined ? weAre(folded) : undefined);
  if (children === undefined && adults === undefined && persons === undefined) {
    // "pour un enfant", "pour mon fils": one child.
    return hasPhrase(words, ['enfant']) ? { adults: 0, children: 1 } : undefined;
  }
  const kids = children ?? 0;
  // "pour 6 personnes dont 2 enfants": the children are among them.
  const grown = adults ?? (persons !== undefined ? (/\bdont\b/.test(folded) ? Math.max(0, persons - kids) : persons) : 0);
  return grown + kids > 0 ? { adults: grown, children: kids } : undefined;
}

// "On est 15", "on sera 8 pour une raclette": the table counted as people.
const WE_ARE = new RegExp(`\\b(?:on|nous)\\s+(?:est|sera|serons|sommes|recoit|recevons)\\s+${NUMBER}\\b`);
function weAre(folded: string): number | undefined {
  const n = numberIn(WE_ARE.exec(folded)?.[1]);
  return n !== undefined && n > 1 && n <= 200 ? n : undefined;
}

// "… pour 4 ?": a number after "pour" that ends the question.
function bareFor(folded: string): number | undefined {
  const raw = /\bpour\s+(\d{1,3}|[a-z]+)\s*(?:[?.,!]|$)/.exec(folded)?.[1];
  const n = numberIn(raw);
  return n !== undefined && n > 0 && n <= 60 ? n : undefined;
}

export function answerPortions(question: ChefQuestion): string | null {
  const { words, folded } = question;
  if (NOT_AMOUNT.some((w) => hasPhrase(words, w))) return null;
  const named = namedAt(words, NAMES, (n) => n.names);
  if (!named) return null;
  // « Combien de dinde de Noël pour 10 ? » asks for the party table's whole bird, not a turkey's meat: the longer name wins.
  if ((namedAt(words, PARTY_NAMES, (n) => n)?.length ?? 0) > named.length) return null;
  const found = named.entry;
  const table = people(folded, words);
  // The food asked right after « combien de », by its name or its name's first word: « combien de
  // fromage pour une raclette ? » asks the « fromage à raclette ».
  const asksAmount = AMOUNT_OF.some((of) => findPhrase(words, of).some((at) => found.names.some((name) => [name, name.slice(0, 1)].some((said) => findPhrase(words.slice(at + of.length), said)[0] === 0))));
  if (!asksAmount && !(table && HOW_MUCH.some((w) => hasPhrase(words, w))) && !PER_PERSON.some((w) => hasPhrase(words, w))) return null;
  const lines = [perPerson(found.portion)];
  if (table) lines.push(total(found.portion, table));
  if (found.portion.note) lines.push(found.portion.note);
  return lines.join('\n');
}

function perPerson(p: Portion): string {
  const state = p.state ? ` ${p.state}` : '';
  return `${capitalize(p.names[0])} : ${range(p.adult, p)}${state} par adulte ${p.course ?? 'en plat principal'}, ${range(p.child, p)} par enfant.`;
}

function total(p: Portion, { adults, children }: { adults: number; children: number }): string {
  const sum = [0, 1].map((i) => Math.round((adults * p.adult[i] + children * p.child[i]) / 10) * 10) as [number, number];
  const who = [adults > 0 ? (children > 0 ? countOf(adults, 'adulte', 'adultes') : servingsLabel(adults)) : '', children > 0 ? (children === 1 ? 'un enfant' : countOf(children, 'enfant', 'enfants')) : '']
    .filter(Boolean)
    .join(' et ');
  return `Pour ${who} : ${range(sum, p)}.`;
}

function range([lo, hi]: readonly [number, number], p: Portion): string {
  const unit = p.unit ?? 'g';
  if (hi < 1000) return `${lo} à ${hi} ${unit}`;
  const big = unit === 'g' ? 'kg' : 'l';
  const f = (n: number) => String(Math.round(n / 10) / 100).replace('.', ',');
  return `${f(lo)} à ${f(hi)} ${big}`;
}
