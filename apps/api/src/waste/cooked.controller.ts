import { Body, Controller, HttpCode, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { CookedApplyResult, CookedPreview, CookedUndoResult } from '#contracts';
import type { KitchenScope } from '#domain/kitchen';
import { CookedService } from '#domain/waste';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { CookedApplyDto, CookedPreviewDto, CookedUndoDto } from './dto/cooked.dto';
import { Post } from '../common/write-routes';

/** « J'ai cuisiné »: the fridge follows what the family cooks. */
@ApiTags('inventory-items')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('inventory-items/cooked')
export class CookedController {
  constructor(private readonly cooked: CookedService) {}

  @ApiOperation({ summary: "Ce qu'une recette cuisinée prend au frigo : chaque aliment avant et après, et les lignes qui n'en viennent pas" })
  @Post('preview')
  @HttpCode(200)
  preview(@Kitchen() scope: KitchenScope, @Body() dto: CookedPreviewDto): Promise<CookedPreview> {
    return this.cooked.preview(scope, dto.ingredients);
  }

  @ApiOperation({ summary: 'Met à jour le frigo après une recette cuisinée (un aliment à 0 sort comme « utilisé »)' })
  @Post()
  apply(@Kitchen() scope: KitchenScope, @Body() dto: CookedApplyDto): Promise<CookedApplyResult> {
    return this.cooked.apply(scope, dto);
  }

  @ApiOperation({ summary: 'Annule la mise à jour du frigo : chaque aliment revient comme avant' })
  @Post('undo')
  undo(@Kitchen() scope: KitchenScope, @Body() dto: CookedUndoDto): Promise<CookedUndoResult> {
    return this.cooked.undo(scope, dto);
  }
}
