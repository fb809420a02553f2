// When does a name that adds words to another still mean the same food? Descriptive words without
// a preposition keep it ("tomates bien mûres", "lait entier", "riz basmati"). A complement after a
// preposition usually names another food ("farine de riz", "sel de céleri", "bouillon de légumes"),
// unless it is listed here: either for every food (NEUTRAL_COMPLEMENTS: where it comes from, how
// it is packed) or for one head (KINDS: the kinds a cook takes the plain product for).
//
// To extend: add the complement as a cook writes it, articles and accents included; names are
// normalized before comparing ("des Grisons" matches "de grisons"). A complement not listed under
// its head keeps the two names apart on the shopping list and in the fridge check.

/** Words that open a complement once names are normalized ("aux" → "au", "des" → "de", "à" → "a"). */
export const COMPLEMENT_PREPOSITIONS: readonly string[] = ['de', "d'", 'du', 'a', 'au', 'en', 'sans', 'avec', 'pour'];

/** Complements that only say where a food comes from or how it is packed: any head keeps its food. */
export const NEUTRAL_COMPLEMENTS: readonly string[] = [
  'de saison',
  'du jardin',
  'du marché',
  'de qualité',
  'en bocal',
  'en boîte',
  'en conserve',
];

/**
 * Kinds a cook takes the plain product for: with "huile" at hand, "huile de colza" is covered, and
 * "farine" and "farine de blé" are one line on the list; "farine de sarrasin" or "farine de riz"
 * are other flours.
 */
export const KINDS: ReadonlyArray<readonly [head: string, complements: readonly string[]]> = [
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
