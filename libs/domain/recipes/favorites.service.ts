import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DifficultyValue, DishType, FavoriteRecipe } from '#contracts';
import { RecipeEntity, RecipeFavoriteEntity } from '#database';
import { DomainError } from '#domain/errors';
import { readListPage, type KitchenScope, type ListPage } from '#domain/kitchen';
import { RecipesService } from './recipes.service';

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

const toFavorite = (r: RecipeEntity, markedAt: Date): FavoriteRecipe => ({
  id: r.id,
  recipeId: r.originId ?? r.id,
  recipeTitle: r.title,
  recipeImage: r.image,
  description: r.description,
  preparationTime: r.preparationTime,
  servings: r.servings,
  difficulty: r.difficulty,
  type: r.type as DishType | null,
  ingredients: r.ingredients,
  instructions: r.steps,
  createdAt: markedAt.toISOString(),
});

/**
 * The favourites screen's view of the book: a user's marks on their household's recipes. A
 * suggestion made a favourite is kept in the book first. `recipeId` is the suggestion's id for a
 * kept suggestion, the book's id otherwise; `id` is always the book's id.
 */
@Injectable()
export class FavoritesService {
  constructor(@InjectDataSource() private readonly db: DataSource, private readonly recipes: RecipesService) {}

  async list(scope: KitchenScope, page?: ListPage): Promise<FavoriteRecipe[]> {
    const { limit, after } = readListPage(page);
    const query = this.db
      .getRepository(RecipeEntity)
      .createQueryBuilder('r')
      .innerJoin(RecipeFavoriteEntity, 'f', 'f.recipe_id = r.id AND f.user_id = :user', { user: scope.userId })
      .addSelect('f.created_at', 'marked_at')
      .where('r.household_id = :h', { h: scope.householdId })
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('f.recipe_id', 'DESC')
      .limit(limit);
    if (after) {
      const known = await this.db
        .getRepository(RecipeFavoriteEntity)
        .createQueryBuilder('c')
        .innerJoin(RecipeEntity, 'cr', 'cr.id = c.recipe_id AND cr.household_id = :h', { h: scope.householdId })
        .where('c.user_id = :user AND c.recipe_id = :after', { user: scope.userId, after })
        .getExists();
      if (!known) throw new DomainError('NOT_FOUND');
      query.andWhere('(f.created_at, f.recipe_id) < (SELECT c.created_at, c.recipe_id FROM recipe_favorites c WHERE c.user_id = :user AND c.recipe_id = :after)', { after });
    }
    const rows = await query.getRawAndEntities();
    return rows.entities.map((r, i) => toFavorite(r, new Date(rows.raw[i].marked_at)));
  }

  async findByRecipe(scope: KitchenScope, recipeId: string): Promise<FavoriteRecipe | null> {
    const recipe = await this.recipes.findByAnyId(scope, recipeId);
    if (!recipe) return null;
    const mark = await this.db.getRepository(RecipeFavoriteEntity).findOne({ where: { userId: scope.userId, recipeId: recipe.id } });
    return mark ? toFavorite(recipe, mark.createdAt) : null;
  }

  /** Adding a recipe already in favourites returns the existing one (a double tap is harmless). */
  async add(scope: KitchenScope, input: NewFavorite): Promise<FavoriteRecipe> {
    const existing = await this.recipes.findByAnyId(scope, input.recipeId);
    const recipe =
      existing ??
      (await this.recipes.keep(scope, {
        originId: input.recipeId,
        title: input.recipeTitle,
        description: input.description ?? null,
        type: input.type ?? null,
        servings: input.servings ?? null,
        preparationTime: input.preparationTime ?? null,
        difficulty: (input.difficulty as DifficultyValue | null) ?? null,
        ingredients: input.ingredients,
        steps: input.instructions,
        image: input.recipeImage ?? null,
      }));
    await this.recipes.setFavorite(scope, recipe.id, true);
    const found = await this.findByRecipe(scope, recipe.id);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  async removeByRecipe(scope: KitchenScope, recipeId: string): Promise<void> {
    const found = await this.findByRecipe(scope, recipeId);
    if (!found) throw new DomainError('NOT_FOUND');
    await this.recipes.setFavorite(scope, found.id, false);
  }

  async removeById(scope: KitchenScope, id: string): Promise<void> {
    const found = await this.findByRecipe(scope, id);
    if (!found || found.id !== id) throw new DomainError('NOT_FOUND');
    await this.recipes.setFavorite(scope, id, false);
  }
}
