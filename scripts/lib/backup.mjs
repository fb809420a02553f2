// Backups with PostgreSQL's own tools: pg_dump's custom format (compressed, restorable table by
// table) and pg_restore. The tools come from the machine (Debian's postgresql-client) or, under
// docker compose, from the postgres image the backup service runs in.
import { spawn } from 'node:child_process';
import pg from 'pg';

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (err) => reject(err.code === 'ENOENT' ? new Error(`${command} introuvable : installez le client PostgreSQL (apt-get install postgresql-client).`) : err));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} a échoué (code ${code}) : ${stderr.trim()}`))));
  });
}

/** Every table of the public schema and its number of rows, to compare a database before and after. */
export async function rowCounts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    const counts = {};
    for (const { tablename } of tables) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM "${tablename.replaceAll('"', '""')}"`);
      counts[tablename] = rows[0].n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** The whole database (schema, data, migrations table) into one file. */
export const dump = (url, file) => run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);

/** Restores a dump into a database, replacing what it holds of the same objects. */
export const restore = (url, file) => run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file]);

/** Empties a database: the public schema and everything in it (extensions and functions included). */
export async function wipe(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

/** 'mijote-2026-11-25T09-30.dump': sortable, one per run. */
export const backupName = (now = new Date()) => `mijote-${now.toISOString().slice(0, 16).replace(':', '-')}.dump`;
