import type { MigrationInterface, QueryRunner } from 'typeorm';

/** E-mail links gain 'email_change_cancel': the old address can undo a change for 48 h. */
export class EmailChangeCancel1764250000000 implements MigrationInterface {
  name = 'EmailChangeCancel1764250000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE email_tokens DROP CONSTRAINT IF EXISTS email_tokens_purpose_check`);
    await q.query(
      `ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('password_reset', 'email_confirmation', 'email_change', 'email_change_cancel'))`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM email_tokens WHERE purpose = 'email_change_cancel'`);
    await q.query(`ALTER TABLE email_tokens DROP CONSTRAINT IF EXISTS email_tokens_purpose_check`);
    await q.query(`ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('password_reset', 'email_confirmation', 'email_change'))`);
  }
}
