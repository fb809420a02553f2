import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ChatMessages1764200000000 implements MigrationInterface {
  name = 'ChatMessages1764200000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(`CREATE INDEX chat_messages_user_created_idx ON chat_messages (user_id, created_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_messages`);
  }
}
