import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type ShoppingItem } from '#contracts';
import { ShoppingService, type KitchenScope } from '#domain/kitchen';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { DomainError } from '#domain/errors';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { UuidParam } from '../common/uuid-param.pipe';
import { CreateShoppingItemDto, FromRecipeDto, MoveToFridgeDto, RestoreShoppingItemsDto, ToggleShoppingItemsDto, UpdateShoppingItemDto } from './dto/shopping-item.dto';

@ApiTags('shopping-items')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('shopping-items')
export class ShoppingItemsController {
  constructor(private readonly shopping: ShoppingService) {}

  @Get()
  list(@Kitchen() scope: KitchenScope): Promise<ShoppingItem[]> {
    return this.shopping.list(scope);
  }

  @Post()
  async create(@Kitchen() scope: KitchenScope, @Body() dto: CreateShoppingItemDto): Promise<ShoppingItem> {
    const [item] = await this.shopping.add(scope, [dto]);
    return item!;
  }

  @Post('from-recipe')
  fromRecipe(@Kitchen() scope: KitchenScope, @Body() dto: FromRecipeDto): Promise<ShoppingItem[]> {
    return this.shopping.addRecipe(scope, dto);
  }

  /**
   * 'Annuler' after removing an item: the DELETE has already been sent (a phone may close the tab
   * at any moment), so undoing puts the items back as they were, recipe and tick included, under
   * new ids, all or none.
   */
  @Post('restore')
  restore(@Kitchen() scope: KitchenScope, @Body() dto: RestoreShoppingItemsDto): Promise<ShoppingItem[]> {
    return this.shopping.add(scope, dto.items);
  }

  @Post('delete-checked')
  @HttpCode(200)
  async deleteChecked(@Kitchen() scope: KitchenScope): Promise<{ deletedIds: string[] }> {
    return { deletedIds: await this.shopping.removeChecked(scope) };
  }

  /** Ticks or unticks a merged line's items: one request, one transaction, one event. */
  @Post('toggle')
  @HttpCode(200)
  toggle(@Kitchen() scope: KitchenScope, @Body() dto: ToggleShoppingItemsDto): Promise<{ items: ShoppingItem[]; removedIds: string[] }> {
    return this.shopping.setCheckedMany(scope, dto.ids, dto.checked, dto.madeAt ? new Date(dto.madeAt) : undefined);
  }

  /** Changes an item; `checked` applies the recipe-completion rule and lists what it removed. */
  @Patch(':id')
  async update(
    @Kitchen() scope: KitchenScope,
    @Param('id', UuidParam) id: string,
    @Body() dto: UpdateShoppingItemDto,
  ): Promise<ShoppingItem & { removedIds: string[] }> {
    const { checked, ...rest } = dto;
    // DTO class fields exist even when not sent (ES2022 fields): count only the values given.
    const changes = Object.values(rest).some((v) => v !== undefined);
    let item = changes ? await this.shopping.update(scope, id, rest) : undefined;
    let removedIds: string[] = [];
    if (checked !== undefined) ({ item, removedIds } = await this.shopping.setChecked(scope, id, checked));
    if (!item) item = (await this.shopping.list(scope)).find((i) => i.id === id);
    if (!item) throw new DomainError('NOT_FOUND');
    return { ...item, removedIds };
  }

  @Post(':id/move-to-fridge')
  @HttpCode(200)
  moveToFridge(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: MoveToFridgeDto): Promise<{ inventoryItemId: string }> {
    return this.shopping.moveToFridge(scope, id, dto.category);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<void> {
    return this.shopping.remove(scope, id);
  }
}
