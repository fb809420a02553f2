import type { WorkerOptions } from 'bullmq';
import { loadConfig } from '#config';

/**
 * Options of the model queues' workers: WORKER_CONCURRENCY jobs at once, and a lock that
 * another worker takes over once it lapses, so a killed worker's jobs run again.
 */
export function modelWorkerOptions(): Partial<WorkerOptions> {
  const config = loadConfig();
  return {
    concurrency: config.WORKER_CONCURRENCY,
    lockDuration: config.WORKER_LOCK_MS,
    stalledInterval: config.WORKER_LOCK_MS,
    maxStalledCount: 2,
  };
}
