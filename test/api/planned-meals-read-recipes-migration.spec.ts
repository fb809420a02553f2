import { useMigrationDatabase } from '#testing';

// PlannedMealsReadRecipes1764340000000 on a database with data: every meal that carried lines ends
// pointing at a recipe of the book holding them, the copies go, the meal reads its recipe through
// planned_meal_details; `down` copies the lines back into the meals.
describe('migration PlannedMealsReadRecipes1764340000000', () => {
  const scratch = useMigrationDatabase('PlannedMealsReadRecipes1764340000000');
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => scratch.sql<T>(text, params);

  it('links or keeps a recipe for every meal with lines, reads it through the view, and down copies the lines back', async () => {
    const [{ id: ana }] = await sql<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ('ana@ex.fr', 'x') RETURNING id`);
    const [{ id: home }] = await sql<{ id: string }>(`INSERT INTO households (name) VALUES ('Les Martin') RETURNING id`);
    const recipe = `INSERT INTO recipes (household_id, source, origin_id, title, servings, ingredients, steps) VALUES ($1, 'generated', $2, $3, $4, $5, $6) RETURNING id`;
    const [{ id: gratin }] = await sql<{ id: string }>(recipe, [home, 'gratin-42', 'Gratin', 4, ['1 kg de pommes de terre', '50 cl de crème'], ['Cuire.']]);
    const [{ id: soupe }] = await sql<{ id: string }>(recipe, [home, 'soupe-1', 'Soupe', 2, ['2 poireaux'], ['Mixer.']]);
    const meal = `INSERT INTO planned_meals (household_id, created_by, recipe_id, recipe_ref, recipe_title, date, time, servings, type, recipe_servings, ingredients, instructions)
                  VALUES ($1, $2, $3, $4, $5, '2026-12-01', '19:00', 4, 'plat', $6, $7, $8) RETURNING id`;
    // Already pointing at its recipe.
    const [{ id: linked }] = await sql<{ id: string }>(meal, [home, ana, 'gratin-42', gratin, 'Gratin', 4, ['1 kg de pommes de terre', '50 cl de crème'], ['Cuire.']]);
    // Planned before its suggestion was kept: found by the suggestion id.
    const [{ id: byOrigin }] = await sql<{ id: string }>(meal, [home, ana, 'soupe-1', null, 'Soupe', 2, ['2 poireaux'], ['Mixer.']]);
    // Planned from the book by its id.
    const [{ id: byBookId }] = await sql<{ id: string }>(meal, [home, ana, soupe, null, 'Soupe', 2, ['2 poireaux'], ['Mixer.']]);
    // A suggestion the book never kept, planned twice: one recipe for both.
    const [{ id: curry1 }] = await sql<{ id: string }>(meal, [home, ana, 'curry-9', null, 'Curry', 2, ['400 g de poulet'], ['Saisir.']]);
    const [{ id: curry2 }] = await sql<{ id: string }>(meal, [home, ana, 'curry-9', null, 'Curry', 2, ['400 g de poulet'], ['Saisir.']]);
    // Lines typed without any recipe.
    const [{ id: typed }] = await sql<{ id: string }>(meal, [home, ana, null, null, 'Quiche', 6, ['3 œufs'], ['Battre.']]);
    // A title alone.
    const [{ id: bare }] = await sql<{ id: string }>(meal, [home, ana, null, null, 'Restes', null, [], []]);

    const runner = scratch.db.createQueryRunner();
    await scratch.migration.up(runner);

    const refs = Object.fromEntries((await sql<{ id: string; recipe_ref: string | null }>(`SELECT id, recipe_ref FROM planned_meals`)).map((m) => [m.id, m.recipe_ref]));
    expect(refs[linked]).toBe(gratin);
    expect(refs[byOrigin]).toBe(soupe);
    expect(refs[byBookId]).toBe(soupe);
    expect(refs[curry1]).not.toBeNull();
    expect(refs[curry2]).toBe(refs[curry1]);
    expect(refs[typed]).not.toBeNull();
    expect(refs[bare]).toBeNull();
    const [curry] = await sql(`SELECT source, origin_id, servings, ingredients, steps FROM recipes WHERE id = $1`, [refs[curry1]]);
    expect(curry).toEqual({ source: 'generated', origin_id: 'curry-9', servings: 2, ingredients: ['400 g de poulet'], steps: ['Saisir.'] });
    const [quiche] = await sql(`SELECT source, title, servings, ingredients FROM recipes WHERE id = $1`, [refs[typed]]);
    expect(quiche).toEqual({ source: 'own', title: 'Quiche', servings: 6, ingredients: ['3 œufs'] });

    // The copies are gone; the view reads the recipe.
    const columns = await sql<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'planned_meals'`);
    expect(columns.map((c) => c.column_name)).not.toEqual(expect.arrayContaining(['ingredients']));
    const details = Object.fromEntries(
      (await sql<{ id: string; ingredients: string[]; instructions: string[]; recipe_servings: number | null }>(`SELECT id, ingredients, instructions, recipe_servings FROM planned_meal_details`)).map((m) => [m.id, m]),
    );
    expect(details[linked]).toMatchObject({ ingredients: ['1 kg de pommes de terre', '50 cl de crème'], instructions: ['Cuire.'], recipe_servings: 4 });
    expect(details[typed]).toMatchObject({ ingredients: ['3 œufs'], recipe_servings: 6 });
    expect(details[bare]).toMatchObject({ ingredients: [], instructions: [], recipe_servings: null });

    // A recipe deleted from the book since: its meal still reads its lines; down keeps them in the meal.
    await sql(`UPDATE recipes SET deleted_at = now() WHERE id = $1`, [gratin]);
    expect((await sql(`SELECT ingredients FROM planned_meal_details WHERE id = $1`, [linked]))[0]).toEqual({ ingredients: ['1 kg de pommes de terre', '50 cl de crème'] });

    await scratch.migration.down(runner);
    const back = Object.fromEntries(
      (await sql<{ id: string; ingredients: string[]; instructions: string[]; recipe_servings: number | null }>(`SELECT id, ingredients, instructions, recipe_servings FROM planned_meals`)).map((m) => [m.id, m]),
    );
    expect(back[linked]).toMatchObject({ ingredients: ['1 kg de pommes de terre', '50 cl de crème'], instructions: ['Cuire.'], recipe_servings: 4 });
    expect(back[curry2]).toMatchObject({ ingredients: ['400 g de poulet'], recipe_servings: 2 });
    expect(back[bare]).toMatchObject({ ingredients: [], recipe_servings: null });
    expect(await sql(`SELECT id FROM recipes WHERE id = $1`, [gratin])).toEqual([]);
    await runner.release();
  });
});
