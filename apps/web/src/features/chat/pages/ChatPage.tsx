import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { ChatComposer } from '../components/ChatComposer';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { ChatActionCard } from '../components/ChatActionCard';
import { ChatMessage, ChefTyping } from '../components/ChatMessage';
import { ChatWelcome } from '../components/ChatWelcome';
import { ClearHistoryDialog } from '../components/ClearHistoryDialog';
import { useChat } from '../hooks/use-chat';
import { useChatActions } from '../hooks/use-chat-actions';
import { useClearChat } from '../hooks/use-clear-chat';
import { LoadError } from '../../../shared/ui/LoadError';
import '../chat.css';

// Within this distance of the bottom the reader is following the reply: keep them there.
const FOLLOW_THRESHOLD_PX = 160;

const nearBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - FOLLOW_THRESHOLD_PX;

/** /dashboard/chat, 'Assistant Chef': a conversation with the virtual chef. */
export default function ChatPage() {
  // Same title as the dashboard shell gives this section, so neither overwrites the other.
  usePageMeta({
    title: 'Assistant Chef · Mijote',
    description: 'Posez vos questions de cuisine à votre chef virtuel.',
    path: '/dashboard/chat',
    noindex: true,
  });
  const chat = useChat();
  const actions = useChatActions();
  const clearing = useClearChat();
  const [confirmingClear, setConfirmingClear] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const following = useRef(true);
  const { messages, pending, history } = chat;
  const sending = pending !== null;

  useEffect(() => {
    const onScroll = () => {
      following.current = nearBottom();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A new message (or the history arriving) always shows the newest; streamed words only when the
  // reader has not scrolled up to read something older.
  const count = messages.length;
  useLayoutEffect(() => {
    // Nothing to bring into view in an empty conversation: leave the page at its top.
    if (count === 0) return;
    endRef.current?.scrollIntoView?.({ block: 'end' });
    following.current = true;
  }, [count, history.isSuccess]);
  useLayoutEffect(() => {
    if (following.current) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [pending?.text]);

  function send(content: string) {
    void chat.send(content);
    inputRef.current?.focus();
  }

  let thread;
  if (history.isPending) {
    thread = (
      <div className="chat-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        Chargement de la conversation…
      </div>
    );
  } else if (history.isError) {
    thread = (
      <LoadError message={history.error.message} onRetry={() => void history.refetch()} retrying={history.isFetching} />
    );
  } else {
    thread = (
      <>
        {messages.length === 0 && <ChatWelcome onAsk={send} disabled={sending} />}
        {/* Rendered with the history already in it, so only what is added later is announced. */}
        <div className="chat-log" role="log" aria-live="polite" aria-label="Conversation avec le chef">
          {messages.map((message, i) => {
            // The chef's cards follow his reply to the message that asked for them.
            const asked = message.role === 'assistant' && messages[i - 1]?.role === 'user' ? actions.actionsFor(messages[i - 1]!.id) : [];
            return (
              <Fragment key={message.id}>
                <ChatMessage message={message} />
                {asked.length > 0 && (
                  <div className="chat-actions">
                    {asked.map((action) => (
                      <ChatActionCard key={action.id} action={action} onChange={actions.update} />
                    ))}
                  </div>
                )}
              </Fragment>
            );
          })}
        </div>
        {pending && <ChefTyping text={pending.text} />}
      </>
    );
  }

  return (
    <div className="chat">
      <header className="chat-head">
        <h1 className="page-title same-as-topbar">Assistant Chef</h1>
        {/* No conversation, nothing to clear: no bin (on a phone it stood alone beside the title). */}
        {messages.length > 0 && (
          <button
            type="button"
            className="btn btn-ghost chat-clear"
            onClick={() => {
              clearing.reset();
              setConfirmingClear(true);
            }}
            disabled={sending}
          >
            <AppIcon name="trash" size={18} />
            <span className="chat-clear-label">Effacer l'historique</span>
          </button>
        )}
      </header>

      <div className="chat-thread">{thread}</div>
      <div ref={endRef} className="chat-end" />

      <div className="chat-bottom">
        <div role="alert" className={chat.error ? 'chat-error' : 'chat-empty-alert'}>
          {chat.error && (
            <>
              <AppIcon name="alert" size={18} />
              <span className="chat-error-text">{chat.error}</span>
              <button type="button" className="icon-btn chat-error-close" aria-label="Fermer le message d'erreur" onClick={chat.dismissError}>
                <AppIcon name="close" size={18} />
              </button>
            </>
          )}
        </div>
        <ChatComposer
          draft={chat.draft}
          onDraftChange={chat.setDraft}
          onSend={send}
          pending={sending}
          disabled={!history.isSuccess}
          textareaRef={inputRef}
        />
      </div>

      <ClearHistoryDialog
        open={confirmingClear}
        onOpenChange={setConfirmingClear}
        busy={clearing.busy}
        error={clearing.error}
        // Once the history is gone so is its button: the composer is where to go on.
        returnFocusTo={() => (messages.length > 0 ? null : inputRef.current)}
        onConfirm={() => clearing.clear({ onSuccess: () => setConfirmingClear(false) })}
      />
    </div>
  );
}
