import { Body, Controller, Get, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { RecipeImportJobState, RecipeJobState } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { GenerateRecipeDto } from './dto/generate-recipe.dto';
import { RecipeJobsService } from './recipe-jobs.service';
import { IMPORT_JOB_PREFIX, RecipeImportJobsService } from './recipe-import-jobs.service';
import { ApiErrors } from '../common/api-errors.decorator';
import { Post } from '../common/write-routes';

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
  @ApiOperation({ summary: 'Demande une suggestion de recette (202 : elle arrive par le socket)' })
  @ApiErrors('FRIDGE_EMPTY', 'DAILY_LIMIT')
  @Post('generate')
  @HttpCode(202)
  generate(@Kitchen() scope: KitchenScope, @Body() dto: GenerateRecipeDto): Promise<{ jobId: string }> {
    return this.jobs.enqueue(scope, dto);
  }

  @ApiOperation({ summary: 'Suit une génération ou un import de recette' })
  @Get('jobs/:jobId')
  job(@Kitchen() scope: KitchenScope, @Param('jobId') jobId: string): Promise<RecipeJobState | RecipeImportJobState> {
    // The book's link imports share this route; their ids say so.
    if (jobId.startsWith(IMPORT_JOB_PREFIX)) return this.imports.state(scope.userId, jobId);
    return this.jobs.state(scope.userId, jobId);
  }
}
