import { RECIPE_MESSAGES } from '#contracts';
import type { Mistral } from '@mistralai/mistralai';
import { parseRecipeAnswer } from '../generation/parse-recipe-answer';
import { buildRecipePrompt } from '../prompts/recipe-prompt';
import { createMistralClient, mistralText, requestSignal, type MistralOptions } from './mistral-client';
import { MAX_TOKENS, MISTRAL_DEFAULT_MODEL, MISTRAL_TEMPERATURE, TOP_P } from './model-parameters';
import { isMalformedAnswerError, toProviderError } from './provider-errors';
import { RecipeGenerationError, type RecipeDraft, type RecipeProvider, type RecipeRequest } from '../types';

export class MistralRecipeProvider implements RecipeProvider {
  readonly name = 'mistral' as const;
  private readonly client: () => Promise<Mistral>;
  private readonly model: string;

  constructor(options: MistralOptions) {
    this.client = createMistralClient(options);
    this.model = options.model || MISTRAL_DEFAULT_MODEL;
  }

  async propose(request: RecipeRequest, signal?: AbortSignal): Promise<RecipeDraft> {
    const prompt = buildRecipePrompt(request);
    let content: unknown;
    try {
      const response = await (await this.client()).chat.complete(
        {
          model: this.model,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
          temperature: MISTRAL_TEMPERATURE,
          maxTokens: MAX_TOKENS,
          topP: TOP_P,
          responseFormat: { type: 'json_object' },
        },
        requestSignal(signal),
      );
      content = response.choices[0]?.message?.content;
    } catch (err) {
      // A 200 whose body does not fit the SDK's schema is an unreadable answer, not an HTTP error.
      if (isMalformedAnswerError(err)) throw new RecipeGenerationError(RECIPE_MESSAGES.invalidResponse);
      throw toProviderError(err);
    }
    return parseRecipeAnswer(mistralText(content));
  }
}
