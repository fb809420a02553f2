import { DIFFICULTIES, PANTRY_SUGGESTIONS, withFrenchSpaces, type DifficultyValue } from '#contracts';
import { findAvoidedFoods, findRestrictionViolations } from '../validation/dietary-rules';
import type { GeneratedRecipe, RecipeDraft, RecipeRequest } from '../types';
import { ingredientsOutsideFridge, staplesOrDefault } from './fridge-match';
import { overStock } from './fridge-stock';
import { scaleIngredientLine } from '../local-chef/scale-recipe';
import { classifyIngredient } from '../validation/ingredient-classes';
import { resolvePreparationTime } from './preparation-time';
import { generateRecipeId, recipeImageUrl, slugify } from './recipe-identity';
import { tooLong, weekBreaks } from './week-wishes';

export type RecipeValidation = { ok: true; recipe: GeneratedRecipe } | { ok: false; reason: string };

export interface ValidationOptions {
  /** Random source for the fallback preparation time and the id; Math.random by default. */
  random?: () => number;
}

/** The French names of the parts, as the reason 'Format de recette invalide: {partie}' gives them. */
export const RECIPE_PARTS = {
  title: 'titre',
  description: 'description',
  ingredients: 'liste des ingrédients',
  instructions: 'liste des instructions',
} as const;

// Reasons go back to the model and, after the last retry, to the user: a few examples suffice.
const MAX_LISTED = 3;

/**
 * Structure first (title, description, ingredients, ordered steps), then the household's rules
 * (restrictions, avoided foods, fridge-only ingredients) and a planned week's, then the app's normalisation
 * (preparation time within the type's range, servings, difficulty, id, picture).
 */
export function validateRecipeDraft(draft: RecipeDraft, request: RecipeRequest, options: ValidationOptions = {}): RecipeValidation {
  const random = options.random ?? Math.random;
  // The text a family reads set the French way (a non-breaking space before « : ; ! ? »), as the
  // chefs write ordinary ones; ingredient lines stay as parsed, matched and bought.
  const title = withFrenchSpaces(cleanText(draft.title));
  const description = withFrenchSpaces(cleanText(draft.description));
  const ingredients = cleanIngredients(draft.ingredients);
  const instructions = cleanInstructions(draft.instructions).map(withFrenchSpaces);

  const missing = [
    !title && RECIPE_PARTS.title,
    !description && RECIPE_PARTS.description,
    ingredients.length === 0 && RECIPE_PARTS.ingredients,
    instructions.length === 0 && RECIPE_PARTS.instructions,
  ].filter((part): part is (typeof RECIPE_PARTS)[keyof typeof RECIPE_PARTS] => Boolean(part));
  if (missing.length > 0) return { ok: false, reason: `Format de recette invalide: ${missing.join(', ')}` };

  // Every chef's answer is for the household's number: a model's "pour 4" is rescaled to 6. From
  // the fridge a smaller number stands (the stock may not feed more), a larger one is brought down.
  const proposed = positiveInteger(draft.servings);
  const servings = proposed !== undefined && request.mode === 'fridge' && proposed < request.servings ? proposed : request.servings;
  const lines = proposed !== undefined && proposed !== servings ? ingredients.map((line) => scaleIngredientLine(line, servings / proposed)) : ingredients;

  // A planned week's wishes too (a kind of dish it has enough of, the twin of an evening beside, the day's time limit).
  const overTime = tooLong(typeof draft.preparationTime === 'number' ? draft.preparationTime : undefined, request);
  const broken = [...ruleBreaks(lines, request), ...weekBreaks(title, lines, request), ...(overTime === null ? [] : [overTime])];
  if (broken.length > 0) return { ok: false, reason: broken.join(' ; ') };

  const id = usableId(draft.id) ?? generateRecipeId(title, random);
  return {
    ok: true,
    recipe: {
      id,
      title,
      description,
      imageUrl: recipeImageUrl(request.dishType, id, title),
      preparationTime: resolvePreparationTime(request.dishType, draft.preparationTime, random, request.maxMinutes),
      servings,
      difficulty: normalizeDifficulty(draft.difficulty) ?? request.difficulty,
      ingredients: lines,
      instructions,
      type: request.dishType,
      ...pantryNeedsOf(draft, request),
    },
  };
}

/** The basics the offline chef names for a sweet dessert beside its cheese course: cupboard basics only, in fridge mode only. */
function pantryNeedsOf(draft: RecipeDraft, request: RecipeRequest): Pick<GeneratedRecipe, 'pantryNeeds'> {
  const needs = request.mode === 'fridge' && Array.isArray(draft.pantryNeeds) ? draft.pantryNeeds.filter((basic) => PANTRY_SUGGESTIONS.includes(basic)) : [];
  return needs.length > 0 ? { pantryNeeds: needs } : {};
}

/** The household's rules an ingredient list breaks, each as a French sentence a model can act on. */
export function ruleBreaks(ingredients: readonly string[], request: RecipeRequest): string[] {
  const reasons: string[] = [];
  const violations = findRestrictionViolations([...ingredients], request.restrictions);
  if (violations.length > 0) {
    const listed = violations.slice(0, MAX_LISTED).map((v) => `« ${v.ingredient} » ${v.reason}`);
    reasons.push(`Restriction alimentaire non respectée : ${listed.join(' ; ')}`);
  }
  const avoided = findAvoidedFoods([...ingredients], request.avoidedFoods);
  if (avoided.length > 0) {
    reasons.push(`Aliment à éviter présent : ${avoided.slice(0, MAX_LISTED).map((a) => a.reason).join(' ; ')}`);
  }
  if (request.withChildren && request.dishType === 'boisson') {
    const alcoholic = ingredients.filter((line) => classifyIngredient(line).has('alcohol'));
    if (alcoholic.length > 0) reasons.push(`Boisson alcoolisée pour un foyer avec enfants : ${alcoholic.slice(0, MAX_LISTED).map((line) => `« ${line} »`).join(', ')}`);
  }
  if (request.mode === 'fridge') {
    const over = overStock(ingredients, request.fridge, request.staples);
    if (over.length > 0) {
      const listed = over.slice(0, MAX_LISTED).map((o) => `${o.lines.map((line) => `« ${line} »`).join(' et ')} alors que le frigo a ${o.item.quantity} ${o.item.unit} de ${o.item.name}`);
      reasons.push(`Quantité supérieure au contenu du frigo : ${listed.join(' ; ')}`);
    }
    const outside = ingredientsOutsideFridge(ingredients, request.fridge, request.staples);
    if (outside.length > 0) {
      const names = outside.slice(0, MAX_LISTED).map((line) => `« ${line} »`).join(', ');
      const allowed = staplesOrDefault(request.staples).join(', ');
      reasons.push(
        outside.length === 1
          ? `L'ingrédient ${names} n'est pas dans le frigo (seuls le contenu du frigo et ${allowed} sont autorisés)`
          : `Ingrédients absents du frigo : ${names} (seuls le contenu du frigo et ${allowed} sont autorisés)`,
      );
    }
  }
  return reasons;
}

function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

const BULLET = /^\s*(?:[-–—•*·▪]\s*)+/u;

function cleanIngredients(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((line): line is string => typeof line === 'string')
    .flatMap((line) => line.split(/\r?\n/))
    .map((line) => cleanText(line.replace(BULLET, '')))
    // "Pour la sauce :" is a heading, not an ingredient.
    .filter((line) => line !== '' && !/:$/.test(line));
}

const STEP_MARKER = /^\s*(?:(?:[ée]tape|step)\s*\d+\s*[:.)-]?|\d{1,2}\s*[.)/:-](?!\d)|[-–—•*·▪])\s*/iu;

function cleanInstructions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((step): step is string => typeof step === 'string')
    .flatMap((step) => step.split(/\r?\n/))
    .flatMap(splitNumberedSteps)
    .map((step) => cleanText(step.replace(STEP_MARKER, '')))
    .filter((step) => step !== '' && !/^[\p{P}\s]*$/u.test(step));
}

/**
 * "1. Préchauffer le four. 2. Mélanger…" → two steps. Only a run of markers counting 1, 2, 3…
 * splits, so "cuire 2. minutes" or "th. 6." inside a sentence stays whole.
 */
export function splitNumberedSteps(text: string): string[] {
  const marker = /(?:^|\s)(\d{1,2})\s*[.)](?=\s)/g;
  const cuts: number[] = [];
  let expected = 1;
  for (let m = marker.exec(text); m; m = marker.exec(text)) {
    if (Number(m[1]) !== expected) continue;
    cuts.push(m.index + (m[0].length - m[0].trimStart().length));
    expected++;
  }
  if (cuts.length < 2) return [text];
  const parts = cuts.map((start, i) => text.slice(start, cuts[i + 1] ?? text.length));
  const before = text.slice(0, cuts[0]).trim();
  return before ? [before, ...parts] : parts;
}

function positiveInteger(value: unknown): number | undefined {
  const n = typeof value === 'number' ? Math.round(value) : NaN;
  return Number.isFinite(n) && n >= 1 && n <= 50 ? n : undefined;
}

/** 'Facile', 'easy', 'Moyenne', 'intermédiaire', 'Difficile', 'hard'… → facile | moyen | difficile. */
export function normalizeDifficulty(value: unknown): DifficultyValue | undefined {
  if (typeof value !== 'string') return undefined;
  const folded = slugify(value);
  if ((DIFFICULTIES as readonly string[]).includes(folded)) return folded as DifficultyValue;
  if (/^(?:tres-)?(?:fac|easy|simple|debutant)/.test(folded)) return 'facile';
  if (/^(?:moy|interm|medium|moder|normal|average)/.test(folded)) return 'moyen';
  if (/^(?:diff|hard|avance|expert|complex|difficult)/.test(folded)) return 'difficile';
  return undefined;
}

// A model's id is kept only when it reads like one of ours (a slug); "1" or a sentence is replaced.
function usableId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const id = value.trim();
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) && /[a-z]/.test(id) && id.length >= 3 && id.length <= 80 ? id : undefined;
}
