import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import { RECIPE_MESSAGES, chatFailureSentence } from '#contracts';
import { ProviderHttpError, createChatProvider, type ChatProvider } from '#ai';
import type { ChatReplyJob } from '#queue';
import { RealtimeEmitter } from '#realtime';
import { KitchenContextService } from '#domain/recipe-generation';
import { CONTEXT_LIMIT, ChatService } from './chat.service';

/**
 * Answers one user message: the last 10 messages as context, the reply streamed to the user's
 * sockets as it comes, then stored. On failure the user's message is removed (as the screen
 * removes it) and the spec's French error is sent. Runs in the worker only.
 */
@Injectable()
export class ChatReplyService {
  private readonly provider: ChatProvider;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly chat: ChatService,
    private readonly context: KitchenContextService,
    private readonly realtime: RealtimeEmitter,
  ) {
    this.provider = createChatProvider(config);
  }

  async run(job: ChatReplyJob, replyId: string): Promise<void> {
    const replyTo = job.userMessageId;
    try {
      const history = await this.chat.history(job.userId, CONTEXT_LIMIT);
      const ctx = await this.context.load(job.userId, job.householdId, true);
      const reply = await this.provider.reply(
        {
          history: history.map((m) => ({ role: m.role, content: m.content })),
          restrictions: ctx?.restrictions ?? [],
          avoidedFoods: ctx?.preferences.avoidedFoods ?? [],
          fridge: ctx?.fridge ?? [],
          servings: ctx?.preferences.servings,
        },
        (delta) => this.realtime.toUser(job.userId, 'chat.delta', { replyId, replyTo, delta }),
      );
      const message = await this.chat.add(job.userId, 'assistant', reply.trim() || RECIPE_MESSAGES.chatFallback);
      this.realtime.toUser(job.userId, 'chat.done', { replyId, replyTo, message });
    } catch (err) {
      await this.chat.remove(job.userId, replyTo);
      // A French sentence by status: the provider's body (JSON, English) stays in the job's failure.
      const status = err instanceof ProviderHttpError ? err.status : 503;
      const error = RECIPE_MESSAGES.chatError(status, chatFailureSentence(status));
      this.realtime.toUser(job.userId, 'chat.failed', { replyId, replyTo, error });
      throw err;
    } finally {
      await this.chat.clearPending(job.userId);
    }
  }
}
