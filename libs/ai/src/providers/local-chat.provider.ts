import { localChefReply } from '../local-chef/chat/local-chef-reply';
import { streamWords } from '../local-chef/chat/stream-words';
import type { ChatContext, ChatProvider } from '../types';

/** The offline chef in the chat: a knowledge base and the recipe collection, no network. */
export class LocalChatProvider implements ChatProvider {
  readonly name = 'local' as const;

  /** @param wordMs pause between two words of the streamed reply (LOCAL_CHEF_WORD_MS). */
  constructor(private readonly wordMs = 0) {}

  async reply(context: ChatContext, onDelta: (text: string) => void, signal?: AbortSignal): Promise<string> {
    signal?.throwIfAborted();
    return streamWords(localChefReply(context), onDelta, this.wordMs, signal);
  }
}
