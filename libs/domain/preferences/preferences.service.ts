import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { householdPortions, type DietaryRestriction, type Preferences, type PreferencesUpdate } from '#contracts';
import { UserPreferencesEntity } from '#database';

export function toPreferences(e: UserPreferencesEntity): Preferences {
  return {
    householdSize: { adults: e.adults, children: e.children },
    dietaryRestrictions: e.dietaryRestrictions as DietaryRestriction[],
    preferredFoods: e.preferredFoods,
    avoidedFoods: e.avoidedFoods,
    shoppingFrequency: e.shoppingFrequency,
    difficulty: e.difficulty,
    servings: e.servings ?? householdPortions({ adults: e.adults, children: e.children }),
    servingsFromHousehold: e.servings === null,
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** One preferences record per user, created by the questionnaire and edited in the settings. */
@Injectable()
export class PreferencesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async get(userId: string): Promise<Preferences | null> {
    const row = await this.db.manager.findOne(UserPreferencesEntity, { where: { userId } });
    return row ? toPreferences(row) : null;
  }

  async exists(userId: string): Promise<boolean> {
    return this.db.manager.exists(UserPreferencesEntity, { where: { userId } });
  }

  /** Creates the record with the spec's defaults on first save, then changes only what is given. */
  async save(userId: string, update: PreferencesUpdate): Promise<Preferences> {
    const repo = this.db.getRepository(UserPreferencesEntity);
    const row = (await repo.findOne({ where: { userId } })) ?? repo.create({ userId });
    if (update.householdSize) {
      row.adults = update.householdSize.adults;
      row.children = update.householdSize.children;
    }
    if (update.dietaryRestrictions) row.dietaryRestrictions = normaliseRestrictions(update.dietaryRestrictions);
    if (update.preferredFoods) row.preferredFoods = dedupe(update.preferredFoods);
    if (update.avoidedFoods) row.avoidedFoods = dedupe(update.avoidedFoods);
    if (update.shoppingFrequency) row.shoppingFrequency = update.shoppingFrequency;
    if (update.difficulty) row.difficulty = update.difficulty;
    if (update.servings !== undefined) row.servings = update.servings;
    row.adults ??= 1;
    row.children ??= 0;
    row.dietaryRestrictions ??= [];
    row.preferredFoods ??= [];
    row.avoidedFoods ??= [];
    row.shoppingFrequency ??= 'weekly';
    row.difficulty ??= 'facile';
    row.servings ??= null;
    return toPreferences(await repo.save(row));
  }

  /** The restrictions of every member of a household: a family eats what all can eat. */
  async householdRestrictions(householdId: string): Promise<DietaryRestriction[]> {
    const rows: { r: string }[] = await this.db.query(
      `SELECT DISTINCT unnest(p.dietary_restrictions) AS r
       FROM user_preferences p JOIN household_members m ON m.user_id = p.user_id
       WHERE m.household_id = $1`,
      [householdId],
    );
    return normaliseRestrictions(rows.map((x) => x.r as DietaryRestriction));
  }
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items
    .map((i) => i.trim())
    .filter((i) => i && !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()));
}

/** 'none' means no restriction: it never stands beside another one. */
function normaliseRestrictions(list: DietaryRestriction[]): DietaryRestriction[] {
  const unique = [...new Set(list)];
  const real = unique.filter((r) => r !== 'none');
  return real.length ? real : unique.includes('none') ? ['none'] : [];
}
