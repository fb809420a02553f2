import { useSyncExternalStore } from 'react';

// Issue 12: the service worker (built by vite-plugin-pwa/Workbox) is registered after the page
// has loaded, from a lazily imported chunk: index.html stays as light as before. A new version
// waits until the user chooses 'Recharger'; the outbox lives in IndexedDB, so the reload keeps it.

let started = false;
let applyUpdate: (() => void) | null = null;
let checkForUpdate: (() => Promise<unknown>) | null = null;
const listeners = new Set<() => void>();
// Installed apps stay open for days: look for a new version now and then.
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (started || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  started = true;
  const go = () =>
    void import('workbox-window')
      .then(async ({ Workbox }) => {
        const wb = new Workbox('/sw.js');
        wb.addEventListener('waiting', () => {
          applyUpdate = () => {
            // Reload once the new worker controls the page, so every chunk comes from the new version.
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          };
          listeners.forEach((listener) => listener());
        });
        await wb.register();
        checkForUpdate = () => wb.update();
        setInterval(() => void wb.update(), CHECK_EVERY_MS);
      })
      .catch(() => undefined);
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

/**
 * The API answered 426 CLIENT_OUTDATED: this build speaks a contract it no longer accepts. Looks
 * for the new worker (its 'waiting' offer replaces this one) and meanwhile offers a plain reload.
 * Nothing is lost: the outbox is in IndexedDB and is sent again by the new version.
 */
export function announceOutdated(): void {
  if (applyUpdate) return;
  applyUpdate = () => window.location.reload();
  listeners.forEach((listener) => listener());
  void checkForUpdate?.().catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The action that installs the waiting new version and reloads, or null when there is none. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(subscribe, () => applyUpdate, () => null);
}
