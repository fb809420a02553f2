import { countOf, portionsEaten, servingsLabel } from '#contracts';
import { PARTY_ITEMS, type PartyItem } from '../knowledge/party';
import { PER_PERSON, people } from './answer-portions';
import { capitalize, type ChefQuestion } from './chef-question';
import { bestNamed, hasPhrase, phrases } from './text-match';

// "On est 15 à l'apéro, combien de chips ?", "combien de quiches pour 20 personnes ?": the total
// for the guests the question counts (knowledge/party.ts), a child counting for half a portion
// ("pour 10 adultes et 6 enfants" eats 13 portions).

const NAMES = PARTY_ITEMS.map((item) => ({ item, names: phrases(item.names) }));
const HOW_MUCH = phrases(['combien', 'cb', 'quantité', 'quantités', 'prévoir']);
const HOW_MANY_FED = phrases(['pour combien de personnes', 'pour combien de gens', 'pour combien de convives', 'pour combien', 'nourrit combien', 'combien de parts']);

interface Guests {
  adults: number;
  children: number;
  /** Whether the question tells adults from children ("10 adultes et 6 enfants", "12 enfants"). */
  told: boolean;
}

/** Who comes: adults and children ("on est 15" counts 15 adults). */
function guests(question: ChefQuestion): Guests | undefined {
  const counted = people(question.folded, question.words);
  // "pour mon fils" counts one child, no party.
  return counted && counted.adults + counted.children > 1 ? { ...counted, told: counted.children > 0 } : undefined;
}

export function answerParty(question: ChefQuestion): string | null {
  if (!HOW_MUCH.some((w) => hasPhrase(question.words, w))) return null;
  const found = bestNamed(question.words, NAMES, (n) => n.names);
  if (!found) return null;
  // « Un chapon pour combien de personnes ? »: whom one feeds, for what is shared; what a guest eats of the rest.
  if (HOW_MANY_FED.some((w) => hasPhrase(question.words, w))) return found.item.perPerson[1] < 1 ? fed(found.item) : perGuest(found.item);
  const table = guests(question);
  // « Combien de fromage par personne ? »: what one guest eats, when it is a plain amount.
  if (!table) return PER_PERSON.some((w) => hasPhrase(question.words, w)) && found.item.perPerson[0] >= 1 ? perGuest(found.item) : null;
  const { item } = found;
  const count = item.counts === 'adults' ? table.adults : item.counts === 'guests' ? table.adults + table.children : portionsEaten(table);
  if (count === 0) {
    const drinks = PARTY_ITEMS.find((i) => i.id === 'boissons')!;
    return `Pas de vin pour des enfants : prévoyez plutôt ${total(drinks, table.children)} (${drinks.detail}).`;
  }
  return `Pour ${who(table, item)} : ${total(item, count)}${item.detail ? ` (${item.detail})` : ''}.`;
}

/** "15 personnes", "10 adultes et 6 enfants, soit 13 portions (…)", "12 enfants, soit 6 portions (…)". */
function who(table: Guests, item: PartyItem): string {
  if (!table.told) return servingsLabel(table.adults);
  const people = [table.adults > 0 ? countOf(table.adults, 'adulte', 'adultes') : '', countOf(table.children, 'enfant', 'enfants')].filter(Boolean).join(' et ');
  if (item.counts === 'adults') return table.adults > 1 ? `les ${countOf(table.adults, 'adulte', 'adultes')}` : `l'adulte`;
  if (item.counts) return people;
  const portions = portionsEaten(table);
  return `${people}, soit ${countOf(portions, 'portion', 'portions')} (chaque enfant compte pour une demi-portion)`;
}

/** « Fromage : 50 à 80 g par personne (sur un plateau après le repas). », « Huîtres : 6 à 12 par personne (…). » */
function perGuest(item: PartyItem): string {
  const [lo, hi] = item.perPerson;
  const rate = `${capitalize(item.names[0])} : ${lo === hi ? lo : `${lo} à ${hi}`}${weighed(item) ? ' g' : ''} par personne`;
  return `${[rate, item.detail && `(${item.detail})`].filter(Boolean).join(' ')}.`;
}

/** « Comptez 1 chapon (de 3 kg environ) pour 6 à 8 personnes. » */
function fed(item: PartyItem): string {
  const [most, fewest] = item.perPerson.map((p) => Math.round(1 / p));
  return `Comptez 1 ${item.unit[0]}${item.detail ? ` (${item.detail})` : ''} pour ${fewest === most ? servingsLabel(most) : `${fewest} à ${servingsLabel(most)}`}.`;
}

/** Whether the item is counted in grams (« g de fromage »), rounded to 10 g, rather than in pieces. */
const weighed = (item: PartyItem): boolean => item.unit[0].startsWith('g ');

function total(item: PartyItem, count: number): string {
  const grams = weighed(item);
  const [lo, hi] = item.perPerson.map((p) => (grams ? Math.ceil((p * count) / 10) * 10 : Math.ceil(p * count - 1e-9)));
  if (grams && hi >= 1000) {
    const kg = (n: number) => String(Math.round(n / 100) / 10).replace('.', ',');
    return `${kg(lo)} à ${kg(hi)} kg${item.unit[1].replace(/^g/, '')}`;
  }
  const unit = item.unit[hi >= 2 ? 1 : 0];
  return lo === hi ? `${lo} ${unit}` : `${lo} à ${hi} ${unit}`;
}
