import { useMigrationDatabase } from '#testing';

// ShoppingEditTimes1765160000000: per-field edit times, null until a field is edited (an existing
// row's updated_at may be a tick); `down` folds the newest edit time back into updated_at.
describe('migration ShoppingEditTimes1765160000000', () => {
  const scratch = useMigrationDatabase('ShoppingEditTimes1765160000000');
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => scratch.sql<T>(text, params);

  it('adds the edit times, unedited, and down keeps an edit newer than updated_at as updated_at', async () => {
    const [{ id: household }] = await sql<{ id: string }>(`INSERT INTO households (name) VALUES ('Les Favre') RETURNING id`);
    await sql(`INSERT INTO shopping_items (household_id, name, updated_at) VALUES ($1, 'Lait', '2026-01-02T10:00:00Z'), ($1, 'Pain', '2026-01-03T10:00:00Z')`, [household]);
    const runner = scratch.db.createQueryRunner();
    await scratch.migration.up(runner);
    expect(await sql(`SELECT name, name_edited_at AS n, quantity_edited_at AS q, unit_edited_at AS u FROM shopping_items ORDER BY name`)).toEqual([
      { name: 'Lait', n: null, q: null, u: null },
      { name: 'Pain', n: null, q: null, u: null },
    ]);

    await sql(`UPDATE shopping_items SET quantity_edited_at = '2026-02-01T08:00:00Z' WHERE name = 'Lait'`);
    await scratch.migration.down(runner);
    const columns = await sql<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'shopping_items' AND column_name LIKE '%edited_at'`);
    expect(columns).toEqual([]);
    const rows = await sql<{ name: string; updated: string }>(`SELECT name, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS updated FROM shopping_items ORDER BY name`);
    expect(rows).toEqual([
      { name: 'Lait', updated: '2026-02-01 08:00' },
      { name: 'Pain', updated: '2026-01-03 10:00' },
    ]);
    await runner.release();
  });
});
