import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

export type HouseholdRole = 'owner' | 'member';

/** A user belongs to exactly one household at a time (unique user_id). */
@Entity('household_members')
export class HouseholdMemberEntity {
  @PrimaryColumn({ name: 'household_id', type: 'uuid' })
  householdId: string;

  @Index({ unique: true })
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'text' })
  role: HouseholdRole;

  @CreateDateColumn({ name: 'joined_at', type: 'timestamptz' })
  joinedAt: Date;
}
