import type { MigrationInterface, QueryRunner } from 'typeorm';

export class HouseholdInvitations1764000000000 implements MigrationInterface {
  name = 'HouseholdInvitations1764000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE household_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        email text NOT NULL CHECK (email = lower(email)),
        invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX household_invitations_token_key ON household_invitations (token_hash)`);
    await q.query(`CREATE INDEX household_invitations_household_idx ON household_invitations (household_id)`);
    // One open invitation per address and household.
    await q.query(
      `CREATE UNIQUE INDEX household_invitations_open_key ON household_invitations (household_id, email) WHERE accepted_at IS NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE household_invitations`);
  }
}
