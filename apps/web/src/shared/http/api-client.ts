import { ApiError } from './api-error';
import { assertOnline, send } from './request';
import { accessTokenExpired, getAccessToken, refreshSession } from './session-store';

export interface CallOptions {
  /** Send the access token (default). Sign-in and the other public auth calls turn it off. */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * Extra headers. A write sent with an Idempotency-Key (the offline outbox) is applied once by
   * the API; it is not retried here, the outbox retries on its own schedule.
   */
  headers?: Record<string, string>;
}

// Only these answers mean "your access token is no longer good"; another 401 (wrong password) is final.
const STALE_TOKEN_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

async function call<T>(method: string, path: string, body: unknown, options: CallOptions = {}): Promise<T> {
  if (method !== 'GET' && method !== 'HEAD') assertOnline();
  const useToken = options.auth !== false;
  // A token already past its expiry (a laptop waking up) would only earn a 401: refresh first.
  if (useToken && accessTokenExpired()) await refreshSession();
  const token = useToken ? getAccessToken() : null;
  const { headers } = options;
  const init = { method, body, signal: options.signal, retry: IDEMPOTENT.has(method) && !headers, headers };
  try {
    return await send<T>(path, { ...init, token });
  } catch (err) {
    if (!(token && err instanceof ApiError && err.status === 401 && STALE_TOKEN_CODES.has(err.code))) throw err;
    // Refresh once, then retry once; a refused refresh signs the user out and is what the caller sees.
    const fresh = await refreshSession();
    return send<T>(path, { ...init, token: fresh.accessToken });
  }
}

/** The app's only way to reach `/api`: JSON in and out, the French `ApiError` on failure. */
export const api = {
  get: <T>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: CallOptions) => call<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: CallOptions) => call<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) => call<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, undefined, options),
};
