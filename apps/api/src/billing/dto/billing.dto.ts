import { ApiProperty, ApiPropertyOptional } from '../../common/api-docs';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MESSAGES, type CheckoutRequest } from '#contracts';

export class CheckoutDto implements CheckoutRequest {
  @ApiPropertyOptional({ example: 'FREE30' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: MESSAGES.promoCodeUnknown })
  @MaxLength(40, { message: MESSAGES.promoCodeUnknown })
  promoCode?: string;
}

export class DemoSessionDto {
  @ApiProperty()
  @IsString({ message: MESSAGES.demoCheckoutExpired })
  @IsNotEmpty({ message: MESSAGES.demoCheckoutExpired })
  @MaxLength(100, { message: MESSAGES.demoCheckoutExpired })
  sessionId: string;
}
