import { countOf, type InventoryCategory, type InventoryItem } from '#contracts';
import { normalizeText } from '../../shared/text/normalize-text';

// A friendly mark per category, drawn on the item's label in the fridge (decorative).
export const CATEGORY_EMOJI: Record<InventoryCategory, string> = {
  'Fruits et Légumes': '🥕',
  'Viandes et Poissons': '🐟',
  'Produits Laitiers': '🧀',
  Épicerie: '🥫',
  Boissons: '🧃',
  Autre: '📦',
};

// Only word units take a plural: '3 unités', '2 pincées', but '500 g', '2 càs'.
const WORD_UNITS = new Set(['unité', 'pincée']);

/** The unit as read after a quantity. */
export const unitFor = (quantity: number, unit: string) => (quantity > 1 && WORD_UNITS.has(unit) ? `${unit}s` : unit);

export const formatQuantity = (quantity: number, unit: string) => `${quantity} ${unitFor(quantity, unit)}`;

/** The search box (on the name) and the category chip (null for 'Tout') together. */
export function filterItems(items: readonly InventoryItem[], search: string, category: InventoryCategory | null): InventoryItem[] {
  const needle = normalizeText(search);
  return items.filter(
    (item) => (category === null || item.category === category) && (needle === '' || normalizeText(item.name).includes(needle)),
  );
}

/** '1 article', '3 articles'. */
export const pluralArticles = (count: number) => countOf(count, 'article', 'articles');
