import { ApiProperty } from '../../common/api-docs';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { RECIPE_MESSAGES } from '#contracts';

export class PostMessageDto {
  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: RECIPE_MESSAGES.chatEmpty })
  @IsNotEmpty({ message: RECIPE_MESSAGES.chatEmpty })
  @MaxLength(2000, { message: RECIPE_MESSAGES.chatTooLong })
  content: string;
}
