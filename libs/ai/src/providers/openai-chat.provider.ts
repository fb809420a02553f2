import { RECIPE_MESSAGES } from '#contracts';
import type OpenAI from 'openai';
import { buildChatSystemPrompt, chatHistory } from '../prompts/chat-prompt';
import { CHAT_TEMPERATURE, MAX_TOKENS, OPENAI_DEFAULT_MODEL, TOP_P } from './model-parameters';
import { createOpenAiClient, type OpenAiOptions } from './openai-client';
import { toProviderError } from './provider-errors';
import type { ChatContext, ChatProvider } from '../types';

export class OpenAiChatProvider implements ChatProvider {
  readonly name = 'openai' as const;
  private readonly client: () => Promise<OpenAI>;
  private readonly model: string;

  constructor(options: OpenAiOptions) {
    this.client = createOpenAiClient(options);
    this.model = options.model || OPENAI_DEFAULT_MODEL;
  }

  async reply(context: ChatContext, onDelta: (text: string) => void, signal?: AbortSignal): Promise<string> {
    let text = '';
    try {
      const stream = await (await this.client()).chat.completions.create(
        {
          model: this.model,
          messages: [{ role: 'system', content: buildChatSystemPrompt(context) }, ...chatHistory(context)],
          temperature: CHAT_TEMPERATURE,
          max_tokens: MAX_TOKENS,
          top_p: TOP_P,
          stream: true,
        },
        { signal },
      );
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (!delta) continue;
        text += delta;
        onDelta(delta);
      }
    } catch (err) {
      throw toProviderError(err);
    }
    if (text.trim() !== '') return text;
    onDelta(RECIPE_MESSAGES.chatFallback);
    return RECIPE_MESSAGES.chatFallback;
  }
}
