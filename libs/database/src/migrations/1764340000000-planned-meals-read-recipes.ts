import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A planned meal stops copying its recipe: its ingredient lines, steps and the servings they are
 * written for are read from the book's recipe it points at (the `planned_meal_details` view). Meals
 * that still carried lines without pointing anywhere (planned after the book arrived, or whose
 * recipe was deleted) get their recipe first, so no line is lost. A recipe deleted from the book is
 * now only marked deleted (`deleted_at`): the meals planned with it keep their lines, and "Annuler"
 * brings it back. `down` copies the lines back into the meals.
 */
export class PlannedMealsReadRecipes1764340000000 implements MigrationInterface {
  name = 'PlannedMealsReadRecipes1764340000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE recipes ADD COLUMN deleted_at timestamptz`);

    // Meals whose recipe is in the book (by its id or the suggestion id it was kept from).
    await q.query(`
      UPDATE planned_meals p SET recipe_ref = r.id
      FROM recipes r
      WHERE p.recipe_ref IS NULL AND p.recipe_id IS NOT NULL AND r.household_id = p.household_id
        AND (r.origin_id = p.recipe_id OR r.id::text = p.recipe_id)`);
    // Meals with a recipe id the book does not have: one recipe per household and id.
    await q.query(`
      INSERT INTO recipes (household_id, created_by, source, origin_id, title, servings, ingredients, steps, created_at, updated_at)
      SELECT DISTINCT ON (p.household_id, p.recipe_id)
             p.household_id, p.created_by, 'generated', p.recipe_id, p.recipe_title, p.recipe_servings,
             p.ingredients, p.instructions, p.created_at, p.created_at
      FROM planned_meals p
      WHERE p.recipe_ref IS NULL AND p.recipe_id IS NOT NULL AND cardinality(p.ingredients) > 0
      ORDER BY p.household_id, p.recipe_id, cardinality(p.ingredients) DESC, p.created_at`);
    await q.query(`
      UPDATE planned_meals p SET recipe_ref = r.id
      FROM recipes r
      WHERE p.recipe_ref IS NULL AND p.recipe_id IS NOT NULL AND r.household_id = p.household_id AND r.origin_id = p.recipe_id`);
    // Lines typed in without a recipe id: each meal gets its own recipe.
    const loose: { id: string }[] = await q.query(`SELECT id FROM planned_meals WHERE recipe_ref IS NULL AND cardinality(ingredients) > 0`);
    for (const { id } of loose) {
      await q.query(
        `WITH made AS (
           INSERT INTO recipes (household_id, created_by, source, title, servings, ingredients, steps, created_at, updated_at)
           SELECT household_id, created_by, 'own', recipe_title, recipe_servings, ingredients, instructions, created_at, created_at
           FROM planned_meals WHERE id = $1 RETURNING id
         )
         UPDATE planned_meals SET recipe_ref = (SELECT id FROM made) WHERE id = $1`,
        [id],
      );
    }

    await q.query(`ALTER TABLE planned_meals DROP COLUMN ingredients, DROP COLUMN instructions, DROP COLUMN recipe_servings`);
    await q.query(PLANNED_MEAL_DETAILS);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW planned_meal_details`);
    await q.query(`
      ALTER TABLE planned_meals
        ADD COLUMN ingredients text[] NOT NULL DEFAULT '{}',
        ADD COLUMN instructions text[] NOT NULL DEFAULT '{}',
        ADD COLUMN recipe_servings int`);
    await q.query(`
      UPDATE planned_meals p SET ingredients = r.ingredients, instructions = r.steps, recipe_servings = r.servings
      FROM recipes r WHERE r.id = p.recipe_ref`);
    // The meals now carry their lines again: recipes deleted from the book can go for good.
    await q.query(`DELETE FROM recipes WHERE deleted_at IS NOT NULL`);
    await q.query(`ALTER TABLE recipes DROP COLUMN deleted_at`);
  }
}

/**
 * A planned meal with what its recipe says. The columns are listed (not m.*): a later change to
 * planned_meals or recipes that this view should show recreates it in its own migration.
 */
export const PLANNED_MEAL_DETAILS = `
  CREATE VIEW planned_meal_details AS
  SELECT m.id, m.household_id, m.created_by, m.recipe_id, m.recipe_ref, m.recipe_title, m.date, m.time,
         m.servings, m.type, m.created_at,
         r.servings AS recipe_servings,
         COALESCE(r.ingredients, '{}') AS ingredients,
         COALESCE(r.steps, '{}') AS instructions
  FROM planned_meals m
  LEFT JOIN recipes r ON r.id = m.recipe_ref`;
