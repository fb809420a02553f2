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

/** The search box (on the name) and the category chip (null for 'Tout') together. */
export function filterItems(items: readonly InventoryItem[], search: string, category: InventoryCategory | null): InventoryItem[] {
  const needle = normalizeText(search);
  return items.filter(
    (item) => (category === null || item.category === category) && (needle === '' || normalizeText(item.name).includes(needle)),
  );
}

/** '1 article', '3 articles'. */
export const pluralArticles = (count: number) => countOf(count, 'article', 'articles');
