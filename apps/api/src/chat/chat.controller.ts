import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import { RECIPE_MESSAGES, type ChatMessageDto, type PostChatMessageResponse } from '#contracts';
import { ChatService } from '#domain/chat';
import type { KitchenScope } from '#domain/kitchen';
import { DailyLimitsService } from '#domain/recipe-generation';
import { JobQueue, QueueName } from '#queue';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { DomainError } from '#domain/errors';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { PostMessageDto } from './dto/post-message.dto';
import { ApiErrors } from '../common/api-errors.decorator';
import { Delete, Post } from '../common/write-routes';

@ApiTags('chat')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('chat/messages')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly limits: DailyLimitsService,
    private readonly jobs: JobQueue,
  ) {}

  @ApiOperation({ summary: 'Lit la conversation avec le chef' })
  @Get()
  history(@Kitchen() scope: KitchenScope): Promise<ChatMessageDto[]> {
    return this.chat.history(scope.userId);
  }

  /** Stores the message and queues the reply, which streams over the socket (`chat.delta`). */
  @ApiOperation({ summary: 'Envoie un message au chef (202 : la réponse arrive par le socket)' })
  @ApiErrors('REPLY_PENDING', 'DAILY_LIMIT')
  @Post()
  @HttpCode(202)
  async post(@Kitchen() scope: KitchenScope, @Body() dto: PostMessageDto): Promise<PostChatMessageResponse> {
    const replyId = randomUUID();
    if (!(await this.chat.markPending(scope.userId, replyId))) {
      throw new DomainError('REPLY_PENDING');
    }
    try {
      if (!(await this.limits.take(scope.userId, 'chat'))) throw new DomainError('DAILY_LIMIT', { message: RECIPE_MESSAGES.dailyChatLimit });
      const message = await this.chat.add(scope.userId, 'user', dto.content);
      await this.jobs.enqueue(QueueName.ChatReply, { userId: scope.userId, householdId: scope.householdId, userMessageId: message.id }, { jobId: replyId });
      return { message, replyId };
    } catch (err) {
      await this.chat.clearPending(scope.userId);
      throw err;
    }
  }

  @ApiOperation({ summary: 'Efface la conversation avec le chef' })
  @Delete()
  @HttpCode(204)
  clear(@Kitchen() scope: KitchenScope): Promise<void> {
    return this.chat.clear(scope.userId);
  }
}
