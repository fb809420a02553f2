import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../libs/database/src/migrations';
import { adminDatabaseUrl, databaseUrlFor } from '#testing';

// The backup documented in the README restores: a database of its own (the check wipes what it is
// given, so never the run's shared test database), brought to today's schema with a family's data,
// is backed up with pg_dump, wiped, restored with pg_restore, and every table holds the same rows.
describe('backup and restore (npm run backup:check)', () => {
  const database = `mijote_backup_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const url = databaseUrlFor(database);
  let db: DataSource;

  beforeAll(async () => {
    const admin = new Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.end();
    db = new DataSource({ type: 'postgres', url, migrations: MIGRATIONS, migrationsTransactionMode: 'each' });
    await db.initialize();
    await db.runMigrations();
  });

  afterAll(async () => {
    await db?.destroy();
    const admin = new Client({ connectionString: adminDatabaseUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  });

  it('restores every row of every table', async () => {
    const [{ id: home }] = await db.query(`INSERT INTO households (name) VALUES ('Les Favre') RETURNING id`);
    await db.query(`INSERT INTO shopping_items (household_id, name, quantity, unit) VALUES ($1, 'Lait', '1', 'l'), ($1, 'Farine', '500', 'g')`, [home]);
    await db.query(`INSERT INTO recipes (household_id, source, title, ingredients, steps) VALUES ($1, 'own', 'Crêpes', '{"250 g de farine"}', '{"Mélanger."}')`, [home]);
    await db.destroy();

    const run = spawnSync(process.execPath, [join(__dirname, '../../scripts/backup-check.mjs'), url], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/shopping_items\s+2\s+2/);
    expect(run.stdout).toMatch(/recipes\s+1\s+1/);
    expect(run.stdout).toMatch(/identiques après restauration/);

    db = new DataSource({ type: 'postgres', url });
    await db.initialize();
    expect((await db.query(`SELECT name FROM shopping_items ORDER BY name`)).map((r: { name: string }) => r.name)).toEqual(['Farine', 'Lait']);
    expect(await db.query(`SELECT title FROM recipes`)).toEqual([{ title: 'Crêpes' }]);
  });
});
