import { Controller, Get, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import type { ChatActionDto } from '#contracts';
import { ChatActionsService } from '#domain/chat';
import type { KitchenScope } from '#domain/kitchen';
import { DashboardAccessGuard } from '../access/dashboard-access.guard';
import { UuidParam } from '../common/uuid-param.pipe';
import { Kitchen } from '../kitchen/kitchen-scope.decorator';
import { ApiErrors } from '../common/api-errors.decorator';
import { Post } from '../common/write-routes';

/** The cards the chef proposes in the chat (`chat.action_proposed`): nothing is written before confirm. */
@ApiTags('chat')
@ApiBearerAuth()
@UseGuards(DashboardAccessGuard)
@Controller('chat/actions')
export class ChatActionsController {
  constructor(private readonly actions: ChatActionsService) {}

  /** The user's cards of the last day (a reloaded chat shows them again under their replies). */
  @ApiOperation({ summary: 'Liste les propositions du chef des dernières 24 heures' })
  @Get()
  list(@Kitchen() scope: KitchenScope): Promise<ChatActionDto[]> {
    return this.actions.list(scope);
  }

  @ApiOperation({ summary: 'Lit une proposition du chef' })
  @Get(':id')
  get(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<ChatActionDto> {
    return this.actions.get(scope, id);
  }

  @ApiOperation({ summary: 'Confirme une proposition du chef (elle est appliquée)' })
  @ApiErrors('CHAT_ACTION_CLOSED', 'SHOPPING_LIST_FULL')
  @Post(':id/confirm')
  @HttpCode(200)
  confirm(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<ChatActionDto> {
    return this.actions.confirm(scope, id);
  }

  @ApiOperation({ summary: 'Écarte une proposition du chef' })
  @ApiErrors('CHAT_ACTION_CLOSED')
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<ChatActionDto> {
    return this.actions.cancel(scope, id);
  }

  /** "Annuler" on the done card, within CHAT_ACTION_UNDO_MS. */
  @ApiOperation({ summary: 'Annule une proposition appliquée' })
  @ApiErrors('CHAT_ACTION_CLOSED')
  @Post(':id/undo')
  @HttpCode(200)
  undo(@Kitchen() scope: KitchenScope, @Param('id', UuidParam) id: string): Promise<ChatActionDto> {
    return this.actions.undo(scope, id);
  }
}
