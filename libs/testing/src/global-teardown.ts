import { dropTestDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.KEEP_TEST_DATABASE) return;
  await dropTestDatabase();
}
