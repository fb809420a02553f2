import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('planned_meals')
export class PlannedMealEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'household_id', type: 'uuid' })
  householdId: string;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ name: 'recipe_id', type: 'text', nullable: true })
  recipeId: string | null;

  /** The recipe of the household's book this points at, if any. */
  @Column({ name: 'recipe_ref', type: 'uuid', nullable: true })
  recipeRef: string | null;

  @Column({ name: 'recipe_title', type: 'text' })
  recipeTitle: string;

  /** 'YYYY-MM-DD', a calendar day without a time zone. */
  @Column({ type: 'date' })
  date: string;

  /** 'HH:MM:SS'. */
  @Column({ type: 'time' })
  time: string;

  @Column({ type: 'int' })
  servings: number;

  @Column({ type: 'text' })
  type: string;

  /** How many the recipe's ingredient lines serve; null for a meal typed by hand. */
  @Column({ name: 'recipe_servings', type: 'int', nullable: true })
  recipeServings: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  ingredients: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  instructions: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
