// The fridge's shelves (Mon Frigo) read from the shop's aisles: one table says which food is which
// kind, so "Ranger dans le frigo", the add-item dialog and an item added without a shelf (API, chat)
// all guess alike. To teach a food, add it to its aisle in aisles.ts.
// The shelves are the contract's INVENTORY_CATEGORIES, written here as literals rather than
// imported: #contracts already reads this library (Aisle), and a call site that expects an
// InventoryCategory still checks every value below.
import { normalizeIngredientName } from './names';
import { aisleOf, type Aisle } from './aisles';

const SHELF_OF_AISLE = {
  'Fruits et légumes': 'Fruits et Légumes',
  'Boucherie / poissonnerie': 'Viandes et Poissons',
  Crèmerie: 'Produits Laitiers',
  'Épicerie salée': 'Épicerie',
  'Épicerie sucrée': 'Épicerie',
  Boissons: 'Boissons',
  // The spec's shelves have no freezer: frozen food goes where the food itself goes (see below).
  Surgelés: 'Autre',
  Autre: 'Autre',
} as const satisfies Record<Aisle, string>;

// The shop's chilled aisle also holds what is neither milk nor eggs: in the fridge, not on the
// dairy shelf. Names as aisles.ts writes them.
const CHILLED_NOT_DAIRY = ['tofu', 'pâte feuilletée', 'pâte brisée', 'pâte à pizza', 'gnocchi', 'lait de soja', 'crème de soja', 'boisson végétale'].map(
  normalizeIngredientName,
);

// Sold among the drinks but kept dry in the cupboard, unless bottled (« thé glacé », « café froid »).
const CUPBOARD_DRINKS = ['café', 'thé', 'tisane', 'infusion'].map(normalizeIngredientName);
const BOTTLED = /\b(?:glace|froid|frappe)\b/u;

// « petits pois surgelés » → « petits pois »: the words that only say it is frozen.
const FROZEN_WORDS = /(?:^|\s)(?:surgel|congel)\S*/giu;

type Shelf = (typeof SHELF_OF_AISLE)[Aisle];

// Frozen desserts have no frozen word to take off, so their food is said here: an ice cream
// (« glace », « cornets glacés ») is milk and cream, on the dairy shelf like the « crème glacée »
// the chilled aisle already sells; a sorbet is fruit.
const FROZEN_DESSERTS = (
  [
    { word: 'glace', shelf: 'Produits Laitiers' },
    { word: 'sorbet', shelf: 'Fruits et Légumes' },
  ] as const satisfies readonly { word: string; shelf: Shelf }[]
).map(({ word, shelf }) => ({ word: normalizeIngredientName(word), shelf }));

/** The fridge shelf a food most likely belongs on; 'Autre' when the aisle table does not know it. */
export function inventoryCategoryOf(name: string): Shelf {
  const aisle = aisleOf(name);
  if (aisle !== 'Surgelés') return shelfOf(name, aisle);
  const food = name.replace(FROZEN_WORDS, ' ').trim();
  if (food && food !== name.trim() && aisleOf(food) !== 'Surgelés') return shelfOf(food, aisleOf(food));
  const words = normalizeIngredientName(food || name).split(' ');
  return FROZEN_DESSERTS.find(({ word }) => words.some((w) => w === word || w === `${word}s`))?.shelf ?? 'Autre';
}

function shelfOf(name: string, aisle: Aisle): Shelf {
  const key = normalizeIngredientName(name);
  if (aisle === 'Crèmerie' && CHILLED_NOT_DAIRY.some((term) => key.includes(term))) return 'Autre';
  if (aisle === 'Boissons' && CUPBOARD_DRINKS.some((term) => key.split(' ')[0] === term) && !BOTTLED.test(key)) return 'Épicerie';
  return SHELF_OF_AISLE[aisle];
}
