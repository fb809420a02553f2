import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Shopping items, planned meals and fridge items belong to a household (design, departure 4). */
@Entity('households')
export class HouseholdEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** "Mon placard"; null keeps the installation's default (AI_STAPLES). */
  @Column({ type: 'text', array: true, nullable: true })
  pantry: string[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
