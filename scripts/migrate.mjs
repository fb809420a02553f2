#!/usr/bin/env node
// `npm run migration:run`: applies pending migrations to the database `npm start` would use
// (DATABASE_URL, else local PostgreSQL, else the embedded one, started just for this).
// The API also applies them at start; this is for deploys that migrate as a separate step.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { reportFatal, say } from './lib/cli.mjs';
import { loadDotEnv, ROOT, toolBin } from './lib/local-env.mjs';
import { Supervisor } from './lib/processes.mjs';
import { resolvePostgres } from './lib/postgres.mjs';
import { consoleSink } from './lib/processes.mjs';

const require = createRequire(import.meta.url);
let postgres;

async function main() {
  loadDotEnv();
  // The migrations are TypeScript; compile (incrementally) so the ones just written are included.
  const code = await new Supervisor().run('tsc', process.execPath, [toolBin('typescript', 'bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: ROOT });
  if (code !== 0) throw new Error('tsc failed (see above): fix the build before migrating.');

  postgres = await resolvePostgres({ log: say, sink: consoleSink });
  const { parseConfig } = require(join(ROOT, 'dist/libs/config/src/index.js'));
  const { runMigrations } = require(join(ROOT, 'dist/libs/database/src/index.js'));
  const applied = await runMigrations(parseConfig({ ...process.env, DATABASE_URL: postgres.url }));
  say(`Base de données : ${postgres.label}`);
  say(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Aucune migration en attente. (nothing to apply)');
}

main()
  .then(() => postgres?.stop())
  .catch(async (err) => {
    reportFatal(err);
    await postgres?.stop();
    process.exitCode = 1;
  });
