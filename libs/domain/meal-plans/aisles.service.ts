import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AISLE_OVERRIDES_MAX, KITCHEN_MESSAGES, type AisleOverride } from '#contracts';
import { AisleOverrideEntity } from '#database';
import { normalizeIngredientName, type Aisle } from '#ingredients';
import { DomainError, invalidInput } from '#domain/errors';

/** The household's own aisles: an ingredient moved to another aisle stays there for every list. */
@Injectable()
export class AislesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(householdId: string): Promise<AisleOverride[]> {
    const rows = await this.db.getRepository(AisleOverrideEntity).find({ where: { householdId }, order: { ingredient: 'ASC' } });
    return rows.map((r) => ({ ingredient: r.ingredient, aisle: r.aisle as Aisle }));
  }

  async set(householdId: string, ingredient: string, aisle: Aisle): Promise<AisleOverride> {
    const key = normalizeIngredientName(ingredient);
    if (!key) throw invalidInput(KITCHEN_MESSAGES.itemNameRequired);
    // Moving an ingredient already moved is always taken; a new one only below the limit. Two new
    // ones at the same moment must not both see the last place free: one household's moves queue.
    const kept = await this.db.transaction(async (m): Promise<{ ingredient: string }[]> => {
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`aisles:${householdId}`]);
      return m.query(
        `INSERT INTO aisle_overrides (household_id, ingredient, aisle)
         SELECT $1, $2, $3
         WHERE EXISTS (SELECT 1 FROM aisle_overrides WHERE household_id = $1 AND ingredient = $2)
            OR (SELECT count(*) FROM aisle_overrides WHERE household_id = $1) < $4
         ON CONFLICT (household_id, ingredient) DO UPDATE SET aisle = EXCLUDED.aisle
         RETURNING ingredient`,
        [householdId, key, aisle, AISLE_OVERRIDES_MAX],
      );
    });
    if (kept.length === 0) throw new DomainError('AISLE_OVERRIDES_FULL');
    return { ingredient: key, aisle };
  }

  async remove(householdId: string, ingredient: string): Promise<void> {
    const result = await this.db.getRepository(AisleOverrideEntity).delete({ householdId, ingredient: normalizeIngredientName(ingredient) });
    if (!result.affected) throw new DomainError('NOT_FOUND');
  }
}
