import { RECIPE_MESSAGES } from '#contracts';
import type OpenAI from 'openai';
import { CHAT_TOOLS_PROMPT, buildChatSystemPrompt, chatHistory } from '../prompts/chat-prompt';
import { CHAT_TEMPERATURE, MAX_TOKENS, OPENAI_DEFAULT_MODEL, TOP_P } from './model-parameters';
import { createOpenAiClient, type OpenAiOptions } from './openai-client';
import { toProviderError } from './provider-errors';
import type { ChatContext, ChatProvider } from '../types';
import { CHAT_TOOLS, parseToolArguments, type ChatToolCall } from '../tools/chat-tools';

export class OpenAiChatProvider implements ChatProvider {
  readonly name = 'openai' as const;
  private readonly client: () => Promise<OpenAI>;
  private readonly model: string;

  constructor(options: OpenAiOptions) {
    this.client = createOpenAiClient(options);
    this.model = options.model || OPENAI_DEFAULT_MODEL;
  }

  async reply(context: ChatContext, onDelta: (text: string) => void, signal?: AbortSignal, onToolCall?: (call: ChatToolCall) => void): Promise<string> {
    let text = '';
    // A streamed tool call comes in pieces (name first, then its JSON arguments), keyed by index.
    const calls = new Map<number, { name: string; args: string }>();
    try {
      const stream = await (await this.client()).chat.completions.create(
        {
          model: this.model,
          messages: [{ role: 'system', content: onToolCall ? `${buildChatSystemPrompt(context)}\n${CHAT_TOOLS_PROMPT}` : buildChatSystemPrompt(context) }, ...chatHistory(context)],
          temperature: CHAT_TEMPERATURE,
          max_tokens: MAX_TOKENS,
          top_p: TOP_P,
          stream: true,
          ...(onToolCall ? { tools: CHAT_TOOLS.map((t) => ({ type: 'function' as const, function: { name: t.name, description: t.description, parameters: t.parameters } })) } : {}),
        },
        { signal },
      );
      for await (const chunk of stream) {
        for (const piece of chunk.choices[0]?.delta?.tool_calls ?? []) {
          const call = calls.get(piece.index) ?? { name: '', args: '' };
          call.name += piece.function?.name ?? '';
          call.args += piece.function?.arguments ?? '';
          calls.set(piece.index, call);
        }
        const delta = chunk.choices[0]?.delta?.content;
        if (!delta) continue;
        text += delta;
        onDelta(delta);
      }
    } catch (err) {
      throw toProviderError(err);
    }
    for (const call of calls.values()) onToolCall?.({ name: call.name, arguments: parseToolArguments(call.args) });
    if (text.trim() !== '' || (onToolCall && calls.size > 0)) return text;
    onDelta(RECIPE_MESSAGES.chatFallback);
    return RECIPE_MESSAGES.chatFallback;
  }
}
