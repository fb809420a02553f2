import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { COOKED_MESSAGES, inHeldUnit, leftOver, type CookedApplyRequest, type CookedApplyResult, type CookedPreview, type CookedUndo, type CookedUndoResult, type FridgeExit } from '#contracts';
import { InventoryItemEntity } from '#database';
import { DomainError, invalidInput } from '#domain/errors';
import { HouseholdEvents, PantryService, foodTable, isAlwaysAtHand, toInventoryItem, type KitchenScope } from '#domain/kitchen';
import { parseIngredientLine } from '#ingredients';
import { FridgeExitsService } from './fridge-exits.service';


/**
 * « J'ai cuisiné »: what a cooked recipe took leaves the fridge. The preview matches its lines as the
 * chef's fridge mode does (fridgeUse); the user confirms the quantities; an item brought to 0 leaves
 * as « utilisé » (the anti-gaspi figures count it). « Annuler » puts everything back, all or nothing.
 */
@Injectable()
export class CookedService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly pantry: PantryService,
    private readonly exits: FridgeExitsService,
    private readonly events: HouseholdEvents,
  ) {}

  async preview(scope: KitchenScope, lines: string[]): Promise<CookedPreview> {
    const [fridge, cupboard] = await Promise.all([
      this.db.getRepository(InventoryItemEntity).find({ where: { householdId: scope.householdId }, order: { createdAt: 'DESC', id: 'DESC' } }),
      this.pantry.items(scope.householdId),
    ]);
    // What the cupboard (« Mon placard ») covers is never the fridge's, as on the shopping list.
    const fromFridge = lines.filter((line) => !isAlwaysAtHand(parseIngredientLine(line).name, cupboard));
    const uses = foodTable().fridgeUse(fromFridge, fridge.map(toInventoryItem), cupboard);
    const used = new Set(uses.flatMap((use) => use.lines));
    return {
      items: uses.map(({ item, lines: itemLines, quantity }) => ({
        itemId: item.id,
        name: item.name,
        before: { quantity: item.quantity, unit: item.unit },
        // An amount the fridge cannot compare (« 1 botte » against grams) is left for the user to say.
        after: quantity === null ? { quantity: item.quantity, unit: item.unit } : leftOver(item, quantity),
        line: itemLines.join(', '),
      })),
      notFromFridge: lines.filter((line) => !used.has(line)),
    };
  }

  async apply(scope: KitchenScope, { changes }: CookedApplyRequest, now: Date = new Date()): Promise<CookedApplyResult> {
    const ids = changes.map((c) => c.itemId);
    if (new Set(ids).size !== ids.length) throw invalidInput(COOKED_MESSAGES.itemTwice);
    const undo: CookedUndo = { updated: [], exitIds: [] };
    const exits: FridgeExit[] = [];
    const kept: InventoryItemEntity[] = [];
    await this.db.transaction(async (m) => {
      const found = await m.find(InventoryItemEntity, { where: { id: In(ids), householdId: scope.householdId }, lock: { mode: 'pessimistic_write' } });
      const byId = new Map(found.map((item) => [item.id, item]));
      // Everything is checked before anything is written.
      for (const change of changes) {
        const item = byId.get(change.itemId);
        if (!item) throw new DomainError('NOT_FOUND');
        const left = inHeldUnit({ quantity: change.quantity, unit: change.unit ?? item.unit }, item.unit);
        if (left === null) throw invalidInput(COOKED_MESSAGES.unitInvalid(item.name, item.unit));
        if (left > item.quantity) throw invalidInput(COOKED_MESSAGES.quantityAboveHeld(item.name, { quantity: item.quantity, unit: item.unit }));
      }
      for (const change of changes) {
        const item = byId.get(change.itemId)!;
        const unit = change.unit ?? item.unit;
        if (change.quantity === item.quantity && unit === item.unit) continue;
        if (change.quantity === 0) {
          await m.delete(InventoryItemEntity, { id: item.id, householdId: scope.householdId });
          const exit = await this.exits.record(m, scope, item, 'used', now);
          exits.push(exit);
          undo.exitIds.push(exit.id);
        } else {
          undo.updated.push({ itemId: item.id, quantity: item.quantity, unit: item.unit });
          await m.update(InventoryItemEntity, { id: item.id, householdId: scope.householdId }, { quantity: change.quantity, unit });
          kept.push(await m.findOneByOrFail(InventoryItemEntity, { id: item.id }));
        }
      }
    });
    const changed = [...kept.map((k) => k.id), ...exits.map((e) => e.itemId)];
    // Confirmed as it was (every quantity unchanged): nothing to tell the other screens.
    if (changed.length > 0) this.events.changed(scope.householdId, { resource: 'inventory-items', action: kept.length > 0 ? 'updated' : 'deleted', ids: changed, actorId: scope.userId });
    return { items: kept.map(toInventoryItem), exits, undo };
  }

  /** Every item back as it was: the exits taken back, the quantities restored; any one missing and nothing changes. */
  async undo(scope: KitchenScope, undo: CookedUndo): Promise<CookedUndoResult> {
    // What an undo puts back was in the fridge: never an item of 0 (a 0 left it as an exit).
    if (undo.updated.some((u) => u.quantity < 1)) throw invalidInput(COOKED_MESSAGES.undoInvalid);
    const items = await this.db.transaction(async (m) => {
      const restored = [];
      for (const exitId of undo.exitIds) restored.push(await this.exits.restore(m, scope, exitId));
      for (const { itemId, quantity, unit } of undo.updated) {
        const { affected } = await m.update(InventoryItemEntity, { id: itemId, householdId: scope.householdId }, unit ? { quantity, unit } : { quantity });
        if (!affected) throw new DomainError('NOT_FOUND');
        restored.push(await m.findOneByOrFail(InventoryItemEntity, { id: itemId }));
      }
      return restored;
    });
    this.events.changed(scope.householdId, { resource: 'inventory-items', action: 'updated', ids: items.map((i) => i.id), actorId: scope.userId });
    return { items: items.map(toInventoryItem) };
  }
}
