import type { Supervisor } from '../../../scripts/lib/processes.mjs';
import type { ResolvedServices } from '../../../scripts/lib/services.mjs';

/** What global setup started, for global teardown (both run in Jest's main process). */
export interface E2eState {
  services?: ResolvedServices;
  supervisor?: Supervisor;
  databaseCreated?: boolean;
  died?: string;
  removeSignalHandlers?: () => void;
}

const KEY = '__MIJOTE_E2E__';

export function e2eState(): E2eState {
  const g = globalThis as unknown as Record<string, E2eState | undefined>;
  g[KEY] ??= {};
  return g[KEY];
}
