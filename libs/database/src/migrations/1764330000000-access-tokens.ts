import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Personal access tokens: one row per token a member made for a script; gone with the member. */
export class AccessTokens1764330000000 implements MigrationInterface {
  name = 'AccessTokens1764330000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE access_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
        scope text NOT NULL CHECK (scope IN ('read', 'write')),
        token_hash text NOT NULL UNIQUE,
        hint text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz,
        last_used_at timestamptz
      )`);
    await q.query(`CREATE INDEX access_tokens_user_id_idx ON access_tokens (user_id)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE access_tokens`);
  }
}
