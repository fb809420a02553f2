import type { SessionResponse } from '#contracts';
import { getSessionSnapshot, setSession } from '../http';
import { installFetchStub, reply, sessionBody, sessionExpired } from '../http/testing/fetch-stub';
import { getSocket } from './socket-client';

type Handler = (...args: unknown[]) => void;

// socket.io-client is the network boundary: a stand-in records what the client asks of it.
const fake = {
  connected: false,
  handlers: new Map<string, Handler[]>(),
  auth: undefined as undefined | ((cb: (data: object) => void) => void),
  connect: jest.fn(() => {
    fake.connected = true;
    fake.fire('connect');
  }),
  disconnect: jest.fn(() => {
    fake.connected = false;
  }),
  on(event: string, handler: Handler) {
    fake.handlers.set(event, [...(fake.handlers.get(event) ?? []), handler]);
    return fake;
  },
  off: jest.fn(),
  fire(event: string, ...args: unknown[]) {
    (fake.handlers.get(event) ?? []).forEach((h) => h(...args));
  },
};

let opened = 0;
jest.mock('socket.io-client', () => ({
  io: (options: { auth: typeof fake.auth }) => {
    opened++;
    fake.auth = options.auth;
    return fake;
  },
}));

const session = (householdId: string, accessToken: string) => {
  const body = sessionBody({ accessToken }) as SessionResponse;
  return { ...body, user: { ...body.user, householdId } };
};
const flush = () => new Promise((r) => setTimeout(r, 0));

let net: ReturnType<typeof installFetchStub>;

beforeAll(() => {
  net = installFetchStub();
  setSession(session('h1', 'token-1'));
  getSocket();
  fake.connect();
});

beforeEach(() => {
  fake.connect.mockClear();
  fake.disconnect.mockClear();
});

it('authenticates each connection with the access token held in memory at that moment', () => {
  const sent: object[] = [];
  fake.auth!((data) => sent.push(data));
  setSession(session('h1', 'token-2'));
  fake.auth!((data) => sent.push(data));
  expect(sent).toEqual([{ token: 'token-1' }, { token: 'token-2' }]);
});

it('on household.updated, fetches a fresh token; a new household means a reconnection to its room', async () => {
  net.on('POST /api/auth/refresh', reply(200, session('h2', 'token-3')));
  fake.fire('household.updated', { householdId: 'h2' });
  await flush();
  await flush();
  expect(net.callsTo('POST /api/auth/refresh')).toHaveLength(1);
  expect(getSessionSnapshot().session?.user.householdId).toBe('h2');
  expect(fake.disconnect).toHaveBeenCalledTimes(1);
  expect(fake.connect).toHaveBeenCalledTimes(1);
});

it('a token refresh within the same household keeps the connection', () => {
  setSession(session('h2', 'token-4'));
  expect(fake.disconnect).not.toHaveBeenCalled();
  expect(fake.connect).not.toHaveBeenCalled();
});

it('a refused token at connection: refresh, then connect again', async () => {
  fake.connected = false;
  net.on('POST /api/auth/refresh', reply(200, session('h2', 'token-5')));
  fake.fire('connect_error', new Error('UNAUTHENTICATED'));
  await flush();
  await flush();
  expect(fake.connect).toHaveBeenCalled();
});

it('signing out closes the connection', () => {
  setSession(null, 'signed-out');
  expect(fake.disconnect).toHaveBeenCalled();
});

it('a server disconnect whose refresh is refused (the account deleted, its sessions revoked) ends quietly: no uncaught « Session expirée », no reconnection', async () => {
  setSession(session('h2', 'token-6'));
  expect(fake.connected).toBe(true);
  const uncaught: unknown[] = [];
  const onUncaught = (reason: unknown) => uncaught.push(reason);
  process.on('unhandledRejection', onUncaught);
  try {
    net.on('POST /api/auth/refresh', sessionExpired);
    fake.connect.mockClear();
    fake.connected = false;
    fake.fire('disconnect', 'io server disconnect');
    await new Promise((r) => setTimeout(r, 20));
    expect(net.callsTo('POST /api/auth/refresh').length).toBeGreaterThan(0);
    expect(getSessionSnapshot().session).toBeNull();
    expect(uncaught).toEqual([]);
    expect(fake.connect).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', onUncaught);
  }
});

it("a listener loads socket.io-client and opens the connection only after the next paint (the dashboard's first screen goes first), then hears its event", async () => {
  await jest.isolateModulesAsync(async () => {
    const { onServerEvent } = await import('./server-events');
    const before = opened;
    const heard: unknown[] = [];
    const off = onServerEvent('favorites.changed', (p) => heard.push(p));
    await flush();
    expect(opened).toBe(before);

    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await flush();
    expect(opened).toBe(before + 1);
    fake.fire('favorites.changed', { favoriteId: 'f1' });
    expect(heard).toEqual([{ favoriteId: 'f1' }]);
    off();
  });
});

it('a connect listener runs once the connection is up, then again after each drop, saying which', async () => {
  await jest.isolateModulesAsync(async () => {
    const { onServerConnect } = await import('./server-events');
    fake.disconnect();
    const calls: boolean[] = [];
    const off = onServerConnect((again) => calls.push(again));
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await flush();
    expect(calls).toEqual([]);

    // The connection comes up: the first time.
    fake.connect();
    expect(calls).toEqual([false]);

    fake.disconnect();
    fake.connect();
    expect(calls).toEqual([false, true]);
    off();
  });
});
