import { dishPicturePath, dishTypePicture, type DishType } from '#contracts';
import { pictureForDish } from './dish-pictures';

/** "Gratin de courgettes à l'ail" → "gratin-de-courgettes-a-l-ail" (at most 60 characters). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** A readable id for a generated recipe: its title's slug and a short random part. */
export function generateRecipeId(title: string, random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0');
  return `${slugify(title) || 'recette'}-${suffix}`;
}

// FNV-1a: tiny, stable across processes, good enough to spread ids over three pictures.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The picture of the dish the title names (dish-pictures.ts), else one of the three pictures the web
 * app ships for its type, always the same for one id.
 */
export function recipeImageUrl(type: DishType, id: string, title: string): string {
  const picture = pictureForDish(type, title);
  return picture ? dishPicturePath(picture) : dishTypePicture(type, ((hash(id) % 3) + 1) as 1 | 2 | 3);
}
