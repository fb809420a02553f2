import { RECIPE_MESSAGES } from '#contracts';
import type { Mistral } from '@mistralai/mistralai';
import { CHAT_TOOLS_PROMPT, buildChatSystemPrompt, chatHistory } from '../prompts/chat-prompt';
import { createMistralClient, mistralText, requestSignal, type MistralOptions } from './mistral-client';
import { MAX_TOKENS, MISTRAL_DEFAULT_MODEL, MISTRAL_TEMPERATURE, TOP_P } from './model-parameters';
import { toProviderError } from './provider-errors';
import type { ChatContext, ChatProvider } from '../types';
import { CHAT_TOOLS, parseToolArguments, type ChatToolCall } from '../tools/chat-tools';

export interface MistralChatOptions extends MistralOptions {
  /** False reads one complete answer (chat.complete) and hands it over as a single delta. */
  streaming?: boolean;
}

export class MistralChatProvider implements ChatProvider {
  readonly name = 'mistral' as const;
  private readonly client: () => Promise<Mistral>;
  private readonly model: string;
  private readonly streaming: boolean;

  constructor(options: MistralChatOptions) {
    this.client = createMistralClient(options);
    this.model = options.model || MISTRAL_DEFAULT_MODEL;
    this.streaming = options.streaming ?? true;
  }

  async reply(context: ChatContext, onDelta: (text: string) => void, signal?: AbortSignal, onToolCall?: (call: ChatToolCall) => void): Promise<string> {
    const request = {
      model: this.model,
      messages: [{ role: 'system' as const, content: onToolCall ? `${buildChatSystemPrompt(context)}\n${CHAT_TOOLS_PROMPT}` : buildChatSystemPrompt(context) }, ...chatHistory(context)],
      temperature: MISTRAL_TEMPERATURE,
      maxTokens: MAX_TOKENS,
      topP: TOP_P,
      ...(onToolCall ? { tools: CHAT_TOOLS.map((t) => ({ type: 'function' as const, function: { name: t.name, description: t.description, parameters: t.parameters } })) } : {}),
    };
    let text = '';
    // Mistral sends each tool call whole (arguments as JSON text or an object).
    const calls: ChatToolCall[] = [];
    const collect = (toolCalls: readonly { function: { name: string; arguments: unknown } }[] | null | undefined) => {
      for (const c of toolCalls ?? []) calls.push({ name: c.function.name, arguments: parseToolArguments(c.function.arguments) });
    };
    try {
      if (this.streaming) {
        const stream = await (await this.client()).chat.stream(request, requestSignal(signal));
        for await (const event of stream) {
          collect(event.data.choices[0]?.delta?.toolCalls);
          const delta = mistralText(event.data.choices[0]?.delta?.content);
          if (!delta) continue;
          text += delta;
          onDelta(delta);
        }
      } else {
        const response = await (await this.client()).chat.complete(request, requestSignal(signal));
        collect(response.choices[0]?.message?.toolCalls);
        text = mistralText(response.choices[0]?.message?.content);
        if (text.trim() !== '') onDelta(text);
      }
    } catch (err) {
      throw toProviderError(err);
    }
    for (const call of calls) onToolCall?.(call);
    if (text.trim() !== '' || (onToolCall && calls.length > 0)) return text;
    // Spec 7: an empty answer becomes the fallback reply.
    onDelta(RECIPE_MESSAGES.chatFallback);
    return RECIPE_MESSAGES.chatFallback;
  }
}
