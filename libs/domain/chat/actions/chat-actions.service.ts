import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CHAT_ACTION_MESSAGES as A,
  CHAT_ACTION_TITLES,
  CHAT_ACTION_UNDO_MS,
  countOf,
  type ChatActionDto,
  type ChatActionKind,
  FRIDGE_EXIT_WORDS,
  PANTRY_MESSAGES,
  frenchList,
  type DietaryRestriction,
  type InventoryItem,
  type RestorableShoppingItem,
  servingsLabel,
  frenchWeekdayDate,
} from '#contracts';
import { chatToolByName, findRestrictionViolations, sameFood, type ChatToolCall } from '#ai/core';
import { formatQuantity, parseIngredientLine } from '#ingredients';
import { RealtimeEmitter } from '#realtime';
import { DomainError, isDomainError } from '#domain/errors';
import { InventoryService, PantryService, PlannedMealsService, ShoppingService, type KitchenScope } from '#domain/kitchen';
import { FavoritesService, PlanMealService, RecipesService } from '#domain/recipes';
import { KitchenContextService } from '#domain/recipe-generation';
import { FridgeExitsService } from '#domain/waste';
import { validateChatActionArgs, type ChatActionArgs } from './chat-action-args';
import { ChatActionStore, type StoredChatAction } from './chat-action.store';
import { fridgeLine, quoted } from './chat-action-text';

export type ProposalResult = { ok: true; action: ChatActionDto } | { ok: false; error: string };

// The card's "Annuler" is shown for CHAT_ACTION_UNDO_MS; a tap at the last instant still counts.
const UNDO_GRACE_MS = 3_000;

const toDto = ({ userId: _u, householdId: _h, args: _a, undo: _d, ...dto }: StoredChatAction): ChatActionDto => dto;

/**
 * The chef's actions on the household's data (issue 11): a tool call becomes a stored proposal;
 * confirm writes it through the pages' own services (so their checks, events and future changes
 * apply), undo goes back through their delete and restore paths.
 */
@Injectable()
export class ChatActionsService {
  constructor(
    private readonly store: ChatActionStore,
    private readonly shopping: ShoppingService,
    private readonly meals: PlannedMealsService,
    private readonly planning: PlanMealService,
    private readonly inventory: InventoryService,
    private readonly recipes: RecipesService,
    private readonly favorites: FavoritesService,
    private readonly context: KitchenContextService,
    private readonly exits: FridgeExitsService,
    private readonly pantry: PantryService,
    private readonly realtime: RealtimeEmitter,
  ) {}

  /** Checks a tool call like a request body and stores it as proposed; the error is French. */
  async propose(scope: KitchenScope, call: ChatToolCall, replyTo: string | null = null): Promise<ProposalResult> {
    const tool = chatToolByName(call.name);
    if (!tool) return { ok: false, error: A.invalid(A.unknownTool) };
    const checked = await validateChatActionArgs(tool.kind, call.arguments);
    if (!checked.ok) return { ok: false, error: A.invalid(checked.error) };
    const args = checked.args as unknown as Record<string, unknown>;
    try {
      const changes = await this.describe(scope, tool.kind, args);
      const action: StoredChatAction = {
        id: randomUUID(),
        kind: tool.kind,
        status: 'proposed',
        replyTo,
        title: CHAT_ACTION_TITLES[tool.kind],
        changes,
        createdAt: new Date().toISOString(),
        userId: scope.userId,
        householdId: scope.householdId,
        args: { ...args },
      };
      await this.store.add(action);
      return { ok: true, action: toDto(action) };
    } catch (err) {
      if (isDomainError(err)) return { ok: false, error: A.invalid(err.customMessage ?? A.confirmFailed) };
      throw err;
    }
  }

  /** The user's cards of the last day, so a reloaded chat shows them under their replies again. */
  async list(scope: KitchenScope): Promise<ChatActionDto[]> {
    return (await this.store.list(scope)).map(toDto);
  }

  async get(scope: KitchenScope, id: string): Promise<ChatActionDto> {
    return toDto(await this.find(scope, id));
  }

  /** Does what the card said, through the pages' services; another user's or household's id is a 404. */
  async confirm(scope: KitchenScope, id: string, now: Date = new Date()): Promise<ChatActionDto> {
    return this.change(scope, id, 'proposed', async (action) => {
      // Checked again: the fridge or the household's restrictions may have changed since.
      await this.describe(scope, action.kind, action.args);
      const { result, undo } = await this.execute(scope, action);
      return { ...action, status: 'done', result, undo, undoUntil: new Date(now.getTime() + CHAT_ACTION_UNDO_MS).toISOString() };
    });
  }

  async cancel(scope: KitchenScope, id: string): Promise<ChatActionDto> {
    return this.change(scope, id, 'proposed', async (action) => ({ ...action, status: 'cancelled', result: A.cancelled }));
  }

  /**
   * "Annuler" on a done card, for CHAT_ACTION_UNDO_MS: what was written goes, what was removed
   * comes back. `now` is the tests' clock.
   */
  async undo(scope: KitchenScope, id: string, now: Date = new Date()): Promise<ChatActionDto> {
    return this.change(scope, id, 'done', async (action) => {
      if (!action.undoUntil || now.getTime() > Date.parse(action.undoUntil) + UNDO_GRACE_MS) throw new DomainError('CHAT_ACTION_CLOSED', { message: A.undoExpired });
      await this.revert(scope, action);
      return { ...action, status: 'undone', result: A.undone, undoUntil: undefined, undo: undefined };
    });
  }

  private async find(scope: KitchenScope, id: string): Promise<StoredChatAction> {
    const action = await this.store.find(scope, id);
    if (!action) throw new DomainError('NOT_FOUND');
    return action;
  }

  private async change(
    scope: KitchenScope,
    id: string,
    from: StoredChatAction['status'],
    work: (action: StoredChatAction) => Promise<StoredChatAction>,
  ): Promise<ChatActionDto> {
    await this.find(scope, id);
    const outcome = await this.store.withLock(id, async () => {
      const action = await this.find(scope, id);
      if (action.status !== from) throw new DomainError('CHAT_ACTION_CLOSED');
      const next = await work(action);
      await this.store.save(next);
      return toDto(next);
    });
    if (!outcome.locked) throw new DomainError('CHAT_ACTION_CLOSED');
    // The user's other screens update their card.
    this.realtime.toUser(scope.userId, 'chat.action_updated', { action: outcome.value });
    return outcome.value;
  }

  /** What the card lists; refuses (DomainError with a French message) what the pages would refuse. */
  private async describe(scope: KitchenScope, kind: ChatActionKind, raw: Record<string, unknown>): Promise<string[]> {
    switch (kind) {
      case 'shopping.add': {
        const args = raw as unknown as ChatActionArgs['shopping.add'];
        if (!args.recipeTitle) return args.ingredients;
        await this.checkRestrictions(scope, args.ingredients);
        // What the confirmation adds: a recipe's lines less the cupboard's (addRecipe leaves them out).
        return [`Recette : ${quoted(args.recipeTitle)}`, ...(await this.shopping.linesToBuy(scope, args.ingredients))];
      }
      case 'meal.plan': {
        const args = raw as unknown as ChatActionArgs['meal.plan'];
        await this.checkRestrictions(scope, args.ingredients ?? []);
        const lines = [quoted(args.recipeTitle), `Le ${frenchWeekdayDate(args.date)} à ${args.time}`];
        if (args.servings) lines.push(`Pour ${servingsLabel(args.servings)}`);
        return lines;
      }
      case 'fridge.add': {
        const args = raw as unknown as ChatActionArgs['fridge.add'];
        return args.items.map((i) => fridgeLine({ name: i.name, quantity: i.quantity ?? 1, unit: i.unit ?? 'unité' }));
      }
      case 'fridge.remove': {
        const args = raw as unknown as ChatActionArgs['fridge.remove'];
        const item = await this.fridgeItem(scope, args);
        return [fridgeLine(item), ...(args.reason ? [`Compté comme ${FRIDGE_EXIT_WORDS[args.reason]} dans vos chiffres anti-gaspi`] : [])];
      }
      case 'recipe.save': {
        const args = raw as unknown as ChatActionArgs['recipe.save'];
        await this.checkRestrictions(scope, args.ingredients);
        return [quoted(args.title), `${countOf(args.ingredients.length, 'ingrédient', 'ingrédients')}, ${countOf(args.steps.length, 'étape', 'étapes')}`];
      }
      case 'recipe.favorite': {
        const args = raw as unknown as ChatActionArgs['recipe.favorite'];
        if (args.title) {
          await this.checkRestrictions(scope, args.ingredients ?? []);
          return [quoted(args.title)];
        }
        const recipe = await this.recipes.findByAnyId(scope, args.recipeId!);
        if (!recipe) throw new DomainError('NOT_FOUND', { message: A.recipeUnknown });
        return [quoted(recipe.title)];
      }
      case 'pantry.add': {
        const args = raw as unknown as ChatActionArgs['pantry.add'];
        const missing = await this.pantry.missing(scope.householdId, args.basics);
        if (missing.length === 0) throw new DomainError('VALIDATION_FAILED', { message: A.alreadyInPantry(frenchList(args.basics.map((b) => b.trim()))) });
        return missing;
      }
    }
  }

  /** The household's restrictions, as the recipe pages apply them: a recipe that breaks one is refused. */
  private async checkRestrictions(scope: KitchenScope, ingredients: string[]): Promise<void> {
    if (ingredients.length === 0) return;
    const ctx = await this.context.load(scope.userId, scope.householdId, false);
    const [violation] = findRestrictionViolations(ingredients, (ctx?.restrictions ?? []) as DietaryRestriction[]);
    if (violation) throw new DomainError('VALIDATION_FAILED', { message: `cette recette ne convient pas à votre foyer (${violation.reason}).` });
  }

  /** The household's fridge item a removal names (by id, else by name); none is "not in your fridge". */
  private async fridgeItem(scope: KitchenScope, args: ChatActionArgs['fridge.remove']): Promise<InventoryItem> {
    const items = await this.inventory.list(scope);
    const found = args.itemId ? items.find((i) => i.id === args.itemId) : items.find((i) => sameFood(i.name, args.name!));
    if (!found) throw new DomainError('NOT_FOUND', { message: A.fridgeItemUnknown });
    return found;
  }

  private async execute(scope: KitchenScope, action: StoredChatAction): Promise<{ result: string; undo: Record<string, unknown> }> {
    const raw = action.args;
    switch (action.kind) {
      case 'shopping.add': {
        const args = raw as unknown as ChatActionArgs['shopping.add'];
        // A line already on the list is topped up, not duplicated: undoing puts it back as it was.
        const before = await this.shopping.snapshots(scope);
        const added = args.recipeTitle
          ? await this.shopping.addRecipe(scope, { recipeId: args.recipeId ?? `chat-${action.id}`, recipeTitle: args.recipeTitle, ingredients: args.ingredients })
          : await this.shopping.add(
              scope,
              args.ingredients.map((line) => {
                const p = parseIngredientLine(line);
                return { name: p.name || line, quantity: formatQuantity(p.quantity), unit: p.unit };
              }),
            );
        const toppedUp = new Set(added.filter((i) => i.toppedUp).map((i) => i.id));
        return {
          result: `${countOf(added.length, 'article ajouté', 'articles ajoutés')} à la liste de courses`,
          undo: { shoppingIds: added.filter((i) => !toppedUp.has(i.id)).map((i) => i.id), shoppingBefore: before.filter((s) => toppedUp.has(s.id!)) },
        };
      }
      case 'meal.plan': {
        const args = raw as unknown as ChatActionArgs['meal.plan'];
        // Planned like from the pages: the chef's recipe joins the book, the meal points at it.
        const meal = await this.planning.plan(scope, {
          recipeId: args.recipeId ?? null,
          recipeTitle: args.recipeTitle,
          date: args.date,
          time: args.time,
          servings: args.servings ?? 2,
          type: args.type ?? 'plat',
          recipeServings: args.servings ?? null,
          ingredients: args.ingredients ?? [],
          instructions: args.instructions ?? [],
        });
        return { result: `${quoted(meal.recipeTitle)} planifié le ${frenchWeekdayDate(meal.date)} à ${meal.time}`, undo: { mealId: meal.id } };
      }
      case 'fridge.add': {
        const args = raw as unknown as ChatActionArgs['fridge.add'];
        const created = await this.inventory.create(scope, args.items.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit, expirationDate: i.expirationDate ?? null })));
        return { result: `${countOf(created.length, 'article ajouté', 'articles ajoutés')} au frigo`, undo: { inventoryIds: created.map((i) => i.id) } };
      }
      case 'fridge.remove': {
        const args = raw as unknown as ChatActionArgs['fridge.remove'];
        const item = await this.fridgeItem(scope, args);
        if (args.reason) {
          // The anti-gaspi exit, as the fridge's "Utilisé" / "Jeté" buttons: recorded with the removal.
          const exit = await this.exits.leave(scope, item.id, args.reason);
          return { result: `${quoted(item.name)} ${FRIDGE_EXIT_WORDS[args.reason]}, retiré du frigo`, undo: { exitId: exit.id } };
        }
        await this.inventory.remove(scope, item.id);
        return { result: `${quoted(item.name)} retiré du frigo`, undo: { removed: item } };
      }
      case 'recipe.save': {
        const args = raw as unknown as ChatActionArgs['recipe.save'];
        const originId = args.recipeId ?? `chat-${action.id}`;
        const existed = await this.recipes.findByAnyId(scope, originId);
        const kept = await this.recipes.keep(scope, {
          originId,
          title: args.title,
          description: args.description ?? null,
          type: args.type ?? null,
          servings: args.servings ?? null,
          preparationTime: args.preparationTime ?? null,
          ingredients: args.ingredients,
          steps: args.steps,
        });
        return { result: `${quoted(kept.title)} est dans vos recettes`, undo: existed ? {} : { recipeId: kept.id } };
      }
      case 'recipe.favorite': {
        const args = raw as unknown as ChatActionArgs['recipe.favorite'];
        const recipeId = args.recipeId ?? `chat-${action.id}`;
        const existing = await this.recipes.findByAnyId(scope, recipeId);
        if (!existing && !args.title) throw new DomainError('NOT_FOUND', { message: A.recipeUnknown });
        const wasFavorite = existing ? (await this.favorites.findByRecipe(scope, existing.id)) !== null : false;
        const favorite = await this.favorites.add(scope, {
          recipeId,
          recipeTitle: args.title ?? existing!.title,
          description: args.description ?? null,
          type: args.type ?? null,
          servings: args.servings ?? null,
          preparationTime: args.preparationTime ?? null,
          ingredients: args.ingredients ?? [],
          instructions: args.steps ?? [],
        });
        return {
          result: `${quoted(favorite.recipeTitle)} est dans vos favoris`,
          undo: wasFavorite ? {} : { favoriteRecipeId: favorite.id, ...(existing ? {} : { recipeId: favorite.id }) },
        };
      }
      case 'pantry.add': {
        const args = raw as unknown as ChatActionArgs['pantry.add'];
        const { added, wasDefault } = await this.pantry.add(scope.householdId, args.basics);
        return { result: PANTRY_MESSAGES.added(frenchList(added)), undo: { pantryAdded: added, pantryWasDefault: wasDefault } };
      }
    }
  }

  /** Through the pages' own delete and restore paths; what is already gone stays gone. */
  private async revert(scope: KitchenScope, action: StoredChatAction): Promise<void> {
    const undo = action.undo ?? {};
    const quietly = async (work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (err) {
        if (!isDomainError(err, 'NOT_FOUND')) throw err;
      }
    };
    for (const id of (undo.shoppingIds as string[] | undefined) ?? []) await quietly(() => this.shopping.remove(scope, id));
    const toppedUp = (undo.shoppingBefore as RestorableShoppingItem[] | undefined) ?? [];
    if (toppedUp.length) await quietly(() => this.shopping.restore(scope, { items: toppedUp }));
    if (typeof undo.mealId === 'string') await quietly(() => this.meals.remove(scope, undo.mealId as string));
    for (const id of (undo.inventoryIds as string[] | undefined) ?? []) await quietly(() => this.inventory.remove(scope, id));
    if (typeof undo.exitId === 'string') await this.exits.undo(scope, undo.exitId);
    const removed = undo.removed as InventoryItem | undefined;
    if (removed) {
      await this.inventory.create(scope, [{ name: removed.name, quantity: removed.quantity, unit: removed.unit, expirationDate: removed.expirationDate, category: removed.category }]);
    }
    const pantryAdded = undo.pantryAdded as string[] | undefined;
    if (pantryAdded) await this.pantry.takeOut(scope.householdId, pantryAdded, undo.pantryWasDefault === true);
    if (typeof undo.favoriteRecipeId === 'string') await quietly(() => this.recipes.setFavorite(scope, undo.favoriteRecipeId as string, false));
    if (typeof undo.recipeId === 'string') await quietly(() => this.recipes.remove(scope, undo.recipeId as string));
  }
}
