// Agreement of counted ingredients after scaling: "4 tomates" for one person is "1 tomate", and
// "1 poivron jaune" for eight is "2 poivrons jaunes". French puts the plural from 2 on.

const STOP_WORDS = new Set(['de', 'du', 'des', 'à', 'a', 'au', 'aux', 'en', 'pour', 'sans', 'avec', 'et', 'ou']);
// Adverbs and invariable words inside a noun phrase ("bananes bien mûres"), a colour noun among them ("lentilles corail").
const INVARIABLE = new Set(['bien', 'très', 'trop', 'peu', 'plus', 'moins', 'ananas', 'radis', 'pois', 'noix', 'jus', 'frais', 'gros', 'épais', 'couscous', 'cassis', 'maïs', 'houmous', 'nature', 'bio', 'corail']);
// Hyphenated nouns whose parts agree their own way.
const COMPOUNDS = new Map([['petit-suisse', 'petits-suisses'], ['petit-beurre', 'petits-beurre'], ['chou-fleur', 'choux-fleurs'], ['chou-rave', 'choux-raves'], ['céleri-rave', 'céleris-raves']]);
// The seven nouns in -ou that take an x (of them, the kitchen meets the chou).
const OU_X = /^(?:bijou|caillou|chou|genou|hibou|joujou|pou)$/i;

/** Inflects the leading noun phrase (up to the first preposition or elision) to match `quantity`. */
export function agreeWithQuantity(name: string, quantity: number): string {
  const plural = quantity >= 2;
  const words = name.split(' ');
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (STOP_WORDS.has(word.toLowerCase()) || /^[dl]'/i.test(word)) break;
    const compound = [...COMPOUNDS].find(([one, many]) => [one, many].includes(word.toLowerCase()));
    if (compound) {
      words[i] = plural ? compound[1] : compound[0];
      continue;
    }
    // Proper nouns ("de Paris") and other hyphenated words stay as written.
    if (/^\p{Lu}/u.test(word) || word.includes('-') || INVARIABLE.has(word.toLowerCase())) continue;
    words[i] = plural ? pluralOf(word) : singularOf(word);
  }
  return words.join(' ');
}

function pluralOf(word: string): string {
  if (/[sxz]$/i.test(word)) return word;
  if ((/(?:eau|au|eu)$/i.test(word) && !/^(?:pneu|bleu)$/i.test(word)) || OU_X.test(word)) return `${word}x`;
  return `${word}s`;
}

function singularOf(word: string): string {
  if (word.length <= 3) return word;
  if (/(?:eau|au|eu)x$/i.test(word) || OU_X.test(word.slice(0, -1))) return word.slice(0, -1);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}
