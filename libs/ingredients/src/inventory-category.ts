// The fridge's shelves (Mon Frigo) read from the shop's aisles: one table says which food is which
// kind, so "Ranger dans le frigo", the add-item dialog and an item added without a shelf (API, chat)
// all guess alike. To teach a food, add it to its aisle in aisles.ts.
import type { InventoryCategory } from '#contracts';
import { aisleOf, type Aisle } from './aisles';

const SHELF_OF_AISLE: Record<Aisle, InventoryCategory> = {
  'Fruits et légumes': 'Fruits et Légumes',
  'Boucherie / poissonnerie': 'Viandes et Poissons',
  Crèmerie: 'Produits Laitiers',
  'Épicerie salée': 'Épicerie',
  'Épicerie sucrée': 'Épicerie',
  Boissons: 'Boissons',
  // Frozen food has no shelf of its own in the fridge.
  Surgelés: 'Autre',
  Autre: 'Autre',
};

/** The fridge shelf a food most likely belongs on; 'Autre' when the aisle table does not know it. */
export function inventoryCategoryOf(name: string): InventoryCategory {
  return SHELF_OF_AISLE[aisleOf(name)];
}
