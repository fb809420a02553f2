import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type RecipeSourceKind = 'generated' | 'own' | 'imported';

/** One line of a recipe as the book understood it (libs/ingredients' parse of the written line). */
export interface StoredIngredient {
  quantity: number;
  unit: string;
  name: string;
  note?: string;
}

/** A recipe of the household's book: generated and kept, written by hand, or imported. */
@Entity('recipes')
export class RecipeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'household_id', type: 'uuid' })
  householdId: string;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ type: 'text' })
  source: RecipeSourceKind;

  @Column({ name: 'source_url', type: 'text', nullable: true })
  sourceUrl: string | null;

  /** The id a generated recipe had before it was kept (suggestions and the chef refer to it). */
  @Column({ name: 'origin_id', type: 'text', nullable: true })
  originId: string | null;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  type: string | null;

  @Column({ type: 'int', nullable: true })
  servings: number | null;

  @Column({ name: 'preparation_time', type: 'int', nullable: true })
  preparationTime: number | null;

  @Column({ name: 'cooking_time', type: 'int', nullable: true })
  cookingTime: number | null;

  @Column({ type: 'text', nullable: true })
  difficulty: string | null;

  /** The lines as written. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  ingredients: string[];

  @Column({ name: 'ingredients_parsed', type: 'jsonb', default: () => "'[]'" })
  ingredientsParsed: StoredIngredient[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  steps: string[];

  @Column({ type: 'text', nullable: true })
  image: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  /** Raised by each edit; an edit names the version it started from (see RecipesService.update). */
  @Column({ type: 'int', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /**
   * Deleted from the book: hidden everywhere (TypeORM's finds skip it), but the meals planned with
   * it still read its lines, and "Annuler" restores it.
   */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
