import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The servings a planned recipe's ingredient lines are written for, to scale them to the meal's. */
export class PlannedMealRecipeServings1764100000000 implements MigrationInterface {
  name = 'PlannedMealRecipeServings1764100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE planned_meals ADD COLUMN recipe_servings int CHECK (recipe_servings >= 1)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE planned_meals DROP COLUMN recipe_servings`);
  }
}
