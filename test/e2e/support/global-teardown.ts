import type * as TestDatabase from '../../../libs/testing/src/test-database';
import { stopApp } from './app-processes';
import { e2eState, type E2eState } from './state';

export async function teardownE2e(state: E2eState): Promise<void> {
  state.removeSignalHandlers?.();
  await stopApp(state).catch((err: unknown) => console.error('[e2e] stopping the app:', err));
  if (state.databaseCreated && !process.env.KEEP_TEST_DATABASE) {
    const { dropTestDatabase } = require('../../../libs/testing/src/test-database') as typeof TestDatabase;
    await dropTestDatabase().catch((err: unknown) => console.error('[e2e] dropping the test database:', err));
    state.databaseCreated = false;
  }
  await state.services?.stop();
  state.services = undefined;
}

export default async function globalTeardown(): Promise<void> {
  const state = e2eState();
  const died = state.died;
  await teardownE2e(state);
  if (died) console.error(`\n[e2e] ${died}`);
}
