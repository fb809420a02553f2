import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Favourites belong to the user, not the household. */
@Entity('favorite_recipes')
export class FavoriteRecipeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'recipe_id', type: 'text' })
  recipeId: string;

  @Column({ name: 'recipe_title', type: 'text' })
  recipeTitle: string;

  @Column({ name: 'recipe_image', type: 'text', nullable: true })
  recipeImage: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'preparation_time', type: 'int', nullable: true })
  preparationTime: number | null;

  @Column({ type: 'int', nullable: true })
  servings: number | null;

  @Column({ type: 'text', nullable: true })
  difficulty: string | null;

  @Column({ type: 'text', nullable: true })
  type: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  ingredients: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  instructions: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
