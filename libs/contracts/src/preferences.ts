export const DIETARY_RESTRICTIONS = [
  'none',
  'vegetarian',
  'vegan',
  'glutenFree',
  'dairyFree',
  'nutFree',
  'halal',
  'kosher',
] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

/** French labels of the questionnaire's and settings' checkboxes. */
export const RESTRICTION_LABELS: Record<DietaryRestriction, string> = {
  none: 'Aucune restriction',
  vegetarian: 'Végétarien',
  vegan: 'Végétalien (vegan)',
  glutenFree: 'Sans gluten',
  dairyFree: 'Sans lactose',
  nutFree: 'Sans fruits à coque',
  halal: 'Halal',
  kosher: 'Casher',
};

export const SHOPPING_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ShoppingFrequencyValue = (typeof SHOPPING_FREQUENCIES)[number];
export const SHOPPING_FREQUENCY_LABELS: Record<ShoppingFrequencyValue, string> = {
  daily: 'Tous les jours',
  weekly: 'Une fois par semaine',
  monthly: 'Une fois par mois',
};

export const DIFFICULTIES = ['facile', 'moyen', 'difficile'] as const;
export type DifficultyValue = (typeof DIFFICULTIES)[number];

export const ADULTS_RANGE = { min: 1, max: 10 } as const;
export const CHILDREN_RANGE = { min: 0, max: 9 } as const;
export const SERVINGS_RANGE = { min: 1, max: 20 } as const;

export interface Preferences {
  householdSize: { adults: number; children: number };
  dietaryRestrictions: DietaryRestriction[];
  preferredFoods: string[];
  avoidedFoods: string[];
  shoppingFrequency: ShoppingFrequencyValue;
  difficulty: DifficultyValue;
  /** How many the recipes are for: the household's portions unless the user chose a number. */
  servings: number;
  /** True while servings follow the household's size (no number chosen). */
  servingsFromHousehold: boolean;
  updatedAt: string;
}

/**
 * PUT /api/preferences: any subset; the first save creates the record with the spec's defaults.
 * `servings: null` makes the recipes follow the household's size again.
 */
export type PreferencesUpdate = Partial<Omit<Preferences, 'updatedAt' | 'servingsFromHousehold' | 'servings'>> & { servings?: number | null };

/** Portions people eat: each adult one, each child half, rounded up (2 adults + 3 children eat 4 portions). */
export function portionsEaten(people: { adults: number; children: number }): number {
  return Math.ceil(people.adults + people.children / 2);
}

/** Portions a household eats (portionsEaten), within the servings a recipe can be for. */
export function householdPortions(size: { adults: number; children: number }): number {
  return Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, portionsEaten(size)));
}

/** Splits the questionnaire's comma-separated text: trimmed, empty entries dropped, no duplicates. */
export function splitFoodList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const item = raw.trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

/** 'Aucune restriction' clears the others; any other choice removes 'none'. */
export function toggleRestriction(current: DietaryRestriction[], value: DietaryRestriction): DietaryRestriction[] {
  if (current.includes(value)) return current.filter((r) => r !== value);
  if (value === 'none') return ['none'];
  return [...current.filter((r) => r !== 'none'), value];
}
