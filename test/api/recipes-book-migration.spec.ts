import { DataSource } from 'typeorm';
import { useMigrationDatabase } from '#testing';

// The recipe book's migration run on a database shaped as it is today, with data in it: every
// favourite and every recipe copied into a planned meal ends in the book, and `down` gives the
// favourites back as they were.
describe('migration RecipeBook1764290000000', () => {
  const scratch = useMigrationDatabase('RecipeBook1764290000000');
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => scratch.sql<T>(text, params);

  const user = async (email: string): Promise<string> =>
    (await sql<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ($1, 'x') RETURNING id`, [email]))[0].id;

  it('moves favourites and planned recipes onto recipes, links shopping lines, and down restores', async () => {
    const [ana, bob, solo] = [await user('ana@ex.fr'), await user('bob@ex.fr'), await user('solo@ex.fr')];
    const [{ id: home }] = await sql<{ id: string }>(`INSERT INTO households (name) VALUES ('Les Martin') RETURNING id`);
    await sql(`INSERT INTO household_members (household_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'member')`, [home, ana, bob]);

    const fav = `INSERT INTO favorite_recipes (user_id, recipe_id, recipe_title, recipe_image, description, preparation_time, servings, difficulty, type, ingredients, instructions, created_at)
                 VALUES ($1, $2, $3, $4, 'Un classique', 45, 4, 'facile', 'plat', $5, $6, $7)`;
    // Ana and Bob both favour the same generated gratin: one recipe, two marks.
    await sql(fav, [ana, 'gratin-42', 'Gratin dauphinois', '/img/g.jpg', ['1 kg de pommes de terre', '50 cl de crème'], ['Trancher.', 'Cuire.'], '2026-01-02T10:00:00Z']);
    await sql(fav, [bob, 'gratin-42', 'Gratin dauphinois', '/img/g.jpg', ['1 kg de pommes de terre', '50 cl de crème'], ['Trancher.', 'Cuire.'], '2026-01-03T10:00:00Z']);
    await sql(fav, [ana, 'tarte-7', 'Tarte Tatin', null, ['6 pommes'], ['Caraméliser.'], '2026-01-04T10:00:00Z']);
    // A user without a household keeps their favourite too.
    await sql(fav, [solo, 'soupe-1', 'Soupe', null, ['1 poireau'], ['Mixer.'], '2026-01-05T10:00:00Z']);

    const meal = `INSERT INTO planned_meals (household_id, created_by, recipe_id, recipe_title, date, time, servings, type, recipe_servings, ingredients, instructions)
                  VALUES ($1, $2, $3, $4, '2026-02-01', '19:00', 4, 'dîner', $5, $6, $7) RETURNING id`;
    const [{ id: mealGratin }] = await sql<{ id: string }>(meal, [home, ana, 'gratin-42', 'Gratin dauphinois', 4, ['1 kg de pommes de terre'], ['Cuire.']]);
    const [{ id: mealCurry }] = await sql<{ id: string }>(meal, [home, bob, 'curry-9', 'Curry', 2, ['400 g de poulet', '1 oignon'], ['Saisir.']]);
    const [{ id: mealTyped }] = await sql<{ id: string }>(meal, [home, bob, null, 'Quiche de mamie', 6, ['3 œufs', '20 cl de crème'], ['Battre.']]);
    const [{ id: mealBare }] = await sql<{ id: string }>(meal, [home, bob, null, 'Restes', null, [], []]);
    const [{ id: line }] = await sql<{ id: string }>(
      `INSERT INTO shopping_items (household_id, name, quantity, unit, recipe_id, recipe_title) VALUES ($1, 'poulet', '400', 'g', 'curry-9', 'Curry') RETURNING id`,
      [home],
    );

    await scratch.db.runMigrations(); // nothing pending yet: the book's migration is not in this list
    // Up to and including the book's migration: its `down` is the last one to undo.
    const after = new DataSource({ type: 'postgres', url: scratch.url, migrations: scratch.migrations, migrationsTransactionMode: 'each' });
    await after.initialize();
    try {
      await after.runMigrations();

      const recipes = await after.query(`SELECT * FROM recipes ORDER BY title`);
      expect(recipes.map((r: { title: string }) => r.title)).toEqual(['Curry', 'Gratin dauphinois', 'Quiche de mamie', 'Soupe', 'Tarte Tatin']);
      const gratin = recipes.find((r: { title: string }) => r.title === 'Gratin dauphinois');
      expect(gratin).toMatchObject({
        household_id: home, source: 'generated', origin_id: 'gratin-42', image: '/img/g.jpg', description: 'Un classique',
        preparation_time: 45, servings: 4, difficulty: 'facile', type: 'plat',
        ingredients: ['1 kg de pommes de terre', '50 cl de crème'], steps: ['Trancher.', 'Cuire.'],
      });
      const marks = await after.query(`SELECT user_id, recipe_id FROM recipe_favorites`);
      expect(marks).toHaveLength(4);
      expect(marks.filter((m: { recipe_id: string }) => m.recipe_id === gratin.id).map((m: { user_id: string }) => m.user_id).sort()).toEqual([ana, bob].sort());
      const soloHome = await after.query(`SELECT household_id FROM household_members WHERE user_id = $1`, [solo]);
      expect(soloHome).toHaveLength(1);

      const meals = await after.query(`SELECT id, recipe_ref FROM planned_meals`);
      const ref = (id: string) => meals.find((m: { id: string }) => m.id === id).recipe_ref;
      expect(ref(mealGratin)).toBe(gratin.id);
      const curry = recipes.find((r: { title: string }) => r.title === 'Curry');
      expect(ref(mealCurry)).toBe(curry.id);
      expect(curry).toMatchObject({ servings: 2, ingredients: ['400 g de poulet', '1 oignon'], steps: ['Saisir.'], origin_id: 'curry-9' });
      const quiche = recipes.find((r: { title: string }) => r.title === 'Quiche de mamie');
      expect(ref(mealTyped)).toBe(quiche.id);
      expect(quiche).toMatchObject({ source: 'own', servings: 6, ingredients: ['3 œufs', '20 cl de crème'] });
      expect(ref(mealBare)).toBeNull();
      const [shop] = await after.query(`SELECT recipe_ref FROM shopping_items WHERE id = $1`, [line]);
      expect(shop.recipe_ref).toBe(curry.id);
      await expect(after.query(`SELECT 1 FROM favorite_recipes`)).rejects.toThrow();

      // Accent-insensitive search over title and ingredients.
      const found = await after.query(`SELECT title FROM recipes WHERE recipe_search_text(title, ingredients) LIKE '%' || search_fold($1) || '%'`, ['CREME']);
      expect(found.map((r: { title: string }) => r.title).sort()).toEqual(['Gratin dauphinois', 'Quiche de mamie']);

      await after.undoLastMigration();
      const restored = await after.query(
        `SELECT user_id, recipe_id, recipe_title, recipe_image, description, preparation_time, servings, difficulty, type, ingredients, instructions, created_at
         FROM favorite_recipes ORDER BY created_at`,
      );
      expect(restored).toEqual([
        expect.objectContaining({ user_id: ana, recipe_id: 'gratin-42', recipe_title: 'Gratin dauphinois', recipe_image: '/img/g.jpg', description: 'Un classique', preparation_time: 45, servings: 4, difficulty: 'facile', type: 'plat', ingredients: ['1 kg de pommes de terre', '50 cl de crème'], instructions: ['Trancher.', 'Cuire.'], created_at: new Date('2026-01-02T10:00:00Z') }),
        expect.objectContaining({ user_id: bob, recipe_id: 'gratin-42', created_at: new Date('2026-01-03T10:00:00Z') }),
        expect.objectContaining({ user_id: ana, recipe_id: 'tarte-7', recipe_title: 'Tarte Tatin', ingredients: ['6 pommes'] }),
        expect.objectContaining({ user_id: solo, recipe_id: 'soupe-1', instructions: ['Mixer.'] }),
      ]);
      const mealsBack = await after.query(`SELECT id, recipe_id, ingredients FROM planned_meals ORDER BY created_at`);
      expect(mealsBack.find((m: { id: string }) => m.id === mealCurry)).toMatchObject({ recipe_id: 'curry-9', ingredients: ['400 g de poulet', '1 oignon'] });
      expect(mealsBack.find((m: { id: string }) => m.id === mealTyped)).toMatchObject({ ingredients: ['3 œufs', '20 cl de crème'] });
      await expect(after.query(`SELECT 1 FROM recipes`)).rejects.toThrow();

      // And up again from the restored state.
      await after.runMigrations();
      expect(await after.query(`SELECT count(*)::int AS n FROM recipe_favorites`)).toEqual([{ n: 4 }]);
    } finally {
      await after.destroy();
    }
  });
});
