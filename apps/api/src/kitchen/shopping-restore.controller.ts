import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ShoppingItem } from '#contracts';
import { ShoppingService, type KitchenScope } from '#domain/kitchen';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { mapAlreadyOnList } from './already-on-list';
import { RestoreShoppingItemsDto } from './dto/restore-shopping-items.dto';
import { Kitchen } from './kitchen-scope.decorator';

/**
 * 'Annuler' after removing an item: the DELETE has already been sent (a phone may close the tab
 * at any moment), so undoing puts the item back as it was, recipe and tick included, under a new id.
 */
@ApiTags('shopping-items')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('shopping-items')
export class ShoppingRestoreController {
  constructor(private readonly shopping: ShoppingService) {}

  @Post('restore')
  restore(@Kitchen() scope: KitchenScope, @Body() dto: RestoreShoppingItemsDto): Promise<ShoppingItem[]> {
    return mapAlreadyOnList(() => this.shopping.add(scope, dto.items));
  }
}
