import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type ShoppingFrequency = 'daily' | 'weekly' | 'monthly';
export type Difficulty = 'facile' | 'moyen' | 'difficile';

/** One per user: the questionnaire's answers and the settings' recipe preferences (both spec shapes). */
@Entity('user_preferences')
export class UserPreferencesEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'int', default: 1 })
  adults: number;

  @Column({ type: 'int', default: 0 })
  children: number;

  @Column({ name: 'dietary_restrictions', type: 'text', array: true, default: () => "'{}'" })
  dietaryRestrictions: string[];

  @Column({ name: 'preferred_foods', type: 'text', array: true, default: () => "'{}'" })
  preferredFoods: string[];

  @Column({ name: 'avoided_foods', type: 'text', array: true, default: () => "'{}'" })
  avoidedFoods: string[];

  @Column({ name: 'shopping_frequency', type: 'text', default: 'weekly' })
  shoppingFrequency: ShoppingFrequency;

  @Column({ type: 'text', default: 'facile' })
  difficulty: Difficulty;

  /** Null: the household's portions (adults + children as halves). */
  @Column({ type: 'int', nullable: true })
  servings: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
