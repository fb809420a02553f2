import { useEffect } from 'react';

interface WakeLockSentinel {
  release(): Promise<void>;
}
type WakeLockNavigator = Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinel> } };

/**
 * Keeps the phone's screen on while the page is shown (the shopping list in the shop: no unlocking
 * between two shelves), where the Screen Wake Lock API exists. The browser drops the lock when the
 * page is hidden; it is asked again when the page comes back.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (active) sentinel = lock;
          else void lock.release();
        })
        // Refused (battery saver, no user gesture yet): the screen simply sleeps as usual.
        .catch(() => undefined);
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
