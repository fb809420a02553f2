import { AsyncLocalStorage } from 'node:async_hooks';

// The HTTP request a piece of work belongs to. The API runs each request inside it; JobQueue copies
// its id into the jobs the request enqueues, so the worker's log lines name the same request as
// the API's (and as the X-Request-Id the caller or the proxy saw). The API's logger reads it too,
// so every line logged while a request runs says which request it was (one context per request,
// not one for the jobs and another for the logs).
interface RequestContext {
  requestId: string;
  /** What a log line says of the request (method, URL, who made it), asked only when a line is written. */
  describe?: () => object;
}

const context = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(requestId: string, fn: () => T, describe?: () => object): T {
  return context.run({ requestId, describe }, fn);
}

export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** The fields of the running request for a log line, or none outside a request. */
export const currentRequestLogFields = (): object => context.getStore()?.describe?.() ?? {};

/** The request id a job was enqueued under, if any (kept beside its payload). */
export const jobRequestId = (data: unknown): string | undefined => {
  const id = (data as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id : undefined;
};
