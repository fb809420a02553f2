import { Module } from '@nestjs/common';
import { ChatModule } from '#domain/chat';
import { KitchenModule } from '#domain/kitchen';
import { RecipeGenerationModule } from '#domain/recipe-generation';
import { QueueModule } from '#queue';
import { ChatController } from '../chat/chat.controller';
import { ChatActionsController } from '../chat/chat-actions.controller';
import { RecipeJobsService } from './recipe-jobs.service';
import { RecipeBookApiModule } from './recipe-book-api.module';
import { RecipesController } from './recipes.controller';

/** The AI endpoints: they only queue work; the worker runs every model call. */
@Module({
  imports: [QueueModule, RecipeGenerationModule, ChatModule, RecipeBookApiModule, KitchenModule],
  controllers: [RecipesController, ChatController, ChatActionsController],
  providers: [RecipeJobsService],
})
export class AiApiModule {}
