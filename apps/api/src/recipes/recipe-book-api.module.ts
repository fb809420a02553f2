import { Module } from '@nestjs/common';
import { RecipeGenerationModule } from '#domain/recipe-generation';
import { RecipesModule } from '#domain/recipes';
import { QueueModule } from '#queue';
import { RecipeBookController } from './recipe-book.controller';
import { RecipeImportJobsService } from './recipe-import-jobs.service';

/** The recipe book's HTTP endpoints (generation's stay in AiApiModule). */
@Module({
  imports: [QueueModule, RecipesModule, RecipeGenerationModule],
  controllers: [RecipeBookController],
  providers: [RecipeImportJobsService],
  exports: [RecipeImportJobsService],
})
export class RecipeBookApiModule {}
