import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AisleOverride } from '#contracts';
import { AisleOverrideEntity } from '#database';
import { normalizeIngredientName, type Aisle } from '#ingredients';
import { DomainError } from '#domain/errors';

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
    if (!key) throw new DomainError('VALIDATION_FAILED', { message: "Veuillez entrer un nom d'article" });
    await this.db
      .createQueryBuilder()
      .insert()
      .into(AisleOverrideEntity)
      .values({ householdId, ingredient: key, aisle })
      .orUpdate(['aisle'], ['household_id', 'ingredient'])
      .execute();
    return { ingredient: key, aisle };
  }

  async remove(householdId: string, ingredient: string): Promise<void> {
    const result = await this.db.getRepository(AisleOverrideEntity).delete({ householdId, ingredient: normalizeIngredientName(ingredient) });
    if (!result.affected) throw new DomainError('NOT_FOUND');
  }
}
