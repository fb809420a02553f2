import type { DishType } from '#contracts';

/** "PT1H30M", "P0DT0H20M", "PT20M" → minutes; null when absent or unreadable. */
export function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i.exec(value.trim());
  if (!m || value.trim().toUpperCase() === 'P' || value.trim().toUpperCase() === 'PT') return null;
  const n = (s?: string) => (s ? Number(s.replace(',', '.')) : 0);
  const minutes = n(m[1]) * 1440 + n(m[2]) * 60 + n(m[3]) + n(m[4]) / 60;
  return Number.isFinite(minutes) ? Math.min(Math.round(minutes), 2880) : null;
}

/** recipeYield as sites write it: 4, "4", "4 personnes", ["4", "4 portions"], "6 à 8 parts" → 4, 4, 4, 4, 6. */
export function yieldServings(value: unknown): number | null {
  const values = Array.isArray(value) ? value : [value];
  for (const v of values) {
    if (typeof v === 'number' && Number.isFinite(v) && v >= 1) return Math.min(Math.round(v), 50);
    if (typeof v === 'string') {
      const m = /(\d+)/.exec(v);
      if (m && Number(m[1]) >= 1) return Math.min(Number(m[1]), 50);
    }
  }
  return null;
}

// recipeCategory as French sites say it → the app's dish types. Extend with the site's words.
const CATEGORY_TYPES: [RegExp, DishType][] = [
  [/dessert|g[âa]teau|tarte sucr|p[âa]tisserie|go[ûu]ter/i, 'dessert'],
  [/entr[ée]e|starter|soupe|salade compos/i, 'entrée'],
  [/ap[ée]ro|ap[ée]ritif/i, 'apéro'],
  [/amuse[- ]bouche|bouch[ée]e/i, 'amuse-bouche'],
  [/boisson|cocktail|drink|smoothie/i, 'boisson'],
  [/plat|main|principal/i, 'plat'],
];

export function categoryType(value: unknown): DishType | null {
  const text = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string').join(' ');
  for (const [pattern, type] of CATEGORY_TYPES) if (pattern.test(text)) return type;
  return null;
}
