import { AsyncLocalStorage } from 'node:async_hooks';

// The HTTP request a piece of work belongs to. The API runs each request inside it; JobQueue copies
// its id into the jobs the request enqueues, so the worker's log lines name the same request as
// the API's (and as the X-Request-Id the caller or the proxy saw).
const context = new AsyncLocalStorage<{ requestId: string }>();

export function runInRequest<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}

export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** The request id a job was enqueued under, if any (kept beside its payload). */
export const jobRequestId = (data: unknown): string | undefined => {
  const id = (data as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id : undefined;
};
