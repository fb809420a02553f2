import type { InventoryCategory } from '#contracts';
import { normalizeIngredientName, sameHead } from '#ingredients';

// A first guess for "Ranger dans le frigo", so most items need one tap; the person can always
// pick another shelf. Matching uses the ingredient library's head-word rule (sameHead): "huile"
// covers "huile d'olive" and "farine" "farine de riz", while "lait" does not cover "lait de coco"
// nor "pomme" "pomme de terre".
const KEYWORDS: ReadonlyArray<[InventoryCategory, readonly string[]]> = [
  [
    'Boissons',
    ['eau', 'eau gazeuse', 'jus', 'vin', 'bière', 'cidre', 'champagne', 'soda', 'limonade', 'sirop', 'thé glacé'],
  ],
  [
    'Produits Laitiers',
    ['lait', 'beurre', 'crème', 'crème fraîche', 'fromage', 'fromage blanc', 'yaourt', 'yogourt', 'œuf', 'mozzarella', 'parmesan',
      'gruyère', 'emmental', 'comté', 'feta', 'ricotta', 'mascarpone', 'chèvre', 'raclette', 'reblochon', 'camembert', 'brie'],
  ],
  [
    'Viandes et Poissons',
    ['poulet', 'bœuf', 'veau', 'porc', 'agneau', 'dinde', 'canard', 'jambon', 'lardon', 'saucisse', 'saucisson', 'steak', 'viande',
      'bacon', 'chorizo', 'escalope', 'rôti', 'côte', 'filet de poulet', 'saumon', 'thon', 'cabillaud', 'colin', 'crevette', 'moule',
      'poisson', 'truite', 'sardine', 'merlu', 'dorade', 'perche', 'calamar', 'lieu noir'],
  ],
  [
    'Fruits et Légumes',
    ['pomme', 'pomme de terre', 'poire', 'banane', 'orange', 'citron', 'clémentine', 'pamplemousse', 'fraise', 'framboise', 'myrtille',
      'raisin', 'pêche', 'abricot', 'cerise', 'prune', 'kiwi', 'mangue', 'ananas', 'melon', 'pastèque', 'avocat', 'tomate', 'carotte',
      'oignon', 'ail', 'échalote', 'poireau', 'courgette', 'aubergine', 'poivron', 'salade', 'laitue', 'roquette', 'épinard', 'chou',
      'chou-fleur', 'brocoli', 'haricot vert', 'petit pois', 'concombre', 'champignon', 'céleri', 'radis', 'navet', 'betterave',
      'patate douce', 'potiron', 'courge', 'butternut', 'fenouil', 'artichaut', 'asperge', 'endive', 'persil', 'basilic',
      'coriandre', 'ciboulette', 'menthe', 'thym', 'romarin', 'gingembre', 'citron vert'],
  ],
  [
    'Épicerie',
    ['farine', 'sucre', 'sel', 'poivre', 'riz', 'pâte', 'pâtes', 'spaghetti', 'huile', 'vinaigre', 'levure', 'chocolat', 'café', 'thé',
      'miel', 'confiture', 'cumin', 'curry', 'paprika', 'cannelle', 'muscade', 'bouillon', 'lentille', 'pois chiche', 'semoule',
      'quinoa', 'boulgour', 'biscuit', 'céréale', 'moutarde', 'ketchup', 'mayonnaise', 'sauce', 'noix', 'amande', 'noisette',
      'vanille', 'maïzena', 'chapelure', 'pain', 'conserve', 'lait de coco', 'tomate concassée', 'concentré de tomate', 'coulis de tomate'],
  ],
];

const FALLBACK: InventoryCategory = 'Autre';

const NORMALIZED = KEYWORDS.flatMap(([category, words]) =>
  words.map((word) => ({ category, word: normalizeIngredientName(word) })),
);

/** The fridge shelf an item most likely belongs on; 'Autre' when nothing matches. */
export function guessInventoryCategory(name: string): InventoryCategory {
  const wanted = normalizeIngredientName(name);
  // "Filets de saumon", "cuisses de poulet": when the head word says nothing, its complement does.
  const complement = /^.+? (?:de |d')(.+)$/u.exec(wanted)?.[1];
  return bestMatch(wanted) ?? (complement ? bestMatch(complement) : null) ?? FALLBACK;
}

function bestMatch(wanted: string): InventoryCategory | null {
  // sameHead is symmetric: a keyword longer than the name ("tomate concassée" for "tomate")
  // must not count. Among the others the longest wins, so "tomate concassée" is Épicerie while
  // "tomate" stays a vegetable.
  let best: { category: InventoryCategory; length: number } | null = null;
  for (const { category, word } of NORMALIZED) {
    if (word.length > wanted.length || word.length <= (best?.length ?? 0)) continue;
    if (sameHead(word, wanted)) best = { category, length: word.length };
  }
  return best?.category ?? null;
}
