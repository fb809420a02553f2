import { cutsCompound, isHeadOf, normalizeIngredientName, words } from './names';

// Whether what a household has (a fridge item, a staple) answers what a recipe needs. Unlike
// sameIngredient this has a direction: a more specific item answers a plainer need ("blanc de
// poulet" in the fridge is "poulet"; "huile d'olive" is "huile"), but a need qualified by a
// complement is another food than its bare head ("œufs de caille" are not the "œufs" of the
// fridge, "sel de céleri" is not the staple "sel"). Descriptive words without a preposition
// ("tomates bien mûres", "lait entier", "beurre doux", "riz basmati") keep the food.

// Words that open a complement once names are normalized ("aux" → "au", "des" → "de", "à" → "a").
const PREPOSITIONS: ReadonlySet<string> = new Set(['de', "d'", 'du', 'a', 'au', 'en', 'sans', 'avec', 'pour']);

// Complements that only say where a food comes from or how it is packed: any head keeps its food.
const NEUTRAL_COMPLEMENTS: readonly string[] = [
  'de saison',
  'du jardin',
  'du marché',
  'de qualité',
  'en bocal',
  'en boîte',
  'en conserve',
];

// Kinds a cook takes the plain product for: with "huile" at hand, "huile de colza" is covered;
// with "farine", "farine de blé" but not "farine de sarrasin".
const KINDS: ReadonlyArray<readonly [head: string, complements: readonly string[]]> = [
  ['huile', ["d'olive", 'de colza', 'de tournesol', "d'arachide", 'de pépins de raisin']],
  ['vinaigre', ['de vin', 'de cidre', 'de xérès']],
  ['farine', ['de blé', 'de froment']],
  ['sel', ['de mer', 'de Guérande', 'de Camargue']],
  ['poivre', ['du moulin', 'en grains']],
  ['sucre', ['en poudre']],
  ['cacao', ['en poudre']],
  ['cannelle', ['en poudre']],
  ['curry', ['en poudre']],
  ['amandes', ['en poudre']],
  ['champignons', ['de Paris']],
  ['moutarde', ['de Dijon', "à l'ancienne"]],
  ['pain', ['de campagne']],
  ['pommes de terre', ['à chair ferme']],
  ['tomates', ['en grappe']],
  ['lait', ['de vache']],
  ['sardines', ["à l'huile"]],
  ['thon', ["à l'huile", 'au naturel']],
  ['double crème', ['de la Gruyère']],
  ['viande séchée', ['du Valais', 'des Grisons']],
  ['gnocchis', ['de pommes de terre']],
];

/** A complement in normalized words; a dummy head keeps "de" from being read as an article. */
const complementWords = (complement: string) => words(normalizeIngredientName(`x ${complement}`)).slice(1);

const NEUTRAL = NEUTRAL_COMPLEMENTS.map(complementWords);
const KINDS_BY_HEAD = new Map(KINDS.map(([head, complements]) => [normalizeIngredientName(head), complements.map(complementWords)]));

/**
 * Whether `available` (what the household has) can be used where a recipe says `needed`.
 * True when the names are the same once normalized; when `needed` is the head of `available`
 * (the item is more specific) without cutting a compound product ("lait" ≠ "lait de coco"); or when
 * `available` is the head of `needed` and what `needed` adds is descriptive words or a complement
 * that keeps the food ("huile" → "huile d'olive vierge", "tomate" → "tomates bien mûres").
 */
export function coversIngredient(available: string, needed: string): boolean {
  const have = normalizeIngredientName(available);
  const need = normalizeIngredientName(needed);
  if (have === '' || need === '') return false;
  if (have === need) return true;
  if (isHeadOf(need, have)) return !cutsCompound(need, have);
  if (!isHeadOf(have, need) || cutsCompound(have, need)) return false;
  const kinds = KINDS_BY_HEAD.get(have) ?? [];
  return keepsFood(words(need).slice(words(have).length), kinds);
}

/** Whether the words a name adds to its head keep the head's food: no complement, or only accepted ones. */
function keepsFood(extra: readonly string[], kinds: readonly string[][]): boolean {
  const at = extra.findIndex((word) => PREPOSITIONS.has(word));
  if (at < 0) return true;
  const complement = extra.slice(at);
  const accepted = [...kinds, ...NEUTRAL].find((phrase) => phrase.every((word, i) => complement[i] === word));
  return accepted !== undefined && keepsFood(complement.slice(accepted.length), kinds);
}
