import { PARTY_ITEMS, type PartyItem } from '../knowledge/party';
import { people } from './answer-portions';
import type { ChefQuestion } from './chef-question';
import { NUMBER, numberIn } from './text-match';
import { bestNamed, hasPhrase, phrases } from './text-match';

// "On est 15 à l'apéro, combien de chips ?", "combien de quiches pour 20 personnes ?": the total
// for the guests the question counts (knowledge/party.ts).

const NAMES = PARTY_ITEMS.map((item) => ({ item, names: phrases(item.names) }));
const HOW_MUCH = phrases(['combien', 'cb', 'quantité', 'quantités', 'prévoir']);
const WE_ARE = new RegExp(`\\b(?:on|nous)\\s+(?:est|sera|serons|sommes|recoit|recevons)\\s+${NUMBER}\\b`);

/** How many guests, and whether they are all children ("12 enfants"). */
function guests(question: ChefQuestion): { count: number; children: boolean } | undefined {
  const counted = people(question.folded, question.words);
  // "pour mon fils" counts one child, no party.
  if (counted && counted.adults + counted.children > 1) return { count: counted.adults + counted.children, children: counted.adults === 0 };
  const raw = WE_ARE.exec(question.folded)?.[1];
  const n = numberIn(raw);
  return n !== undefined && n > 1 && n <= 200 ? { count: n, children: false } : undefined;
}

export function answerParty(question: ChefQuestion): string | null {
  if (!HOW_MUCH.some((w) => hasPhrase(question.words, w))) return null;
  const found = bestNamed(question.words, NAMES, (n) => n.names);
  const table = found && guests(question);
  if (!found || !table) return null;
  const { item } = found;
  return `Pour ${table.count} ${table.children ? 'enfants' : 'personnes'} : ${total(item, table.count)}${item.detail ? ` (${item.detail})` : ''}.`;
}

function total(item: PartyItem, count: number): string {
  const grams = item.unit[0].startsWith('g ');
  const [lo, hi] = item.perPerson.map((p) => (grams ? Math.ceil((p * count) / 10) * 10 : Math.ceil(p * count - 1e-9)));
  if (grams && hi >= 1000) {
    const kg = (n: number) => String(Math.round(n / 100) / 10).replace('.', ',');
    return `${kg(lo)} à ${kg(hi)} kg${item.unit[1].replace(/^g/, '')}`;
  }
  const unit = item.unit[hi >= 2 ? 1 : 0];
  return lo === hi ? `${lo} ${unit}` : `${lo} à ${hi} ${unit}`;
}
