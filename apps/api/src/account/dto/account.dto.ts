import { ApiProperty } from '../../common/api-docs';
import { Equals, IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  CURRENT_PASSWORD_MAX_LENGTH,
  DELETE_ACCOUNT_CONFIRMATION,
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '#contracts';
import { Trim } from '#domain/validation';

export class UpdateProfileDto {
  @ApiProperty()
  @Trim()
  @IsString({ message: AUTH_MESSAGES.firstNameRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.firstNameRequired })
  @MaxLength(PERSON_NAME_MAX_LENGTH, { message: AUTH_MESSAGES.firstNameRequired })
  firstName: string;

  @ApiProperty()
  @Trim()
  @IsString({ message: AUTH_MESSAGES.lastNameRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.lastNameRequired })
  @MaxLength(PERSON_NAME_MAX_LENGTH, { message: AUTH_MESSAGES.lastNameRequired })
  lastName: string;
}

export class ChangeEmailDto {
  @ApiProperty()
  @Trim()
  @IsNotEmpty({ message: AUTH_MESSAGES.emailRequired })
  @IsEmail({}, { message: AUTH_MESSAGES.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: AUTH_MESSAGES.emailInvalid })
  newEmail: string;

  // A stolen access token alone must not be enough to move the account to another mailbox.
  @ApiProperty()
  @IsString({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
  @MaxLength(CURRENT_PASSWORD_MAX_LENGTH, { message: ACCOUNT_MESSAGES.currentPasswordWrong })
  currentPassword: string;
}

export class DeleteAccountDto {
  @ApiProperty({ example: DELETE_ACCOUNT_CONFIRMATION })
  @Trim()
  @Equals(DELETE_ACCOUNT_CONFIRMATION, { message: ACCOUNT_MESSAGES.deleteConfirmationMismatch })
  confirmation: string;
}
