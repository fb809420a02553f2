import { keptAnswers } from './kept-answers';
import { COMPLEMENT_PREPOSITIONS, KINDS, NEUTRAL_COMPLEMENTS } from './kinds';

// Matching ingredient names typed by people and written by models: "Tomates" in the fridge must
// answer "tomate" in a recipe, "œufs" must answer "oeuf".

// Words that end in s (or x) in the singular too; stripping them would create false words.
const INVARIABLE_WORDS: ReadonlySet<string> = new Set([
  'ananas',
  'anis',
  'bras',
  'brebis',
  'cassis',
  'couscous',
  'dos',
  'epais',
  'frais',
  'gras',
  'gros',
  'houmous',
  'hummus',
  'jus',
  'mais',
  'noix',
  'os',
  'panais',
  'pois',
  'radis',
  'sans',
  'tournedos',
]);

const LEADING_ARTICLES = /^(?:(?:le|la|les|un|une|des|du|de)\s+|l'|d')/u;

/**
 * A comparison key: lowercase, accents folded, œ → oe, hyphens as spaces, leading article dropped,
 * each word in a simple singular (-s, and -x after au/eu/ou: choux → chou; riz and noix stay).
 */
export function normalizeIngredientName(name: string): string {
  return normalized(name);
}

// The same names come back at every lookup (fridge items, recipe lines): keep the last few thousand.
const normalized = keptAnswers((name: string) => normalize(name), 20_000);

function normalize(name: string): string {
  let text = name
    .toLowerCase()
    .replace(/œ/gu, 'oe')
    .replace(/æ/gu, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘ʼ`´]/gu, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
  // "de l'huile" → "huile": drop articles one at a time.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(LEADING_ARTICLES, '').trim();
  }
  return text
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      // "d'oeufs": the elided article stays, the noun after it is made singular.
      const elided = /^(\p{L}')(.+)$/u.exec(word);
      return elided ? elided[1] + singular(elided[2]) : singular(word);
    })
    .join(' ');
}

function singular(word: string): string {
  if (word.length < 3 || INVARIABLE_WORDS.has(word)) return word;
  if (/(?:au|eu|ou)x$/u.test(word)) return word.slice(0, -1);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

// Compound names that are products of their own: "lait" must not answer "lait de coco", nor
// "pomme" answer "pomme de terre". Written as normalizeIngredientName writes them.
const DISTINCT_COMPOUNDS: readonly string[] = [
  'beurre de cacahuete',
  "beurre d'arachide",
  'chou fleur',
  'chou de bruxelle',
  'creme de coco',
  'creme de marron',
  'creme de cassis',
  "eau de fleur d'oranger",
  'eau de rose',
  'eau de vie',
  'fromage blanc',
  "lait d'amande",
  "lait d'avoine",
  'lait de coco',
  'lait concentre',
  'lait de riz',
  'lait de soja',
  'noix de cajou',
  'noix de coco',
  'noix de muscade',
  'noix de pecan',
  'noix de saint jacque',
  // Not the hen's eggs, the salt or the pepper a recipe means by the bare word.
  'oeufs de caille',
  'oeufs de lump',
  'oeufs de poisson',
  'oeufs de truite',
  'piment de cayenne',
  'poivre de cayenne',
  'sel de céleri',
  "pate a pizza",
  "pate a tartiner",
  "pate d'amande",
  'pate de curry',
  'pate brisee',
  'pate feuilletee',
  'pate sablee',
  'pomme de terre',
  'sucre de canne',
].map(normalizeIngredientName);

const PREPOSITIONS: ReadonlySet<string> = new Set(COMPLEMENT_PREPOSITIONS);
/** A complement in normalized words; a dummy head keeps "de" from being read as an article. */
const complementWords = (complement: string) => words(normalizeIngredientName(`x ${complement}`)).slice(1);
const NEUTRAL = NEUTRAL_COMPLEMENTS.map(complementWords);
const KINDS_BY_HEAD = new Map(KINDS.map(([head, complements]) => [normalizeIngredientName(head), complements.map(complementWords)]));

/**
 * Whether two names mean the same ingredient, for merging list lines and summing a week's needs:
 * equal once normalized, or one is a kind of the other (see isKindOf): "huile" ≈ "huile d'olive",
 * "oignon" ≈ "oignons rouges", "farine" ≈ "farine de blé", but "farine" ≠ "farine de riz" and
 * "lait" ≠ "lait de coco". A word later in the name never matches on its own ("olive" ≠ "huile
 * d'olive"), and two different qualifiers do not match ("huile d'olive" ≠ "huile de tournesol").
 */
export function sameIngredient(a: string, b: string): boolean {
  const left = normalizeIngredientName(a);
  const right = normalizeIngredientName(b);
  if (left === '' || right === '') return false;
  return left === right || isKindOf(left, right) || isKindOf(right, left);
}

/**
 * Whether `name` is the food `head` names, only said more precisely: `head` opens it word for word
 * without cutting a compound product in two, and what it adds is descriptive words or a complement
 * that keeps the food (kinds.ts): "huile d'olive vierge" of "huile", "tomates bien mûres" of
 * "tomate", not "farine de riz" of "farine". Both normalized.
 */
export function isKindOf(name: string, head: string): boolean {
  if (!isHeadOf(head, name) || cutsCompound(head, name)) return false;
  return keepsFood(words(name).slice(words(head).length), KINDS_BY_HEAD.get(head) ?? []);
}

/**
 * The looser rule for shelves and aisles: the shorter name opens the longer one without cutting
 * a compound, whatever the complement ("farine de riz" is still on the flour shelf, "lait de coco"
 * is not milk).
 */
export function sameHead(a: string, b: string): boolean {
  const left = normalizeIngredientName(a);
  const right = normalizeIngredientName(b);
  if (left === '' || right === '') return false;
  if (left === right) return true;
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  return isHeadOf(shorter, longer) && !cutsCompound(shorter, longer);
}

/** Whether the words a name adds to its head keep the head's food: no complement, or only accepted ones. */
function keepsFood(extra: readonly string[], kinds: readonly string[][]): boolean {
  const at = extra.findIndex((word) => PREPOSITIONS.has(word));
  if (at < 0) return true;
  const complement = extra.slice(at);
  const accepted = [...kinds, ...NEUTRAL].find((phrase) => phrase.every((word, i) => complement[i] === word));
  return accepted !== undefined && keepsFood(complement.slice(accepted.length), kinds);
}

/** Whether `head`, a head of `name`, cuts a compound product in two ("lait" in "lait de coco"). Both normalized. */
export function cutsCompound(head: string, name: string): boolean {
  return DISTINCT_COMPOUNDS.some((compound) => compound.length > head.length && isHeadOf(compound, name));
}

/** Whether `head`'s words open `name`'s words; "d'" counts as its own word, so "huile" opens "huile d'olive". Both normalized. */
export function isHeadOf(head: string, name: string): boolean {
  const headWords = wordsKept(head);
  const nameWords = wordsKept(name);
  return headWords.length <= nameWords.length && headWords.every((word, index) => nameWords[index] === word);
}

/** The words of a normalized name, "d'" and "l'" as words of their own. */
export function words(name: string): string[] {
  return name.split(/\s+|(?<=')/u).filter(Boolean);
}

// isHeadOf runs over every head of a table for each name (dish kinds, food families, aisles): the
// week planner asks it millions of times a week, of the same few thousand names, and splitting them
// anew each time was a fifth of its time (profiled). Their words are kept, read only.
const wordsKept: (name: string) => readonly string[] = keptAnswers(words, 20_000);
