import { Module } from '@nestjs/common';
import { RecipesModule } from '#domain/recipes';
import { ChatReplyService } from './chat-reply.service';
import { ChatService } from './chat.service';

@Module({
  imports: [RecipesModule],
  providers: [ChatService, ChatReplyService],
  exports: [ChatService, ChatReplyService],
})
export class ChatModule {}
