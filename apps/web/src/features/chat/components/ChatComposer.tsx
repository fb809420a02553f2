import { useId, type KeyboardEvent, type Ref } from 'react';
import { AppIcon } from '../../../shared/ui/AppIcon';

export const CHAT_MAX_LENGTH = 2000;

interface ChatComposerProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: (content: string) => void;
  /** A reply is being written: typing is fine, sending waits. */
  pending: boolean;
  /** No sending at all (the history has not loaded: the message would have nowhere to show). */
  disabled?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** Said under the field, politely, when a message is typed while a reply is being written (Enter and the button wait). */
const STILL_ANSWERING = "Le chef répond encore… Vous pourrez envoyer votre message dès qu'il aura fini.";

/**
 * The message field: Enter sends, Shift+Enter adds a line; nothing blank is sent. While the chef
 * answers, what is typed is kept and a status says why it does not leave yet.
 */
export function ChatComposer({ draft, onDraftChange, onSend, pending, disabled = false, textareaRef }: ChatComposerProps) {
  const id = useId();
  const hintId = useId();
  const waitingId = useId();
  const canSend = !pending && !disabled && draft.trim() !== '';
  const waiting = pending && !disabled && draft.trim() !== '';

  function submit() {
    if (canSend) onSend(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Not while an input method is composing a character (Enter confirms the character there).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <>
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Votre message au chef
        </label>
        <textarea
          id={id}
          ref={textareaRef}
          className="chat-input"
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={CHAT_MAX_LENGTH}
          placeholder="Votre question au chef…"
          enterKeyHint="send"
          aria-describedby={waiting ? `${hintId} ${waitingId}` : hintId}
        />
        <p id={hintId} className="visually-hidden">
          Entrée pour envoyer, Maj + Entrée pour aller à la ligne.
        </p>
        <button type="submit" className="btn btn-primary chat-send" disabled={!canSend} aria-busy={pending || undefined} aria-describedby={waiting ? waitingId : undefined}>
          {pending ? <span className="spinner" aria-hidden="true" /> : <AppIcon name="send" size={20} />}
          <span className="chat-send-label">{pending ? 'Le chef répond…' : 'Envoyer'}</span>
        </button>
      </form>
      {/* Always there, so that its text is announced when it appears. */}
      <p id={waitingId} className="chat-wait" role="status">
        {waiting ? STILL_ANSWERING : ''}
      </p>
    </>
  );
}
