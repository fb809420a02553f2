import { MEAL_PLAN_MESSAGES, type MealPlan, type SwapReason } from '#contracts';
import { failureMessage } from '../../../shared/http/failure-message';
import type { SlotRef } from '../meal-plan-api';
import { DraftSlotCard } from './DraftSlotCard';

interface WeekDraftProps {
  plan: MealPlan;
  busy: boolean;
  accepting: boolean;
  error: unknown;
  onSwap: (at: SlotRef, reason?: SwapReason) => void;
  onLock: (at: SlotRef, locked: boolean) => void;
  onMove: (from: SlotRef, to: SlotRef) => void;
  onEmpty: (at: SlotRef) => void;
  onAccept: () => void;
}

/** The proposed week, day after day as the planner decides; nothing is in the planning until "Valider la semaine". */
export function WeekDraft({ plan, busy, accepting, error, onSwap, onLock, onMove, onEmpty, onAccept }: WeekDraftProps) {
  const decided = plan.slots.filter((s) => s.status !== 'pending').length;
  const planning = plan.status === 'planning' || plan.slots.some((s) => s.status === 'pending');
  const dishes = plan.slots.filter((s) => s.dish).length;
  return (
    <section className="pl-draftweek card" aria-labelledby="pl-draftweek-title">
      <div className="pl-draftweek-head">
        <h2 id="pl-draftweek-title" className="pl-weeklist-title">
          Votre semaine proposée
        </h2>
        <p className="pl-weeklist-text" role="status" aria-live="polite">
          {planning ? `Le chef prépare la semaine… ${decided} sur ${plan.slots.length}` : 'Ajustez-la, puis validez : rien n’est ajouté au planning avant.'}
        </p>
        {plan.error && <p className="alert alert-error">{plan.error}</p>}
      </div>
      <ol className="pl-draft-list">
        {plan.slots.map((slot) => {
          const at = { date: slot.date, meal: slot.meal };
          return (
            <DraftSlotCard
              key={`${slot.date}-${slot.meal}`}
              slot={slot}
              targets={plan.slots.filter((t) => t !== slot)}
              busy={busy}
              onSwap={(reason) => onSwap(at, reason)}
              onLock={(locked) => onLock(at, locked)}
              onMove={onMove}
              onEmpty={() => onEmpty(at)}
            />
          );
        })}
      </ol>
      <div role="alert">{error ? <p className="alert alert-error">{failureMessage(error, MEAL_PLAN_MESSAGES.planLoadFailed).message}</p> : null}</div>
      <button type="button" className="btn btn-primary pl-weeklist-btn" onClick={onAccept} disabled={planning || accepting || dishes === 0} aria-busy={accepting || undefined}>
        {accepting && <span className="spinner" aria-hidden="true" />}
        {MEAL_PLAN_MESSAGES.accept}
      </button>
    </section>
  );
}
