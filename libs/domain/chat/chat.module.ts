import { Module } from '@nestjs/common';
import { KitchenModule } from '#domain/kitchen';
import { RecipeGenerationModule } from '#domain/recipe-generation';
import { RecipesModule } from '#domain/recipes';
import { WasteModule } from '#domain/waste';
import { ChatActionStore } from './actions/chat-action.store';
import { ChatActionsService } from './actions/chat-actions.service';
import { ChatReplyService } from './chat-reply.service';
import { ChatService } from './chat.service';

@Module({
  imports: [RecipeGenerationModule, KitchenModule, RecipesModule, WasteModule],
  providers: [ChatService, ChatReplyService, ChatActionStore, ChatActionsService],
  exports: [ChatService, ChatReplyService, ChatActionsService],
})
export class ChatModule {}
