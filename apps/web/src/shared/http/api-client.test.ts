import { MESSAGES, type SessionResponse } from '#contracts';
import { api } from './api-client';
import { ApiError } from './api-error';
import { getAccessToken, getSessionSnapshot, REFRESH_LEAD_MS, refreshSession, setSession } from './session-store';
import { reply, sessionBody, sessionExpired as expired } from './testing/fetch-stub';
import { useFetchStub } from './testing/use-fetch-stub';

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});
const net = useFetchStub();
afterEach(() => {
  jest.useRealTimers();
});

describe('access token', () => {
  it('is kept in memory only and sent as a Bearer token to /api with same-origin credentials', async () => {
    setSession(sessionBody({ accessToken: 'secret-token' }) as SessionResponse);
    net.on('GET /api/profile', reply(200, { ok: true }));

    await expect(api.get('/profile')).resolves.toEqual({ ok: true });

    expect(net.calls[0]!.headers.Authorization).toBe('Bearer secret-token');
    expect(net.calls[0]!.credentials).toBe('same-origin');
    expect(getAccessToken()).toBe('secret-token');
    const stored = [...Object.values(localStorage), ...Object.values(sessionStorage), document.cookie].join('|');
    expect(stored).not.toContain('secret-token');
  });

  it('is not sent on public auth calls', async () => {
    setSession(sessionBody() as SessionResponse);
    net.on('POST /api/auth/sign-in', reply(200, sessionBody()));
    await api.post('/auth/sign-in', { email: 'a@b.ch', password: 'secret1' }, { auth: false });
    expect(net.calls[0]!.headers.Authorization).toBeUndefined();
    expect(net.calls[0]!.body).toEqual({ email: 'a@b.ch', password: 'secret1' });
  });
});

describe('scheduled refresh', () => {
  it('refreshes about 90 s before the token expires and adopts the new token', async () => {
    const ttl = 15 * 60_000;
    setSession(sessionBody({ accessToken: 'old', expiresInMs: ttl }) as SessionResponse);
    net.on('POST /api/auth/refresh', reply(200, sessionBody({ accessToken: 'new' })));

    await jest.advanceTimersByTimeAsync(ttl - REFRESH_LEAD_MS - 1_000);
    expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(0);

    await jest.advanceTimersByTimeAsync(1_000);
    expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(1);
    expect(REFRESH_LEAD_MS).toBe(90_000);
    expect(getAccessToken()).toBe('new');
  });

  it('signs the user out with the session-expired reason when the refresh is refused', async () => {
    setSession(sessionBody({ expiresInMs: 5 * 60_000 }) as SessionResponse);
    net.on('POST /api/auth/refresh', expired);

    await jest.advanceTimersByTimeAsync(5 * 60_000);

    expect(getSessionSnapshot()).toEqual({ session: null, endedBy: 'expired' });
  });

  it('keeps the session and tries again on the next tick when the server is unreachable', async () => {
    setSession(sessionBody({ accessToken: 'old', expiresInMs: 3 * 60_000 }) as SessionResponse);
    net.on('POST /api/auth/refresh', { status: 503 });

    await jest.advanceTimersByTimeAsync(90_000 + 30_000); // due time, then the whole retry budget
    expect(getAccessToken()).toBe('old');

    net.on('POST /api/auth/refresh', reply(200, sessionBody({ accessToken: 'new' })));
    await jest.advanceTimersByTimeAsync(30_000);
    expect(getAccessToken()).toBe('new');
  });

  it('takes the cross-tab Web Lock around the refresh call', async () => {
    const order: string[] = [];
    const request = jest.fn(async (_name: string, cb: () => Promise<unknown>) => {
      order.push('lock');
      const result = await cb();
      order.push('unlock');
      return result;
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    net.on('POST /api/auth/refresh', (call) => {
      order.push(`fetch ${call.path}`);
      return reply(200, sessionBody());
    });
    try {
      await refreshSession();
    } finally {
      delete (navigator as { locks?: unknown }).locks;
    }
    expect(request).toHaveBeenCalledWith('mijote-refresh', expect.any(Function));
    expect(order).toEqual(['lock', 'fetch /api/auth/refresh', 'unlock']);
  });
});

describe('401 on a normal call', () => {
  it('refreshes once, then retries with the new token', async () => {
    setSession(sessionBody({ accessToken: 'stale' }) as SessionResponse);
    net
      .on('GET /api/profile', (c) =>
        c.headers.Authorization === 'Bearer fresh' ? reply(200, { name: 'Claire' }) : reply(401, { statusCode: 401, code: 'SESSION_EXPIRED', message: MESSAGES.sessionExpired }),
      )
      .on('POST /api/auth/refresh', reply(200, sessionBody({ accessToken: 'fresh' })));

    await expect(api.get('/profile')).resolves.toEqual({ name: 'Claire' });

    expect(net.calls.map((c) => `${c.method} ${c.path} ${c.headers.Authorization ?? ''}`)).toEqual([
      'GET /api/profile Bearer stale',
      'POST /api/auth/refresh ',
      'GET /api/profile Bearer fresh',
    ]);
  });

  it('shares one refresh between calls that fail together', async () => {
    setSession(sessionBody({ accessToken: 'stale' }) as SessionResponse);
    const byToken = (c: { headers: Record<string, string> }) =>
      c.headers.Authorization === 'Bearer fresh' ? reply(200, []) : expired;
    net.on('GET /api/a', byToken).on('GET /api/b', byToken).on('POST /api/auth/refresh', reply(200, sessionBody({ accessToken: 'fresh' })));

    await Promise.all([api.get('/a'), api.get('/b')]);

    expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  });

  it('reports the expired session when the refresh is refused, without looping', async () => {
    setSession(sessionBody() as SessionResponse);
    net.on('GET /api/profile', expired).on('POST /api/auth/refresh', expired);

    await expect(api.get('/profile')).rejects.toMatchObject({ status: 401, message: MESSAGES.sessionExpired });
    expect(net.calls).toHaveLength(2);
    expect(getSessionSnapshot().endedBy).toBe('expired');
  });

  it('does not refresh after a wrong password (a 401 that is not about the token)', async () => {
    setSession(sessionBody() as SessionResponse);
    net.on('POST /api/account/password', reply(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials }));
    await expect(api.post('/account/password', {})).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(net.calls).toHaveLength(1);
  });
});

describe('failures', () => {
  it("maps a network failure to 'Impossible de se connecter au serveur' and does not repeat a submit", async () => {
    net.on('POST /api/auth/sign-in', 'network-error');
    const err = await api.post('/auth/sign-in', {}, { auth: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, message: 'Impossible de se connecter au serveur' });
    expect(net.calls).toHaveLength(1);
  });

  it('retries a read after a network failure, 200 ms later', async () => {
    net.on('GET /api/stats', 'network-error', reply(200, { meals: 3 }));
    const result = api.get('/stats');
    await jest.advanceTimersByTimeAsync(199);
    expect(net.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ meals: 3 });
  });

  it('gives up on 502/503/504 once the 30 s budget is spent, doubling the wait each time', async () => {
    net.on('GET /api/stats', { status: 503 });
    const result = api.get('/stats').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(30_000);
    // Waits of 200, 400, ... 12 800 ms fit in 30 s (25.4 s in all); the next, 25.6 s, does not.
    expect(net.calls).toHaveLength(8);
    expect(await result).toMatchObject({ status: 503, message: MESSAGES.generic });
  });

  it('refuses a submit while offline, before any request', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(api.post('/auth/sign-up', {}, { auth: false })).rejects.toMatchObject({
        code: 'OFFLINE',
        message: 'Pas de connexion Internet. Veuillez vérifier votre connexion et réessayer.',
      });
    } finally {
      jest.restoreAllMocks();
    }
    expect(net.calls).toHaveLength(0);
  });

  it("passes on the API's French message, code and field messages", async () => {
    net.on('POST /api/auth/sign-up', reply(409, { statusCode: 409, code: 'EMAIL_TAKEN', message: MESSAGES.emailTaken, fields: { email: MESSAGES.emailTaken } }));
    await expect(api.post('/auth/sign-up', {}, { auth: false })).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'Cette adresse email est déjà utilisée',
      fields: { email: 'Cette adresse email est déjà utilisée' },
    });
  });

  it('shows a generic French text for a body that is not the API error shape', async () => {
    net.on('POST /api/x', { status: 500 });
    await expect(api.post('/x')).rejects.toMatchObject({ status: 500, message: MESSAGES.generic });
  });
});
