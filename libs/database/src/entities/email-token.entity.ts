import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type EmailTokenPurpose = 'password_reset' | 'email_confirmation' | 'email_change' | 'email_change_cancel';

/** Single-use links sent by e-mail (password reset, address confirmation), stored hashed. */
@Entity('email_tokens')
export class EmailTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  purpose: EmailTokenPurpose;

  @Index({ unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  /** The address being confirmed, for `email_change`. */
  @Column({ name: 'new_email', type: 'text', nullable: true })
  newEmail: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
