import { STEP_COUNT } from '../questionnaire-steps';

/** The 4-segment bar: one progressbar for assistive technology, the segments are decoration. */
export function StepProgress({ step, title }: { step: number; title: string }) {
  return (
    <div className="ob-progress-wrap">
      <p className="ob-progress-label" aria-hidden="true">
        Étape {step} sur {STEP_COUNT}
      </p>
      <div
        className="ob-progress"
        role="progressbar"
        aria-label="Progression du questionnaire"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={`Étape ${step} sur ${STEP_COUNT} : ${title}`}
      >
        {Array.from({ length: STEP_COUNT }, (_, i) => (
          <span key={i} className={i < step ? 'ob-progress-segment is-done' : 'ob-progress-segment'} />
        ))}
      </div>
    </div>
  );
}
