import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version number on each recipe of the book: an edit replaces the ingredients and the steps as
 * whole lists, so it must say which version it started from, and an edit made meanwhile by another
 * member answers 409 instead of being overwritten. Existing recipes start at 1; `down` drops it.
 */
export class RecipeVersion1765000000000 implements MigrationInterface {
  name = 'RecipeVersion1765000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE recipes ADD COLUMN version integer NOT NULL DEFAULT 1`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE recipes DROP COLUMN version`);
  }
}
