import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { DelayedError, type Job } from 'bullmq';
import { isDependencyDown } from '#domain/errors';

// How long a job waits before trying again while PostgreSQL or Redis is away.
export const OUTAGE_RETRY_MS = 5_000;

/**
 * A processor whose jobs outlive an outage: when PostgreSQL or Redis cannot be reached, the job
 * goes back to the delayed set and tries again in a few seconds, without spending one of its
 * attempts (a 15 s database outage used to burn them all and fail the job for good). Subclasses
 * write `handle` instead of `process`.
 */
export abstract class ResilientWorkerHost extends WorkerHost implements BeforeApplicationShutdown {
  abstract handle(job: Job): Promise<unknown>;

  /**
   * SIGTERM lets the running job finish before anything it needs closes: @nestjs/bullmq closes the
   * workers in onApplicationShutdown, the same phase in which the database and Redis connections
   * close, so a job whose model answer came back after them was left « active » by a worker gone.
   * Closing the worker first (it waits for the running job) keeps the order.
   */
  async beforeApplicationShutdown(): Promise<void> {
    let worker: WorkerHost['worker'];
    try {
      worker = this.worker;
    } catch {
      // Never started (a shutdown during start-up): nothing runs to wait for.
      return;
    }
    await worker.close();
  }

  private readonly workerLogger = new Logger('Worker');

  /**
   * The worker's own errors (a lock it could not renew while Redis was away, a lost connection):
   * BullMQ goes on by itself, the job is picked up again as stalled. Without a listener Node would
   * print each as an unhandled 'error' event with its whole stack.
   */
  @OnWorkerEvent('error')
  onWorkerError(err: Error): void {
    this.workerLogger.warn(`${this.constructor.name}: ${err.message}`);
  }

  async process(job: Job, token?: string): Promise<unknown> {
    try {
      return await this.handle(job);
    } catch (err) {
      if (!token || !isDependencyDown(err)) throw err;
      try {
        await job.moveToDelayed(Date.now() + OUTAGE_RETRY_MS, token);
      } catch {
        // Redis itself is away: the lock lapses and the job is picked up again as stalled.
        throw err;
      }
      throw new DelayedError();
    }
  }
}
