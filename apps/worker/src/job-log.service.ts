import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { jobRequestId } from '#queue';

/** The fields of a job's log line: which job, of which queue, for which HTTP request, how long. */
export function jobLogFields(queue: string, job: Job | undefined, outcome: 'completed' | 'failed', error?: Error): Record<string, unknown> {
  return {
    queue,
    jobId: job?.id,
    jobName: job?.name,
    requestId: jobRequestId(job?.data),
    outcome,
    attempt: job?.attemptsMade,
    ms: job?.finishedOn && job.processedOn ? job.finishedOn - job.processedOn : undefined,
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
    for (const wrapper of this.discovery.getProviders()) {
      const host = wrapper.instance as unknown;
      if (!(host instanceof WorkerHost)) continue;
      const worker = host.worker;
      worker.on('completed', (job: Job) => this.logger.info(jobLogFields(worker.name, job, 'completed'), 'job completed'));
      worker.on('failed', (job: Job | undefined, err: Error) => this.logger.warn(jobLogFields(worker.name, job, 'failed', err), 'job failed'));
    }
  }
}
