import { ApiProperty } from '../../common/api-docs';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type ConfirmEmailRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '#contracts';
import { Trim } from '#domain/validation';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty()
  @Trim()
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsEmail({}, { message: MESSAGES.emailInvalid })
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty()
  @IsString({ message: MESSAGES.resetLinkInvalid })
  @IsNotEmpty({ message: MESSAGES.resetLinkInvalid })
  @MaxLength(200, { message: MESSAGES.resetLinkInvalid })
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @MinLength(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort, context: { code: 'PASSWORD_TOO_SHORT' } })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordTooLong })
  password: string;
}

export class ConfirmEmailDto implements ConfirmEmailRequest {
  @ApiProperty()
  @IsString({ message: MESSAGES.confirmLinkInvalid })
  @IsNotEmpty({ message: MESSAGES.confirmLinkInvalid })
  @MaxLength(200, { message: MESSAGES.confirmLinkInvalid })
  token: string;
}

/** The "not me" link mailed to the old address when the account's e-mail is changed. */
export class CancelEmailChangeDto {
  @ApiProperty()
  @IsString({ message: ACCOUNT_MESSAGES.emailChangeCancelInvalid })
  @IsNotEmpty({ message: ACCOUNT_MESSAGES.emailChangeCancelInvalid })
  @MaxLength(200, { message: ACCOUNT_MESSAGES.emailChangeCancelInvalid })
  token: string;
}
