import { ApiProperty, ApiPropertyOptional, PartialType } from '../../common/api-docs';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  DISH_TYPES,
  MESSAGES,
  PLANNED_MEAL_SERVINGS_MAX,
  PLANNED_MEAL_TITLE_MAX_LENGTH,
  TIME_OF_DAY_PATTERN,
  type DishType,
} from '#contracts';
import { IsCalendarDay, Trim } from '#domain/validation';

export class CreatePlannedMealDto {
  @ApiProperty({ example: 'Gratin de courgettes', maxLength: PLANNED_MEAL_TITLE_MAX_LENGTH })
  @Trim()
  @IsString({ message: MESSAGES.mealTitleRequired })
  @IsNotEmpty({ message: MESSAGES.mealTitleRequired })
  @MaxLength(PLANNED_MEAL_TITLE_MAX_LENGTH, { message: MESSAGES.mealTitleRequired })
  recipeTitle: string;

  @ApiProperty({ example: '2026-11-23' })
  @IsNotEmpty({ message: MESSAGES.mealDateRequired })
  @IsCalendarDay({ message: MESSAGES.mealDateInvalid })
  date: string;

  @ApiProperty({ example: '19:00' })
  @IsNotEmpty({ message: MESSAGES.mealTimeRequired })
  @Matches(TIME_OF_DAY_PATTERN, { message: MESSAGES.mealTimeInvalid })
  time: string;

  @ApiProperty({ minimum: 1, maximum: PLANNED_MEAL_SERVINGS_MAX, example: 2 })
  @IsInt({ message: MESSAGES.mealServingsMin })
  @Min(1, { message: MESSAGES.mealServingsMin })
  @Max(PLANNED_MEAL_SERVINGS_MAX, { message: MESSAGES.mealServingsMax })
  servings: number;

  @ApiProperty({ enum: DISH_TYPES })
  @IsIn(DISH_TYPES, { message: MESSAGES.dishTypeInvalid })
  type: DishType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: MESSAGES.recipeIdRequired })
  @MaxLength(120, { message: MESSAGES.recipeIdRequired })
  recipeId?: string;

  @ApiPropertyOptional({ description: 'How many the ingredient lines serve', minimum: 1, maximum: PLANNED_MEAL_SERVINGS_MAX })
  @IsOptional()
  @IsInt({ message: MESSAGES.mealServingsMin })
  @Min(1, { message: MESSAGES.mealServingsMin })
  @Max(PLANNED_MEAL_SERVINGS_MAX, { message: MESSAGES.mealServingsMax })
  recipeServings?: number;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: MESSAGES.ingredientsRequired })
  @ArrayMaxSize(80, { message: MESSAGES.ingredientsRequired })
  @IsString({ each: true, message: MESSAGES.ingredientsRequired })
  @MaxLength(300, { each: true, message: MESSAGES.ingredientsRequired })
  ingredients?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: MESSAGES.invalidRequest })
  @ArrayMaxSize(60, { message: MESSAGES.invalidRequest })
  @IsString({ each: true, message: MESSAGES.invalidRequest })
  @MaxLength(2000, { each: true, message: MESSAGES.invalidRequest })
  instructions?: string[];
}

export class UpdatePlannedMealDto extends PartialType(CreatePlannedMealDto) {}

export class WeekRangeDto {
  @ApiProperty({ example: '2026-11-23' })
  @IsCalendarDay({ message: MESSAGES.mealDateInvalid })
  from: string;

  @ApiProperty({ example: '2026-11-29' })
  @IsCalendarDay({ message: MESSAGES.mealDateInvalid })
  to: string;
}

/**
 * GET /api/planned-meals: the range is required (a household's whole history would grow without
 * end); the service caps it at PLANNED_MEALS_MAX_DAYS.
 */
export class PlannedMealsRangeQuery {
  @ApiProperty({ example: '2026-11-23' })
  @IsNotEmpty({ message: MESSAGES.mealDateRequired })
  @IsCalendarDay({ message: MESSAGES.mealDateInvalid })
  from: string;

  @ApiProperty({ example: '2026-11-29' })
  @IsNotEmpty({ message: MESSAGES.mealDateRequired })
  @IsCalendarDay({ message: MESSAGES.mealDateInvalid })
  to: string;
}
