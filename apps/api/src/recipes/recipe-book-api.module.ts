import { Module } from '@nestjs/common';
import { RecipesModule } from '#domain/recipes';
import { RecipeBookController } from './recipe-book.controller';

/** The recipe book's HTTP endpoints (generation's stay in AiApiModule). */
@Module({
  imports: [RecipesModule],
  controllers: [RecipeBookController],
})
export class RecipeBookApiModule {}
