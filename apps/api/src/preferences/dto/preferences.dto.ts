import { ApiPropertyOptional } from '../../common/api-docs';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  ValidateNested,
  ValidateIf,
} from 'class-validator';
import {
  ADULTS_RANGE,
  CHILDREN_RANGE,
  DIETARY_RESTRICTIONS,
  DIFFICULTIES,
  FOOD_MAX_LENGTH,
  FOODS_MAX_COUNT,
  MESSAGES,
  SERVINGS_RANGE,
  SHOPPING_FREQUENCIES,
  type DietaryRestriction,
  type DifficultyValue,
  type PreferencesUpdate,
  type ShoppingFrequencyValue,
} from '#contracts';

const trimAll = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value;

export class HouseholdSizeDto {
  @IsInt({ message: MESSAGES.adultsRange })
  @Min(ADULTS_RANGE.min, { message: MESSAGES.adultsRange })
  @Max(ADULTS_RANGE.max, { message: MESSAGES.adultsRange })
  adults: number;

  @IsInt({ message: MESSAGES.childrenRange })
  @Min(CHILDREN_RANGE.min, { message: MESSAGES.childrenRange })
  @Max(CHILDREN_RANGE.max, { message: MESSAGES.childrenRange })
  children: number;
}

export class PreferencesDto implements PreferencesUpdate {
  @ApiPropertyOptional({ type: HouseholdSizeDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => HouseholdSizeDto)
  householdSize?: HouseholdSizeDto;

  @ApiPropertyOptional({ enum: DIETARY_RESTRICTIONS, isArray: true })
  @IsOptional()
  @IsArray({ message: MESSAGES.restrictionUnknown })
  @ArrayMaxSize(DIETARY_RESTRICTIONS.length, { message: MESSAGES.restrictionUnknown })
  @IsIn(DIETARY_RESTRICTIONS, { each: true, message: MESSAGES.restrictionUnknown })
  dietaryRestrictions?: DietaryRestriction[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @Transform(trimAll)
  @IsArray({ message: MESSAGES.foodInvalid })
  @ArrayMaxSize(FOODS_MAX_COUNT, { message: MESSAGES.foodInvalid })
  @IsString({ each: true, message: MESSAGES.foodInvalid })
  @Length(1, FOOD_MAX_LENGTH, { each: true, message: MESSAGES.foodInvalid })
  preferredFoods?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @Transform(trimAll)
  @IsArray({ message: MESSAGES.foodInvalid })
  @ArrayMaxSize(FOODS_MAX_COUNT, { message: MESSAGES.foodInvalid })
  @IsString({ each: true, message: MESSAGES.foodInvalid })
  @Length(1, FOOD_MAX_LENGTH, { each: true, message: MESSAGES.foodInvalid })
  avoidedFoods?: string[];

  @ApiPropertyOptional({ enum: SHOPPING_FREQUENCIES })
  @IsOptional()
  @IsIn(SHOPPING_FREQUENCIES, { message: MESSAGES.frequencyInvalid })
  shoppingFrequency?: ShoppingFrequencyValue;

  @ApiPropertyOptional({ enum: DIFFICULTIES })
  @IsOptional()
  @IsIn(DIFFICULTIES, { message: MESSAGES.difficultyInvalid })
  difficulty?: DifficultyValue;

  @ApiPropertyOptional({ minimum: SERVINGS_RANGE.min, maximum: SERVINGS_RANGE.max, nullable: true, description: "null: les portions du foyer (adultes + enfants comptés pour moitié)" })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: MESSAGES.servingsRange })
  @Min(SERVINGS_RANGE.min, { message: MESSAGES.servingsRange })
  @Max(SERVINGS_RANGE.max, { message: MESSAGES.servingsRange })
  servings?: number | null;
}
