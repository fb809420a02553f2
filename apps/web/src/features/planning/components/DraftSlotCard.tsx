import { useState, type DragEvent } from 'react';
import { PLAN_MEAL_LABELS, SWAP_REASONS, SWAP_REASON_LABELS, MEAL_PLAN_MESSAGES, minutesLabel, type PlanSlot, type SwapReason } from '#contracts';
import { AppIcon } from '../../../shared/ui/AppIcon';
import type { SlotRef } from '../meal-plan-api';
import { longDateLabel } from '../week';

export const slotLabel = (s: SlotRef) => `${longDateLabel(s.date).replace(/ \d{4}$/, '')} · ${PLAN_MEAL_LABELS[s.meal]}`;
const DRAG_TYPE = 'application/x-mijote-slot';

interface DraftSlotCardProps {
  slot: PlanSlot;
  /** The other slots of the draft, to move this dish to (the keyboard and screen-reader way). */
  targets: PlanSlot[];
  busy: boolean;
  onSwap: (reason?: SwapReason) => void;
  onLock: (locked: boolean) => void;
  /** Moves a dish between two slots (they trade places). */
  onMove: (from: SlotRef, to: SlotRef) => void;
  onEmpty: () => void;
}

/** One day of the proposed week: the dish, why, and what can be done with it. */
export function DraftSlotCard({ slot, targets, busy, onSwap, onLock, onMove, onEmpty }: DraftSlotCardProps) {
  const [asking, setAsking] = useState(false);
  const [over, setOver] = useState(false);
  const label = slotLabel(slot);
  const id = `pl-draft-${slot.date}-${slot.meal}`;
  const dish = slot.dish;

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const from = e.dataTransfer.getData(DRAG_TYPE);
    if (!from || slot.locked) return;
    const [date, meal] = from.split('|') as [string, SlotRef['meal']];
    if (date !== slot.date || meal !== slot.meal) onMove({ date, meal }, { date: slot.date, meal: slot.meal });
  };

  return (
    <li
      className={`pl-draft card${slot.locked ? ' is-locked' : ''}${over ? ' is-over' : ''}`}
      aria-labelledby={`${id}-day`}
      aria-busy={slot.status === 'pending' || undefined}
      draggable={Boolean(dish) && !slot.locked && !busy}
      onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, `${slot.date}|${slot.meal}`)}
      onDragOver={(e) => {
        if (!slot.locked && e.dataTransfer.types.includes(DRAG_TYPE)) {
          e.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <p id={`${id}-day`} className="pl-draft-day">
        {label}
        {slot.locked && <span className="pl-draft-badge">Verrouillé</span>}
      </p>
      {slot.status === 'pending' && !dish ? (
        <p className="pl-draft-pending">
          <span className="spinner" aria-hidden="true" /> Le chef choisit…
        </p>
      ) : dish ? (
        <>
          <p className="pl-draft-title">{dish.title}</p>
          {slot.why && <p className="pl-draft-why">{slot.why}</p>}
          <p className="pl-meal-meta">
            <span>{minutesLabel(dish.preparationTime)}</span>
            {dish.vegetarian && <span className="pl-type">Sans viande</span>}
            {slot.status === 'pending' && <span>Nouvelle idée en cours…</span>}
          </p>
        </>
      ) : (
        <p className="pl-draft-empty">{slot.status === 'failed' ? (slot.why ?? MEAL_PLAN_MESSAGES.noDishFound) : 'Rien de prévu'}</p>
      )}

      <div className="pl-draft-actions">
        <button type="button" className="btn btn-secondary" aria-expanded={asking} aria-controls={`${id}-reasons`} disabled={busy || slot.locked || slot.status === 'pending'} onClick={() => setAsking((a) => !a)}>
          <AppIcon name="layers" size={18} /> {MEAL_PLAN_MESSAGES.swap}
          <span className="visually-hidden"> — {label}</span>
        </button>
        {dish && (
          <button type="button" className="btn btn-ghost" aria-pressed={slot.locked} disabled={busy} onClick={() => onLock(!slot.locked)}>
            {slot.locked ? 'Déverrouiller' : 'Verrouiller'}
            <span className="visually-hidden"> — {label}</span>
          </button>
        )}
        {dish && !slot.locked && targets.length > 0 && (
          <select
            className="input pl-draft-move"
            aria-label={`Déplacer « ${dish.title} » vers…`}
            value=""
            disabled={busy}
            onChange={(e) => {
              const [date, meal] = e.target.value.split('|') as [string, SlotRef['meal']];
              if (date) onMove({ date: slot.date, meal: slot.meal }, { date, meal });
            }}
          >
            <option value="">Déplacer vers…</option>
            {targets.map((t) => (
              <option key={`${t.date}|${t.meal}`} value={`${t.date}|${t.meal}`} disabled={t.locked}>
                {slotLabel(t)}
                {t.dish ? ` (échanger avec ${t.dish.title})` : ''}
              </option>
            ))}
          </select>
        )}
        {dish && !slot.locked && (
          <button type="button" className="btn btn-ghost pl-draft-empty-btn" disabled={busy} onClick={onEmpty}>
            Vider<span className="visually-hidden"> — {label}</span>
          </button>
        )}
      </div>
      {asking && (
        <div id={`${id}-reasons`} className="pl-chips" role="group" aria-label={`Pourquoi une autre idée pour ${label} ?`}>
          {SWAP_REASONS.map((reason) => (
            <button
              key={reason}
              type="button"
              className="pl-chip"
              disabled={busy}
              onClick={() => {
                setAsking(false);
                onSwap(reason);
              }}
            >
              {SWAP_REASON_LABELS[reason]}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
