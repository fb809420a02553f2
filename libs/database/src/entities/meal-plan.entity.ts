import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A week's draft menus ("Planifier ma semaine"): nothing reaches the planning until accepted. */
@Entity('meal_plans')
export class MealPlanEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'household_id', type: 'uuid' })
  householdId: string;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  /** The Monday, 'YYYY-MM-DD'. */
  @Column({ name: 'week_start', type: 'date' })
  weekStart: string;

  /** 'planning' | 'ready' | 'failed' | 'accepted' */
  @Column({ type: 'text' })
  status: string;

  @Column({ name: 'vegetarian_evenings', type: 'int' })
  vegetarianEvenings: number;

  /** The slots with their proposed dishes (recipe drafts), as the contracts' PlanSlot[]. */
  @Column({ type: 'jsonb' })
  slots: unknown[];

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Per household: the last choice of meals and efforts, and the calendar feed's secret. */
@Entity('meal_plan_settings')
export class MealPlanSettingsEntity {
  @Column({ name: 'household_id', type: 'uuid', primary: true })
  householdId: string;

  /** The contracts' MealPlanChoice, or null before the first plan. */
  @Column({ type: 'jsonb', nullable: true })
  choice: unknown | null;

  /** SHA-256 of the calendar feed's token (the token itself is shown once, then only regenerated). */
  @Column({ name: 'calendar_token_hash', type: 'text', nullable: true })
  calendarTokenHash: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A household's own aisle for an ingredient, over the project's table. */
@Entity('aisle_overrides')
export class AisleOverrideEntity {
  @Column({ name: 'household_id', type: 'uuid', primary: true })
  householdId: string;

  /** Normalized ingredient name. */
  @Column({ type: 'text', primary: true })
  ingredient: string;

  @Column({ type: 'text' })
  aisle: string;
}
