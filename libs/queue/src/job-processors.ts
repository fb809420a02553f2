import type { Type } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobPayloads } from './jobs';
import { ALL_QUEUES, type QueueName } from './queue-names';

/** What a processor of queue Q must handle: jobs carrying that queue's payload. */
export interface JobHandler<Q extends QueueName> {
  process(job: Job<JobPayloads[Q]>): Promise<unknown>;
}

/** One processor class per queue, typed against the same payload map as `enqueue`. */
export type ProcessorMap = { [Q in QueueName]: Type<JobHandler<Q>> };

// @nestjs/bullmq's @Processor() stores its queue name under this key (not exported by the package).
const PROCESSOR_METADATA = 'bullmq:processor_metadata';

/**
 * Refuses to start a worker whose processors do not cover every queue exactly once: each map
 * entry must be decorated with @Processor for its own queue.
 */
export function assertProcessorsCoverQueues(processors: ProcessorMap): void {
  const problems: string[] = [];
  for (const queue of ALL_QUEUES) {
    const cls = processors[queue] as Type<unknown> | undefined;
    if (!cls) {
      problems.push(`no processor for queue "${queue}"`);
      continue;
    }
    const meta = Reflect.getMetadata(PROCESSOR_METADATA, cls) as { name?: string } | string | undefined;
    const declared = typeof meta === 'string' ? meta : meta?.name;
    if (declared !== queue) problems.push(`${cls.name} is registered for "${queue}" but decorated for "${declared ?? 'nothing'}"`);
  }
  if (problems.length) throw new Error(`Worker processors: ${problems.join('; ')}`);
}
