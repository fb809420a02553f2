// Test-only: a stand-in for the network. Routes are 'METHOD /api/path'; each route answers its
// replies in order and repeats the last one. Anything unrouted is recorded and fails loudly.
import { COMMON_MESSAGES } from '#contracts';

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
}

export type StubReply =
  | { status: number; body?: unknown }
  | 'network-error'
  | ((call: StubCall) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>);

export const reply = (status: number, body?: unknown) => ({ status, body });

/** The API's refusal of a refresh cookie or token it no longer accepts: a signed-out visitor, an ended session. */
export const sessionExpired = reply(401, { statusCode: 401, code: 'SESSION_EXPIRED', message: COMMON_MESSAGES.sessionExpired });

/** A reply the test settles itself, to look at the page while a request is pending. */
export function deferredReply() {
  let settle!: (r: { status: number; body?: unknown }) => void;
  const promise = new Promise<{ status: number; body?: unknown }>((resolve) => (settle = resolve));
  return { reply: () => promise, settle };
}

export function installFetchStub() {
  const routes = new Map<string, StubReply[]>();
  const calls: StubCall[] = [];
  const unexpected: string[] = [];

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input);
    const call: StubCall = {
      method,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
    };
    calls.push(call);
    // A route ending in '*' answers any path that starts with it (e.g. a query string).
    const queue =
      routes.get(`${method} ${path}`) ??
      [...routes.entries()].find(([route]) => route.endsWith('*') && `${method} ${path}`.startsWith(route.slice(0, -1)))?.[1];
    if (!queue?.length) {
      unexpected.push(`${method} ${path}`);
      throw new Error(`Unexpected fetch ${method} ${path}`);
    }
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (next === 'network-error') throw new TypeError('Failed to fetch');
    const { status, body } = typeof next === 'function' ? await next(call) : next;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => {
        if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
        return body;
      },
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    fetchMock,
    calls,
    unexpected,
    on(route: string, ...replies: StubReply[]) {
      routes.set(route, replies);
      return this;
    },
    callsTo(route: string) {
      const [method, path] = route.split(' ');
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}

export type FetchStub = ReturnType<typeof installFetchStub>;

export function sessionBody(overrides: { accessToken?: string; expiresInMs?: number; firstName?: string; next?: string } = {}) {
  return {
    user: {
      id: 'u1',
      email: 'claire@example.ch',
      firstName: overrides.firstName ?? 'Claire',
      lastName: 'Favre',
      phone: null,
      avatarUrl: null,
      emailConfirmed: false,
      householdId: 'h1',
    },
    accessToken: overrides.accessToken ?? 'access-1',
    expiresAt: new Date(Date.now() + (overrides.expiresInMs ?? 15 * 60_000)).toISOString(),
    ...(overrides.next ? { next: overrides.next } : {}),
  };
}
