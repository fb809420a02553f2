import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { ChatReplyService } from '#domain/chat';
import { QueueName, type ChatReplyJob } from '#queue';
import { modelWorkerOptions } from './worker-options';
import { ResilientWorkerHost } from './resilient-worker-host';

/** Thin: streams the chef's reply; a failure is rethrown after the user was told. */
@Processor(QueueName.ChatReply, modelWorkerOptions())
export class ChatReplyProcessor extends ResilientWorkerHost {
  constructor(private readonly replies: ChatReplyService) {
    super();
    replies.prepare();
  }

  async handle(job: Job<ChatReplyJob>): Promise<void> {
    await this.replies.run(job.data, job.id!);
  }
}
