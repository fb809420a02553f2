// The recipe book's forms: writing or editing a recipe, importing one from a link and reading a
// pasted one, with the limits of CreateRecipeDto, ImportRecipeDto and ImportTextDto (the DTOs read
// these constants).
import { z } from 'zod';
import { DISH_TYPES } from '../kitchen';
import { MESSAGES } from '../messages';
import { DIFFICULTIES } from '../preferences';
import { RECIPE_BOOK_MESSAGES as M } from '../recipe-book';
import { requiredText } from './fields';

export const RECIPE_TITLE_MAX_LENGTH = 160;
export const RECIPE_DESCRIPTION_MAX_LENGTH = 2000;
export const RECIPE_SERVINGS_MIN = 1;
export const RECIPE_SERVINGS_MAX = 50;
/** Two days, in minutes: the longest preparation or cooking time (a brine, a slow dough). */
export const RECIPE_TIME_MAX_MINUTES = 2880;
export const RECIPE_INGREDIENTS_MAX = 100;
export const RECIPE_INGREDIENT_LINE_MAX_LENGTH = 300;
export const RECIPE_STEPS_MAX = 60;
export const RECIPE_STEP_MAX_LENGTH = 2000;
export const RECIPE_TAGS_MAX = 20;
export const RECIPE_TAG_MAX_LENGTH = 40;
/** A web address (an imported page, a picture elsewhere). */
export const RECIPE_ADDRESS_MAX_LENGTH = 2000;
/** A pasted recipe's text ('Collez le texte de la recette (20 000 caractères au plus)'). */
export const RECIPE_IMPORT_TEXT_MAX_LENGTH = 20_000;
/** An http(s) address, as the link import takes it. */
export const RECIPE_IMPORT_URL_PATTERN = /^https?:\/\/[^\s]+$/i;

/** The non-empty lines of a textarea, trimmed: one ingredient or one step each. */
export const textLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A number field's text: null when left empty, else a whole number within the bounds. */
const optionalWholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(z.number(message).int(message).min(min, message).max(max, message).nullable());

/** A textarea of lines, each one an entry of the list the API takes (a line too long is the field's fault, said under it). */
const lineList = (maxLines: number, maxLength: number, message: string) =>
  z
    .string()
    .transform(textLines)
    .pipe(
      z
        .array(z.string())
        .max(maxLines, message)
        .refine((lines) => lines.every((line) => line.length <= maxLength), message),
    );

/** A select whose empty choice means "not said" (sent as null). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(['', ...values] as ['', ...T], message).transform((value) => (value === '' ? null : (value as T[number])));

export const recipeFormSchema = z.object({
  title: requiredText(M.titleRequired, RECIPE_TITLE_MAX_LENGTH, M.titleTooLong),
  type: optionalChoice(DISH_TYPES, MESSAGES.dishTypeInvalid),
  servings: optionalWholeNumber(RECIPE_SERVINGS_MIN, RECIPE_SERVINGS_MAX, M.servingsInvalid),
  preparationTime: optionalWholeNumber(0, RECIPE_TIME_MAX_MINUTES, M.timeInvalid),
  cookingTime: optionalWholeNumber(0, RECIPE_TIME_MAX_MINUTES, M.timeInvalid),
  difficulty: optionalChoice(DIFFICULTIES, M.difficultyInvalid),
  // One per line, as typed; each line is read by the API (and shown read as it is typed).
  ingredients: lineList(RECIPE_INGREDIENTS_MAX, RECIPE_INGREDIENT_LINE_MAX_LENGTH, M.ingredientsInvalid),
  steps: lineList(RECIPE_STEPS_MAX, RECIPE_STEP_MAX_LENGTH, M.stepsInvalid),
});
export type BookRecipeForm = z.input<typeof recipeFormSchema>;
export type BookRecipeFormValues = z.output<typeof recipeFormSchema>;

/** "Importer depuis un lien": the address of a recipe's page. */
export const importLinkFormSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, M.importUrlInvalid)
    .max(RECIPE_ADDRESS_MAX_LENGTH, M.importUrlInvalid)
    .regex(RECIPE_IMPORT_URL_PATTERN, M.importUrlInvalid),
});
export type RecipeImportLinkForm = z.input<typeof importLinkFormSchema>;

/** "Coller une recette (texte)": the text the server reads into a draft, sent trimmed. */
export const importTextFormSchema = z.object({
  text: requiredText(M.importTextInvalid, RECIPE_IMPORT_TEXT_MAX_LENGTH),
});
export type RecipeImportTextForm = z.input<typeof importTextFormSchema>;
