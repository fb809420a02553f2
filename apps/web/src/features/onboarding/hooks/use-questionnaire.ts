import { useCallback, useState } from 'react';
import {
  splitFoodList,
  toggleRestriction,
  type DietaryRestriction,
  type PreferencesUpdate,
  type ShoppingFrequencyValue,
} from '#contracts';
import { STEP_COUNT } from '../questionnaire-steps';

export interface QuestionnaireAnswers {
  adults: number;
  children: number;
  dietaryRestrictions: DietaryRestriction[];
  /** Kept as typed (comma-separated) so the field shows exactly what the user wrote. */
  preferredFoods: string;
  avoidedFoods: string;
  shoppingFrequency: ShoppingFrequencyValue;
}

/** Spec section 3: adults 1, children 0, empty lists, weekly. */
export const DEFAULT_ANSWERS: QuestionnaireAnswers = {
  adults: 1,
  children: 0,
  dietaryRestrictions: [],
  preferredFoods: '',
  avoidedFoods: '',
  shoppingFrequency: 'weekly',
};

/** The PUT /api/preferences body: the food lists split on commas, trimmed, empty entries dropped. */
export function toPreferencesBody(a: QuestionnaireAnswers): PreferencesUpdate {
  return {
    householdSize: { adults: a.adults, children: a.children },
    dietaryRestrictions: a.dietaryRestrictions,
    preferredFoods: splitFoodList(a.preferredFoods),
    avoidedFoods: splitFoodList(a.avoidedFoods),
    shoppingFrequency: a.shoppingFrequency,
  };
}

export function useQuestionnaire() {
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<QuestionnaireAnswers>(DEFAULT_ANSWERS);

  const update = useCallback(<K extends keyof QuestionnaireAnswers>(key: K, value: QuestionnaireAnswers[K]) => {
    setAnswers((a) => ({ ...a, [key]: value }));
  }, []);
  const toggle = useCallback((value: DietaryRestriction) => {
    setAnswers((a) => ({ ...a, dietaryRestrictions: toggleRestriction(a.dietaryRestrictions, value) }));
  }, []);
  const next = useCallback(() => setStep((s) => Math.min(s + 1, STEP_COUNT)), []);
  const previous = useCallback(() => setStep((s) => Math.max(s - 1, 1)), []);

  return { step, answers, update, toggle, next, previous, isLast: step === STEP_COUNT };
}

// The API's limits (PreferencesDto): 1 to 60 characters per food, at most 50 foods per list.
const FOOD_MAX_LENGTH = 60;
const FOOD_MAX_COUNT = 50;

/** Checked before leaving step 3, so the user fixes the list where they typed it, not on step 4. */
export function foodListInvalid(text: string): boolean {
  const foods = splitFoodList(text);
  return foods.length > FOOD_MAX_COUNT || foods.some((f) => f.length > FOOD_MAX_LENGTH);
}
