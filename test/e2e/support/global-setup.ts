import { existsSync } from 'node:fs';
import type * as TestDatabase from '../../../libs/testing/src/test-database';
import type * as Services from '../../../scripts/lib/services.mjs';
import { assertBuilt, serverEntries, startApp } from './app-processes';
import { CHROMIUM_PATH } from './browser';
import { teardownE2e } from './global-teardown';
import { importScript } from './scripts';
import { e2eState, type E2eState } from './state';

/**
 * Browser tests run against the real thing: the built API and worker as child processes, on a
 * database of this run's own (migrated like production), real Redis, and Chromium.
 */
export default async function globalSetup(): Promise<void> {
  const state = e2eState();
  try {
    await assertBuilt();
    // For the tests that start processes of their own (worker-crash.e2e.ts): see env.ts.
    process.env.E2E_SERVER_ENTRIES = JSON.stringify(await serverEntries());
    if (!existsSync(CHROMIUM_PATH)) {
      throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
    }
    // npm test has already resolved Postgres and Redis; a bare `npx jest --selectProjects e2e`
    // resolves them here with the same rules (and stops whatever it had to start).
    if (process.env.MIJOTE_TEST_SERVICES !== '1') {
      const { resolveServices } = await importScript<typeof Services>('scripts/lib/services.mjs');
      state.services = await resolveServices({ database: null, databaseUrl: process.env.TEST_DATABASE_ADMIN_URL, log: () => {} });
      process.env.TEST_DATABASE_ADMIN_URL = state.services.postgres.adminUrl;
      process.env.REDIS_URL = state.services.redis.url;
    }
    // Required only now: test-env reads TEST_DATABASE_ADMIN_URL when it is first loaded.
    const { createTestDatabase } = require('../../../libs/testing/src/test-database') as typeof TestDatabase;
    await createTestDatabase();
    state.databaseCreated = true;
    process.env.E2E_BASE_URL = await startApp(state);
    stopOnSignals(state);
  } catch (err) {
    // Jest skips global teardown when setup throws: clean up here so nothing is left running.
    await teardownE2e(state);
    throw err;
  }
}

/**
 * Jest dies on SIGTERM/SIGINT without running global teardown, which would orphan the API and
 * worker (a terminal's Ctrl-C reaches them too, a SIGTERM from `npm test` or CI does not).
 * Tear down first, then die of the same signal.
 */
function stopOnSignals(state: E2eState): void {
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];
  const onSignal = (signal: NodeJS.Signals) => {
    for (const s of signals) process.off(s, onSignal);
    void teardownE2e(state).finally(() => process.kill(process.pid, signal));
  };
  for (const s of signals) process.on(s, onSignal);
  state.removeSignalHandlers = () => signals.forEach((s) => process.off(s, onSignal));
}
