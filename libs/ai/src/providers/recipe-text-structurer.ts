import type { Mistral } from '@mistralai/mistralai';
import type OpenAI from 'openai';
import { z } from 'zod';
import type { RecipeInput } from '#contracts';
import { buildRecipeTextUserPrompt, RECIPE_TEXT_SCHEMA, RECIPE_TEXT_SCHEMA_NAME, RECIPE_TEXT_SYSTEM_PROMPT } from '../prompts/recipe-text-prompt';
import { recipeProviderName, type AiSettings } from './ai-settings';
import { createMistralClient, mistralText, requestSignal } from './mistral-client';
import { MISTRAL_DEFAULT_MODEL, OPENAI_DEFAULT_MODEL } from './model-parameters';
import { createOpenAiClient } from './openai-client';
import { toProviderError } from './provider-errors';

/** Reads a pasted recipe with a model; answers the model's raw text (checked by readStructuredRecipe). */
export interface RecipeTextStructurer {
  readonly name: 'openai' | 'mistral';
  structure(text: string, signal?: AbortSignal): Promise<string>;
}

const lines = (max: number, each: number) => z.array(z.string()).transform((l) => l.map((s) => s.trim()).filter(Boolean)).pipe(z.array(z.string().max(each)).max(max));
const minutes = z.number().int().min(0).max(2880).nullable().catch(null);

// The same limits as the book's form (RECIPE_BOOK_MESSAGES): a draft that passes fits the form.
const ANSWER = z.object({
  title: z.string().trim().min(1).max(160),
  servings: z.number().int().min(1).max(50).nullable().catch(null),
  preparationTime: minutes,
  cookingTime: minutes,
  ingredients: lines(100, 300),
  steps: lines(60, 2000),
});

/**
 * The model's answer as a draft, or null when it is not one: not JSON, a missing title, nothing to
 * cook (neither ingredients nor steps), lines past the form's limits. A wrong number is dropped.
 */
export function readStructuredRecipe(answer: string | null | undefined): RecipeInput | null {
  if (!answer) return null;
  let value: unknown;
  try {
    // Some servers wrap the JSON in a Markdown fence even when asked not to.
    value = JSON.parse(answer.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return null;
  }
  const parsed = ANSWER.safeParse(value);
  if (!parsed.success) return null;
  const r = parsed.data;
  if (r.ingredients.length === 0 && r.steps.length === 0) return null;
  return { title: r.title, servings: r.servings, preparationTime: r.preparationTime, cookingTime: r.cookingTime, ingredients: r.ingredients, steps: r.steps };
}

class OpenAiRecipeTextStructurer implements RecipeTextStructurer {
  readonly name = 'openai' as const;
  private readonly client: () => Promise<OpenAI>;
  constructor(
    options: { apiKey?: string; baseURL?: string },
    private readonly model: string,
  ) {
    this.client = createOpenAiClient(options);
  }

  async structure(text: string, signal?: AbortSignal): Promise<string> {
    try {
      const completion = await (await this.client()).chat.completions.create(
        {
          model: this.model,
          messages: [
            { role: 'system', content: RECIPE_TEXT_SYSTEM_PROMPT },
            { role: 'user', content: buildRecipeTextUserPrompt(text) },
          ],
          temperature: 0,
          response_format: { type: 'json_schema', json_schema: { name: RECIPE_TEXT_SCHEMA_NAME, strict: true, schema: RECIPE_TEXT_SCHEMA as unknown as Record<string, unknown> } },
        },
        { signal },
      );
      return completion?.choices?.[0]?.message?.content ?? '';
    } catch (err) {
      throw toProviderError(err);
    }
  }
}

class MistralRecipeTextStructurer implements RecipeTextStructurer {
  readonly name = 'mistral' as const;
  private readonly client: () => Promise<Mistral>;
  constructor(
    options: { apiKey?: string; serverURL?: string },
    private readonly model: string,
  ) {
    this.client = createMistralClient(options);
  }

  async structure(text: string, signal?: AbortSignal): Promise<string> {
    try {
      const response = await (await this.client()).chat.complete(
        {
          model: this.model,
          messages: [
            { role: 'system', content: RECIPE_TEXT_SYSTEM_PROMPT },
            { role: 'user', content: buildRecipeTextUserPrompt(text) },
          ],
          temperature: 0,
          responseFormat: { type: 'json_schema', jsonSchema: { name: RECIPE_TEXT_SCHEMA_NAME, strict: true, schemaDefinition: RECIPE_TEXT_SCHEMA } },
        },
        requestSignal(signal),
      );
      return mistralText(response.choices[0]?.message?.content);
    } catch (err) {
      throw toProviderError(err);
    }
  }
}

/** The recipe provider's model reads pasted recipes; with the offline chef (`local`) there is none. */
export function createRecipeTextStructurer(settings: AiSettings): RecipeTextStructurer | null {
  switch (recipeProviderName(settings)) {
    case 'openai':
      return new OpenAiRecipeTextStructurer({ apiKey: settings.OPENAI_API_KEY, baseURL: settings.OPENAI_BASE_URL }, settings.OPENAI_MODEL || OPENAI_DEFAULT_MODEL);
    case 'mistral':
      return new MistralRecipeTextStructurer({ apiKey: settings.MISTRAL_API_KEY, serverURL: settings.MISTRAL_BASE_URL }, settings.MISTRAL_MODEL || MISTRAL_DEFAULT_MODEL);
    case 'local':
      return null;
  }
}
