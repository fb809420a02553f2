import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OnboardingBilling1763800000000 implements MigrationInterface {
  name = 'OnboardingBilling1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_preferences (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        adults int NOT NULL DEFAULT 1 CHECK (adults BETWEEN 1 AND 10),
        children int NOT NULL DEFAULT 0 CHECK (children BETWEEN 0 AND 9),
        dietary_restrictions text[] NOT NULL DEFAULT '{}',
        preferred_foods text[] NOT NULL DEFAULT '{}',
        avoided_foods text[] NOT NULL DEFAULT '{}',
        shopping_frequency text NOT NULL DEFAULT 'weekly' CHECK (shopping_frequency IN ('daily', 'weekly', 'monthly')),
        difficulty text NOT NULL DEFAULT 'facile' CHECK (difficulty IN ('facile', 'moyen', 'difficile')),
        servings int NOT NULL DEFAULT 4 CHECK (servings BETWEEN 1 AND 20),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE user_subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL,
        plan text NOT NULL DEFAULT 'premium',
        start_date timestamptz,
        stripe_customer_id text,
        stripe_subscription_id text,
        current_period_end timestamptz,
        trial_end timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        last_event_created bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_subscriptions_customer_idx ON user_subscriptions (stripe_customer_id)`);
    await q.query(`CREATE INDEX user_subscriptions_subscription_idx ON user_subscriptions (stripe_subscription_id)`);
    await q.query(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title text NOT NULL,
        message text NOT NULL,
        type text NOT NULL DEFAULT 'system',
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notifications`);
    await q.query(`DROP TABLE stripe_events`);
    await q.query(`DROP TABLE user_subscriptions`);
    await q.query(`DROP TABLE user_preferences`);
  }
}
