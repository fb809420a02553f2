import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { subscribedUser, useTestStack } from '#testing';

// The backup documented in the README restores: a database with a family's data is backed up
// with pg_dump, wiped, restored with pg_restore, and every table holds the same rows again; the
// app then reads it as before.
describe('backup and restore (npm run backup:check)', () => {
  const t = useTestStack({ worker: true });

  it('restores every row of every table', async () => {
    const a = await subscribedUser(t);
    await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Lait' }).expect(201);
    await t.http().post('/api/inventory-items').set(a.auth).send({ name: 'Œufs', quantity: 6, unit: 'unité' }).expect(201);
    await t.http().post('/api/recipes').set(a.auth).send({ title: 'Crêpes', ingredients: ['250 g de farine', '3 œufs'], steps: ['Mélanger.'] }).expect(201);
    const url = (t.db.options as { url: string }).url;

    const run = spawnSync(process.execPath, [join(__dirname, '../../scripts/backup-check.mjs'), url], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/shopping_items\s+1\s+1/);
    expect(run.stdout).toMatch(/identiques après restauration/);

    const list = await t.http().get('/api/shopping-items').set(a.auth).expect(200);
    expect(list.body.map((i: { name: string }) => i.name)).toEqual(['Lait']);
    const book = await t.http().get('/api/recipes').set(a.auth).expect(200);
    expect(book.body.items.map((r: { title: string }) => r.title)).toEqual(['Crêpes']);
  });
});
