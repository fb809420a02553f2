import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recipes for the household's size, and "Mon placard". A preference's servings become optional:
 * null follows the household (adults + children as halves). The old default, 4, was given to every
 * household whatever its size, so a 4 becomes null; a number the user chose stays. Households get
 * their pantry list (null: the installation's default). `down` writes the portions back as numbers.
 */
export class PortionsPantry1764320000000 implements MigrationInterface {
  name = 'PortionsPantry1764320000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_preferences ALTER COLUMN servings DROP NOT NULL, ALTER COLUMN servings DROP DEFAULT`);
    await q.query(`UPDATE user_preferences SET servings = NULL WHERE servings = 4`);
    await q.query(`ALTER TABLE households ADD COLUMN pantry text[]`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE households DROP COLUMN pantry`);
    await q.query(`UPDATE user_preferences SET servings = LEAST(20, GREATEST(1, CEIL(adults + children / 2.0)))::int WHERE servings IS NULL`);
    await q.query(`ALTER TABLE user_preferences ALTER COLUMN servings SET DEFAULT 4, ALTER COLUMN servings SET NOT NULL`);
  }
}
