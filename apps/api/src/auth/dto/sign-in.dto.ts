import { ApiProperty } from '../../common/api-docs';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES, type SignInRequest } from '#contracts';
import { Trim } from '#domain/validation';

export class SignInDto implements SignInRequest {
  @ApiProperty()
  @Trim()
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsEmail({}, { message: MESSAGES.emailInvalid })
  email: string;

  @ApiProperty()
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @MaxLength(1024, { message: MESSAGES.invalidCredentials })
  password: string;
}
