// The recipes shown in this tab, newest last, so a regenerate can ask for something else. Kept in
// sessionStorage: a reload or a trip to another page does not bring the same recipes back.
const KEY = 'mijote-shown-recipes';
// The API accepts at most 30 entries in `exclude`.
export const SHOWN_RECIPES_LIMIT = 20;

export function shownRecipeIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberShownRecipe(id: string): void {
  const ids = [...shownRecipeIds().filter((known) => known !== id), id].slice(-SHOWN_RECIPES_LIMIT);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: a regenerate then only avoids nothing, which is still correct.
  }
}
