import { Body, Controller, Get, HttpCode, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '../common/api-docs';
import { type FavoriteRecipe } from '#contracts';
import { type KitchenScope } from '#domain/kitchen';
import { FavoritesService } from '#domain/recipes';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { DomainError } from '#domain/errors';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { UuidParam } from '../common/uuid-param.pipe';
import { ListPageQuery } from '../common/list-page.dto';
import { CreateFavoriteDto } from './dto/favorite.dto';
import { Delete, Post } from '../common/write-routes';

@ApiTags('favorites')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('favorites')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  /**
   * All favourites, or with `?recipeId=` the one of that recipe or none: the suggestions page's
   * toggle asks this for every recipe it shows, and "not a favourite" is an answer, not a 404.
   * Paged by `?limit=&after=` (ListPageQuery): LIST_PAGE_MAX at most, newest first.
   */
  @ApiOperation({ summary: "Liste les recettes favorites (ou celle d'une recette avec recipeId)" })
  @Get()
  @ApiQuery({ name: 'recipeId', required: false })
  async list(@Kitchen() scope: KitchenScope, @Query() page: ListPageQuery, @Query('recipeId') recipeId?: string): Promise<FavoriteRecipe[]> {
    if (recipeId === undefined) return this.favorites.list(scope, page);
    const found = typeof recipeId === 'string' && recipeId !== '' ? await this.favorites.findByRecipe(scope, recipeId) : null;
    return found ? [found] : [];
  }

  /** The favourite of a recipe, 404 when it is not one. */
  @ApiOperation({ summary: "Lit le favori d'une recette" })
  @Get('by-recipe/:recipeId')
  async byRecipe(@Kitchen() scope: KitchenScope, @Param('recipeId') recipeId: string): Promise<FavoriteRecipe> {
    const found = await this.favorites.findByRecipe(scope, recipeId);
    if (!found) throw new DomainError('NOT_FOUND');
    return found;
  }

  @ApiOperation({ summary: 'Ajoute une recette aux favoris' })
  @Post()
  add(@Kitchen() scope: KitchenScope, @Body() dto: CreateFavoriteDto): Promise<FavoriteRecipe> {
    return this.favorites.add(scope, dto);
  }

  @ApiOperation({ summary: 'Retire une recette des favoris' })
  @Delete('by-recipe/:recipeId')
  @HttpCode(204)
  removeByRecipe(@Kitchen() scope: KitchenScope, @Param('recipeId') recipeId: string): Promise<void> {
    return this.favorites.removeByRecipe(scope, recipeId);
  }

  @ApiOperation({ summary: 'Supprime un favori' })
  @Delete(':id')
  @HttpCode(204)
  remove(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<void> {
    return this.favorites.removeById(scope, id);
  }
}
