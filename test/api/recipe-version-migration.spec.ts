import { useMigrationDatabase } from '#testing';

// RecipeVersion1765000000000 on a database with recipes in it: they keep everything and start
// at version 1; `down` drops the column and leaves the recipes as they were.
describe('migration RecipeVersion1765000000000', () => {
  const scratch = useMigrationDatabase('RecipeVersion1765000000000');
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => scratch.sql<T>(text, params);

  it('gives existing recipes version 1, and down removes it without touching them', async () => {
    const [{ id: home }] = await sql<{ id: string }>(`INSERT INTO households (name) VALUES ('Les Martin') RETURNING id`);
    await sql(`INSERT INTO recipes (household_id, source, title, ingredients, steps) VALUES ($1, 'own', 'Gratin', $2, $3)`, [home, ['1 kg de pommes de terre'], ['Cuire.']]);
    const runner = scratch.db.createQueryRunner();
    try {
      await scratch.migration.up(runner);
      expect(await sql(`SELECT title, ingredients, steps, version FROM recipes`)).toEqual([
        { title: 'Gratin', ingredients: ['1 kg de pommes de terre'], steps: ['Cuire.'], version: 1 },
      ]);
      await sql(`INSERT INTO recipes (household_id, source, title) VALUES ($1, 'own', 'Tarte')`, [home]);
      expect((await sql<{ version: number }>(`SELECT version FROM recipes WHERE title = 'Tarte'`))[0]!.version).toBe(1);

      await scratch.migration.down(runner);
      expect(await sql(`SELECT title, ingredients, steps FROM recipes ORDER BY title`)).toEqual([
        { title: 'Gratin', ingredients: ['1 kg de pommes de terre'], steps: ['Cuire.'] },
        { title: 'Tarte', ingredients: [], steps: [] },
      ]);
      await expect(sql(`SELECT version FROM recipes`)).rejects.toThrow();
    } finally {
      await runner.release();
    }
  });
});
