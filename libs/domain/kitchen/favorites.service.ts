import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DishType, FavoriteRecipe } from '#contracts';
import { FavoriteRecipeEntity } from '#database';
import { RealtimeEmitter } from '#realtime';
import { DomainError } from '#domain/errors';

export interface NewFavorite {
  recipeId: string;
  recipeTitle: string;
  recipeImage?: string | null;
  description?: string | null;
  preparationTime?: number | null;
  servings?: number | null;
  difficulty?: string | null;
  type?: DishType | null;
  ingredients: string[];
  instructions: string[];
}

export const toFavorite = (e: FavoriteRecipeEntity): FavoriteRecipe => ({
  id: e.id,
  recipeId: e.recipeId,
  recipeTitle: e.recipeTitle,
  recipeImage: e.recipeImage,
  description: e.description,
  preparationTime: e.preparationTime,
  servings: e.servings,
  difficulty: e.difficulty,
  type: e.type as DishType | null,
  ingredients: e.ingredients,
  instructions: e.instructions,
  createdAt: e.createdAt.toISOString(),
});

/** A user's own favourite recipes (not shared with the household). */
@Injectable()
export class FavoritesService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly realtime: RealtimeEmitter) {}

  private get repo() {
    return this.db.getRepository(FavoriteRecipeEntity);
  }

  async list(userId: string): Promise<FavoriteRecipe[]> {
    return (await this.repo.find({ where: { userId }, order: { createdAt: 'DESC' } })).map(toFavorite);
  }

  async findByRecipe(userId: string, recipeId: string): Promise<FavoriteRecipe | null> {
    const found = await this.repo.findOne({ where: { userId, recipeId } });
    return found ? toFavorite(found) : null;
  }

  /** Adding a recipe already in favourites returns the existing one (a double tap is harmless). */
  async add(userId: string, input: NewFavorite): Promise<FavoriteRecipe> {
    await this.repo
      .createQueryBuilder()
      .insert()
      .values({ ...input, userId, recipeTitle: input.recipeTitle.trim() })
      .orIgnore()
      .execute();
    const saved = await this.repo.findOneOrFail({ where: { userId, recipeId: input.recipeId } });
    this.realtime.toUser(userId, 'favorites.changed', { action: 'created', recipeId: input.recipeId });
    return toFavorite(saved);
  }

  async removeByRecipe(userId: string, recipeId: string): Promise<void> {
    const result = await this.repo.delete({ userId, recipeId });
    if (!result.affected) throw new DomainError('NOT_FOUND');
    this.realtime.toUser(userId, 'favorites.changed', { action: 'deleted', recipeId });
  }

  async removeById(userId: string, id: string): Promise<void> {
    const found = await this.repo.findOne({ where: { id, userId } });
    if (!found) throw new DomainError('NOT_FOUND');
    await this.repo.delete({ id, userId });
    this.realtime.toUser(userId, 'favorites.changed', { action: 'deleted', recipeId: found.recipeId });
  }
}
