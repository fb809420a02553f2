import 'reflect-metadata';
import { loadConfig } from '#config';
import { runMigrations } from '#database';
import { createApp } from './bootstrap';

async function main(): Promise<void> {
  const config = loadConfig();
  await runMigrations(config);
  const app = await createApp(config);
  await app.listen(config.PORT, '0.0.0.0');
  console.log(`Mijote API listening on ${config.APP_ORIGIN} (port ${config.PORT})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
