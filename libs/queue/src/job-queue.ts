import { Logger } from '@nestjs/common';
import type { Job, JobState, JobsOptions, Queue, RepeatOptions } from 'bullmq';
import type { JobPayloads } from './jobs';
import type { QueueName } from './queue-names';
import { currentRequestId } from './request-context';

export interface EnqueueOptions extends JobsOptions {
  /** The job's name in Bull Board and logs; the queue's name when not given. */
  name?: string;
}

/** A job enqueued while answering a request carries its id (read back with jobRequestId). */
function withRequestId<T>(payload: T): T {
  const requestId = currentRequestId();
  return requestId ? { ...payload, requestId } : payload;
}

/** The states a queue's depth counts (finished jobs are kept a while, but are not waiting work). */
export const DEPTH_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;
export type QueueDepth = Record<(typeof DEPTH_STATES)[number], number>;

// While Redis is away each queue's connection fails at every reconnection attempt.
const QUEUE_ERROR_LOG_EVERY_MS = 60_000;

/**
 * The one way any process adds a job: `enqueue(queue, payload)`, the payload typed by the queue
 * (JobPayloads), the queue's default options (DEFAULT_JOB_OPTIONS) applied by its registration.
 * Provided by QueueModule; inject `JobQueue`, never a raw BullMQ queue.
 */
export class JobQueue {
  private readonly logger = new Logger('JobQueue');

  constructor(private readonly queues: Record<QueueName, Queue>) {
    // Without a listener BullMQ prints every connection error with its stack (dozens a minute during
    // an outage, which /api/health and the requests' 503s already report): one line a minute per queue.
    for (const [name, queue] of Object.entries(queues)) {
      let lastLogged = -Infinity;
      queue.on('error', (err: Error) => {
        if (Date.now() - lastLogged < QUEUE_ERROR_LOG_EVERY_MS) return;
        lastLogged = Date.now();
        this.logger.warn(`Queue ${name}: ${err.message}`);
      });
    }
  }

  enqueue<Q extends QueueName>(queue: Q, payload: JobPayloads[Q], options: EnqueueOptions = {}): Promise<Job<JobPayloads[Q]>> {
    const { name, ...opts } = options;
    return this.queues[queue].add(name ?? queue, withRequestId(payload), opts) as Promise<Job<JobPayloads[Q]>>;
  }

  enqueueMany<Q extends QueueName>(queue: Q, payloads: JobPayloads[Q][], options: EnqueueOptions = {}): Promise<Job<JobPayloads[Q]>[]> {
    const { name, ...opts } = options;
    return this.queues[queue].addBulk(payloads.map((data) => ({ name: name ?? queue, data: withRequestId(data), opts }))) as Promise<Job<JobPayloads[Q]>[]>;
  }

  /**
   * Creates or moves a job scheduler (BullMQ keeps one per id in Redis, so every process and
   * restart upserting the same id leaves one schedule). Its jobs carry the queue's default options.
   */
  async schedule<Q extends QueueName>(queue: Q, schedulerId: string, repeat: Omit<RepeatOptions, 'key'>, payload: JobPayloads[Q], name?: string): Promise<void> {
    const { attempts, backoff, removeOnComplete, removeOnFail } = this.queues[queue].defaultJobOptions;
    await this.queues[queue].upsertJobScheduler(schedulerId, repeat, { name: name ?? queue, data: payload, opts: { attempts, backoff, removeOnComplete, removeOnFail } });
  }

  async unschedule(queue: QueueName, schedulerId: string): Promise<void> {
    await this.queues[queue].removeJobScheduler(schedulerId);
  }

  /** The scheduler's id and next run, or undefined when none has this id. */
  async scheduler(queue: QueueName, schedulerId: string): Promise<{ id: string; pattern?: string | null; tz?: string | null; next?: number } | undefined> {
    const found = await this.queues[queue].getJobScheduler(schedulerId);
    return found ? { id: found.key, pattern: found.pattern, tz: found.tz, next: found.next } : undefined;
  }

  /** This queue's job schedulers: id and cron pattern. */
  async schedulers(queue: QueueName): Promise<{ id: string; pattern?: string | null }[]> {
    const all = await this.queues[queue].getJobSchedulers(0, -1);
    return all.map((s) => ({ id: s.key, pattern: s.pattern }));
  }

  /** How many jobs each queue holds in each state that is not done: its depth. */
  async depths(): Promise<Record<QueueName, QueueDepth>> {
    const depthOf = async (queue: Queue): Promise<QueueDepth> => {
      const counts = await queue.getJobCounts(...DEPTH_STATES);
      return Object.fromEntries(DEPTH_STATES.map((state) => [state, counts[state] ?? 0])) as QueueDepth;
    };
    const names = Object.keys(this.queues) as QueueName[];
    const depths = await Promise.all(names.map((name) => depthOf(this.queues[name])));
    return Object.fromEntries(names.map((name, i) => [name, depths[i]])) as Record<QueueName, QueueDepth>;
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

  /**
   * A job and its state, for the job-status routes. The state is read first: BullMQ writes a
   * job's result (returnvalue, failedReason) and moves it to 'completed'/'failed' in one script,
   * so a job read after its state carries whatever that state promises. Read the other way round
   * (job, then job.getState()) a job finishing in between answered 'completed' with no result.
   */
  async jobWithState<Q extends QueueName, R = unknown>(queue: Q, id: string): Promise<{ job: Job<JobPayloads[Q], R>; state: JobState | 'unknown' } | undefined> {
    const state = await this.queues[queue].getJobState(id);
    const job = (await this.queues[queue].getJob(id)) as Job<JobPayloads[Q], R> | undefined;
    return job ? { job, state } : undefined;
  }
}
