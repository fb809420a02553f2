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
  // Frozen food has no shelf of its own in the fridge.
  Surgelés: 'Autre',
  Autre: 'Autre',
} as const satisfies Record<Aisle, string>;

// The shop's chilled aisle also holds what is neither milk nor eggs: in the fridge, not on the
// dairy shelf. Names as aisles.ts writes them.
const CHILLED_NOT_DAIRY = ['tofu', 'pâte feuilletée', 'pâte brisée', 'pâte à pizza', 'gnocchi', 'lait de soja', 'crème de soja', 'boisson végétale'].map(
  normalizeIngredientName,
);

/** The fridge shelf a food most likely belongs on; 'Autre' when the aisle table does not know it. */
export function inventoryCategoryOf(name: string): (typeof SHELF_OF_AISLE)[Aisle] {
  const aisle = aisleOf(name);
  if (aisle === 'Crèmerie' && CHILLED_NOT_DAIRY.some((term) => normalizeIngredientName(name).includes(term))) return 'Autre';
  return SHELF_OF_AISLE[aisle];
}
