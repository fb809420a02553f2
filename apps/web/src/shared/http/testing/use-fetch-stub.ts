import { setSession } from '../session-store';
import { installFetchStub, sessionBody, type FetchStub } from './fetch-stub';

// Test-only: the network stand-in for every test of a file. Each test starts on a fresh stub, and
// fails when the app asked for a route the test did not set up, even if its own assertions passed
// (a page may well show a fallback when a request fails).

interface FetchStubOptions {
  /** Routes every test starts with; a test adds or replaces its own with net.on(...). */
  routes?: (net: FetchStub) => unknown;
  /** Each test starts signed in as sessionBody()'s Claire, rather than signed out. */
  signedIn?: boolean;
}

/**
 * Registers the beforeEach / afterEach pair and returns the stub of the running test: call it at
 * the top of a file or describe block, then use `net.on(...)`, `net.calls`, `net.callsTo(...)`.
 */
export function useFetchStub({ routes, signedIn = false }: FetchStubOptions = {}): FetchStub {
  let current: FetchStub | undefined;

  beforeEach(() => {
    current = installFetchStub();
    setSession(signedIn ? sessionBody() : null);
    routes?.(current);
  });
  afterEach(() => {
    setSession(null);
    expect(current?.unexpected).toEqual([]);
  });

  const stub = (): FetchStub => {
    if (!current) throw new Error('useFetchStub(): the stub exists once a test has started; use it inside a test or a hook');
    return current;
  };
  // Reads through to the running test's stub, so the file keeps one `net` across its tests.
  const net: FetchStub = {
    get fetchMock() {
      return stub().fetchMock;
    },
    get calls() {
      return stub().calls;
    },
    get unexpected() {
      return stub().unexpected;
    },
    on(route, ...replies) {
      stub().on(route, ...replies);
      return net;
    },
    callsTo: (route) => stub().callsTo(route),
  };
  return net;
}
