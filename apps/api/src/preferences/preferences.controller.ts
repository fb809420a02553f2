import { Body, Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../common/api-docs';
import { type Preferences } from '#contracts';
import { AccountsService } from '#domain/accounts';
import { PreferencesService } from '#domain/preferences';
import { DomainError } from '#domain/errors';
import type { RequestUser } from '../auth/access-token';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { PreferencesDto } from './dto/preferences.dto';
import { ApiErrors } from '../common/api-errors.decorator';
import { Put } from '../common/write-routes';

@ApiTags('preferences')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('preferences')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService, private readonly accounts: AccountsService) {}

  /** 404 PREFERENCES_NOT_SET until the questionnaire is answered: the web app then shows it. */
  @ApiOperation({ summary: 'Lit les préférences alimentaires' })
  @ApiErrors('PREFERENCES_NOT_SET')
  @Get()
  async get(@CurrentUser() user: RequestUser): Promise<Preferences> {
    const prefs = await this.preferences.get(user.userId);
    if (!prefs) throw new DomainError('PREFERENCES_NOT_SET');
    return prefs;
  }

  @ApiOperation({ summary: 'Enregistre les préférences alimentaires' })
  @ApiErrors('PROFILE_NOT_FOUND')
  @Put()
  async put(@CurrentUser() user: RequestUser, @Body() dto: PreferencesDto): Promise<Preferences> {
    if (!(await this.accounts.hasProfile(user.userId))) {
      throw new DomainError('PROFILE_NOT_FOUND');
    }
    return this.preferences.save(user.userId, dto);
  }
}
