import type { WorkerOptions } from 'bullmq';
import { loadConfig } from '#config';
import { modelBackoffStrategy } from '#queue';

/**
 * Options of the model queues' workers: WORKER_CONCURRENCY jobs at once, a lock that another
 * worker takes over once it lapses, so a killed worker's jobs run again, and the backoff that
 * honours a provider's Retry-After (jobs enqueued with modelBackoff).
 */
export function modelWorkerOptions(): Partial<WorkerOptions> {
  const config = loadConfig();
  return {
    concurrency: config.WORKER_CONCURRENCY,
    lockDuration: config.WORKER_LOCK_MS,
    stalledInterval: config.WORKER_LOCK_MS,
    maxStalledCount: 2,
    settings: { backoffStrategy: modelBackoffStrategy },
  };
}
