// Food preference tags (spec section 5): trimmed, never empty, added one at a time, removed by
// value. Same word twice is refused whatever its case. Limits are the API's (the contracts' preference forms).
import { FOOD_MAX_LENGTH, FOODS_MAX_COUNT, ONBOARDING_MESSAGES } from '#contracts';

export type FoodTagResult = { ok: true; list: string[] } | { ok: false; error: string };

const sameFood = (a: string, b: string) => a.toLocaleLowerCase('fr') === b.toLocaleLowerCase('fr');

export function addFoodTag(list: readonly string[], raw: string): FoodTagResult {
  // Inner runs of spaces too: 'pâtes  fraîches' and 'pâtes fraîches' are one food.
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value) return { ok: false, error: ONBOARDING_MESSAGES.foodRequired };
  if (value.length > FOOD_MAX_LENGTH) return { ok: false, error: ONBOARDING_MESSAGES.foodInvalid };
  if (list.some((food) => sameFood(food, value))) return { ok: false, error: ONBOARDING_MESSAGES.foodAlreadyListed(value) };
  if (list.length >= FOODS_MAX_COUNT) return { ok: false, error: ONBOARDING_MESSAGES.foodsTooMany(FOODS_MAX_COUNT) };
  return { ok: true, list: [...list, value] };
}

export const removeFoodTag = (list: readonly string[], value: string): string[] => list.filter((food) => food !== value);
