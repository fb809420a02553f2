import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the household adds to its list, counted per ingredient, for the one-line field's
 * suggestions (most bought first) and the "Souvent achetés" chips. Rows already on the list count
 * once each; their key is the lower-cased name here (the app keys by normalized name: an accent
 * or a plural may count apart until the next add, which the suggestions merge anyway).
 */
export class ShoppingHistory1765100000001 implements MigrationInterface {
  name = 'ShoppingHistory1765100000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shopping_history (
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        name_key text NOT NULL,
        name text NOT NULL,
        times int NOT NULL DEFAULT 1,
        last_added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (household_id, name_key)
      )`);
    await q.query(`
      INSERT INTO shopping_history (household_id, name_key, name, times, last_added_at)
      SELECT household_id, lower(trim(name)), min(trim(name)), count(*), max(created_at)
        FROM shopping_items GROUP BY household_id, lower(trim(name))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shopping_history`);
  }
}
