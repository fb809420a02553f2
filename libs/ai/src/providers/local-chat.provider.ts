import { kitchenToday } from '#contracts';
import { detectChatAction } from '../local-chef/chat/detect-chat-action';
import type { ChatOffer } from '../local-chef/chat/chef-question';
import { localChefReply } from '../local-chef/chat/local-chef-reply';
import { streamWords } from '../local-chef/chat/stream-words';
import type { ChatToolCall } from '../tools/chat-tools';
import type { ChatContext, ChatProvider } from '../types';

/** The offline chef in the chat: a knowledge base and the recipe collection, no network. */
export class LocalChatProvider implements ChatProvider {
  readonly name = 'local' as const;

  /** @param wordMs pause between two words of the streamed reply (LOCAL_CHEF_WORD_MS). */
  constructor(private readonly wordMs = 0) {}

  async reply(context: ChatContext, onDelta: (text: string) => void, signal?: AbortSignal, onToolCall?: (call: ChatToolCall) => void): Promise<string> {
    signal?.throwIfAborted();
    // Asked to act (and able to propose actions here): the same tool call a model would make.
    const action = onToolCall ? detectChatAction(context, kitchenToday()) : null;
    if (action?.call) {
      // Like a model's bare tool call: the app words the reply once it knows the call passed its checks.
      onToolCall!(action.call);
      return '';
    }
    if (action) return streamWords(action.reply, onDelta, this.wordMs, signal);
    const offers: ChatOffer[] = [];
    const reply = localChefReply(context, onToolCall ? (o) => offers.push(o) : undefined);
    const text = await streamWords(reply, onDelta, this.wordMs, signal);
    // A card only under the reply that offers it: an answer weighed and left unsaid offers nothing.
    for (const { call, said } of offers) if (reply.includes(said)) onToolCall!(call);
    return text;
  }
}
