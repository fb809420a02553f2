import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { loadConfig } from '#config';
import { ALL_QUEUES, type QueueName } from './queue-names';
import { DEFAULT_JOB_OPTIONS } from './jobs';
import { JobQueue } from './job-queue';
import { bullConnection, bullPrefix } from './redis-connection';

/** Registers the BullMQ connection and every queue, with their default job options, behind JobQueue. */
@Module({
  imports: [
    BullModule.forRootAsync({
      useFactory: () => {
        const config = loadConfig();
        return { connection: bullConnection(config), prefix: bullPrefix(config) };
      },
    }),
    BullModule.registerQueue(
      ...ALL_QUEUES.map((name) => ({ name, defaultJobOptions: DEFAULT_JOB_OPTIONS[name] })),
    ),
  ],
  providers: [
    {
      provide: JobQueue,
      inject: ALL_QUEUES.map((name) => getQueueToken(name)),
      useFactory: (...queues: Queue[]) =>
        new JobQueue(Object.fromEntries(ALL_QUEUES.map((name, i) => [name, queues[i]])) as Record<QueueName, Queue>),
    },
  ],
  exports: [BullModule, JobQueue],
})
export class QueueModule {}
