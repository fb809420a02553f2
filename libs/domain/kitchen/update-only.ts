import type { FindOptionsWhere, ObjectLiteral, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { DomainError } from '#domain/errors';

/**
 * Changes only the columns given (undefined ones are left out) in one UPDATE, then reads the row
 * back. Never a read-modify-write of the whole row: two members editing different fields of the
 * same item at once both keep their change. NOT_FOUND when no row of the household matches.
 */
export async function updateOnly<E extends ObjectLiteral>(
  repo: Repository<E>,
  where: FindOptionsWhere<E>,
  changes: Record<string, unknown>,
): Promise<E> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as QueryDeepPartialEntity<E>;
  if (Object.keys(set).length) {
    const result = await repo.update(where, set);
    if (!result.affected) throw new DomainError('NOT_FOUND');
  }
  const row = await repo.findOneBy(where);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}
