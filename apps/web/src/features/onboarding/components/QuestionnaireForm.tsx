import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ONBOARDING_MESSAGES as MESSAGES, type PreferencesUpdate } from '#contracts';
import { firstErrorMessage } from '../../../shared/forms/use-schema-form';
import { ApiError } from '../../../shared/http';
import { Icon } from '../../../shared/ui/Icon';
import { onboardingApi } from '../api';
import { FOOD_FIELDS, useQuestionnaire } from '../hooks/use-questionnaire';
import { QUESTIONNAIRE_STEPS } from '../questionnaire-steps';
import { FoodsStep } from './FoodsStep';
import { FrequencyStep } from './FrequencyStep';
import { HouseholdStep } from './HouseholdStep';
import { RestrictionsStep } from './RestrictionsStep';
import { StepProgress } from './StepProgress';

const HEADING_ID = 'ob-step-title';
const FIELD_ORDER = ['adults', 'children', 'dietaryRestrictions', ...FOOD_FIELDS, 'shoppingFrequency'] as const;
const FOOD_INPUT_IDS = { preferredFoods: 'ob-preferred', avoidedFoods: 'ob-avoided' } as const;

/** Spec section 8: a missing profile reads as a failed save; the API's own French text otherwise. */
function saveErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError) || err.code === 'PROFILE_NOT_FOUND') return MESSAGES.saveFailed;
  // Refused input (400), offline or unreachable (0), too many tries (429): the client's text says why.
  if (err.status === 400 || err.status === 0 || err.status === 429) return err.message;
  return MESSAGES.saveFailed;
}

/** The four steps; Terminer saves the answers and goes on to `afterSave`. */
export function QuestionnaireForm({ afterSave }: { afterSave: string }) {
  const navigate = useNavigate();
  const { form, step, answers, update, toggle, next, previous, isLast } = useQuestionnaire();
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const { title, description } = QUESTIONNAIRE_STEPS[step - 1]!;

  // On a step change (not on arrival), focus goes to the new step's heading so a screen reader reads
  // where the user now is and Tab continues from the top of the step.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  async function save(body: PreferencesUpdate) {
    setSaving(true);
    try {
      await onboardingApi.savePreferences(body);
      navigate(afterSave, { replace: true });
    } catch (err) {
      // The step and every answer stay as they were: the user only has to press Terminer again.
      setError(saveErrorMessage(err));
      setSaving(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setError(null);
    if (step === 3 && !(await form.trigger(FOOD_FIELDS))) {
      const wrong = FOOD_FIELDS.find((field) => form.getFieldState(field).invalid);
      if (wrong) document.getElementById(FOOD_INPUT_IDS[wrong])?.focus();
      return;
    }
    if (!isLast) {
      next();
      return;
    }
    // Every answer came from a choice the steps offer; a wrong one would still be said, not sent.
    await form.handleSubmit(save, (wrong) => setError(firstErrorMessage(wrong, FIELD_ORDER) ?? MESSAGES.saveFailed))();
  }

  return (
    <form className="ob-form" onSubmit={onSubmit} noValidate aria-busy={saving || undefined}>
      <StepProgress step={step} title={title} />

      <section className="card ob-step" aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} className="ob-step-title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <p className="ob-step-lead">{description}</p>

        {step === 1 && <HouseholdStep adults={answers.adults} children={answers.children} onChange={update} />}
        {step === 2 && <RestrictionsStep labelledBy={HEADING_ID} selected={answers.dietaryRestrictions} onToggle={toggle} />}
        {step === 3 && (
          <FoodsStep
            preferredFoods={answers.preferredFoods}
            avoidedFoods={answers.avoidedFoods}
            errors={{ preferredFoods: errors.preferredFoods?.message, avoidedFoods: errors.avoidedFoods?.message }}
            onChange={update}
          />
        )}
        {step === 4 && (
          <FrequencyStep labelledBy={HEADING_ID} value={answers.shoppingFrequency} onChange={(v) => update('shoppingFrequency', v)} />
        )}

        {/* Kept in the page even when empty: text added to an existing alert is announced reliably. */}
        <div role="alert" className={error ? 'alert alert-error ob-alert' : undefined}>
          {error}
        </div>
      </section>

      <div className="ob-nav">
        <button type="button" className="btn btn-secondary" onClick={() => {
            setError(null);
            previous();
          }}
          disabled={step === 1 || saving}>
          <Icon name="arrowLeft" size={18} />
          Précédent
        </button>
        <button type="submit" className="btn btn-primary ob-next" disabled={saving}>
          {saving && <span className="spinner" aria-hidden="true" />}
          {isLast ? 'Terminer' : 'Suivant'}
          {!isLast && <Icon name="arrowRight" size={18} />}
        </button>
      </div>
    </form>
  );
}
