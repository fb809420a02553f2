import { ApiProperty, ApiPropertyOptional } from '../../common/api-docs';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Length, MaxLength, MinLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PERSON_NAME_MAX_LENGTH, type SignUpRequest } from '#contracts';
import { Trim } from '#domain/validation';

export class SignUpDto implements SignUpRequest {
  @ApiProperty({ example: 'claire@example.ch' })
  @Trim()
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsEmail({}, { message: MESSAGES.emailInvalid })
  @MaxLength(EMAIL_MAX_LENGTH, { message: MESSAGES.emailInvalid })
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @MinLength(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort, context: { code: 'PASSWORD_TOO_SHORT' } })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordTooLong })
  password: string;

  @ApiProperty({ example: 'Claire' })
  @Trim()
  @IsString({ message: MESSAGES.firstNameRequired })
  @IsNotEmpty({ message: MESSAGES.firstNameRequired })
  @MaxLength(PERSON_NAME_MAX_LENGTH, { message: MESSAGES.firstNameRequired })
  firstName: string;

  @ApiProperty({ example: 'Favre' })
  @Trim()
  @IsString({ message: MESSAGES.lastNameRequired })
  @IsNotEmpty({ message: MESSAGES.lastNameRequired })
  @MaxLength(PERSON_NAME_MAX_LENGTH, { message: MESSAGES.lastNameRequired })
  lastName: string;

  @ApiPropertyOptional({ example: '079 123 45 67' })
  @Trim()
  @IsOptional()
  @IsString({ message: MESSAGES.phoneInvalid })
  @MaxLength(32, { message: MESSAGES.phoneInvalid })
  phone?: string;

  @ApiPropertyOptional({ example: 'CH', description: 'ISO 3166-1 alpha-2 country of a national number' })
  @IsOptional()
  @IsString({ message: MESSAGES.phoneInvalid })
  @Length(2, 2, { message: MESSAGES.phoneInvalid })
  phoneCountry?: string;

  @ApiPropertyOptional({ description: 'Token of a household invitation: the new account joins that family' })
  @IsOptional()
  @IsString({ message: MESSAGES.invalidRequest })
  @MaxLength(200, { message: MESSAGES.invalidRequest })
  invitationToken?: string;
}
