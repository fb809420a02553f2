import type { MigrationInterface, QueryRunner } from 'typeorm';

/** "Planifier ma semaine": week drafts, the household's remembered choice and calendar secret, its aisles. */
export class MealPlans1764300000000 implements MigrationInterface {
  name = 'MealPlans1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE meal_plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        week_start date NOT NULL,
        status text NOT NULL CHECK (status IN ('planning', 'ready', 'failed', 'accepted')),
        vegetarian_evenings int NOT NULL DEFAULT 2,
        slots jsonb NOT NULL DEFAULT '[]',
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX meal_plans_household_week_idx ON meal_plans (household_id, week_start, created_at DESC)`);
    await q.query(`
      CREATE TABLE meal_plan_settings (
        household_id uuid PRIMARY KEY REFERENCES households(id) ON DELETE CASCADE,
        choice jsonb,
        calendar_token_hash text UNIQUE,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE aisle_overrides (
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        ingredient text NOT NULL,
        aisle text NOT NULL,
        PRIMARY KEY (household_id, ingredient)
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE aisle_overrides`);
    await q.query(`DROP TABLE meal_plan_settings`);
    await q.query(`DROP TABLE meal_plans`);
  }
}
