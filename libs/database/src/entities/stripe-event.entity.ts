import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Each Stripe event id once: a replayed webhook is recognised and ignored. */
@Entity('stripe_events')
export class StripeEventEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
