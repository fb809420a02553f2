import { IDEMPOTENCY_KEY_HEADER, OFFLINE_MESSAGES, type ShoppingEditField } from '#contracts';
import { api, ApiError, getSessionSnapshot } from '../http';
import { isOfflineSession } from './offline-session';
import { announceOutdated } from './service-worker';
import { readOffline, writeOffline } from './offline-db';
import { isOnline } from './use-online';

// Issue 12: list changes made without network are kept here, in IndexedDB (they survive a reload
// and a closed app), and sent in order when the network is back, each with its Idempotency-Key so
// that a replay after a lost answer is not applied twice. A change the server refuses on replay
// (the item was deleted by another member meanwhile) is reported, never dropped silently.

export type OutboxMethod = 'POST' | 'PATCH' | 'DELETE';

export interface OutboxEntry {
  /** Also the Idempotency-Key. */
  key: string;
  method: OutboxMethod;
  path: string;
  body?: unknown;
  /** Shown if the server refuses the change, e.g. « Lait ». */
  label: string;
  /** Whose change it is: another account signed in on this phone never sends it. */
  userId: string;
  /**
   * An untick: queued, it carries when it was made (`madeAt`), and the server keeps the tick of
   * an item another member ticked since (a tick wins over an untick), which is then told.
   */
  untick?: boolean;
  /** A 404 on replay means the change is already done (a delete): no refusal to show. */
  goneIsDone?: boolean;
  /** An item created offline has this stand-in id until the server answers with the real one. */
  provisionalId?: string;
}

export interface OutboxRefusal {
  key: string;
  text: string;
}

export interface OutboxState {
  entries: readonly OutboxEntry[];
  sending: boolean;
  /**
   * The last send failed for lack of network although the browser says it is online (a phone
   * with bars but no data, a captive portal): shown as offline too.
   */
  unreachable: boolean;
  refusals: readonly OutboxRefusal[];
}

export type SendResult<T> = { queued: false; result: T } | { queued: true };

const STORAGE_KEY = 'outbox';
const PROVISIONAL_PREFIX = 'hors-ligne-';
// A 5xx or a 409 'in progress' is worth trying again, later.
const RETRY_LATER_MS = 5000;

let state: OutboxState = { entries: [], sending: false, unreachable: false, refusals: [] };
const listeners = new Set<() => void>();
const settledListeners = new Set<() => void>();
let loaded: Promise<void> | null = null;
let flushing: Promise<void> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function update(next: Partial<OutboxState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const persist = () => writeOffline(STORAGE_KEY, state.entries);

function load(): Promise<void> {
  loaded ??= readOffline<OutboxEntry[]>(STORAGE_KEY).then((saved) => {
    if (saved?.length) update({ entries: [...saved, ...state.entries] });
  });
  return loaded;
}

export const getOutboxState = (): OutboxState => state;

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  void load().then(() => flushOutbox());
  return () => listeners.delete(listener);
}

/** Called after a flush sent something: screens refetch what the server now holds. */
export function onOutboxSent(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

export const newIdempotencyKey = (): string => crypto.randomUUID();
export const provisionalId = (key: string): string => PROVISIONAL_PREFIX + key;

export function dismissRefusal(key: string): void {
  update({ refusals: state.refusals.filter((r) => r.key !== key) });
}

/**
 * Sends a write now when the network is there and nothing is waiting before it; otherwise queues
 * it (also when the network drops while it is sent) and reports `queued`.
 */
export async function sendOrQueue<T>(entry: Omit<OutboxEntry, 'key' | 'userId'> & { key?: string }): Promise<SendResult<T>> {
  await load();
  const userId = getSessionSnapshot().session?.user.id ?? '';
  const full: OutboxEntry = { ...entry, key: entry.key ?? newIdempotencyKey(), userId };
  const mentionsProvisional = JSON.stringify([full.path, full.body]).includes(PROVISIONAL_PREFIX);
  // Opened without network (no token yet): straight to the outbox, which sends it once the
  // session is back; a tick must not wait for a refresh retrying in a basement.
  if (isOnline() && !isOfflineSession() && state.entries.length === 0 && !mentionsProvisional) {
    try {
      const result = await call<T>(full);
      if (state.unreachable) update({ unreachable: false });
      return { queued: false, result };
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0)) throw err;
      update({ unreachable: true });
    }
  }
  if (full.untick) full.body = { ...(full.body as object), madeAt: new Date().toISOString() };
  update({ entries: [...state.entries, full] });
  await persist();
  void flushOutbox();
  return { queued: true };
}

// A phone with bars but no data may never answer: give up and keep the change for later.
const SEND_TIMEOUT_MS = 10_000;

function call<T>(entry: OutboxEntry): Promise<T> {
  const options = { headers: { [IDEMPOTENCY_KEY_HEADER]: entry.key }, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) };
  const { path, body } = entry;
  if (entry.method === 'DELETE') return api.delete<T>(path, options);
  if (entry.method === 'PATCH') return api.patch<T>(path, body, options);
  return api.post<T>(path, body, options);
}

/** The item created offline now has its server id: the changes queued after it use that id. */
function adoptRealId(provisional: string, real: string): void {
  const swap = <V,>(value: V): V => JSON.parse(JSON.stringify(value).split(provisional).join(real)) as V;
  update({ entries: state.entries.map((e) => ({ ...e, path: swap(e.path), body: e.body === undefined ? undefined : swap(e.body) })) });
}

/** « Lait » a été modifié plus récemment par un autre membre (quantité, unité) : … */
export function supersededNotice(label: string, fields: readonly ShoppingEditField[]): string {
  return OFFLINE_MESSAGES.editSuperseded(label, fields.map((f) => OFFLINE_MESSAGES.editFields[f]).join(', '));
}

/** Sends the waiting changes in order; stops at the first network failure, to go on later. */
export function flushOutbox(): Promise<void> {
  // A call during a flush (a change queued, the network back) runs it once more afterwards.
  if (flushing) {
    again = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      again = false;
      await run();
    } while (again);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function run(): Promise<void> {
  await load();
  let sent = 0;
  if (state.entries.length > 0 && !isOnline()) scheduleRetry();
  while (state.entries.length > 0 && isOnline()) {
    const me = getSessionSnapshot().session?.user.id;
    if (!me) break;
    const entry = state.entries[0]!;
    if (entry.userId !== me) {
      await drop(entry);
      continue;
    }
    update({ sending: true });
    try {
      const result = await call<{ id?: unknown; items?: { checked?: boolean }[]; superseded?: ShoppingEditField[] } | undefined>(entry);
      if (entry.provisionalId && result && typeof result.id === 'string') adoptRealId(entry.provisionalId, result.id);
      if (entry.untick && result?.items?.some((item) => item.checked)) {
        update({ refusals: [...state.refusals, { key: entry.key, text: OFFLINE_MESSAGES.tickWins(entry.label) }] });
      }
      // 'A quantity edit keeps the latest': another member's newer edit stayed; say which fields.
      if (result?.superseded?.length) {
        update({ refusals: [...state.refusals, { key: entry.key, text: supersededNotice(entry.label, result.superseded) }] });
      }
      sent++;
      update({ unreachable: false });
      await drop(entry);
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      if (err instanceof ApiError && err.code === 'CLIENT_OUTDATED') {
        // Kept for the new version, which sends it after the reload.
        announceOutdated();
        break;
      }
      if (status === 0 || status >= 500 || status === 401 || (err instanceof ApiError && err.code === 'IDEMPOTENT_REQUEST_IN_PROGRESS')) {
        // Network, server or session trouble: keep it, in order, for the next try. The browser's
        // 'online' event is not enough: a phone may be 'online' with no data getting through.
        if (status === 0) update({ unreachable: true });
        scheduleRetry();
        break;
      }
      if (!(status === 404 && entry.goneIsDone)) {
        const text =
          status === 404 ? OFFLINE_MESSAGES.deletedMeanwhile(entry.label) : OFFLINE_MESSAGES.refused(entry.label, err instanceof ApiError ? err.message : String(err));
        update({ refusals: [...state.refusals, { key: entry.key, text }] });
      }
      sent++;
      await drop(entry);
    }
  }
  update({ sending: false });
  if (sent > 0) settledListeners.forEach((listener) => listener());
}

async function drop(entry: OutboxEntry): Promise<void> {
  update({ entries: state.entries.filter((e) => e.key !== entry.key) });
  await persist();
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushOutbox(), RETRY_LATER_MS);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void flushOutbox());
