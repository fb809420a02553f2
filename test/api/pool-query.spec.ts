import { DataSource, QueryFailedError } from 'typeorm';
import { poolQuery } from '#database';
import { useTestStack } from '#testing';

// The hot statements run straight on TypeORM's pool; to their callers and to the error filter they
// must look exactly like DataSource.query.
describe('poolQuery', () => {
  const t = useTestStack();

  it('answers the rows, and fails as TypeORM does, with the driver error kept', async () => {
    const db = t.app.get(DataSource);
    expect(await poolQuery(db, 'SELECT $1::int + 1 AS n', [41])).toEqual([{ n: 42 }]);
    const failure = await poolQuery(db, 'SELECT $1::uuid AS id', ['pas-un-uuid']).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('22P02');
    const same = await db.query('SELECT $1::uuid AS id', ['pas-un-uuid']).catch((err: unknown) => err);
    expect((failure as Error).message).toBe((same as Error).message);
  });
});
