#!/usr/bin/env node
// `npm run restore -- backups/mijote-<date>.dump --yes`: puts a backup back into the database
// `npm start` uses (DATABASE_URL, else the local or embedded one). Stop the API and the worker
// first. Without --yes it only says what it would do.
import { existsSync } from 'node:fs';
import { reportFatal, say } from './lib/cli.mjs';
import { restore, rowCounts } from './lib/backup.mjs';
import { loadDotEnv } from './lib/local-env.mjs';
import { consoleSink } from './lib/processes.mjs';
import { describePgUrl, resolvePostgres } from './lib/postgres.mjs';

let postgres;
async function main() {
  loadDotEnv();
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file || !existsSync(file)) throw new Error('Indiquez le fichier de sauvegarde : npm run restore -- backups/mijote-<date>.dump --yes');
  postgres = await resolvePostgres({ log: say, sink: consoleSink });
  if (!process.argv.includes('--yes')) {
    say(`Restaurerait ${file} dans ${describePgUrl(postgres.url)}, en remplaçant son contenu. Relancez avec --yes pour le faire.`);
    return;
  }
  await restore(postgres.url, file);
  const counts = await rowCounts(postgres.url);
  say(`Restauré dans ${describePgUrl(postgres.url)} : ${Object.keys(counts).length} tables, ${Object.values(counts).reduce((a, b) => a + b, 0)} lignes.`);
}

main()
  .then(() => postgres?.stop())
  .catch(async (err) => {
    reportFatal(err);
    await postgres?.stop();
    process.exitCode = 1;
  });
