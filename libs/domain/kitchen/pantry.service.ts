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

  /** The basics the cupboard does not hold yet, whatever their case, each once. */
  async missing(householdId: string, basics: readonly string[]): Promise<string[]> {
    return lacking(await this.items(householdId), basics);
  }

  /**
   * Adds the basics it lacks after its items: what was added, and whether it followed the default
   * before. Read and written under the household's row lock: two members tapping at once both land.
   */
  async add(householdId: string, basics: readonly string[]): Promise<{ added: string[]; wasDefault: boolean }> {
    return this.change(householdId, (current) => {
      const added = lacking(current.items, basics);
      return { next: added.length > 0 ? [...current.items, ...added] : undefined, result: { added, wasDefault: current.isDefault } };
    });
  }

  /**
   * Takes the basics out again (an add undone), under the same lock; a cupboard that followed the
   * default and is the default again follows it again, rather than a copy of it.
   */
  async takeOut(householdId: string, basics: readonly string[], wasDefault: boolean): Promise<void> {
    const gone = new Set(basics.map(keyOf));
    const defaults = defaultPantry(this.config);
    await this.change(householdId, (current) => {
      const left = current.items.filter((i) => !gone.has(keyOf(i)));
      const asDefault = wasDefault && left.length === defaults.length && left.every((item, i) => keyOf(item) === keyOf(defaults[i]!));
      return { next: asDefault ? null : left, result: undefined };
    });
  }

  /** Reads the cupboard and writes what `work` makes of it (`next`; undefined writes nothing) in one transaction, the row locked. */
  private async change<T>(householdId: string, work: (current: Pantry) => { next: string[] | null | undefined; result: T }): Promise<T> {
    return this.db.transaction(async (m) => {
      const row = await m.findOne(HouseholdEntity, { where: { id: householdId }, select: { id: true, pantry: true }, lock: { mode: 'pessimistic_write' } });
      const { next, result } = work(this.describe(row?.pantry ?? null));
      if (next !== undefined) await m.update(HouseholdEntity, { id: householdId }, { pantry: next === null ? null : dedupe(next) });
      return result;
    });
  }

  private describe(pantry: string[] | null): Pantry {
    const items = pantry ?? defaultPantry(this.config);
    const held = new Set(items.map(keyOf));
    return { items, isDefault: pantry === null, suggestions: PANTRY_SUGGESTIONS.filter((s) => !held.has(keyOf(s))) };
  }
}

/** One basic, whatever its case: « Sucre » is « sucre ». */
const keyOf = (item: string): string => item.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');

/** The basics `items` does not hold, whatever their case, each once. */
const lacking = (items: readonly string[], basics: readonly string[]): string[] => {
  const held = new Set(items.map(keyOf));
  return dedupe([...basics]).filter((b) => !held.has(keyOf(b)));
};

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim().replace(/\s+/g, ' ');
    const key = keyOf(item);
    if (item && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}
