import { useMigrationDatabase } from '#testing';

// PortionsPantry1764320000000 on a database with data: the blanket default of 4 becomes "follow the
// household", a number a user chose stays, and `down` writes every household's portions back.
describe('migration PortionsPantry1764320000000', () => {
  const scratch = useMigrationDatabase('PortionsPantry1764320000000');
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => scratch.sql<T>(text, params);

  it('turns the default 4 into the household, keeps chosen numbers, adds the cupboard, and down restores numbers', async () => {
    const prefs = async (email: string, adults: number, children: number, servings: number) => {
      const [{ id }] = await sql<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ($1, 'x') RETURNING id`, [email]);
      await sql(`INSERT INTO user_preferences (user_id, adults, children, servings) VALUES ($1, $2, $3, $4)`, [id, adults, children, servings]);
      return id;
    };
    const family = await prefs('famille@ex.fr', 2, 3, 4);
    const chosen = await prefs('choisi@ex.fr', 1, 0, 6);
    await sql(`INSERT INTO households (name) VALUES ('Les Favre')`);

    const migration = scratch.migration;
    const runner = scratch.db.createQueryRunner();
    await migration.up(runner);
    const after = await sql<{ user_id: string; servings: number | null }>(`SELECT user_id, servings FROM user_preferences ORDER BY user_id`);
    expect(Object.fromEntries(after.map((r) => [r.user_id, r.servings]))).toEqual({ [family]: null, [chosen]: 6 });
    expect(await sql(`SELECT pantry FROM households`)).toEqual([{ pantry: null }]);

    await migration.down(runner);
    const restored = await sql<{ user_id: string; servings: number }>(`SELECT user_id, servings FROM user_preferences`);
    expect(Object.fromEntries(restored.map((r) => [r.user_id, r.servings]))).toEqual({ [family]: 4, [chosen]: 6 });
    await runner.release();
  });
});
