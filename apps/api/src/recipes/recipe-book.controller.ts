import { Body, Controller, Get, HttpCode, Param, Query, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '../common/api-docs';
import type { Request, Response } from 'express';
import { DailyLimitsService } from '#domain/recipe-generation';
import type { BookRecipe, BookRecipePage, RecipeInput } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { RecipesService, RecipeTextImportService, scaleRecipe } from '#domain/recipes';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { UuidParam } from '../common/uuid-param.pipe';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { RecipeImageUploadInterceptor } from './recipe-image-upload.interceptor';
import { RecipeImportJobsService } from './recipe-import-jobs.service';
import { CreateRecipeDto, ImportRecipeDto, ImportTextDto, KeepRecipeDto, RecipeBookQueryDto, RecipeServingsQueryDto, UpdateRecipeDto } from './dto/book-recipe.dto';
import { ApiErrors } from '../common/api-errors.decorator';
import { Delete, Patch, Post, Put } from '../common/write-routes';

/** The household's recipe book. Another household's recipe answers 404 on every route. */
@ApiTags('recipes')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('recipes')
export class RecipeBookController {
  constructor(
    private readonly recipes: RecipesService,
    private readonly imports: RecipeImportJobsService,
    private readonly textImport: RecipeTextImportService,
    private readonly limits: DailyLimitsService,
  ) {}

  @ApiOperation({ summary: 'Liste le carnet de recettes (recherche, filtres, pages)' })
  @Get()
  list(@Kitchen() scope: KitchenScope, @Query() query: RecipeBookQueryDto): Promise<BookRecipePage> {
    return this.recipes.list(scope, query);
  }

  @ApiOperation({ summary: 'Ajoute une recette au carnet' })
  @Post()
  create(@Kitchen() scope: KitchenScope, @Body() dto: CreateRecipeDto): Promise<BookRecipe> {
    return this.recipes.create(scope, dto);
  }

  /** 202 with the job id; the recipe arrives as `recipe.imported` (or `recipe.import_failed`), or by polling /api/recipes/jobs/:id. */
  @ApiOperation({ summary: 'Importe une recette depuis un lien (202 : elle arrive par le socket)' })
  @ApiErrors('IMPORT_URL_INVALID', 'IMPORT_ADDRESS_REFUSED')
  @Post('import')
  @HttpCode(202)
  import(@Kitchen() scope: KitchenScope, @Body() dto: ImportRecipeDto): Promise<{ jobId: string }> {
    return this.imports.enqueue(scope, dto.url);
  }

  /**
   * A pasted recipe read into a draft to review (nothing is saved until the form is sent). Offline
   * (the local chef) or with the day's model allowance spent: 200 with the rule-based reader's
   * draft. With a model: 202 `{jobId}`, the draft then at /api/recipes/jobs/:id (`draft`).
   */
  @ApiOperation({ summary: 'Lit une recette collée en un brouillon à relire (ou la confie au modèle : 202)' })
  @ApiErrors('IMPORT_TEXT_UNREADABLE')
  @Post('import-text')
  @HttpCode(200)
  async importText(@Kitchen() scope: KitchenScope, @Body() dto: ImportTextDto, @Res({ passthrough: true }) res: Response): Promise<RecipeInput | { jobId: string }> {
    if (!this.textImport.usesModel || !(await this.limits.take(scope.userId, 'recipe'))) return this.textImport.readWithRules(dto.text);
    res.status(202);
    return this.imports.enqueueText(scope, dto.text);
  }

  /** A suggestion the user acts on joins the book once (the same suggestion kept twice is one recipe). */
  @ApiOperation({ summary: 'Garde une suggestion dans le carnet' })
  @Post('keep')
  keep(@Kitchen() scope: KitchenScope, @Body() dto: KeepRecipeDto): Promise<BookRecipe> {
    return this.recipes.keep(scope, dto);
  }

  /** `?servings=` gives the lines for that many people, converted and rounded as a cook would. */
  @ApiOperation({ summary: 'Lit une recette (servings : les quantités pour ce nombre de personnes)' })
  @Get(':id')
  async get(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Query() query: RecipeServingsQueryDto): Promise<BookRecipe> {
    const recipe = await this.recipes.get(scope, id);
    return query.servings ? scaleRecipe(recipe, query.servings) : recipe;
  }

  @ApiOperation({ summary: 'Modifie une recette (avec sa version)' })
  @ApiErrors('RECIPE_EDIT_CONFLICT')
  @Patch(':id')
  update(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: UpdateRecipeDto): Promise<BookRecipe> {
    return this.recipes.update(scope, id, dto);
  }

  @ApiOperation({ summary: 'Supprime une recette' })
  @Delete(':id')
  @HttpCode(204)
  remove(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<void> {
    return this.recipes.remove(scope, id);
  }

  /** "Annuler" after a deletion: the recipe comes back as it was (favourites, planned meals). */
  @ApiOperation({ summary: 'Remet une recette supprimée' })
  @Post(':id/restore')
  @HttpCode(200)
  restore(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<BookRecipe> {
    return this.recipes.restore(scope, id);
  }

  /**
   * The recipe's photo (multipart, field `image`: JPEG, PNG, WebP or HEIC, 10 MB at most), stored
   * resized as WebP; the recipe answers with its new `image` path. The photo it replaces is removed.
   */
  @ApiOperation({ summary: 'Ajoute ou remplace la photo d\'une recette' })
  @ApiErrors('IMAGE_MISSING', 'IMAGE_TOO_LARGE', 'IMAGE_TYPE_REFUSED', 'IMAGE_UNREADABLE')
  @Put(':id/image')
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } } } })
  @UseInterceptors(RecipeImageUploadInterceptor)
  setImage(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Req() req: Request): Promise<BookRecipe> {
    return this.recipes.setImage(scope, id, req.file!.buffer);
  }

  @ApiOperation({ summary: 'Retire la photo d\'une recette' })
  @Delete(':id/image')
  removeImage(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<BookRecipe> {
    return this.recipes.removeImage(scope, id);
  }

  @ApiOperation({ summary: 'Met une recette en favori' })
  @Put(':id/favorite')
  favorite(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<BookRecipe> {
    return this.recipes.setFavorite(scope, id, true);
  }

  @ApiOperation({ summary: 'Retire une recette des favoris' })
  @Delete(':id/favorite')
  unfavorite(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<BookRecipe> {
    return this.recipes.setFavorite(scope, id, false);
  }
}
