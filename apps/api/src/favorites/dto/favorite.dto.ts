import { ApiProperty, ApiPropertyOptional } from '../../common/api-docs';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { DISH_TYPES, MESSAGES, type DishType } from '#contracts';
import { Trim } from '#domain/validation';

export class CreateFavoriteDto {
  @ApiProperty()
  @IsString({ message: MESSAGES.recipeIdRequired })
  @IsNotEmpty({ message: MESSAGES.recipeIdRequired })
  @MaxLength(120, { message: MESSAGES.recipeIdRequired })
  recipeId: string;

  @ApiProperty()
  @Trim()
  @IsString({ message: MESSAGES.recipeTitleRequired })
  @IsNotEmpty({ message: MESSAGES.recipeTitleRequired })
  @MaxLength(160, { message: MESSAGES.recipeTitleRequired })
  recipeTitle: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: MESSAGES.invalidRequest })
  @MaxLength(300, { message: MESSAGES.invalidRequest })
  recipeImage?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: MESSAGES.invalidRequest })
  @MaxLength(1000, { message: MESSAGES.invalidRequest })
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: MESSAGES.invalidRequest })
  @Min(1, { message: MESSAGES.invalidRequest })
  preparationTime?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: MESSAGES.mealServingsMin })
  @Min(1, { message: MESSAGES.mealServingsMin })
  servings?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: MESSAGES.difficultyInvalid })
  @MaxLength(20, { message: MESSAGES.difficultyInvalid })
  difficulty?: string;

  @ApiPropertyOptional({ enum: DISH_TYPES })
  @IsOptional()
  @IsIn(DISH_TYPES, { message: MESSAGES.dishTypeInvalid })
  type?: DishType;

  @ApiProperty({ type: [String] })
  @IsArray({ message: MESSAGES.ingredientsRequired })
  @ArrayMaxSize(80, { message: MESSAGES.ingredientsRequired })
  @IsString({ each: true, message: MESSAGES.ingredientsRequired })
  @MaxLength(300, { each: true, message: MESSAGES.ingredientsRequired })
  ingredients: string[];

  @ApiProperty({ type: [String] })
  @IsArray({ message: MESSAGES.invalidRequest })
  @ArrayMaxSize(60, { message: MESSAGES.invalidRequest })
  @IsString({ each: true, message: MESSAGES.invalidRequest })
  @MaxLength(2000, { each: true, message: MESSAGES.invalidRequest })
  instructions: string[];
}
