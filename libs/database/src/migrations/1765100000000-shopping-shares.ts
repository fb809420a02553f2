import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One line per ingredient: a row topped up from several sources keeps what each one asked for
 * (a recipe's share, or what was typed by hand: recipe_id null), so the grouped view still shows
 * each recipe's share and the recipe-completion rule still finds a recipe's rows. Every existing
 * row gets one share equal to itself. The row's recipe columns stay, kept equal to its first
 * recipe share, so `down` only drops the table and loses nothing a row had before.
 */
export class ShoppingShares1765100000000 implements MigrationInterface {
  name = 'ShoppingShares1765100000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shopping_item_shares (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        item_id uuid NOT NULL REFERENCES shopping_items(id) ON DELETE CASCADE,
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        recipe_id text,
        recipe_title text,
        quantity text NOT NULL DEFAULT '1',
        unit text NOT NULL DEFAULT 'unité',
        seq bigserial NOT NULL
      )`);
    await q.query(`CREATE INDEX shopping_item_shares_item_idx ON shopping_item_shares (item_id, seq)`);
    await q.query(`CREATE INDEX shopping_item_shares_recipe_idx ON shopping_item_shares (household_id, recipe_id) WHERE recipe_id IS NOT NULL`);
    await q.query(`
      INSERT INTO shopping_item_shares (item_id, household_id, recipe_id, recipe_title, quantity, unit)
      SELECT id, household_id, recipe_id, recipe_title, quantity, unit FROM shopping_items ORDER BY created_at, id`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE shopping_item_shares`);
  }
}
