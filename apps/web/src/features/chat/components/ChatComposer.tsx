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

/** The message field: Enter sends, Shift+Enter adds a line; nothing blank is sent. */
export function ChatComposer({ draft, onDraftChange, onSend, pending, disabled = false, textareaRef }: ChatComposerProps) {
  const id = useId();
  const hintId = useId();
  const canSend = !pending && !disabled && draft.trim() !== '';

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
        aria-describedby={hintId}
      />
      <p id={hintId} className="visually-hidden">
        Entrée pour envoyer, Maj + Entrée pour aller à la ligne.
      </p>
      <button type="submit" className="btn btn-primary chat-send" disabled={!canSend} aria-busy={pending || undefined}>
        {pending ? <span className="spinner" aria-hidden="true" /> : <AppIcon name="send" size={20} />}
        <span className="chat-send-label">{pending ? 'Le chef répond…' : 'Envoyer'}</span>
      </button>
    </form>
  );
}
