import { isUUID } from 'class-validator';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import type { BookRecipe, BookRecipePage, RecipeBookQuery, RecipeInput, RecipeSource, RecipeUpdate } from '#contracts';
import { InventoryItemEntity, RecipeEntity, RecipeFavoriteEntity } from '#database';
import { coversIngredient } from '#ingredients';
import { RealtimeEmitter } from '#realtime';
import { DomainError } from '#domain/errors';
import { HouseholdEvents, type KitchenScope } from '#domain/kitchen';
import { RecipeImageStore } from './images/recipe-image-store';
import { cleanLines, parseLines, toBookRecipe } from './recipe-mapping';

export interface RecipeOrigin {
  source: RecipeSource;
  sourceUrl?: string | null;
  originId?: string | null;
}

/** Escapes LIKE's wildcards so a search for "100%" means the characters typed. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The household's recipe book: every recipe kept, written, or imported, in one place. */
@Injectable()
export class RecipesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: HouseholdEvents,
    private readonly realtime: RealtimeEmitter,
    private readonly images: RecipeImageStore,
  ) {}

  private get repo() {
    return this.db.getRepository(RecipeEntity);
  }

  async list(scope: KitchenScope, query: RecipeBookQuery): Promise<BookRecipePage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 24;
    const qb = this.repo
      .createQueryBuilder('r')
      .where('r.household_id = :household', { household: scope.householdId })
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'ASC');
    // Every word must appear in the title or an ingredient, accents and case aside.
    const words = (query.q ?? '').trim().split(/\s+/u).filter(Boolean).slice(0, 8);
    words.forEach((word, i) => {
      qb.andWhere(`recipe_search_text(r.title, r.ingredients) LIKE '%' || search_fold(:w${i}) || '%'`, { [`w${i}`]: likeEscape(word) });
    });
    if (query.type) qb.andWhere('r.type = :type', { type: query.type });
    if (query.source) qb.andWhere('r.source = :source', { source: query.source });
    if (query.favorite !== undefined) {
      const mark = 'EXISTS (SELECT 1 FROM recipe_favorites f WHERE f.recipe_id = r.id AND f.user_id = :user)';
      qb.andWhere(query.favorite ? mark : `NOT ${mark}`, { user: scope.userId });
    }
    let rows: RecipeEntity[];
    let total: number;
    if (query.cookable) {
      // Judged per ingredient name against the fridge; a household's book is small enough to read whole.
      const fridge = await this.db.getRepository(InventoryItemEntity).find({ where: { householdId: scope.householdId }, select: { name: true } });
      const have = fridge.map((i) => i.name);
      const all = (await qb.getMany()).filter((r) => this.cookableWith(r, have));
      total = all.length;
      rows = all.slice((page - 1) * pageSize, page * pageSize);
    } else {
      [rows, total] = await qb.skip((page - 1) * pageSize).take(pageSize).getManyAndCount();
    }
    const marks = await this.marksOf(scope.userId, rows.map((r) => r.id));
    return { items: rows.map((r) => toBookRecipe(r, marks.has(r.id))), total, page, pageSize };
  }

  private cookableWith(recipe: RecipeEntity, have: readonly string[]): boolean {
    const needed = parseLines(recipe.ingredients).filter((p) => p.name !== '');
    return needed.length > 0 && needed.every((p) => have.some((h) => coversIngredient(h, p.name)));
  }

  async get(scope: KitchenScope, id: string): Promise<BookRecipe> {
    const found = await this.find(scope, id);
    const marks = await this.marksOf(scope.userId, [found.id]);
    return toBookRecipe(found, marks.has(found.id));
  }

  /** Another household's recipe and a recipe that does not exist answer the same. */
  private async find(scope: KitchenScope, id: string, manager: EntityManager = this.db.manager): Promise<RecipeEntity> {
    if (!isUUID(id)) throw new DomainError('NOT_FOUND');
    const found = await manager.getRepository(RecipeEntity).findOne({ where: { id, householdId: scope.householdId } });
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  async create(scope: KitchenScope, input: RecipeInput, origin: RecipeOrigin = { source: 'own' }, manager: EntityManager = this.db.manager): Promise<BookRecipe> {
    const ingredients = cleanLines(input.ingredients);
    const repo = manager.getRepository(RecipeEntity);
    const saved = await repo.save(
      repo.create({
        householdId: scope.householdId,
        createdBy: scope.userId,
        source: origin.source,
        sourceUrl: origin.sourceUrl ?? null,
        originId: origin.originId ?? null,
        title: input.title.trim(),
        description: input.description?.trim() || null,
        type: input.type ?? null,
        servings: input.servings ?? null,
        preparationTime: input.preparationTime ?? null,
        cookingTime: input.cookingTime ?? null,
        difficulty: input.difficulty ?? null,
        ingredients,
        ingredientsParsed: parseLines(ingredients),
        steps: cleanLines(input.steps),
        image: input.image ?? null,
        tags: [...new Set(cleanLines(input.tags ?? []))],
      }),
    );
    this.events.changed(scope.householdId, { resource: 'recipes', action: 'created', ids: [saved.id], actorId: scope.userId });
    return toBookRecipe(saved, false);
  }

  /**
   * A generated recipe the user acts on (favourite, plan, list, "Garder dans mes recettes") joins
   * the book once: acting on it again finds the same recipe.
   */
  async keep(scope: KitchenScope, input: RecipeInput & { originId: string }, manager: EntityManager = this.db.manager): Promise<BookRecipe> {
    const repo = manager.getRepository(RecipeEntity);
    const kept = () => repo.findOne({ where: { householdId: scope.householdId, originId: input.originId }, withDeleted: true });
    const existing = await kept();
    // Kept once then deleted from the book: acting on it again brings it back.
    if (existing) return this.undelete(scope, existing, manager);
    if (manager !== this.db.manager) return this.create(scope, input, { source: 'generated', originId: input.originId }, manager);
    try {
      return await this.create(scope, input, { source: 'generated', originId: input.originId });
    } catch (err) {
      // Two members keeping the same suggestion at once: the unique index keeps one.
      const again = await kept();
      if (again) return this.undelete(scope, again);
      throw err;
    }
  }

  private async undelete(scope: KitchenScope, recipe: RecipeEntity, manager: EntityManager = this.db.manager): Promise<BookRecipe> {
    if (recipe.deletedAt) {
      await manager.getRepository(RecipeEntity).restore({ id: recipe.id, householdId: scope.householdId });
      this.events.changed(scope.householdId, { resource: 'recipes', action: 'created', ids: [recipe.id], actorId: scope.userId });
      recipe.deletedAt = null;
    }
    const marks = await this.marksOf(scope.userId, [recipe.id]);
    return toBookRecipe(recipe, marks.has(recipe.id));
  }

  /** "Annuler" after a deletion: the recipe comes back as it was, favourites and planned meals with it. */
  async restore(scope: KitchenScope, id: string): Promise<BookRecipe> {
    if (!isUUID(id)) throw new DomainError('NOT_FOUND');
    const found = await this.repo.findOne({ where: { id, householdId: scope.householdId }, withDeleted: true });
    if (!found) throw new DomainError('NOT_FOUND');
    return this.undelete(scope, found);
  }

  /** Finds a recipe by its id in the book or the suggestion id it was kept from. */
  async findByAnyId(scope: KitchenScope, recipeId: string): Promise<RecipeEntity | null> {
    const qb = this.repo.createQueryBuilder('r').where('r.household_id = :h', { h: scope.householdId });
    if (isUUID(recipeId)) qb.andWhere('(r.id = :id OR r.origin_id = :rid)', { id: recipeId, rid: recipeId });
    else qb.andWhere('r.origin_id = :rid', { rid: recipeId });
    return qb.getOne();
  }

  /**
   * Changes only the fields sent, in one UPDATE. With `version` (required by the API with the
   * ingredients or the steps, which replace whole lists), the row must still be at that version:
   * an edit saved meanwhile by another member answers 409 instead of being overwritten.
   */
  async update(scope: KitchenScope, id: string, patch: RecipeUpdate): Promise<BookRecipe> {
    const found = await this.find(scope, id);
    const set: QueryDeepPartialEntity<RecipeEntity> = {};
    if (patch.title !== undefined) set.title = patch.title.trim();
    if (patch.description !== undefined) set.description = patch.description?.trim() || null;
    if (patch.type !== undefined) set.type = patch.type;
    if (patch.servings !== undefined) set.servings = patch.servings;
    if (patch.preparationTime !== undefined) set.preparationTime = patch.preparationTime;
    if (patch.cookingTime !== undefined) set.cookingTime = patch.cookingTime;
    if (patch.difficulty !== undefined) set.difficulty = patch.difficulty;
    if (patch.ingredients !== undefined) {
      const lines = cleanLines(patch.ingredients);
      set.ingredients = lines;
      set.ingredientsParsed = parseLines(lines);
    }
    if (patch.steps !== undefined) set.steps = cleanLines(patch.steps);
    if (patch.image !== undefined) set.image = patch.image;
    if (patch.tags !== undefined) set.tags = [...new Set(cleanLines(patch.tags))];

    const update = this.db
      .createQueryBuilder()
      .update(RecipeEntity)
      .set({ ...set, version: () => 'version + 1', updatedAt: () => 'now()' })
      .where('id = :id AND household_id = :householdId AND deleted_at IS NULL', { id: found.id, householdId: scope.householdId });
    if (patch.version !== undefined) update.andWhere('version = :version', { version: patch.version });
    const { affected } = await update.execute();
    if (!affected) {
      // Deleted meanwhile: not found; still there: someone saved another version first.
      await this.find(scope, id);
      throw new DomainError('RECIPE_EDIT_CONFLICT');
    }
    if (patch.image !== undefined && patch.image !== found.image) await this.images.removeIfUnused(found.image, this.db.manager);
    this.events.changed(scope.householdId, { resource: 'recipes', action: 'updated', ids: [found.id], actorId: scope.userId });
    return this.get(scope, found.id);
  }

  /** A photo for the recipe (resized and stored by RecipeImageStore); the picture it replaces goes. */
  async setImage(scope: KitchenScope, id: string, bytes: Buffer): Promise<BookRecipe> {
    // Another household's recipe is 404 before anything is decoded or written.
    const found = await this.find(scope, id);
    const stored = await this.images.save(bytes);
    return this.replaceImage(scope, found, stored.path);
  }

  async removeImage(scope: KitchenScope, id: string): Promise<BookRecipe> {
    return this.replaceImage(scope, await this.find(scope, id), null);
  }

  private async replaceImage(scope: KitchenScope, found: RecipeEntity, image: string | null): Promise<BookRecipe> {
    const { affected } = await this.db
      .createQueryBuilder()
      .update(RecipeEntity)
      .set({ image, version: () => 'version + 1', updatedAt: () => 'now()' })
      .where('id = :id AND household_id = :householdId AND deleted_at IS NULL', { id: found.id, householdId: scope.householdId })
      .execute();
    if (!affected) {
      // Deleted meanwhile: the new picture has no recipe.
      await this.images.removeIfUnused(image, this.db.manager);
      throw new DomainError('NOT_FOUND');
    }
    if (found.image !== image) await this.images.removeIfUnused(found.image, this.db.manager);
    this.events.changed(scope.householdId, { resource: 'recipes', action: 'updated', ids: [found.id], actorId: scope.userId });
    return this.get(scope, found.id);
  }

  /**
   * Out of the book (and of search, favourites and the planner), but only marked deleted: the
   * meals planned with it still read its lines, and restore() undoes it.
   */
  async remove(scope: KitchenScope, id: string): Promise<void> {
    const found = await this.find(scope, id);
    await this.repo.softDelete({ id: found.id, householdId: scope.householdId });
    this.events.changed(scope.householdId, { resource: 'recipes', action: 'deleted', ids: [found.id], actorId: scope.userId });
  }

  /** Idempotent both ways: a double tap is harmless. */
  async setFavorite(scope: KitchenScope, id: string, on: boolean): Promise<BookRecipe> {
    const found = await this.find(scope, id);
    const marks = this.db.getRepository(RecipeFavoriteEntity);
    if (on) await marks.createQueryBuilder().insert().values({ userId: scope.userId, recipeId: found.id }).orIgnore().execute();
    else await marks.delete({ userId: scope.userId, recipeId: found.id });
    this.realtime.toUser(scope.userId, 'favorites.changed', { action: on ? 'created' : 'deleted', recipeId: found.originId ?? found.id });
    return toBookRecipe(found, on);
  }

  async marksOf(userId: string, recipeIds: string[]): Promise<Set<string>> {
    if (recipeIds.length === 0) return new Set();
    const rows = await this.db
      .getRepository(RecipeFavoriteEntity)
      .createQueryBuilder('f')
      .where('f.user_id = :userId AND f.recipe_id IN (:...ids)', { userId, ids: recipeIds })
      .getMany();
    return new Set(rows.map((r) => r.recipeId));
  }
}
