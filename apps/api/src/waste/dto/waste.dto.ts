import { ApiProperty, ApiPropertyOptional } from '../../common/api-docs';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { FRIDGE_EXIT_REASONS, WASTE_MESSAGES, type FridgeExitReason, type ReminderSettings } from '#contracts';

export class FridgeExitDto {
  @ApiProperty({ enum: FRIDGE_EXIT_REASONS })
  @IsIn(FRIDGE_EXIT_REASONS, { message: WASTE_MESSAGES.reasonInvalid })
  reason: FridgeExitReason;
}

/** Every field optional: a PUT changes what it carries. */
export class ReminderSettingsDto implements Partial<ReminderSettings> {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: WASTE_MESSAGES.enabledInvalid })
  enabled?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: WASTE_MESSAGES.emailInvalid })
  email?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 23, default: 9 })
  @IsOptional()
  @IsInt({ message: WASTE_MESSAGES.hourInvalid })
  @Min(0, { message: WASTE_MESSAGES.hourInvalid })
  @Max(23, { message: WASTE_MESSAGES.hourInvalid })
  hour?: number;
}
