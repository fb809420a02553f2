import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each editable field of a shopping row was last changed, as the member who changed it saw
 * the time (a phone's offline outbox sends its `madeAt`): for each field the latest edit wins, so
 * an older edit replayed later does not overwrite a newer one. Null until the field is first
 * edited: adding a row is no edit, or a phone whose clock runs behind could never change a row
 * just added. Existing rows keep null (their `updated_at` may be a tick, not an edit); `down` folds
 * the edit times back into `updated_at`, so no edited row looks older than its last edit.
 */
export class ShoppingEditTimes1765160000000 implements MigrationInterface {
  name = 'ShoppingEditTimes1765160000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE shopping_items
        ADD COLUMN name_edited_at timestamptz,
        ADD COLUMN quantity_edited_at timestamptz,
        ADD COLUMN unit_edited_at timestamptz`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE shopping_items SET updated_at = GREATEST(updated_at, name_edited_at, quantity_edited_at, unit_edited_at)
       WHERE COALESCE(name_edited_at, quantity_edited_at, unit_edited_at) IS NOT NULL`);
    await q.query(`
      ALTER TABLE shopping_items
        DROP COLUMN name_edited_at,
        DROP COLUMN quantity_edited_at,
        DROP COLUMN unit_edited_at`);
  }
}
