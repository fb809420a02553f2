import { ApiProperty } from '../../common/api-docs';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RECIPE_MESSAGES } from '#contracts';
import { Trim } from '#domain/validation';

export class PostMessageDto {
  @ApiProperty()
  @Trim()
  @IsString({ message: RECIPE_MESSAGES.chatEmpty })
  @IsNotEmpty({ message: RECIPE_MESSAGES.chatEmpty })
  @MaxLength(2000, { message: RECIPE_MESSAGES.chatTooLong })
  content: string;
}
