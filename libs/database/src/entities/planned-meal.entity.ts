import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, ViewColumn, ViewEntity } from 'typeorm';

/**
 * A meal on the household's planning. What it cooks (lines, steps, the servings they are written
 * for) is the book's recipe it points at (`recipeRef`); read it through PlannedMealDetails.
 */
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** node-postgres reads a `date` as local midnight; the day it names, as 'YYYY-MM-DD'. */
function calendarDay(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** A planned meal with its recipe's lines and steps (the `planned_meal_details` view): what every reader uses. */
@ViewEntity({ name: 'planned_meal_details', synchronize: false })
export class PlannedMealDetails {
  @ViewColumn()
  id: string;

  @ViewColumn({ name: 'household_id' })
  householdId: string;

  @ViewColumn({ name: 'created_by' })
  createdBy: string | null;

  @ViewColumn({ name: 'recipe_id' })
  recipeId: string | null;

  @ViewColumn({ name: 'recipe_ref' })
  recipeRef: string | null;

  @ViewColumn({ name: 'recipe_title' })
  recipeTitle: string;

  /** 'YYYY-MM-DD' (a view column has no type: the driver's Date is read back as the calendar day). */
  @ViewColumn({ transformer: { from: calendarDay, to: (v: string) => v } })
  date: string;

  /** 'HH:MM:SS'. */
  @ViewColumn()
  time: string;

  @ViewColumn()
  servings: number;

  @ViewColumn()
  type: string;

  @ViewColumn({ name: 'created_at' })
  createdAt: Date;

  /** How many the recipe's lines serve; null for a meal typed by hand. */
  @ViewColumn({ name: 'recipe_servings' })
  recipeServings: number | null;

  @ViewColumn()
  ingredients: string[];

  @ViewColumn()
  instructions: string[];
}
