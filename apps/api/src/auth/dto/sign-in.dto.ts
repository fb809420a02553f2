import { ApiProperty } from '../../common/api-docs';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES, type SignInRequest } from '#contracts';

export class SignInDto implements SignInRequest {
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsNotEmpty({ message: MESSAGES.emailRequired })
  @IsEmail({}, { message: MESSAGES.emailInvalid })
  email: string;

  @ApiProperty()
  @IsString({ message: MESSAGES.passwordRequired })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @MaxLength(1024, { message: MESSAGES.invalidCredentials })
  password: string;
}
