import { ApiProperty } from '../../common/api-docs';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  ACCESS_TOKEN_LIFETIMES_DAYS,
  ACCESS_TOKEN_MESSAGES,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_SCOPES,
  type AccessTokenLifetime,
  type AccessTokenScope,
  type CreateAccessTokenRequest,
} from '#contracts';
import { Trim } from '#domain/validation';

/** The limits of the settings' form (accessTokenFormSchema): the name is judged, and kept, without its spaces. */
export class CreateAccessTokenDto implements CreateAccessTokenRequest {
  @ApiProperty({ example: 'Home Assistant', maxLength: ACCESS_TOKEN_NAME_MAX })
  @Trim()
  @MaxLength(ACCESS_TOKEN_NAME_MAX, { message: ACCESS_TOKEN_MESSAGES.nameTooLong })
  @IsNotEmpty({ message: ACCESS_TOKEN_MESSAGES.nameRequired })
  @IsString({ message: ACCESS_TOKEN_MESSAGES.nameRequired })
  name: string;

  @ApiProperty({ enum: ACCESS_TOKEN_SCOPES, description: 'read : lectures seulement ; write : lectures et modifications' })
  @IsIn(ACCESS_TOKEN_SCOPES, { message: ACCESS_TOKEN_MESSAGES.scopeInvalid })
  scope: AccessTokenScope;

  @ApiProperty({ enum: ACCESS_TOKEN_LIFETIMES_DAYS.filter((d) => d !== null), nullable: true, description: "Jours avant l'expiration ; null : jusqu'à révocation" })
  @IsIn(ACCESS_TOKEN_LIFETIMES_DAYS, { message: ACCESS_TOKEN_MESSAGES.lifetimeInvalid })
  lifetimeDays: AccessTokenLifetime;
}
