import { Body, Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { FridgeExit, InventoryItem, UrgentItem } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { FridgeExitsService, UrgentItemsService } from '#domain/waste';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { UuidParam } from '../common/uuid-param.pipe';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { FridgeExitDto } from './dto/waste.dto';
import { Post } from '../common/write-routes';

@ApiTags('inventory-items')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller()
export class FridgeExitsController {
  constructor(private readonly exits: FridgeExitsService, private readonly urgent: UrgentItemsService) {}

  /** "À consommer en priorité": within 3 days or past, soonest first, the first LIST_PAGE_MAX. */
  @ApiOperation({ summary: 'Les aliments à consommer en priorité (3 jours ou moins)' })
  @Get('inventory-items/urgent')
  listUrgent(@Kitchen() scope: KitchenScope): Promise<UrgentItem[]> {
    return this.urgent.list(scope.householdId);
  }

  /** "Utilisé" / "Jeté": the item leaves the fridge and the figures count it. */
  @ApiOperation({ summary: 'Sort un aliment du frigo : utilisé ou jeté' })
  @Post('inventory-items/:id/exit')
  exit(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string, @Body() dto: FridgeExitDto): Promise<FridgeExit> {
    return this.exits.leave(scope, id, dto.reason);
  }

  /** "Annuler": the item is back, the exit no longer counts. */
  @ApiOperation({ summary: "Annule une sortie du frigo (l'aliment revient)" })
  @Post('fridge-exits/:id/undo')
  undo(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<InventoryItem> {
    return this.exits.undo(scope, id);
  }
}
