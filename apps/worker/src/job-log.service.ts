import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { jobRequestId } from '#queue';

export type JobOutcome = 'completed' | 'failed';

/** How long the job's last attempt ran, in ms (unknown for a job that never started). */
export function jobDurationMs(job: Job | undefined): number | undefined {
  return job?.finishedOn && job.processedOn ? job.finishedOn - job.processedOn : undefined;
}

/** Calls `listener` for every job that ends an attempt, in every queue this worker processes. */
export function onFinishedJobs(discovery: DiscoveryService, listener: (queue: string, job: Job | undefined, outcome: JobOutcome, error?: Error) => void): void {
  for (const wrapper of discovery.getProviders()) {
    const host = wrapper.instance as unknown;
    if (!(host instanceof WorkerHost)) continue;
    const worker = host.worker;
    worker.on('completed', (job: Job) => listener(worker.name, job, 'completed'));
    worker.on('failed', (job: Job | undefined, err: Error) => listener(worker.name, job, 'failed', err));
  }
}

/** The fields of a job's log line: which job, of which queue, for which HTTP request, how long. */
export function jobLogFields(queue: string, job: Job | undefined, outcome: JobOutcome, error?: Error): Record<string, unknown> {
  return {
    queue,
    jobId: job?.id,
    jobName: job?.name,
    requestId: jobRequestId(job?.data),
    outcome,
    attempt: job?.attemptsMade,
    ms: jobDurationMs(job),
    ...(error ? { error: error.message } : {}),
  };
}

/**
 * One log line per finished job, carrying the id of the request that enqueued it (X-Request-Id),
 * so an API request and the worker's work for it are found together.
 */
@Injectable()
export class JobLog implements OnApplicationBootstrap {
  constructor(private readonly discovery: DiscoveryService, private readonly logger: PinoLogger) {
    this.logger.setContext('Job');
  }

  onApplicationBootstrap(): void {
    onFinishedJobs(this.discovery, (queue, job, outcome, err) =>
      outcome === 'completed'
        ? this.logger.info(jobLogFields(queue, job, outcome), 'job completed')
        : this.logger.warn(jobLogFields(queue, job, outcome, err), 'job failed'),
    );
  }
}
