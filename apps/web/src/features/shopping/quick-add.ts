import { formatQuantity, normalizeIngredientName, parseIngredientLine } from '#ingredients';
import type { NewShoppingItem } from './api';

/** How many suggestions the one-line field offers at once. */
export const MAX_SUGGESTIONS = 6;

/** "2 kg pommes de terre", "6 oeufs", "lait", read by the project's French parser; null when no name. */
export function readQuickLine(text: string): NewShoppingItem | null {
  const parsed = parseIngredientLine(text.trim());
  const name = parsed.name.trim();
  if (!name) return null;
  return { name, quantity: formatQuantity(parsed.quantity), unit: parsed.unit };
}

/**
 * What the user is typing the name of, and what comes before it ("2 kg de " in "2 kg de pom"), so
 * that picking "Pommes de terre" keeps the quantity typed.
 */
export function splitQuickLine(text: string): { prefix: string; name: string } {
  const parsed = parseIngredientLine(text);
  const name = parsed.name.trim();
  const at = name ? text.toLowerCase().lastIndexOf(name.toLowerCase()) : -1;
  if (!name || at < 0) return { prefix: '', name: text.trim() };
  return { prefix: text.slice(0, at), name };
}

/** Names that start with what is typed first, then those that contain it; accents and plurals aside. */
export function matchSuggestions(names: readonly string[], typed: string): string[] {
  const wanted = normalizeIngredientName(typed);
  if (!wanted) return [];
  const keyed = names.map((name) => ({ name, key: normalizeIngredientName(name) }));
  const starts = keyed.filter((k) => k.key.startsWith(wanted));
  const contains = keyed.filter((k) => !k.key.startsWith(wanted) && k.key.includes(wanted));
  return [...starts, ...contains].slice(0, MAX_SUGGESTIONS).map((k) => k.name);
}
