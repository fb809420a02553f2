import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763700000000 implements MigrationInterface {
  name = 'Accounts1763700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        phone text,
        email_confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_lowercase CHECK (email = lower(email))
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);

    await q.query(`
      CREATE TABLE profiles (
        id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        avatar_url text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX profiles_email_idx ON profiles (email)`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        user_agent text,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);

    await q.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX refresh_tokens_token_hash_key ON refresh_tokens (token_hash)`);
    await q.query(`CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id)`);

    await q.query(`
      CREATE TABLE email_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_confirmation', 'email_change')),
        token_hash text NOT NULL,
        new_email text,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX email_tokens_token_hash_key ON email_tokens (token_hash)`);
    await q.query(`CREATE INDEX email_tokens_user_id_idx ON email_tokens (user_id)`);

    await q.query(`
      CREATE TABLE households (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE household_members (
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('owner', 'member')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (household_id, user_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX household_members_user_id_key ON household_members (user_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE household_members`);
    await q.query(`DROP TABLE households`);
    await q.query(`DROP TABLE email_tokens`);
    await q.query(`DROP TABLE refresh_tokens`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE profiles`);
    await q.query(`DROP TABLE users`);
  }
}
