/**
 * Fixes the date the page reads (`new Date()`) at `now` for each test, timers left real so React
 * Query and user-event run as usual. Call it before useFetchStub, which signs in at that date.
 */
export function useFixedClock(now: Date): void {
  beforeEach(() => {
    jest.useFakeTimers({
      now,
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
        'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval',
        'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
