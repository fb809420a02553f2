import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import { CHAT_ACTION_MESSAGES, RECIPE_MESSAGES, chatFailureSentence } from '#contracts';
import { ProviderHttpError, type ChatProvider, type ChatToolCall } from '#ai/core';
import type { ChatReplyJob } from '#queue';
import { RealtimeEmitter } from '#realtime';
import { KitchenContextService } from '#domain/recipe-generation';
import { ChatActionsService } from './actions/chat-actions.service';
import { CONTEXT_LIMIT, ChatService } from './chat.service';

/**
 * Answers one user message: the last 10 messages as context, the reply streamed to the user's
 * sockets as it comes, then stored. On failure the user's message is removed (as the screen
 * removes it) and the spec's French error is sent. Runs in the worker only.
 */
@Injectable()
export class ChatReplyService {
  private made?: ChatProvider;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly chat: ChatService,
    private readonly context: KitchenContextService,
    private readonly realtime: RealtimeEmitter,
    private readonly actions: ChatActionsService,
  ) {}

  /**
   * The provider (with the offline chef's knowledge, or a model's prompts) is made at its first
   * use, as RecipeGenerationService's: the API instantiates this service but never replies.
   */
  private get provider(): ChatProvider {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load
    return (this.made ??= (require('#ai') as typeof import('#ai')).createChatProvider(this.config));
  }

  /** Makes the provider now: the worker, whose work it is, so that a wrong setting stops it at start and its first reply does not wait for the chef. */
  prepare(): void {
    void this.provider;
  }

  async run(job: ChatReplyJob, replyId: string): Promise<void> {
    const replyTo = job.userMessageId;
    try {
      const history = await this.chat.history(job.userId, CONTEXT_LIMIT);
      const ctx = await this.context.load(job.userId, job.householdId, true);
      const calls: ChatToolCall[] = [];
      const reply = await this.provider.reply(
        {
          history: history.map((m) => ({ role: m.role, content: m.content })),
          restrictions: ctx?.restrictions ?? [],
          avoidedFoods: ctx?.preferences.avoidedFoods ?? [],
          fridge: ctx?.fridge ?? [],
          servings: ctx?.preferences.servings,
          difficulty: ctx?.preferences.difficulty,
          staples: ctx?.pantry,
        },
        (delta) => this.realtime.toUser(job.userId, 'chat.delta', { replyId, replyTo, delta }),
        undefined,
        (call) => calls.push(call),
      );
      // Each proposed action becomes a card (sent before the reply ends); one that fails its checks
      // is told in the reply, in French, and nothing is stored for it.
      const refusals: string[] = [];
      let proposed = 0;
      for (const call of calls) {
        const result = await this.actions.propose({ userId: job.userId, householdId: job.householdId }, call, replyTo);
        if (result.ok) {
          proposed++;
          this.realtime.toUser(job.userId, 'chat.action_proposed', { replyId, replyTo, action: result.action });
        } else {
          refusals.push(result.error);
        }
      }
      const intro = reply.trim() === '' && proposed > 0 ? CHAT_ACTION_MESSAGES.proposed : reply.trim();
      const text = [intro, ...refusals].filter(Boolean).join('\n');
      // What the provider did not stream (the words around its calls) follows as one piece.
      const unsent = intro !== '' && intro === reply.trim() ? text.slice(intro.length) : text;
      if (unsent.trim() !== '') this.realtime.toUser(job.userId, 'chat.delta', { replyId, replyTo, delta: unsent });
      const message = await this.chat.add(job.userId, 'assistant', text || RECIPE_MESSAGES.chatFallback);
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
