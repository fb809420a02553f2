import { useCallback, useState } from 'react';
import { QUESTIONNAIRE_DEFAULTS, questionnaireFormSchema, toggleRestriction, type DietaryRestriction, type QuestionnaireForm } from '#contracts';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { STEP_COUNT } from '../questionnaire-steps';

/** Step 3's fields, checked before leaving it so the user fixes a list where they typed it, not on step 4. */
export const FOOD_FIELDS = ['preferredFoods', 'avoidedFoods'] as const;

/** The four steps' answers on one schema (the contracts' questionnaireFormSchema, read by PreferencesDto's limits). */
export function useQuestionnaire() {
  const [step, setStep] = useState(1);
  const form = useSchemaForm(questionnaireFormSchema, QUESTIONNAIRE_DEFAULTS);
  const { setValue, getValues, watch, formState } = form;
  const answers = watch();

  const update = useCallback(
    <K extends keyof QuestionnaireForm>(key: K, value: QuestionnaireForm[K]) =>
      // A field being corrected loses its message as soon as it is right.
      setValue(key, value as never, { shouldValidate: Boolean(formState.errors[key]) }),
    [setValue, formState],
  );
  const toggle = useCallback(
    (value: DietaryRestriction) => setValue('dietaryRestrictions', toggleRestriction(getValues('dietaryRestrictions'), value)),
    [setValue, getValues],
  );
  const next = useCallback(() => setStep((s) => Math.min(s + 1, STEP_COUNT)), []);
  const previous = useCallback(() => setStep((s) => Math.max(s - 1, 1)), []);

  return { form, step, answers, update, toggle, next, previous, isLast: step === STEP_COUNT };
}
