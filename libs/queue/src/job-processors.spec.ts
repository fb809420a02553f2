import 'reflect-metadata';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { assertProcessorsCoverQueues, type ProcessorMap } from './job-processors';
import { ALL_QUEUES, QueueName } from './queue-names';

function processorFor(queue: string) {
  @Processor(queue)
  class P extends WorkerHost {
    async process(_job: Job): Promise<void> {}
  }
  return P;
}

const complete = () => Object.fromEntries(ALL_QUEUES.map((q) => [q, processorFor(q)])) as unknown as ProcessorMap;

describe('assertProcessorsCoverQueues', () => {
  it('accepts one processor per queue, each decorated for its own queue', () => {
    expect(() => assertProcessorsCoverQueues(complete())).not.toThrow();
  });

  it('refuses a missing queue', () => {
    const map = complete() as unknown as Record<string, unknown>;
    delete map[QueueName.Email];
    expect(() => assertProcessorsCoverQueues(map as unknown as ProcessorMap)).toThrow(/no processor for queue "email"/);
  });

  it('refuses a processor registered under the wrong queue', () => {
    const map = { ...complete(), [QueueName.Email]: processorFor(QueueName.ChatReply) } as unknown as ProcessorMap;
    expect(() => assertProcessorsCoverQueues(map)).toThrow(/decorated for "chat-reply"/);
  });
});
