import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_ACTION_MESSAGES, COMMON_MESSAGES, type ChatActionDto, type ChatActionKind } from '#contracts';
import { isApiError } from '../../../shared/http';
import { pantryQueryKey } from '../../../shared/kitchen/pantry-api';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { chatActionsApi } from '../api';

const ICONS: Record<ChatActionKind, 'basket' | 'calendar' | 'fridge' | 'book' | 'heart' | 'plusSquare'> = {
  'shopping.add': 'basket',
  'meal.plan': 'calendar',
  'fridge.add': 'fridge',
  'fridge.remove': 'fridge',
  'recipe.save': 'book',
  'recipe.favorite': 'heart',
  'pantry.add': 'plusSquare',
};

/** Whether the done card still offers "Annuler": until its undoUntil, then it goes by itself. */
function useUndoOpen(action: ChatActionDto): boolean {
  const until = action.status === 'done' && action.undoUntil ? Date.parse(action.undoUntil) : 0;
  const [, expire] = useState(0);
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    // One more render when the time is up, which reads the clock again.
    const timer = setTimeout(() => expire((n) => n + 1), left);
    return () => clearTimeout(timer);
  }, [until]);
  return until > Date.now();
}

/**
 * An action the chef proposes in the chat: what will change, "Confirmer" / "Annuler"; once done,
 * what was done with "Annuler" for 10 s. Nothing is written before "Confirmer".
 */
export function ChatActionCard({ action, onChange }: { action: ChatActionDto; onChange: (action: ChatActionDto) => void }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const undoOpen = useUndoOpen(action);
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // The tapped button goes away with the answer: keep the keyboard in the card (on "Annuler" while it lasts).
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (undoRef.current ?? cardRef.current)?.focus();
  }, [action.status]);

  async function run(call: (id: string) => Promise<ChatActionDto>) {
    setBusy(true);
    setError(null);
    try {
      const next = await call(action.id);
      refocus.current = true;
      onChange(next);
      // The settings' « Mon placard » shows the basic at once (or without it, undone).
      if (next.kind === 'pantry.add') void client.invalidateQueries({ queryKey: pantryQueryKey });
    } catch (err) {
      setError(isApiError(err) ? err.message : COMMON_MESSAGES.generic);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section ref={cardRef} tabIndex={-1} className={`card chat-action chat-action-${action.status}`} aria-labelledby={titleId} data-testid="chat-action">
      <h2 id={titleId} className="chat-action-title">
        <AppIcon name={ICONS[action.kind]} size={18} />
        {action.title}
      </h2>
      {action.status === 'proposed' && (
        <ul className="chat-action-changes">
          {action.changes.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      <p className="chat-action-result" role="status">
        {action.status === 'done' && (
          <>
            <AppIcon name="check" size={16} /> {action.result}
          </>
        )}
        {action.status === 'cancelled' && CHAT_ACTION_MESSAGES.cancelled}
        {action.status === 'undone' && CHAT_ACTION_MESSAGES.undone}
      </p>
      {error && (
        <p className="chat-action-error" role="alert">
          {error}
        </p>
      )}
      {action.status === 'proposed' && (
        <div className="chat-action-buttons">
          <button type="button" className="btn btn-primary" onClick={() => void run(chatActionsApi.confirm)} disabled={busy}>
            Confirmer
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void run(chatActionsApi.cancel)} disabled={busy}>
            Annuler
          </button>
        </div>
      )}
      {action.status === 'done' && undoOpen && (
        <div className="chat-action-buttons">
          <button ref={undoRef} type="button" className="btn btn-secondary" onClick={() => void run(chatActionsApi.undo)} disabled={busy}>
            Annuler
          </button>
        </div>
      )}
    </section>
  );
}
