import { useMigrationDatabase } from '#testing';

// ShoppingShares1765100000000 on a list with rows: each row gets one share equal to itself (a
// recipe's row keeps its recipe, a typed row is the household's), and `down` leaves the rows as
// they were.
describe('migration ShoppingShares1765100000000', () => {
  const scratch = useMigrationDatabase('ShoppingShares1765100000000');
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => scratch.sql<T>(text, params);

  it('gives every existing row its share, and down drops only the shares', async () => {
    const [{ id: household }] = await sql<{ id: string }>(`INSERT INTO households (name) VALUES ('Les Favre') RETURNING id`);
    await sql(
      `INSERT INTO shopping_items (household_id, name, quantity, unit, checked, recipe_id, recipe_title) VALUES
         ($1, 'farine', '250', 'g', false, 'crepes', 'Crêpes'),
         ($1, 'Lait', '1', 'l', true, NULL, NULL)`,
      [household],
    );
    const rowsBefore = await sql(`SELECT id, name, quantity, unit, checked, recipe_id, recipe_title FROM shopping_items ORDER BY name`);

    const runner = scratch.db.createQueryRunner();
    await scratch.migration.up(runner);
    const shares = await sql<{ name: string; recipe_id: string | null; recipe_title: string | null; quantity: string; unit: string; household_id: string }>(
      `SELECT i.name, s.recipe_id, s.recipe_title, s.quantity, s.unit, s.household_id
         FROM shopping_item_shares s JOIN shopping_items i ON i.id = s.item_id ORDER BY i.name`,
    );
    expect(shares).toEqual([
      { name: 'Lait', recipe_id: null, recipe_title: null, quantity: '1', unit: 'l', household_id: household },
      { name: 'farine', recipe_id: 'crepes', recipe_title: 'Crêpes', quantity: '250', unit: 'g', household_id: household },
    ]);

    await scratch.migration.down(runner);
    expect(await sql(`SELECT to_regclass('shopping_item_shares') AS t`)).toEqual([{ t: null }]);
    expect(await sql(`SELECT id, name, quantity, unit, checked, recipe_id, recipe_title FROM shopping_items ORDER BY name`)).toEqual(rowsBefore);
    await runner.release();
  });
});

// ShoppingHistory1765100000001: what is on the list already counts as bought once per row.
describe('migration ShoppingHistory1765100000001', () => {
  const scratch = useMigrationDatabase('ShoppingHistory1765100000001');
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => scratch.sql<T>(text, params);

  it('counts the rows already on each list, and down drops the history only', async () => {
    const [{ id: household }] = await sql<{ id: string }>(`INSERT INTO households (name) VALUES ('Les Favre') RETURNING id`);
    await sql(`INSERT INTO shopping_items (household_id, name) VALUES ($1, 'Lait'), ($1, 'lait '), ($1, 'Pain')`, [household]);
    const runner = scratch.db.createQueryRunner();
    await scratch.migration.up(runner);
    expect(await sql(`SELECT name_key, times FROM shopping_history ORDER BY name_key`)).toEqual([
      { name_key: 'lait', times: 2 },
      { name_key: 'pain', times: 1 },
    ]);
    await scratch.migration.down(runner);
    expect(await sql(`SELECT to_regclass('shopping_history') AS t`)).toEqual([{ t: null }]);
    expect(await sql(`SELECT count(*)::int AS n FROM shopping_items`)).toEqual([{ n: 3 }]);
    await runner.release();
  });
});
