import type { MinimalJob } from 'bullmq';
import { MODEL_BACKOFF_TYPE, modelBackoff, modelBackoffStrategy, retryAfterOf } from './model-backoff';

const job = (delay: number) => ({ opts: { backoff: modelBackoff(delay) } }) as unknown as MinimalJob;
const providerError = (retryAfterMs?: number) => Object.assign(new Error('HTTP 429'), { status: 429, retryAfterMs });

describe('modelBackoff: exponential, never shorter than the provider’s Retry-After', () => {
  it('is the exponential backoff without a Retry-After (2 s, 4 s, 8 s)', () => {
    expect([1, 2, 3].map((n) => modelBackoffStrategy(n, MODEL_BACKOFF_TYPE, new Error('HTTP 500'), job(2000)))).toEqual([2000, 4000, 8000]);
  });

  it('waits the Retry-After when it is longer, found on the wrapped cause', () => {
    const wrapped = new Error('Impossible de générer une recette: le service de recettes a répondu 429', { cause: providerError(30_000) });
    expect(modelBackoffStrategy(1, MODEL_BACKOFF_TYPE, wrapped, job(2000))).toBe(30_000);
  });

  it('keeps the exponential backoff when the Retry-After is shorter', () => {
    expect(modelBackoffStrategy(3, MODEL_BACKOFF_TYPE, providerError(1000), job(2000))).toBe(8000);
  });

  it('reads retryAfterMs down a chain of causes, ignoring nonsense', () => {
    expect(retryAfterOf(new Error('a', { cause: new Error('b', { cause: providerError(1500) }) }))).toBe(1500);
    expect(retryAfterOf(providerError(undefined))).toBeUndefined();
    expect(retryAfterOf(Object.assign(new Error('x'), { retryAfterMs: -5 }))).toBeUndefined();
    expect(retryAfterOf(undefined)).toBeUndefined();
  });
});
