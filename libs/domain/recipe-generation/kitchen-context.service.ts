import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DietaryRestriction, Preferences } from '#contracts';
import { InventoryItemEntity } from '#database';
import { PreferencesService } from '#domain/preferences';
import { PantryService } from '#domain/kitchen';
import type { FridgeItem } from '#ai/core';

export interface KitchenContext {
  preferences: Preferences;
  /** The union of every household member's restrictions: a family eats what all can eat. */
  restrictions: DietaryRestriction[];
  fridge: FridgeItem[];
  /** "Mon placard": always allowed in recipes from the fridge. */
  pantry: string[];
  /** Children at the table: no alcoholic drink unless asked. */
  withChildren: boolean;
}

/** What the models are told about a household: preferences, restrictions and the fridge. */
@Injectable()
export class KitchenContextService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly preferences: PreferencesService,
    private readonly pantry: PantryService,
  ) {}

  async load(userId: string, householdId: string, withFridge: boolean): Promise<KitchenContext | null> {
    const preferences = await this.preferences.get(userId);
    if (!preferences) return null;
    const household = await this.preferences.householdRestrictions(householdId);
    const restrictions = [...new Set([...preferences.dietaryRestrictions, ...household])].filter((r) => r !== 'none');
    const fridge = withFridge ? await this.fridge(householdId) : [];
    const pantry = await this.pantry.items(householdId);
    return { preferences, restrictions, fridge, pantry, withChildren: preferences.householdSize.children > 0 };
  }

  async fridge(householdId: string): Promise<FridgeItem[]> {
    const items = await this.db.getRepository(InventoryItemEntity).find({
      where: { householdId },
      order: { expirationDate: { direction: 'ASC', nulls: 'LAST' }, createdAt: 'DESC' },
    });
    return items.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit, expirationDate: i.expirationDate }));
  }
}
