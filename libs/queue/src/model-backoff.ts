import type { BackoffOptions, BackoffStrategy } from 'bullmq';

/**
 * The backoff of jobs that call a model: BullMQ's exponential one (delay × 2^(attempt-1)), but
 * never shorter than the wait the provider asked for (a 429's Retry-After), found on the error
 * the processor threw or any of its causes as `retryAfterMs`. BullMQ consults a custom strategy
 * only for a type it does not know, hence a type of our own; workers of the model queues register
 * `modelBackoffStrategy` (modelWorkerOptions).
 */
export const MODEL_BACKOFF_TYPE = 'model-retry';

export function modelBackoff(delay: number): BackoffOptions {
  return { type: MODEL_BACKOFF_TYPE, delay };
}

export const modelBackoffStrategy: BackoffStrategy = (attemptsMade, type, err, job) => {
  const backoff = job?.opts.backoff;
  const delay = typeof backoff === 'number' ? backoff : (backoff?.delay ?? 0);
  const exponential = Math.round(2 ** Math.max(0, attemptsMade - 1) * delay);
  if (type !== MODEL_BACKOFF_TYPE) return exponential;
  return Math.max(exponential, retryAfterOf(err) ?? 0);
};

/** The provider's requested wait, on the error or one of its causes. */
export function retryAfterOf(err: unknown): number | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const ms = (e as { retryAfterMs?: unknown }).retryAfterMs;
    if (typeof ms === 'number' && Number.isFinite(ms) && ms > 0) return ms;
  }
  return undefined;
}
