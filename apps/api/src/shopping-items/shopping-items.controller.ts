import { Body, Controller, Get, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import { type AddedShoppingItem, type ShoppingEditResult, type ShoppingItem, type ShoppingSuggestions, type ShoppingToggleResult, type ShoppingUndo } from '#contracts';
import { ShoppingService, ShoppingSuggestionsService, type KitchenScope } from '#domain/kitchen';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { DomainError } from '#domain/errors';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { UuidParam } from '../common/uuid-param.pipe';
import { CreateShoppingItemDto, FromRecipeDto, MoveToFridgeDto, RestoreShoppingItemsDto, ToggleShoppingItemsDto, UpdateShoppingItemDto } from './dto/shopping-item.dto';
import { ApiErrors } from '../common/api-errors.decorator';
import { Delete, Patch, Post } from '../common/write-routes';

@ApiTags('shopping-items')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('shopping-items')
export class ShoppingItemsController {
  constructor(
    private readonly shopping: ShoppingService,
    private readonly suggestionsService: ShoppingSuggestionsService,
  ) {}

  @ApiOperation({ summary: 'Liste la liste de courses' })
  @Get()
  list(@Kitchen() scope: KitchenScope): Promise<ShoppingItem[]> {
    return this.shopping.list(scope);
  }

  /** The one-line add field's suggestions and "Souvent achetés" chips. */
  @ApiOperation({ summary: 'Suggestions de saisie et « Souvent achetés »' })
  @Get('suggestions')
  suggestions(@Kitchen() scope: KitchenScope): Promise<ShoppingSuggestions> {
    return this.suggestionsService.suggestions(scope);
  }

  /** One line per ingredient: `toppedUp` when the item went into a line already on the list. */
  @ApiOperation({ summary: 'Ajoute un article à la liste (ou complète la ligne du même ingrédient)' })
  @ApiErrors('ALREADY_ON_LIST', 'SHOPPING_LIST_FULL')
  @Post()
  async create(@Kitchen() scope: KitchenScope, @Body() dto: CreateShoppingItemDto): Promise<AddedShoppingItem> {
    const [item] = await this.shopping.add(scope, [dto]);
    return item!;
  }

  @ApiOperation({ summary: "Ajoute les ingrédients d'une recette à la liste" })
  @ApiErrors('ALREADY_ON_LIST', 'SHOPPING_LIST_FULL')
  @Post('from-recipe')
  fromRecipe(@Kitchen() scope: KitchenScope, @Body() dto: FromRecipeDto): Promise<AddedShoppingItem[]> {
    return this.shopping.addRecipe(scope, dto);
  }

  /**
   * 'Annuler' after any removal (a row, a recipe its last tick completed, the ticked items, a move
   * to the fridge): the removal has already been made (a phone may close the tab at any moment),
   * so undoing sends back the `undo` its answer gave, and everything is put back as it was, in one
   * request, all or none.
   */
  @ApiOperation({ summary: "Annule une suppression : les articles reviennent tels qu'ils étaient" })
  @ApiErrors('ALREADY_ON_LIST')
  @Post('restore')
  restore(@Kitchen() scope: KitchenScope, @Body() dto: RestoreShoppingItemsDto): Promise<ShoppingItem[]> {
    return this.shopping.restore(scope, dto);
  }

  @ApiOperation({ summary: 'Supprime les articles cochés' })
  @Post('delete-checked')
  @HttpCode(200)
  deleteChecked(@Kitchen() scope: KitchenScope): Promise<{ deletedIds: string[]; undo: ShoppingUndo }> {
    return this.shopping.removeChecked(scope);
  }

  /** Ticks or unticks a merged line's items: one request, one transaction, one event. */
  @ApiOperation({ summary: "Coche ou décoche les articles d'une ligne" })
  @Post('toggle')
  @HttpCode(200)
  toggle(@Kitchen() scope: KitchenScope, @Body() dto: ToggleShoppingItemsDto): Promise<ShoppingToggleResult> {
    return this.shopping.setCheckedMany(scope, dto.ids, dto.checked, dto.madeAt ? new Date(dto.madeAt) : undefined);
  }

  /**
   * Changes an item; `checked` applies the recipe-completion rule and lists what it removed. With
   * `madeAt`, each field keeps its latest edit; `superseded` lists the fields this edit lost.
   */
  @ApiOperation({ summary: 'Modifie un article (ou le coche)' })
  @Patch(':id')
  async update(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: UpdateShoppingItemDto): Promise<ShoppingEditResult> {
    const { checked, madeAt, ...rest } = dto;
    // DTO class fields exist even when not sent (ES2022 fields): count only the values given.
    const changes = Object.values(rest).some((v) => v !== undefined);
    const edited = changes ? await this.shopping.update(scope, id, rest, madeAt ? new Date(madeAt) : undefined) : undefined;
    let item: ShoppingItem | undefined = edited;
    let completion: Omit<ShoppingToggleResult, 'items'> = { removedIds: [], completedRecipes: [], undo: null };
    if (checked !== undefined) ({ item, ...completion } = await this.shopping.setChecked(scope, id, checked));
    if (!item) item = (await this.shopping.list(scope)).find((i) => i.id === id);
    if (!item) throw new DomainError('NOT_FOUND');
    const { superseded: _s, ...row } = item as ShoppingItem & { superseded?: unknown };
    return { ...row, ...completion, superseded: edited?.superseded ?? [] };
  }

  @ApiOperation({ summary: 'Range un article acheté dans le frigo' })
  @Post(':id/move-to-fridge')
  @HttpCode(200)
  moveToFridge(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: MoveToFridgeDto): Promise<{ inventoryItemId: string; undo: ShoppingUndo }> {
    return this.shopping.moveToFridge(scope, id, dto.category);
  }

  @ApiOperation({ summary: 'Supprime un article de la liste' })
  @Delete(':id')
  @HttpCode(204)
  remove(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<void> {
    return this.shopping.remove(scope, id);
  }
}
