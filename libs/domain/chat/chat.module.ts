import { Module } from '@nestjs/common';
import { RecipeGenerationModule } from '#domain/recipe-generation';
import { ChatReplyService } from './chat-reply.service';
import { ChatService } from './chat.service';

@Module({
  imports: [RecipeGenerationModule],
  providers: [ChatService, ChatReplyService],
  exports: [ChatService, ChatReplyService],
})
export class ChatModule {}
