#!/usr/bin/env node
// `npm run backup:check -- <database-url>`: proves that a backup restores. Counts the rows of
// every table, backs the database up, wipes it, restores the backup and counts again; exits 1 on
// any difference. It WIPES the database it is given: point it at a copy, never at production.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportFatal, say } from './lib/cli.mjs';
import { dump, restore, rowCounts, wipe } from './lib/backup.mjs';
import { describePgUrl } from './lib/postgres.mjs';

async function main() {
  const url = process.argv[2];
  if (!url) throw new Error('Indiquez la base à vérifier (elle sera vidée puis restaurée) : npm run backup:check -- postgres://…/copie');
  const dir = mkdtempSync(join(tmpdir(), 'mijote-backup-'));
  try {
    const before = await rowCounts(url);
    const file = join(dir, 'check.dump');
    await dump(url, file);
    await wipe(url);
    const wiped = await rowCounts(url);
    if (Object.keys(wiped).length !== 0) throw new Error('la base n’a pas été vidée');
    await restore(url, file);
    const after = await rowCounts(url);
    const tables = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    const differ = tables.filter((t) => before[t] !== after[t]);
    for (const t of tables) console.log(`${t.padEnd(28)} ${String(before[t] ?? '—').padStart(8)} ${String(after[t] ?? '—').padStart(8)}${differ.includes(t) ? '  ✗' : ''}`);
    if (differ.length) throw new Error(`${describePgUrl(url)} : ${differ.length} table(s) diffèrent après restauration : ${differ.join(', ')}`);
    say(`Sauvegarde vérifiée sur ${describePgUrl(url)} : ${tables.length} tables, ${Object.values(after).reduce((a, b) => a + b, 0)} lignes, identiques après restauration.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  reportFatal(err);
  process.exitCode = 1;
});
