import { RECIPE_MESSAGES } from '#contracts';
import type OpenAI from 'openai';
import { parseRecipeAnswer } from '../generation/parse-recipe-answer';
import { buildRecipePrompt } from '../prompts/recipe-prompt';
import { MAX_TOKENS, OPENAI_DEFAULT_MODEL, OPENAI_RECIPE_TEMPERATURE, TOP_P } from './model-parameters';
import { createOpenAiClient, type OpenAiOptions } from './openai-client';
import { isMalformedAnswerError, toProviderError } from './provider-errors';
import { RecipeGenerationError, type RecipeDraft, type RecipeProvider, type RecipeRequest } from '../types';

export class OpenAiRecipeProvider implements RecipeProvider {
  readonly name = 'openai' as const;
  private readonly client: () => Promise<OpenAI>;
  private readonly model: string;

  constructor(options: OpenAiOptions) {
    this.client = createOpenAiClient(options);
    this.model = options.model || OPENAI_DEFAULT_MODEL;
  }

  async propose(request: RecipeRequest, signal?: AbortSignal): Promise<RecipeDraft> {
    const prompt = buildRecipePrompt(request);
    let content: string | null | undefined;
    try {
      const completion = await (await this.client()).chat.completions.create(
        {
          model: this.model,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
          temperature: OPENAI_RECIPE_TEMPERATURE[request.mode],
          max_tokens: MAX_TOKENS,
          top_p: TOP_P,
          response_format: { type: 'json_object' },
        },
        { signal },
      );
      // The SDK does not check a 2xx body: one without choices is an unreadable answer (as with Mistral).
      content = completion?.choices?.[0]?.message?.content;
    } catch (err) {
      // A 2xx body that is not JSON: unreadable, refused and asked again like any bad answer.
      if (isMalformedAnswerError(err)) throw new RecipeGenerationError(RECIPE_MESSAGES.invalidResponse);
      throw toProviderError(err);
    }
    return parseRecipeAnswer(content);
  }
}
