import { Body, Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { Pantry } from '#contracts';
import { PantryService, type KitchenScope } from '#domain/kitchen';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { PantryUpdateDto } from './dto/pantry.dto';
import { Put } from '../common/write-routes';

/** "Mon placard": the household's basics, always allowed in recipes from the fridge. */
@ApiTags('pantry')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('pantry')
export class PantryController {
  constructor(private readonly pantry: PantryService) {}

  @ApiOperation({ summary: 'Lit le placard (les basiques toujours permis)' })
  @Get()
  get(@Kitchen() scope: KitchenScope): Promise<Pantry> {
    return this.pantry.get(scope.householdId);
  }

  @ApiOperation({ summary: 'Enregistre le placard' })
  @Put()
  save(@Kitchen() scope: KitchenScope, @Body() dto: PantryUpdateDto): Promise<Pantry> {
    return this.pantry.save(scope.householdId, dto.items);
  }
}
