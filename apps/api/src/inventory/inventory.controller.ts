import { Body, Controller, Get, HttpCode, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { InventoryItem } from '#contracts';
import { InventoryService, type KitchenScope } from '#domain/kitchen';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { UuidParam } from '../common/uuid-param.pipe';
import { ListPageQuery } from '../common/list-page.dto';
import { CreateInventoryItemDto, UpdateInventoryItemDto } from './dto/inventory-item.dto';
import { Delete, Patch, Post } from '../common/write-routes';

@ApiTags('inventory-items')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('inventory-items')
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  /** Paged by `?limit=&after=` (ListPageQuery): LIST_PAGE_MAX at most, newest first. */
  @ApiOperation({ summary: 'Liste le contenu du frigo, par pages (limit, after)' })
  @Get()
  list(@Kitchen() scope: KitchenScope, @Query() page: ListPageQuery): Promise<InventoryItem[]> {
    return this.inventory.list(scope, page);
  }

  @ApiOperation({ summary: 'Ajoute un aliment au frigo' })
  @Post()
  async create(@Kitchen() scope: KitchenScope, @Body() dto: CreateInventoryItemDto): Promise<InventoryItem> {
    const [created] = await this.inventory.create(scope, [dto]);
    return created!;
  }

  @ApiOperation({ summary: 'Modifie un aliment du frigo' })
  @Patch(':id')
  update(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: UpdateInventoryItemDto): Promise<InventoryItem> {
    return this.inventory.update(scope, id, dto);
  }

  @ApiOperation({ summary: 'Retire un aliment du frigo' })
  @Delete(':id')
  @HttpCode(204)
  remove(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<void> {
    return this.inventory.remove(scope, id);
  }
}
