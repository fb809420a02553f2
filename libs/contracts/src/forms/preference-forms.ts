// The questionnaire's four steps (spec section 2) and the settings' food preferences (spec section 5),
// with the limits of PreferencesDto (the DTO reads these constants).
import { z } from 'zod';
import { ONBOARDING_MESSAGES as M } from '../messages';
import {
  ADULTS_RANGE,
  CHILDREN_RANGE,
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  SERVINGS_RANGE,
  SHOPPING_FREQUENCIES,
  splitFoodList,
  type PreferencesUpdate,
} from '../preferences';

/** One food of a list: 1 to 60 characters. */
export const FOOD_MAX_LENGTH = 60;
/** Foods in one list (preferred, avoided). */
export const FOODS_MAX_COUNT = 50;

const wholeNumberIn = (range: { min: number; max: number }, message: string) =>
  z.number(message).int(message).min(range.min, message).max(range.max, message);

const restrictionList = z
  .array(z.enum(DIETARY_RESTRICTIONS, M.restrictionUnknown))
  .max(DIETARY_RESTRICTIONS.length, M.restrictionUnknown);

const foodList = z
  .array(z.string())
  .max(FOODS_MAX_COUNT, M.foodInvalid)
  .refine((foods) => foods.every((food) => food.length >= 1 && food.length <= FOOD_MAX_LENGTH), M.foodInvalid);

/** The questionnaire's comma-separated text, read as the list it sends. */
const foodListText = z.string().transform(splitFoodList).pipe(foodList);

/** The questionnaire; its output is the PUT /api/preferences body. */
export const questionnaireFormSchema = z
  .object({
    adults: wholeNumberIn(ADULTS_RANGE, M.adultsRange),
    children: wholeNumberIn(CHILDREN_RANGE, M.childrenRange),
    dietaryRestrictions: restrictionList,
    // Kept as typed (comma-separated) so the field shows exactly what the user wrote.
    preferredFoods: foodListText,
    avoidedFoods: foodListText,
    shoppingFrequency: z.enum(SHOPPING_FREQUENCIES, M.frequencyInvalid),
  })
  .transform(({ adults, children, ...answers }): PreferencesUpdate => ({ householdSize: { adults, children }, ...answers }));
export type QuestionnaireForm = z.input<typeof questionnaireFormSchema>;

/** Spec section 3: adults 1, children 0, empty lists, weekly. */
export const QUESTIONNAIRE_DEFAULTS: QuestionnaireForm = {
  adults: 1,
  children: 0,
  dietaryRestrictions: [],
  preferredFoods: '',
  avoidedFoods: '',
  shoppingFrequency: 'weekly',
};

/** The settings' preferences; its output is the PUT /api/preferences body (servings null: the household's). */
export const preferencesFormSchema = z
  .object({
    dietaryRestrictions: restrictionList,
    preferredFoods: foodList,
    avoidedFoods: foodList,
    difficulty: z.enum(DIFFICULTIES, M.difficultyInvalid),
    // The number field's text; not read while the portions follow the household's size.
    servings: z.string(),
    servingsFromHousehold: z.boolean(),
  })
  .superRefine(({ servings, servingsFromHousehold }, ctx) => {
    if (servingsFromHousehold) return;
    const portions = servings.trim() === '' ? Number.NaN : Number(servings);
    if (!wholeNumberIn(SERVINGS_RANGE, M.servingsRange).safeParse(portions).success) {
      ctx.addIssue({ code: 'custom', path: ['servings'], message: M.servingsRange });
    }
  })
  .transform(
    ({ servings, servingsFromHousehold, ...preferences }): PreferencesUpdate => ({
      ...preferences,
      servings: servingsFromHousehold ? null : Number(servings),
    }),
  );
export type PreferencesForm = z.input<typeof preferencesFormSchema>;
