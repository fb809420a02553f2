import { createStore, del, get, set, type UseStore } from 'idb-keyval';

// The phone's own copy: the outbox, the query cache and who was signed in, in one IndexedDB
// database, so they survive a reload and a closed app. Without IndexedDB (an old browser's private
// window, jsdom in unit tests) nothing is kept: the outbox still works for the page's lifetime.
let store: UseStore | null | undefined;

function idb(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore('mijote-offline', 'keyval');
  return store;
}

export async function readOffline<T>(key: string): Promise<T | undefined> {
  const db = idb();
  return db ? get<T>(key, db).catch(() => undefined) : undefined;
}

export async function writeOffline(key: string, value: unknown): Promise<void> {
  const db = idb();
  if (db) await set(key, value, db).catch(() => undefined);
}

export async function deleteOffline(key: string): Promise<void> {
  const db = idb();
  if (db) await del(key, db).catch(() => undefined);
}
