// Food preference tags (spec section 5): trimmed, never empty, added one at a time, removed by
// value. Same word twice is refused whatever its case. Limits are the API's.

export const FOOD_MAX_LENGTH = 60;
export const FOODS_MAX_COUNT = 50;

export type FoodTagResult = { ok: true; list: string[] } | { ok: false; error: string };

const sameFood = (a: string, b: string) => a.toLocaleLowerCase('fr') === b.toLocaleLowerCase('fr');

export function addFoodTag(list: readonly string[], raw: string): FoodTagResult {
  // Inner runs of spaces too: 'pâtes  fraîches' and 'pâtes fraîches' are one food.
  const value = raw.trim().replace(/\s+/g, ' ');
  if (!value) return { ok: false, error: 'Veuillez saisir un aliment' };
  if (value.length > FOOD_MAX_LENGTH) return { ok: false, error: 'Chaque aliment doit contenir entre 1 et 60 caractères' };
  if (list.some((food) => sameFood(food, value))) return { ok: false, error: `« ${value} » est déjà dans la liste` };
  if (list.length >= FOODS_MAX_COUNT) return { ok: false, error: `Vous pouvez ajouter jusqu'à ${FOODS_MAX_COUNT} aliments` };
  return { ok: true, list: [...list, value] };
}

export const removeFoodTag = (list: readonly string[], value: string): string[] => list.filter((food) => food !== value);
