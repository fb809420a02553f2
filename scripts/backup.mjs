#!/usr/bin/env node
// `npm run backup [-- --dir backups]`: the database `npm start` uses (DATABASE_URL, else the local
// or embedded one) into backups/mijote-<date>.dump (pg_dump, custom format). Keeps the last
// BACKUP_KEEP (14) files of the directory. docker-compose.yml's `backup` service runs the same
// pg_dump once a day; see README, "Backups".
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { reportFatal, say } from './lib/cli.mjs';
import { backupName, dump } from './lib/backup.mjs';
import { loadDotEnv, ROOT } from './lib/local-env.mjs';
import { consoleSink } from './lib/processes.mjs';
import { describePgUrl, resolvePostgres } from './lib/postgres.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};

let postgres;
async function main() {
  loadDotEnv();
  const dir = resolve(ROOT, arg('--dir', 'backups'));
  const keep = Number(process.env.BACKUP_KEEP ?? 14);
  postgres = await resolvePostgres({ log: say, sink: consoleSink });
  mkdirSync(dir, { recursive: true });
  const file = join(dir, backupName());
  await dump(postgres.url, file);
  say(`Sauvegarde de ${describePgUrl(postgres.url)} : ${file}`);
  const old = readdirSync(dir).filter((f) => /^mijote-.*\.dump$/.test(f)).sort().slice(0, -keep);
  for (const f of old) rmSync(join(dir, f));
  if (old.length) say(`Anciennes sauvegardes supprimées : ${old.length} (gardées : ${keep})`);
}

main()
  .then(() => postgres?.stop())
  .catch(async (err) => {
    reportFatal(err);
    await postgres?.stop();
    process.exitCode = 1;
  });
