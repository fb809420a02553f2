import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { RecipeImportJobState, RecipeJobState } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { GenerateRecipeDto } from './dto/generate-recipe.dto';
import { RecipeJobsService } from './recipe-jobs.service';
import { IMPORT_JOB_PREFIX, RecipeImportJobsService } from './recipe-import-jobs.service';

@ApiTags('recipes')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('recipes')
export class RecipesController {
  constructor(
    private readonly jobs: RecipeJobsService,
    private readonly imports: RecipeImportJobsService,
  ) {}

  /** 202 with the job id; the recipe arrives as `recipe.ready` (or by polling the job). */
  @Post('generate')
  @HttpCode(202)
  generate(@Kitchen() scope: KitchenScope, @Body() dto: GenerateRecipeDto): Promise<{ jobId: string }> {
    return this.jobs.enqueue(scope, dto);
  }

  @Get('jobs/:jobId')
  job(@Kitchen() scope: KitchenScope, @Param('jobId') jobId: string): Promise<RecipeJobState | RecipeImportJobState> {
    // The book's link imports share this route; their ids say so.
    if (jobId.startsWith(IMPORT_JOB_PREFIX)) return this.imports.state(scope.userId, jobId);
    return this.jobs.state(scope.userId, jobId);
  }
}
