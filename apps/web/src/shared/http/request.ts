import { CLIENT_CONTRACT_HEADER, CLIENT_CONTRACT_VERSION, COMMON_MESSAGES as MESSAGES } from '#contracts';
import { ApiError } from './api-error';

export const API_BASE = '/api';

// Spec section 9: retry backoff 200 ms doubled, within a 30 s budget.
const FIRST_RETRY_DELAY_MS = 200;
const RETRY_BUDGET_MS = 30_000;
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

export interface SendInit {
  method: string;
  body?: unknown;
  token?: string | null;
  /** Extra request headers (the offline outbox's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Retry network failures and 502/503/504; only for calls that are safe to repeat. */
  retry?: boolean;
  signal?: AbortSignal;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A failure worth trying again: no answer (network), or a 502/503/504 from a proxy or a restart. */
export const isTransient = (err: unknown): boolean => err instanceof ApiError && (err.status === 0 || TRANSIENT_STATUSES.has(err.status));

async function sendOnce<T>(path: string, init: SendInit): Promise<T> {
  // The contract this build speaks: an API that no longer accepts it answers 426 CLIENT_OUTDATED.
  const headers: Record<string, string> = { Accept: 'application/json', [CLIENT_CONTRACT_HEADER]: `${CLIENT_CONTRACT_VERSION}`, ...init.headers };
  // A FormData (a photo) goes as multipart, the browser writing its boundary; anything else is JSON.
  const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;

  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (err) {
    // An abort is the caller's decision, not a failure to report.
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', isOffline() ? MESSAGES.offline : MESSAGES.serverUnreachable);
  }

  const data: unknown = res.status === 204 ? undefined : await res.json().catch(() => null);
  if (!res.ok) throw ApiError.fromResponse(res.status, data);
  return data as T;
}

/** One call to the API, repeated with backoff on transient failures when `init.retry` allows it. */
export async function send<T>(path: string, init: SendInit): Promise<T> {
  const deadline = Date.now() + RETRY_BUDGET_MS;
  for (let delay = FIRST_RETRY_DELAY_MS; ; delay *= 2) {
    try {
      return await sendOnce<T>(path, init);
    } catch (err) {
      // Offline, waiting cannot help; the caller can try again on the 'online' event.
      if (!init.retry || !isTransient(err) || isOffline() || init.signal?.aborted || Date.now() + delay > deadline) {
        throw err;
      }
      await sleep(delay);
    }
  }
}

/** Spec section 5: a submit while offline is refused before it leaves. */
export function assertOnline(): void {
  if (isOffline()) throw new ApiError(0, 'OFFLINE', MESSAGES.offlineOnSubmit);
}
