import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { PANTRY_SUGGESTIONS, type Pantry } from '#contracts';
import { HouseholdEntity } from '#database';

/** The installation's default cupboard (AI_STAPLES): sel, poivre, eau, huile unless configured. */
export const defaultPantry = (config: AppConfig): string[] =>
  config.AI_STAPLES.split(',').map((s) => s.trim()).filter(Boolean);

/** "Mon placard": what a household always has, so a recipe from the fridge may use it freely. */
@Injectable()
export class PantryService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(householdId: string): Promise<Pantry> {
    const row = await this.db.getRepository(HouseholdEntity).findOne({ where: { id: householdId }, select: { id: true, pantry: true } });
    return this.describe(row?.pantry ?? null);
  }

  /** The installation's default cupboard, which a household that has not chosen follows. */
  defaults(): string[] {
    return defaultPantry(this.config);
  }

  /** The items recipes may use, the default when the household has not chosen. */
  async items(householdId: string): Promise<string[]> {
    return (await this.get(householdId)).items;
  }

  /** Replaces the list (trimmed, without repeats), or goes back to the default with null. */
  async save(householdId: string, items: string[] | null): Promise<Pantry> {
    const pantry = items === null ? null : dedupe(items);
    await this.db.getRepository(HouseholdEntity).update({ id: householdId }, { pantry });
    return this.describe(pantry);
  }

  private describe(pantry: string[] | null): Pantry {
    const items = pantry ?? defaultPantry(this.config);
    const held = new Set(items.map((i) => i.toLocaleLowerCase('fr')));
    return { items, isDefault: pantry === null, suggestions: PANTRY_SUGGESTIONS.filter((s) => !held.has(s)) };
  }
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim().replace(/\s+/g, ' ');
    const key = item.toLocaleLowerCase('fr');
    if (item && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}
