import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { SHOPPING_LIST_MAX_LINES, UNITS, type AddedShoppingItem, type ShoppingEditField, type ShoppingItem, type ShoppingToggleResult, type ShoppingUndo, type RestorableShoppingItem } from '#contracts';
import { InventoryItemEntity, ShoppingItemEntity, ShoppingItemShareEntity, poolQuery } from '#database';
import { formatQuantity, inventoryCategoryOf, isSpoonMeasure, normalizeIngredientName, packOf, parseIngredientLine, parseQuantity, sameIngredient, type Unit } from '#ingredients';
import { DomainError } from '#domain/errors';
import { HouseholdEvents } from './household-events';
import { PantryService } from './pantry.service';
import type { KitchenScope } from './kitchen-scope';
import { findRecipeRef } from './recipe-ref';
import { recordAdded } from './shopping-history';
import { LIST_SHOPPING_ITEMS, TICK_ROW_WITHOUT_RECIPE } from './shopping-rows.sql';
import { completeRecipes, type Completion } from './recipe-completion';
import { isAlwaysAtHand } from './always-at-hand';
import { asBought, boughtAsSold } from './week-needs';
import { addAmounts, addNeedsOf, followEdit, followFirstRecipe, loadShares, lockShoppingList, needsInSaleUnits, snapshotOf, toShoppingItem, withShares } from './shopping-shares';

export interface NewShoppingItem {
  name: string;
  quantity?: string;
  unit?: string;
  recipeId?: string | null;
  recipeTitle?: string | null;
  /**
   * What the source needs when `quantity` and `unit` are that need as a shop sells it (« beurre 1
   * plaquette » for 200 g): the row's share remembers it, so that a top-up adds needs and rounds
   * to the shop's units once. Otherwise the need is the amount itself.
   */
  need?: { quantity: string; unit: string };
}

export interface AddOptions {
  /** A recipe added twice is refused (spec: error 23505), not counted twice. */
  refuseSameRecipe?: boolean;
}

export { toShoppingItem };

const UNIQUE_VIOLATION = '23505';

const EDIT_FIELDS: readonly ShoppingEditField[] = ['name', 'quantity', 'unit'];
const EDITED_AT = { name: 'nameEditedAt', quantity: 'quantityEditedAt', unit: 'unitEditedAt' } as const satisfies Record<ShoppingEditField, keyof ShoppingItemEntity>;

const isUniqueViolation = (err: unknown) => (err as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION;

/** The household's shopping list. */
@Injectable()
export class ShoppingService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: HouseholdEvents,
    private readonly pantry: PantryService,
  ) {}

  private get repo() {
    return this.db.getRepository(ShoppingItemEntity);
  }

  /** Newest first (spec), with each row's shares: one statement answering the contract's shape. */
  async list(scope: KitchenScope): Promise<ShoppingItem[]> {
    return poolQuery<ShoppingItem>(this.db, LIST_SHOPPING_ITEMS, [scope.householdId]);
  }

  /**
   * Adds all or nothing, one line per ingredient: an item whose ingredient is already on the list,
   * unticked, in a unit that adds up (g/kg, ml/l, pieces; for a food sold by the unit, anything
   * that weighs), tops that row up and joins it as one more share holding what it needs; otherwise
   * it is a new row. A ticked row never absorbs: it is in the basket already.
   */
  async add(scope: KitchenScope, items: NewShoppingItem[], options: AddOptions = {}): Promise<AddedShoppingItem[]> {
    if (items.length === 0) return [];
    const h = scope.householdId;
    let result: { rows: { row: ShoppingItemEntity; toppedUp: boolean }[]; created: string[]; updated: string[]; shares: Map<string, ShoppingItemShareEntity[]> };
    try {
      result = await this.db.transaction(async (m) => {
        await lockShoppingList(m, h);
        // Row locks too: a delete or a move to the fridge (which skip the list's lock) finishes
        // first, and a row being topped up cannot vanish under the top-up.
        const rows = await m.find(ShoppingItemEntity, { where: { householdId: h }, order: { createdAt: 'ASC', id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
        const shares = await loadShares(m, rows.map((r) => r.id));
        const out: { row: ShoppingItemEntity; toppedUp: boolean }[] = [];
        const created: string[] = [];
        const updated: string[] = [];
        for (const item of items) {
          const wanted = {
            name: item.name.trim(),
            quantity: item.quantity?.trim() || '1',
            unit: item.unit || 'unité',
            recipeId: item.recipeId ?? null,
            recipeTitle: item.recipeId ? (item.recipeTitle ?? null) : null,
          };
          const need = { ...wanted, ...(item.need && { quantity: item.need.quantity.trim() || '1', unit: item.need.unit }) };
          if (options.refuseSameRecipe && wanted.recipeId && rows.some((r) => sameName(r.name, wanted.name) && shares.get(r.id)!.some((s) => s.recipeId === wanted.recipeId))) {
            throw new DomainError('ALREADY_ON_LIST');
          }
          // A food the shop sells its own way adds what every source needs, then rounds once
          // (addInSaleUnits): two recipes' 200 g of butter are 2 plaquettes, grams or cloves typed
          // on the list and a recipe's plaquette or head are one line, two recipes' 20 g of
          // parmesan 50 g, their 6 g of parsley one bunch.
          const topUp = (r: ShoppingItemEntity) => {
            const fromRecipe = wanted.recipeId !== null || shares.get(r.id)!.some((s) => s.recipeId !== null);
            return needsInSaleUnits(wanted.name, [r, wanted], [...needsOf(r, shares.get(r.id)!), need], fromRecipe) ?? addAmounts(r, wanted);
          };
          const target = rows.find((r) => !r.checked && sameIngredient(r.name, wanted.name) && topUp(r) !== null);
          if (target) {
            // A top-up is an edit of the amount, now: an older offline edit replayed later keeps it.
            const now = new Date();
            Object.assign(target, topUp(target)!, { quantityEditedAt: now, unitEditedAt: now });
            const own = shares.get(target.id)!;
            const same = own.find((s) => s.recipeId === wanted.recipeId && addNeedsOf(wanted.name, s, need) !== null);
            if (same) await m.save(Object.assign(same, addNeedsOf(wanted.name, same, need)!));
            else own.push(await m.save(m.create(ShoppingItemShareEntity, { itemId: target.id, householdId: h, ...pickShare(need) })));
            await followFirstRecipe(m, target, own);
            await m.save(target);
            out.push({ row: target, toppedUp: true });
            if (!created.includes(target.id) && !updated.includes(target.id)) updated.push(target.id);
            continue;
          }
          const row = await m.save(
            m.create(ShoppingItemEntity, {
              householdId: h,
              createdBy: scope.userId,
              name: wanted.name,
              quantity: wanted.quantity,
              unit: wanted.unit,
              checked: false,
              recipeId: wanted.recipeId,
              recipeRef: await findRecipeRef(m, h, wanted.recipeId),
              recipeTitle: wanted.recipeTitle,
            }),
          );
          const share = await m.save(m.create(ShoppingItemShareEntity, { itemId: row.id, householdId: h, ...pickShare(need) }));
          rows.push(row);
          shares.set(row.id, [share]);
          created.push(row.id);
          out.push({ row, toppedUp: false });
        }
        if (created.length && rows.length > SHOPPING_LIST_MAX_LINES) throw new DomainError('SHOPPING_LIST_FULL');
        // Restores never come this way: only what the household asks for counts as bought again.
        await recordAdded(m, h, items.map((i) => i.name));
        return { rows: out, created, updated, shares };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('ALREADY_ON_LIST');
      throw err;
    }
    this.events.changed(h, { resource: 'shopping-items', action: 'created', ids: result.created, actorId: scope.userId });
    this.events.changed(h, { resource: 'shopping-items', action: 'updated', ids: result.updated, actorId: scope.userId });
    return result.rows.map(({ row, toppedUp }) => ({ ...toShoppingItem(row, result.shares.get(row.id)), toppedUp }));
  }

  /**
   * 'Annuler' after any removal, in one request, all or none: rows still on the list (a recipe's
   * share left them) are put back as they were, rows gone come back under new ids, and the fridge
   * items a move created leave the fridge again (already gone: nothing to do). One event per kind
   * of change.
   */
  async restore(scope: KitchenScope, undo: ShoppingUndo): Promise<ShoppingItem[]> {
    const h = scope.householdId;
    let done: { items: ShoppingItem[]; created: string[]; updated: string[]; fridgeIds: string[] };
    try {
      done = await this.db.transaction(async (m) => {
        await lockShoppingList(m, h);
        const ids = undo.items.map((i) => i.id).filter((id): id is string => !!id);
        const present = ids.length ? await m.find(ShoppingItemEntity, { where: { id: In(ids), householdId: h } }) : [];
        const created: string[] = [];
        const updated: string[] = [];
        const items: ShoppingItem[] = [];
        for (const item of undo.items) {
          const wanted = item.shares?.length
            ? item.shares.map((s) => ({ recipeId: s.recipeId ?? null, recipeTitle: s.recipeId ? (s.recipeTitle ?? null) : null, quantity: s.quantity, unit: s.unit }))
            : [{ recipeId: item.recipeId ?? null, recipeTitle: item.recipeId ? (item.recipeTitle ?? null) : null, quantity: item.quantity, unit: item.unit }];
          let row = present.find((r) => r.id === item.id);
          if (row) {
            await m.delete(ShoppingItemShareEntity, { itemId: row.id });
            const now = new Date();
            Object.assign(row, { quantity: item.quantity, unit: item.unit, checked: item.checked, quantityEditedAt: now, unitEditedAt: now });
            updated.push(row.id);
          } else {
            row = m.create(ShoppingItemEntity, { householdId: h, createdBy: scope.userId, name: item.name, quantity: item.quantity, unit: item.unit, checked: item.checked });
          }
          const shares: ShoppingItemShareEntity[] = [];
          for (const s of wanted) shares.push(m.create(ShoppingItemShareEntity, { householdId: h, ...s }));
          await followFirstRecipe(m, row, shares);
          row = await m.save(row);
          if (!updated.includes(row.id)) created.push(row.id);
          for (const share of shares) share.itemId = row.id;
          await m.save(shares);
          items.push(toShoppingItem(row, shares));
        }
        const fridgeIds: string[] = [];
        for (const id of undo.inventoryItemIds ?? []) {
          const gone = await m.delete(InventoryItemEntity, { id, householdId: h });
          if (gone.affected) fridgeIds.push(id);
        }
        return { items, created, updated, fridgeIds };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('ALREADY_ON_LIST');
      throw err;
    }
    this.events.changed(h, { resource: 'shopping-items', action: 'created', ids: done.created, actorId: scope.userId });
    this.events.changed(h, { resource: 'shopping-items', action: 'updated', ids: done.updated, actorId: scope.userId });
    this.events.changed(h, { resource: 'inventory-items', action: 'deleted', ids: done.fridgeIds, actorId: scope.userId });
    return done.items;
  }

  /** A recipe's ingredient lines, read by the French parser, become items grouped under it. */
  async addRecipe(scope: KitchenScope, recipe: { recipeId: string; recipeTitle: string; ingredients: string[] }): Promise<AddedShoppingItem[]> {
    const lines = (await this.linesToBuy(scope, recipe.ingredients)).map((line) => parseIngredientLine(line));
    // Bought as the week's groceries buy them (asBought): a few spoons of a cupboard food as its pack
    // (« sauce soja 1 bouteille », never « 2 càs »), and not at all when the list already holds that
    // food unticked: one bottle serves both recipes; butter by the plaquette, garlic by the head, a
    // salad whole, parmesan by 50 g, semoule by the paquet. A food sold its own way keeps its need
    // beside the rounding: the list's line adds the recipes' needs and rounds once (add, addInSaleUnits).
    const packOfLine = (p: { name: string; unit: Unit }) => (isSpoonMeasure(p.unit) ? packOf(p.name) : null);
    const listed = lines.some((p) => packOfLine(p)) ? (await this.list(scope)).filter((row) => !row.checked) : [];
    const items = lines.flatMap((p) => {
      if (packOfLine(p) && listed.some((row) => sameIngredient(row.name, p.name))) return [];
      const amount = { quantity: p.quantity, unit: p.unit };
      const bought = asBought(p.name, amount);
      const need = boughtAsSold(p.name) ? { need: { quantity: formatQuantity(amount.quantity), unit: amount.unit } } : {};
      return [{ name: p.name, quantity: formatQuantity(bought.quantity), unit: bought.unit, recipeId: recipe.recipeId, recipeTitle: recipe.recipeTitle, ...need }];
    });
    // The same recipe a second time is refused, even when only its bottles (served by the list) come back.
    if (lines.some((p) => listed.some((row) => sameName(row.name, p.name) && row.shares.some((share) => share.recipeId === recipe.recipeId)))) {
      throw new DomainError('ALREADY_ON_LIST');
    }
    return this.add(scope, dedupeByName(items), { refuseSameRecipe: true });
  }

  /** A recipe's lines a shopper buys: not the blank ones, nor what is always at hand (the cupboard's). */
  async linesToBuy(scope: KitchenScope, lines: string[]): Promise<string[]> {
    const cupboard = await this.pantry.items(scope.householdId);
    return lines.filter((line) => {
      const name = parseIngredientLine(line).name.trim();
      return name !== '' && !isAlwaysAtHand(name, cupboard);
    });
  }

  /**
   * An edit of a row's name, quantity or unit. `madeAt` is when the member made it (a phone's
   * offline outbox sends it, maybe much later): for each field the latest edit wins, so an older
   * edit arriving after a newer one changes nothing there, and `superseded` names those fields.
   * A time in the future counts as now (a phone's clock running ahead must not lock a field).
   * A topped-up row's shares follow a new quantity, each in proportion to what it asked.
   */
  async update(
    scope: KitchenScope,
    id: string,
    patch: { name?: string; quantity?: string; unit?: string },
    madeAt?: Date,
  ): Promise<ShoppingItem & { superseded: ShoppingEditField[] }> {
    const h = scope.householdId;
    const wanted: Record<ShoppingEditField, string | undefined> = {
      name: patch.name?.trim(),
      quantity: patch.quantity === undefined ? undefined : patch.quantity.trim() || '1',
      unit: patch.unit,
    };
    const done = await this.db.transaction(async (m) => {
      // The list's lock, as ticks and adds take it: a completion never reads half-moved shares.
      await lockShoppingList(m, h);
      const row = await m.findOne(ShoppingItemEntity, { where: { id, householdId: h }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new DomainError('NOT_FOUND');
      // Read after the locks: of two edits sent without a time, the one applied last is the latest.
      const now = new Date();
      const at = madeAt && madeAt < now ? madeAt : now;
      const before = { quantity: row.quantity, unit: row.unit };
      const superseded: ShoppingEditField[] = [];
      const set: Partial<ShoppingItemEntity> = {};
      for (const field of EDIT_FIELDS) {
        const value = wanted[field];
        if (value === undefined) continue;
        const editedAt = row[EDITED_AT[field]];
        if (editedAt && editedAt > at) {
          superseded.push(field);
          continue;
        }
        Object.assign(set, { [field]: value, [EDITED_AT[field]]: at });
      }
      if (Object.keys(set).length) {
        await m.update(ShoppingItemEntity, { id, householdId: h }, set);
        Object.assign(row, set);
      }
      const shares = (await loadShares(m, [id])).get(id) ?? [];
      if (row.quantity !== before.quantity || row.unit !== before.unit) {
        await m.save(followEdit(shares, row));
      }
      const fresh = await m.findOneByOrFail(ShoppingItemEntity, { id });
      return { item: toShoppingItem(fresh, shares), superseded, changed: Object.keys(set).length > 0 };
    });
    if (done.changed) this.events.changed(h, { resource: 'shopping-items', action: 'updated', ids: [id], actorId: scope.userId, items: [done.item] });
    return { ...done.item, superseded: done.superseded };
  }

  /**
   * Checks or unchecks an item. Checking the last unchecked row of a recipe completes the recipe
   * (recipe-completion.ts); the result says which and how to undo it.
   */
  async setChecked(scope: KitchenScope, id: string, checked: boolean): Promise<{ item: ShoppingItem | undefined } & Omit<ShoppingToggleResult, 'items'>> {
    const { items, ...rest } = await this.setCheckedMany(scope, [id], checked);
    return { item: items[0], ...rest };
  }

  /**
   * Ticks or unticks several items (a merged line) in one transaction, all or none, with the
   * recipe-completion rule, and tells the household once per kind of change.
   */
  /**
   * `madeAt` (an untick replayed from a phone's offline outbox): items that are ticked and were
   * changed after it keep their tick — a tick wins over an untick; the answer shows them ticked.
   */
  async setCheckedMany(scope: KitchenScope, ids: string[], checked: boolean, madeAt?: Date): Promise<ShoppingToggleResult> {
    const h = scope.householdId;
    const unique = [...new Set(ids)].sort();
    if (unique.length === 1 && (checked || !madeAt)) {
      const [ticked] = await poolQuery<ShoppingItem>(this.db, TICK_ROW_WITHOUT_RECIPE, [unique[0], h, checked]);
      if (ticked) {
        this.events.changed(h, { resource: 'shopping-items', action: 'updated', ids: unique, actorId: scope.userId, items: [ticked] });
        return { items: [ticked], removedIds: [], completedRecipes: [], undo: null };
      }
    }
    const result = await this.db.transaction(async (m) => {
      // A recipe's last two ticks at once must not each see the other unticked.
      await lockShoppingList(m, h);
      const found = await m.find(ShoppingItemEntity, { where: { id: In(unique), householdId: h }, order: { id: 'ASC' } });
      if (found.length !== unique.length) throw new DomainError('NOT_FOUND');
      const before = new Map(found.map((f) => [f.id, f.checked]));
      const apply = checked || !madeAt ? unique : found.filter((f) => !(f.checked && f.updatedAt > madeAt)).map((f) => f.id);
      if (apply.length) await m.update(ShoppingItemEntity, { id: In(apply), householdId: h }, { checked });
      let completion: Completion = { removedIds: [], updatedIds: [], completedRecipes: [], undo: [] };
      if (checked) {
        const shares = await loadShares(m, unique);
        const recipes = [...shares.values()].flat().map((s) => s.recipeId).filter((r): r is string => !!r);
        completion = await completeRecipes(m, h, recipes, before);
      }
      // A row its recipe took away is still answered, ticked, as the tick left it.
      const fresh = await withShares(m, await m.find(ShoppingItemEntity, { where: { id: In(unique) } }));
      const gone = completion.undo.filter((u) => completion.removedIds.includes(u.id!));
      const items = found.map(
        (f) => fresh.find((i) => i.id === f.id) ?? { ...toShoppingItem(f), checked, shares: gone.find((g) => g.id === f.id)?.shares ?? [] },
      );
      return { items, completion };
    });
    const { removedIds, updatedIds, completedRecipes, undo } = result.completion;
    this.events.changed(h, { resource: 'shopping-items', action: 'deleted', ids: removedIds, actorId: scope.userId });
    const changed = [...new Set([...unique, ...updatedIds])].filter((id) => !removedIds.includes(id));
    // The rows as they are now, for screens to patch their list instead of fetching it again.
    const items = result.items.filter((i) => changed.includes(i.id));
    this.events.changed(h, { resource: 'shopping-items', action: 'updated', ids: changed, actorId: scope.userId, ...(items.length === changed.length ? { items } : {}) });
    return { items: result.items, removedIds, completedRecipes, undo: undo.length ? { items: undo } : null };
  }

  /** The list's unticked rows as they are now, to be put back later by restore() (an undone top-up). */
  async snapshots(scope: KitchenScope): Promise<RestorableShoppingItem[]> {
    const rows = await this.db.getRepository(ShoppingItemEntity).find({ where: { householdId: scope.householdId, checked: false } });
    const shares = await loadShares(this.db.manager, rows.map((r) => r.id));
    return rows.map((r) => snapshotOf(r, shares.get(r.id) ?? []));
  }

  async remove(scope: KitchenScope, id: string): Promise<void> {
    const result = await this.repo.delete({ id, householdId: scope.householdId });
    if (!result.affected) throw new DomainError('NOT_FOUND');
    this.events.changed(scope.householdId, { resource: 'shopping-items', action: 'deleted', ids: [id], actorId: scope.userId });
  }

  /** 'Supprimer les articles cochés': no confirmation, the answer carries its 'Annuler'. */
  async removeChecked(scope: KitchenScope): Promise<{ deletedIds: string[]; undo: ShoppingUndo }> {
    const h = scope.householdId;
    const undo = await this.db.transaction(async (m) => {
      await lockShoppingList(m, h);
      // Row locks too: a tick without a recipe skips the list's lock (setCheckedMany), so an untick
      // made at this moment either lands first (the row is no longer ticked here) or waits.
      const rows = await m.find(ShoppingItemEntity, { where: { householdId: h, checked: true }, order: { createdAt: 'DESC', name: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      const shares = await loadShares(m, rows.map((r) => r.id));
      if (rows.length) await m.delete(ShoppingItemEntity, { id: In(rows.map((r) => r.id)) });
      return rows.map((r) => snapshotOf(r, shares.get(r.id) ?? []));
    });
    const ids = undo.map((u) => u.id!);
    this.events.changed(h, { resource: 'shopping-items', action: 'deleted', ids, actorId: scope.userId });
    return { deletedIds: ids, undo: { items: undo } };
  }

  /** "Ranger dans le frigo": a checked item leaves the list and goes into the fridge, on the shelf its name says unless one is given. */
  async moveToFridge(scope: KitchenScope, id: string, category?: string): Promise<{ inventoryItemId: string; undo: ShoppingUndo }> {
    const { created, before } = await this.db.transaction(async (m) => {
      const found = await m.findOne(ShoppingItemEntity, { where: { id, householdId: scope.householdId }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw new DomainError('NOT_FOUND');
      const shares = await loadShares(m, [id]);
      const amount = parseQuantity(found.quantity) ?? 1;
      const unit = (UNITS as readonly string[]).includes(found.unit) ? found.unit : 'unité';
      const item = await m.save(
        m.create(InventoryItemEntity, {
          householdId: scope.householdId,
          createdBy: scope.userId,
          name: found.name,
          // The fridge counts whole quantities (spec); a fraction rounds up.
          quantity: Math.max(1, Math.ceil(amount)),
          unit,
          expirationDate: null,
          category: category ?? inventoryCategoryOf(found.name),
        }),
      );
      await m.delete(ShoppingItemEntity, { id });
      return { created: item, before: snapshotOf(found, shares.get(id) ?? []) };
    });
    this.events.changed(scope.householdId, { resource: 'shopping-items', action: 'deleted', ids: [id], actorId: scope.userId });
    this.events.changed(scope.householdId, { resource: 'inventory-items', action: 'created', ids: [created.id], actorId: scope.userId });
    return { inventoryItemId: created.id, undo: { items: [before], inventoryItemIds: [created.id] } };
  }
}

/** What a row's sources need (its shares); a row without shares needs what it says. */
const needsOf = (row: { quantity: string; unit: string }, shares: readonly { quantity: string; unit: string }[]) => (shares.length ? shares : [row]);

/** Equal once normalized: the same recipe's same ingredient (the unique index compares lower(name)). */
const sameName = (a: string, b: string) => normalizeIngredientName(a) === normalizeIngredientName(b);

const pickShare = (s: { recipeId: string | null; recipeTitle: string | null; quantity: string; unit: string }) => ({
  recipeId: s.recipeId,
  recipeTitle: s.recipeTitle,
  quantity: s.quantity,
  unit: s.unit,
});

/** A recipe listing the same ingredient twice would trip the unique index: keep the first. */
function dedupeByName<T extends { name: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
