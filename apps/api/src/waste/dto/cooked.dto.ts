import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '../../common/api-docs';
import {
  COOKED_CHANGES_MAX,
  COOKED_MESSAGES,
  INVENTORY_QUANTITY_MAX,
  KITCHEN_MESSAGES,
  RECIPE_BOOK_MESSAGES,
  RECIPE_INGREDIENT_LINE_MAX_LENGTH,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_SERVINGS_MAX,
  UNITS,
  type CookedApplyRequest,
  type CookedPreviewRequest,
  type CookedUndo,
} from '#contracts';

export class CookedPreviewDto implements CookedPreviewRequest {
  @ApiProperty({ type: [String], example: ['300 g de poulet', '4 œufs', '1 pincée de sel'] })
  @IsArray({ message: RECIPE_BOOK_MESSAGES.ingredientsInvalid })
  @ArrayMaxSize(RECIPE_INGREDIENTS_MAX, { message: RECIPE_BOOK_MESSAGES.ingredientsInvalid })
  @IsString({ each: true, message: RECIPE_BOOK_MESSAGES.ingredientsInvalid })
  @MaxLength(RECIPE_INGREDIENT_LINE_MAX_LENGTH, { each: true, message: RECIPE_BOOK_MESSAGES.ingredientsInvalid })
  ingredients: string[];

  @ApiPropertyOptional({ minimum: 1, maximum: RECIPE_SERVINGS_MAX, description: 'The servings the lines are written for; the lines are taken as shown' })
  @IsOptional()
  @IsInt({ message: RECIPE_BOOK_MESSAGES.servingsInvalid })
  @Min(1, { message: RECIPE_BOOK_MESSAGES.servingsInvalid })
  @Max(RECIPE_SERVINGS_MAX, { message: RECIPE_BOOK_MESSAGES.servingsInvalid })
  servings?: number;
}

export class CookedChangeDto {
  @ApiProperty()
  @IsUUID('all', { message: COOKED_MESSAGES.itemIdInvalid })
  itemId: string;

  @ApiProperty({ minimum: 0, description: "What is left of the item; 0 takes it out as « utilisé »" })
  @IsInt({ message: COOKED_MESSAGES.quantityInvalid })
  @Min(0, { message: COOKED_MESSAGES.quantityInvalid })
  @Max(INVENTORY_QUANTITY_MAX, { message: COOKED_MESSAGES.quantityInvalid })
  quantity: number;

  @ApiPropertyOptional({ enum: UNITS, description: "The quantity's unit: the item's own (the default) or its finer one (1 l → 750 ml)" })
  @IsOptional()
  @IsIn(UNITS, { message: KITCHEN_MESSAGES.unitInvalid })
  unit?: string;
}

export class CookedApplyDto implements CookedApplyRequest {
  @ApiProperty({ type: [CookedChangeDto] })
  @IsArray({ message: COOKED_MESSAGES.changesInvalid })
  @ArrayMinSize(1, { message: COOKED_MESSAGES.changesInvalid })
  @ArrayMaxSize(COOKED_CHANGES_MAX, { message: COOKED_MESSAGES.changesInvalid })
  @ValidateNested({ each: true })
  @Type(() => CookedChangeDto)
  changes: CookedChangeDto[];
}

/** The `undo` that POST /api/inventory-items/cooked answered, sent back as it came. */
export class CookedUndoDto implements CookedUndo {
  /** Each item's quantity before: the same shape as a change. */
  @ApiProperty({ type: [CookedChangeDto] })
  @IsArray({ message: COOKED_MESSAGES.undoInvalid })
  @ArrayMaxSize(COOKED_CHANGES_MAX, { message: COOKED_MESSAGES.undoInvalid })
  @ValidateNested({ each: true })
  @Type(() => CookedChangeDto)
  updated: CookedChangeDto[];

  @ApiProperty({ type: [String] })
  @IsArray({ message: COOKED_MESSAGES.undoInvalid })
  @ArrayMaxSize(COOKED_CHANGES_MAX, { message: COOKED_MESSAGES.undoInvalid })
  @IsUUID('all', { each: true, message: COOKED_MESSAGES.undoInvalid })
  exitIds: string[];
}
