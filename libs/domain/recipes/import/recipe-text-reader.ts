import type { RecipeInput } from '#contracts';
import { parseIngredientLine } from '#ingredients';
import { yieldServings } from './schema-values';

// Headings people type above each part of a pasted recipe. Extend with the words met in the wild.
const INGREDIENT_HEADINGS = /^(?:les\s+)?ingr[ée]dients?\b/iu;
const STEP_HEADINGS = /^(?:la\s+)?(?:pr[ée]paration|[ée]tapes?|instructions?|recette|d[ée]roul[ée]|m[ée]thode)\b/iu;
const SERVINGS = /(?:pour|personnes?|parts?|portions?)\D{0,12}(\d+)|(\d+)\s*(?:personnes?|parts?|portions?|pers\.)/iu;
const PREP = /pr[ée]paration\s*:?\s*(\d+)\s*(h|min)/iu;
const COOK = /cuisson\s*:?\s*(\d+)\s*(h|min)/iu;
const NUMBERED = /^\s*(?:[ée]tape\s*)?\d+\s*[.)/:-]\s*/iu;
const BULLET = /^\s*[-–—•*·▪◦]\s*/u;

const minutes = (m: RegExpExecArray | null) => (m ? Number(m[1]) * (m[2].toLowerCase() === 'h' ? 60 : 1) : null);

/** A line that reads as an ingredient: it starts with an amount, or is a short bulleted line. */
function looksLikeIngredient(line: string): boolean {
  const bare = line.replace(BULLET, '');
  if (/^[\d½¼¾⅓⅔]/.test(bare) && bare.length < 120 && !/[.!]$/.test(bare)) return true;
  return BULLET.test(line) && bare.length < 60 && !/[.!]$/.test(bare) && parseIngredientLine(bare).name !== '';
}

/**
 * The offline reader of a pasted recipe: the first line is the title; "Ingrédients" and
 * "Préparation" (or their usual synonyms) split the parts when present; otherwise short lines with
 * an amount are ingredients and sentences are steps. Returns a draft to review, never saves.
 */
export function readRecipeText(text: string): RecipeInput | null {
  const rows = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim());
  const lines = rows.filter(Boolean);
  if (lines.length === 0) return null;
  const title = lines[0].replace(BULLET, '').replace(/^#+\s*/, '').slice(0, 160);
  const meta = lines.slice(0, 6).join(' ');
  const ingredients: string[] = [];
  const steps: string[] = [];
  let part: 'unknown' | 'ingredients' | 'steps' = 'unknown';
  for (const line of lines.slice(1)) {
    if (INGREDIENT_HEADINGS.test(line) && line.length < 40) {
      part = 'ingredients';
      continue;
    }
    if (STEP_HEADINGS.test(line) && line.length < 40 && !/\d/.test(line)) {
      part = 'steps';
      continue;
    }
    if (part === 'unknown' && (PREP.test(line) || COOK.test(line) || (SERVINGS.test(line) && line.length < 40))) continue;
    const isIngredient = part === 'ingredients' || (part === 'unknown' && looksLikeIngredient(line));
    if (isIngredient) ingredients.push(line.replace(BULLET, '').slice(0, 300));
    else steps.push(line.replace(NUMBERED, '').replace(BULLET, '').slice(0, 2000));
  }
  if (ingredients.length === 0 && steps.length === 0) return null;
  const servingsMatch = SERVINGS.exec(meta);
  return {
    title,
    servings: servingsMatch ? yieldServings(servingsMatch[1] ?? servingsMatch[2]) : null,
    preparationTime: minutes(PREP.exec(meta)),
    cookingTime: minutes(COOK.exec(meta)),
    ingredients: ingredients.slice(0, 100),
    steps: steps.filter(Boolean).slice(0, 60),
  };
}
