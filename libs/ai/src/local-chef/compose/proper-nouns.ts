import { FOODS } from './foods';

// Food names French writes with a place in them: « champignons de Paris », « piment d'Espelette ».
// A family types them in lowercase, the chat folds them and a fridge item may be written either way:
// wherever a name is written back, the place takes its capital again. The places are read from the
// chef's food table (its names keep their capitals) and from the appellations below, foods of the
// table a household buys by the name of their place.
const APPELLATIONS = [
  'jambon de Bayonne', 'jambon de Parme', 'jambon de Paris', 'moutarde de Dijon', 'lentille verte du Puy', 'lentille du Puy',
  'poulet de Bresse', 'sel de Guérande', 'fleur de sel de Guérande', 'noix de Grenoble', 'pruneau d\'Agen', 'oignon de Roscoff',
  'haricot de Soissons', 'coco de Paimpol', 'saucisse de Toulouse', 'saucisse de Morteau', 'saucisse de Montbéliard',
  'tomme de Savoie', 'bleu d\'Auvergne', 'beurre d\'Isigny', 'crème d\'Isigny', 'fraise de Plougastel', 'ail de Lautrec',
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A letter as typed: with or without its accent (« guerande » is « Guérande »). */
const letter = (ch: string) => (fold(ch) !== ch ? `[${ch}${fold(ch)}]` : escape(ch));

interface ProperName {
  pattern: RegExp;
  place: string;
}

/**
 * The name's words before its place (« champignon de », « piment d' »), in any case and singular or
 * plural, then the place in any case, accents or not; null for a name without a place.
 */
function properName(name: string): ProperName | null {
  // A brand (« St Môret ») is written as it is sold, whatever follows its first word.
  if (/^\p{Lu}/u.test(name)) return null;
  const at = /(?:\s|')(\p{Lu}[\p{L}' -]*)$/u.exec(name);
  if (!at) return null;
  const place = at[1];
  const before = name.slice(0, at.index + 1);
  const words = before.split(/(\s+|')/u).filter(Boolean);
  const head = words.map((w) => (/^\s+$/u.test(w) ? '\\s+' : w === "'" ? "['’]\\s*" : `${[...w].map(letter).join('')}[sx]?`)).join('');
  const tail = [...place].map((ch) => (ch === '-' || ch === ' ' ? '[-\\s]' : letter(ch))).join('');
  return { pattern: new RegExp(`(?<!\\p{L})(${head})${tail}(?!\\p{L})`, 'giu'), place };
}

// Longest names first: « fleur de sel de Guérande » before « sel de Guérande ».
const PROPER_NAMES: ProperName[] = [...new Set([...FOODS.map((f) => f.name), ...APPELLATIONS])]
  .sort((a, b) => b.length - a.length)
  .map(properName)
  .filter((p): p is ProperName => p !== null);

/** The text with every food name's place capitalised: « champignons de paris » → « champignons de Paris ». */
export function withProperNouns(text: string): string {
  let written = text;
  for (const { pattern, place } of PROPER_NAMES) written = written.replace(pattern, (_, head: string) => `${head}${place}`);
  return written;
}
