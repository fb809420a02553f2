// What every benchmark leaves behind, removed: its database and its Redis keys, then the
// services it started (embedded PostgreSQL, redis-server) stop.
export async function cleanUpBench(services, database, redisPrefix) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: services.postgres.adminUrl });
  await admin.connect().then(() => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch(() => {}).finally(() => admin.end());
  const { Redis } = await import('ioredis');
  const redis = new Redis(services.env.REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.unlink(...keys);
  } while (cursor !== '0');
  redis.disconnect();
  await services.stop();
}
