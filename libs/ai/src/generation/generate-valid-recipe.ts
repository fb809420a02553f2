import { RECIPE_MESSAGES } from '#contracts';
import { RecipeGenerationError, type GeneratedRecipe, type RecipeProvider, type RecipeRequest } from '../types';
import { validateRecipeDraft, type ValidationOptions } from './validate-recipe-draft';

export interface GenerateOptions extends ValidationOptions {
  /** How many times a refused answer is asked again, with the reason (design, departure 5). */
  maxRuleRetries?: number;
  signal?: AbortSignal;
  /** Told about each refused answer, e.g. for logs and metrics, or to keep it for a later attempt. */
  onRefused?: (reason: string, attempt: number) => void | Promise<void>;
  /**
   * The cap on model calls for the whole generation, and how many earlier attempts (the queue's)
   * already made. Once reached no call is sent: the generation fails for good (not retryable)
   * with the last refusal's reason, or 'Limite de {max} appels…' when there is none.
   */
  maxModelCalls?: number;
  modelCallsMade?: number;
  /** Told before each call with the count so far, this one included (to store it before paying). */
  onModelCall?: (calls: number) => void | Promise<void>;
}

/**
 * Asks the provider for a recipe and validates it; a refused answer (structure, rules, or an
 * unreadable answer) is asked again with `feedback` = the reason, so the model knows what to fix.
 * After `maxRuleRetries` refusals the last reason is thrown as a RecipeGenerationError. Network
 * and HTTP errors, and reasons no retry can fix, propagate at once: the queue owns those retries.
 */
export async function generateValidRecipe(provider: RecipeProvider, request: RecipeRequest, options: GenerateOptions = {}): Promise<GeneratedRecipe> {
  const maxRuleRetries = Math.max(0, options.maxRuleRetries ?? 2);
  let feedback = request.feedback;
  let lastReason = request.feedback ?? '';
  let calls = options.modelCallsMade ?? 0;
  for (let attempt = 0; attempt <= maxRuleRetries; attempt++) {
    options.signal?.throwIfAborted();
    if (options.maxModelCalls !== undefined && calls >= options.maxModelCalls) {
      throw new RecipeGenerationError(lastReason || RECIPE_MESSAGES.modelCallLimit(options.maxModelCalls), false);
    }
    await options.onModelCall?.(++calls);
    let reason: string;
    try {
      const draft = await provider.propose(feedback === undefined ? request : { ...request, feedback }, options.signal);
      const result = validateRecipeDraft(draft, request, options);
      if (result.ok) return result.recipe;
      reason = result.reason;
    } catch (err) {
      if (!(err instanceof RecipeGenerationError) || !err.retryable) throw err;
      reason = err.reason;
    }
    lastReason = reason;
    feedback = reason;
    await options.onRefused?.(reason, attempt + 1);
  }
  // The cap reached by this last refusal: no queue attempt after it either.
  const spent = options.maxModelCalls !== undefined && calls >= options.maxModelCalls;
  throw new RecipeGenerationError(lastReason, !spent);
}
