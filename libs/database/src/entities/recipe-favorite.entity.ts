import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A user's mark on a recipe of their household's book (favourites are per user). */
@Entity('recipe_favorites')
export class RecipeFavoriteEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'recipe_id', type: 'uuid' })
  recipeId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
