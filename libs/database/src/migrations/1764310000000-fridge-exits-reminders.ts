import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Anti-gaspi: how items leave the fridge (with what they were, so "Annuler" restores them), the
 * daily reminder's settings (per member; the hour per household) and the deliveries already made,
 * one row per household, day and item, so no worker sends the same item twice the same day.
 */
export class FridgeExitsReminders1764310000000 implements MigrationInterface {
  name = 'FridgeExitsReminders1764310000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE fridge_exits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        item_id uuid NOT NULL,
        name text NOT NULL,
        quantity int NOT NULL,
        unit text NOT NULL,
        category text NOT NULL,
        expiration_date date,
        item_created_at timestamptz NOT NULL,
        item_created_by uuid,
        reason text NOT NULL CHECK (reason IN ('used', 'eaten', 'thrown')),
        exited_on date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX fridge_exits_household_day_idx ON fridge_exits (household_id, exited_on)`);
    await q.query(`
      CREATE TABLE reminder_settings (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        enabled boolean NOT NULL DEFAULT true,
        email boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE household_reminder_hours (
        household_id uuid PRIMARY KEY REFERENCES households(id) ON DELETE CASCADE,
        hour smallint NOT NULL DEFAULT 9 CHECK (hour BETWEEN 0 AND 23),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE reminder_deliveries (
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        day date NOT NULL,
        item_id uuid NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (household_id, day, item_id)
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reminder_deliveries`);
    await q.query(`DROP TABLE household_reminder_hours`);
    await q.query(`DROP TABLE reminder_settings`);
    await q.query(`DROP TABLE fridge_exits`);
  }
}
