import { useSyncExternalStore } from 'react';

// Chromium browsers announce that the app can be installed with `beforeinstallprompt`, often
// before the visitor reaches /app. This module is loaded with the public layout and the dashboard so the event is
// caught whenever it fires; /app and the user menu then offer a one-tap install.
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

window.addEventListener('beforeinstallprompt', (event) => {
  deferred = event as BeforeInstallPromptEvent;
  notify();
});
window.addEventListener('appinstalled', () => {
  deferred = null;
  notify();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The install action when the browser offers one, else null (Safari, Firefox, already installed). */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const event = useSyncExternalStore(subscribe, () => deferred, () => null);
  if (!event) return null;
  return async () => {
    await event.prompt();
    await event.userChoice;
    // An event can prompt only once.
    deferred = null;
    notify();
  };
}
