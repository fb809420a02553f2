import { Body, Controller, Get, HttpCode, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { Pantry } from '#contracts';
import { PantryService, type KitchenScope } from '#domain/kitchen';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { PantryBasicsDto, PantryUpdateDto } from './dto/pantry.dto';
import { Post, Put } from '../common/write-routes';

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

  // The one tap (« Ajouter sucre au placard et réessayer »): read and written here, never a list the
  // page read before another member's change.
  @ApiOperation({ summary: 'Ajoute des basiques au placard' })
  @Post('basics')
  @HttpCode(200)
  async addBasics(@Kitchen() scope: KitchenScope, @Body() dto: PantryBasicsDto): Promise<Pantry> {
    await this.pantry.add(scope.householdId, dto.basics);
    return this.pantry.get(scope.householdId);
  }
}
