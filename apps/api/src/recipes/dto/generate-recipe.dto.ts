import { ApiProperty, ApiPropertyOptional } from '../../common/api-docs';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { COMMON_MESSAGES, DISH_TYPES, KITCHEN_MESSAGES, RECIPE_MESSAGES, type DishType, type GenerateRecipeRequest, type GenerationMode } from '#contracts';

export class GenerateRecipeDto implements GenerateRecipeRequest {
  @ApiProperty({ enum: DISH_TYPES })
  @IsIn(DISH_TYPES, { message: KITCHEN_MESSAGES.dishTypeInvalid })
  dishType: DishType;

  @ApiProperty({ enum: ['preferences', 'fridge'] })
  @IsIn(['preferences', 'fridge'], { message: RECIPE_MESSAGES.modeInvalid })
  mode: GenerationMode;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: COMMON_MESSAGES.invalidRequest })
  regenerate?: boolean;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: COMMON_MESSAGES.invalidRequest })
  @ArrayMaxSize(30, { message: COMMON_MESSAGES.invalidRequest })
  @IsString({ each: true, message: COMMON_MESSAGES.invalidRequest })
  @MaxLength(200, { each: true, message: COMMON_MESSAGES.invalidRequest })
  exclude?: string[];

  @ApiPropertyOptional({ example: 'Yaourt nature' })
  @IsOptional()
  @IsString({ message: COMMON_MESSAGES.invalidRequest })
  @MaxLength(120, { message: COMMON_MESSAGES.invalidRequest })
  useFirst?: string;
}
