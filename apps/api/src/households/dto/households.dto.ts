import { ApiProperty } from '../../common/api-docs';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, EMAIL_MAX_LENGTH, HOUSEHOLD_NAME_MAX_LENGTH } from '#contracts';
import { Trim } from '#domain/validation';

export class InviteDto {
  @ApiProperty()
  @Trim()
  @IsNotEmpty({ message: AUTH_MESSAGES.emailRequired })
  @IsEmail({}, { message: AUTH_MESSAGES.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: AUTH_MESSAGES.emailInvalid })
  email: string;
}

export class InvitationTokenDto {
  @ApiProperty()
  @IsString({ message: ACCOUNT_MESSAGES.invitationInvalid })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.invitationInvalid })
  @MaxLength(200, { message: ACCOUNT_MESSAGES.invitationInvalid })
  token: string;
}

export class RenameHouseholdDto {
  @ApiProperty()
  @Trim()
  @IsString({ message: ACCOUNT_MESSAGES.householdNameRequired })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.householdNameRequired })
  @MaxLength(HOUSEHOLD_NAME_MAX_LENGTH, { message: ACCOUNT_MESSAGES.householdNameRequired })
  name: string;
}
