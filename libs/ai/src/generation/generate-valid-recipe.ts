import { RecipeGenerationError, type GeneratedRecipe, type RecipeProvider, type RecipeRequest } from '../providers/types';
import { validateRecipeDraft, type ValidationOptions } from './validate-recipe-draft';

export interface GenerateOptions extends ValidationOptions {
  /** How many times a refused answer is asked again, with the reason (design, departure 5). */
  maxRuleRetries?: number;
  signal?: AbortSignal;
  /** Told about each refused answer, e.g. for logs and metrics. */
  onRefused?: (reason: string, attempt: number) => void;
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
  let lastReason = '';
  for (let attempt = 0; attempt <= maxRuleRetries; attempt++) {
    options.signal?.throwIfAborted();
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
    options.onRefused?.(reason, attempt + 1);
  }
  throw new RecipeGenerationError(lastReason);
}
