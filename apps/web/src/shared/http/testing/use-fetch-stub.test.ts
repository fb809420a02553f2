import { getSessionSnapshot } from '../session-store';
import { reply } from './fetch-stub';
import { useFetchStub } from './use-fetch-stub';

type Hook = () => unknown;

/** Calls useFetchStub with Jest's hook registration replaced, to run its hooks by hand. */
function recordHooks(register: () => void) {
  const before: Hook[] = [];
  const after: Hook[] = [];
  const jestHooks = { beforeEach: globalThis.beforeEach, afterEach: globalThis.afterEach };
  Object.assign(globalThis, { beforeEach: (fn: Hook) => before.push(fn), afterEach: (fn: Hook) => after.push(fn) });
  try {
    register();
  } finally {
    Object.assign(globalThis, jestHooks);
  }
  return {
    runBefore: async () => {
      for (const hook of before) await hook();
    },
    // As Jest does: every afterEach runs, and the test fails with the first error.
    runAfter: async () => {
      const errors: unknown[] = [];
      for (const hook of after) await Promise.resolve().then(hook).catch((err: unknown) => errors.push(err));
      if (errors.length) throw errors[0];
    },
  };
}

describe('a request the test did not set up', () => {
  it('fails the test after it ran, naming the request, even when the app swallowed the error', async () => {
    const hooks = recordHooks(() => useFetchStub({ routes: (net) => net.on('GET /api/profile', reply(200, {})) }));
    await hooks.runBefore();
    await fetch('/api/profile');
    await fetch('/api/shopping-items', { method: 'POST' }).catch(() => undefined);

    await expect(hooks.runAfter()).rejects.toThrow(/POST \/api\/shopping-items/);
  });

  it('leaves a test whose every request had its route to pass', async () => {
    const hooks = recordHooks(() => useFetchStub({ routes: (net) => net.on('GET /api/profile', reply(200, {})) }));
    await hooks.runBefore();
    await fetch('/api/profile');

    await expect(hooks.runAfter()).resolves.toBeUndefined();
  });

  it('signs the test out afterwards, whatever session it started with', async () => {
    const hooks = recordHooks(() => useFetchStub({ signedIn: true }));
    await hooks.runBefore();
    expect(getSessionSnapshot().session?.user.firstName).toBe('Claire');

    await hooks.runAfter();
    expect(getSessionSnapshot().session).toBeNull();
  });
});

describe('the stub a file shares between its tests', () => {
  const net = useFetchStub({ routes: (stub) => stub.on('GET /api/profile', reply(200, { firstName: 'Claire' })) });
  let firstTestsFetch: unknown;

  it('answers the routes every test starts with, and the ones the test adds', async () => {
    net.on('GET /api/preferences', reply(200, { servings: 4 }));
    await expect((await fetch('/api/profile')).json()).resolves.toEqual({ firstName: 'Claire' });
    await expect((await fetch('/api/preferences')).json()).resolves.toEqual({ servings: 4 });
    expect(net.calls.map((c) => c.path)).toEqual(['/api/profile', '/api/preferences']);
    expect(getSessionSnapshot().session).toBeNull();
    firstTestsFetch = globalThis.fetch;
  });

  it('is a fresh one in the next test: none of the last test’s calls, its own fetch', () => {
    expect(net.calls).toEqual([]);
    expect(globalThis.fetch).toBe(net.fetchMock);
    expect(globalThis.fetch).not.toBe(firstTestsFetch);
  });
});
