import { ApiProperty, ApiPropertyOptional } from '../../common/api-docs';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, Matches, Max, Min, ValidateNested } from 'class-validator';
import {
  EFFORTS,
  KITCHEN_MESSAGES,
  MEAL_PLAN_MESSAGES,
  PLAN_MEALS,
  SWAP_REASONS,
  type CreateMealPlanRequest,
  type Effort,
  type PlanMeal,
  type PlanSlotRequest,
  type SwapReason,
} from '#contracts';
import { IsCalendarDay } from '#domain/validation';
import { AISLES, type Aisle } from '#ingredients';

export class SlotRefDto {
  @ApiProperty({ example: '2026-11-24' })
  @IsCalendarDay({ message: KITCHEN_MESSAGES.mealDateInvalid })
  date: string;

  @ApiProperty({ enum: PLAN_MEALS })
  @IsIn(PLAN_MEALS, { message: MEAL_PLAN_MESSAGES.mealInvalid })
  meal: PlanMeal;
}

export class PlanSlotDto extends SlotRefDto implements PlanSlotRequest {
  @ApiProperty({ enum: EFFORTS })
  @IsIn(EFFORTS, { message: MEAL_PLAN_MESSAGES.effortInvalid })
  effort: Effort;
}

export class CreateMealPlanDto implements CreateMealPlanRequest {
  @ApiProperty({ example: '2026-11-23', description: 'The Monday of the week' })
  @IsCalendarDay({ message: MEAL_PLAN_MESSAGES.weekStartInvalid })
  weekStart: string;

  @ApiProperty({ type: [PlanSlotDto] })
  @IsArray({ message: MEAL_PLAN_MESSAGES.slotsRequired })
  @ArrayMinSize(1, { message: MEAL_PLAN_MESSAGES.slotsRequired })
  @ArrayMaxSize(14, { message: MEAL_PLAN_MESSAGES.slotsInvalid })
  @ValidateNested({ each: true })
  @Type(() => PlanSlotDto)
  slots: PlanSlotDto[];

  @ApiPropertyOptional({ minimum: 0, maximum: 7, default: 2 })
  @IsOptional()
  @IsInt({ message: MEAL_PLAN_MESSAGES.vegetarianEveningsInvalid })
  @Min(0, { message: MEAL_PLAN_MESSAGES.vegetarianEveningsInvalid })
  @Max(7, { message: MEAL_PLAN_MESSAGES.vegetarianEveningsInvalid })
  vegetarianEvenings?: number;
}

export class SwapDto extends SlotRefDto {
  @ApiPropertyOptional({ enum: SWAP_REASONS })
  @IsOptional()
  @IsIn(SWAP_REASONS, { message: MEAL_PLAN_MESSAGES.reasonInvalid })
  reason?: SwapReason;
}

export class LockDto extends SlotRefDto {
  @ApiProperty()
  @IsBoolean({ message: MEAL_PLAN_MESSAGES.slotsInvalid })
  locked: boolean;
}

export class MoveDto {
  @ApiProperty({ type: SlotRefDto })
  @ValidateNested()
  @Type(() => SlotRefDto)
  from: SlotRefDto;

  @ApiProperty({ type: SlotRefDto })
  @ValidateNested()
  @Type(() => SlotRefDto)
  to: SlotRefDto;
}

export class WeekQueryDto {
  @ApiProperty({ example: '2026-11-23' })
  @IsCalendarDay({ message: KITCHEN_MESSAGES.mealDateInvalid })
  weekStart: string;
}

export class GroceriesRangeDto {
  @ApiProperty({ example: '2026-11-23' })
  @IsCalendarDay({ message: KITCHEN_MESSAGES.mealDateInvalid })
  from: string;

  @ApiProperty({ example: '2026-11-29' })
  @IsCalendarDay({ message: KITCHEN_MESSAGES.mealDateInvalid })
  to: string;
}

export class AisleOverrideDto {
  @ApiProperty({ example: 'tofu fumé' })
  @Matches(/^.{1,120}$/su, { message: KITCHEN_MESSAGES.itemNameRequired })
  ingredient: string;

  @ApiProperty({ enum: AISLES })
  @IsIn(AISLES, { message: MEAL_PLAN_MESSAGES.aisleInvalid })
  aisle: Aisle;
}
