import type { Job, JobsOptions, Queue } from 'bullmq';
import type { JobPayloads } from './jobs';
import type { QueueName } from './queue-names';

export interface EnqueueOptions extends JobsOptions {
  /** The job's name in Bull Board and logs; the queue's name when not given. */
  name?: string;
}

/**
 * The one way any process adds a job: `enqueue(queue, payload)`, the payload typed by the queue
 * (JobPayloads), the queue's default options (DEFAULT_JOB_OPTIONS) applied by its registration.
 * Provided by QueueModule; inject `JobQueue`, never a raw BullMQ queue.
 */
export class JobQueue {
  constructor(private readonly queues: Record<QueueName, Queue>) {}

  enqueue<Q extends QueueName>(queue: Q, payload: JobPayloads[Q], options: EnqueueOptions = {}): Promise<Job<JobPayloads[Q]>> {
    const { name, ...opts } = options;
    return this.queues[queue].add(name ?? queue, payload, opts) as Promise<Job<JobPayloads[Q]>>;
  }

  enqueueMany<Q extends QueueName>(queue: Q, payloads: JobPayloads[Q][], options: EnqueueOptions = {}): Promise<Job<JobPayloads[Q]>[]> {
    const { name, ...opts } = options;
    return this.queues[queue].addBulk(payloads.map((data) => ({ name: name ?? queue, data, opts }))) as Promise<Job<JobPayloads[Q]>[]>;
  }

  /**
   * Removes every job, whatever its queue and state but running, whose payload `matches`: what a
   * deleted account leaves in Redis (up to 7 days of e-mail, notification and model jobs).
   */
  async removeJobsWhere(matches: (payload: Record<string, unknown>) => boolean): Promise<number> {
    let removed = 0;
    for (const queue of Object.values(this.queues)) {
      const jobs = await queue.getJobs(['completed', 'failed', 'delayed', 'waiting', 'prioritized', 'waiting-children']);
      for (const job of jobs) {
        if (job && matches((job.data ?? {}) as Record<string, unknown>)) {
          await job.remove().catch(() => undefined); // taken by a worker meanwhile: it ends on its own
          removed++;
        }
      }
    }
    return removed;
  }

  /** A job of this queue by id (its state, its result), for the job-status routes. */
  async job<Q extends QueueName, R = unknown>(queue: Q, id: string): Promise<Job<JobPayloads[Q], R> | undefined> {
    return ((await this.queues[queue].getJob(id)) ?? undefined) as Job<JobPayloads[Q], R> | undefined;
  }
}
