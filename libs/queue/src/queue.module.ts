import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { loadConfig } from '#config';
import { ALL_QUEUES } from './queue-names';
import { DEFAULT_JOB_OPTIONS } from './jobs';
import { bullConnection, bullPrefix } from './redis-connection';

/** Registers the BullMQ connection and every queue, with their default job options. */
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
  exports: [BullModule],
})
export class QueueModule {}
