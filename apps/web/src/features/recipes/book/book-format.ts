import { DIFFICULTIES, joinFacts, minutesLabel, servingsLabel, type BookRecipe } from '#contracts';

/** "Préparation 30 min · Cuisson 1 h 45 · 6 personnes · Facile", each part only when known; a « · » never starts a line. */
export function bookMeta(r: Pick<BookRecipe, 'preparationTime' | 'cookingTime' | 'servings' | 'difficulty'>): string {
  const parts: string[] = [];
  if (r.preparationTime) parts.push(`Préparation ${minutesLabel(r.preparationTime)}`);
  if (r.cookingTime) parts.push(`Cuisson ${minutesLabel(r.cookingTime)}`);
  if (r.servings) parts.push(servingsLabel(r.servings));
  if (r.difficulty && (DIFFICULTIES as readonly string[]).includes(r.difficulty)) parts.push(r.difficulty.charAt(0).toUpperCase() + r.difficulty.slice(1));
  return joinFacts(parts);
}
