import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Gauge, Histogram, type Registry } from 'prom-client';
import { APP_CONFIG, type AppConfig } from '#config';
import { METRICS_REGISTRY } from '#metrics';
import { JobQueue } from '#queue';
import { jobDurationMs, onFinishedJobs } from './job-log.service';

/**
 * The worker's Prometheus series (WORKER_METRICS_PORT): each queue's depth by state, read from
 * Redis at every scrape (so any worker reports the whole queue), and how long this worker's jobs
 * ran, by queue and outcome (every attempt counts: a retried job's failures too).
 */
@Injectable()
export class QueueMetrics implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    private readonly discovery: DiscoveryService,
    private readonly jobs: JobQueue,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.WORKER_METRICS_PORT === undefined) return;
    const jobs = this.jobs;
    new Gauge({
      name: 'mijote_queue_jobs',
      help: 'Jobs in each queue by state (waiting, prioritized, active, delayed, failed).',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const depths = await jobs.depths();
        this.reset();
        for (const [queue, counts] of Object.entries(depths)) {
          for (const [state, count] of Object.entries(counts)) this.set({ queue, state }, count);
        }
      },
    });
    const duration = new Histogram({
      name: 'mijote_job_duration_seconds',
      help: 'How long a job attempt ran in this worker, in seconds, by queue and outcome.',
      labelNames: ['queue', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers: [this.registry],
    });
    onFinishedJobs(this.discovery, (queue, job, outcome) => {
      const ms = jobDurationMs(job);
      if (ms !== undefined) duration.observe({ queue, outcome }, ms / 1000);
    });
  }
}
