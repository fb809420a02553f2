import type { ChatMessageDto } from '#contracts';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { ChatText } from './ChatText';

const timeFormat = new Intl.DateTimeFormat('fr-CH', { hour: '2-digit', minute: '2-digit' });

function timeOf(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : timeFormat.format(date);
}

/** One bubble: the user's on the right, the chef's on the left with his hat. */
export function ChatMessage({ message }: { message: Pick<ChatMessageDto, 'role' | 'content' | 'createdAt'> }) {
  const chef = message.role === 'assistant';
  const time = timeOf(message.createdAt);
  return (
    <div className={`chat-msg ${chef ? 'chat-msg-chef' : 'chat-msg-user'}`} data-role={message.role}>
      {chef && (
        <span className="chat-avatar" aria-hidden="true">
          <AppIcon name="chefHat" size={20} />
        </span>
      )}
      <div className="chat-bubble">
        <span className="visually-hidden">{chef ? 'Le chef : ' : 'Vous : '}</span>
        {/* The user's text keeps its own line breaks (CSS); only the chef's is read as lists. */}
        <div className="chat-text">{chef ? <ChatText text={message.content} /> : <p>{message.content}</p>}</div>
        {time && (
          <time className="chat-time" dateTime={message.createdAt}>
            {time}
          </time>
        )}
      </div>
    </div>
  );
}

/** The reply being written: three dots until the first words, then the words as they come. */
export function ChefTyping({ text }: { text: string }) {
  return (
    <div className="chat-msg chat-msg-chef chat-msg-live">
      <span className="chat-avatar" aria-hidden="true">
        <AppIcon name="chefHat" size={20} />
      </span>
      {/* Hidden from screen readers while it streams: the log announces the whole message once done. */}
      <div className="chat-bubble" aria-hidden="true" data-testid="chef-streaming">
        {text ? (
          <div className="chat-text">
            <ChatText text={text} />
          </div>
        ) : (
          <span className="chat-dots">
            <span />
            <span />
            <span />
          </span>
        )}
      </div>
      <span className="visually-hidden" role="status">
        Le chef écrit…
      </span>
    </div>
  );
}
