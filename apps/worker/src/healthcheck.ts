// The worker container's healthcheck (docker-compose.yml): healthy while a worker of this host
// renews its heartbeat in Redis. Exit 0 healthy, 1 not.
import { loadConfig } from '#config';
import { aliveOnThisHost, createRedisClient } from '#redis';

const redis = createRedisClient(loadConfig().REDIS_URL, { maxRetriesPerRequest: 1 });
aliveOnThisHost(redis)
  .then((alive) => process.exit(alive ? 0 : 1))
  .catch(() => process.exit(1));
