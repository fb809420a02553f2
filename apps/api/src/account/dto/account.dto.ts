import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, DELETE_ACCOUNT_CONFIRMATION } from '#contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class UpdateProfileDto {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: AUTH_MESSAGES.firstNameRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.firstNameRequired })
  @MaxLength(80, { message: AUTH_MESSAGES.firstNameRequired })
  firstName: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: AUTH_MESSAGES.lastNameRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.lastNameRequired })
  @MaxLength(80, { message: AUTH_MESSAGES.lastNameRequired })
  lastName: string;
}

export class ChangeEmailDto {
  @ApiProperty()
  @Transform(trim)
  @IsNotEmpty({ message: AUTH_MESSAGES.emailRequired })
  @IsEmail({}, { message: AUTH_MESSAGES.emailInvalid })
  @MaxLength(254, { message: AUTH_MESSAGES.emailInvalid })
  newEmail: string;
}

export class DeleteAccountDto {
  @ApiProperty({ example: DELETE_ACCOUNT_CONFIRMATION })
  @Transform(trim)
  @Equals(DELETE_ACCOUNT_CONFIRMATION, { message: ACCOUNT_MESSAGES.deleteConfirmationMismatch })
  confirmation: string;
}
