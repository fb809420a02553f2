import { ApiProperty, ApiPropertyOptional } from '../../common/api-docs';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { COMMON_MESSAGES, INVENTORY_CATEGORIES, KITCHEN_MESSAGES as M, SHOPPING_ITEM_NAME_MAX_LENGTH, SHOPPING_QUANTITY_MAX_LENGTH, type InventoryCategory } from '#contracts';
import { INGREDIENT_UNITS } from '#ingredients';
import { Trim } from '#domain/validation';

export class CreateShoppingItemDto {
  @ApiProperty({ example: 'Lait' })
  @Trim()
  @IsString({ message: M.itemNameRequired })
  @IsNotEmpty({ message: M.itemNameRequired })
  @MaxLength(SHOPPING_ITEM_NAME_MAX_LENGTH, { message: M.itemNameTooLong })
  name: string;

  @ApiPropertyOptional({ example: '1', description: "Free text; '1' when empty" })
  @IsOptional()
  @Trim()
  @IsString({ message: M.quantityInvalid })
  @MaxLength(SHOPPING_QUANTITY_MAX_LENGTH, { message: M.quantityInvalid })
  quantity?: string;

  // Any unit the French parser reads: the one-line field sends "2 gousses d'ail" as it reads it.
  @ApiPropertyOptional({ enum: INGREDIENT_UNITS, default: 'unité' })
  @IsOptional()
  @IsIn(INGREDIENT_UNITS, { message: M.unitInvalid })
  unit?: string;
}

export class UpdateShoppingItemDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: M.itemNameRequired })
  @IsNotEmpty({ message: M.itemNameRequired })
  @MaxLength(SHOPPING_ITEM_NAME_MAX_LENGTH, { message: M.itemNameTooLong })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @IsString({ message: M.quantityInvalid })
  @MaxLength(SHOPPING_QUANTITY_MAX_LENGTH, { message: M.quantityInvalid })
  quantity?: string;

  // Any unit a row may have: a recipe's row in 'gousse' keeps it when only its quantity changes.
  @ApiPropertyOptional({ enum: INGREDIENT_UNITS })
  @IsOptional()
  @IsIn(INGREDIENT_UNITS, { message: M.unitInvalid })
  unit?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: COMMON_MESSAGES.invalidRequest })
  checked?: boolean;

  /**
   * When the edit was made (the phone's outbox sends it, maybe long after): for each field the
   * latest edit wins — a quantity edit keeps the latest.
   */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: COMMON_MESSAGES.invalidRequest })
  madeAt?: string;
}

export class FromRecipeDto {
  @ApiProperty()
  @IsString({ message: M.recipeIdRequired })
  @IsNotEmpty({ message: M.recipeIdRequired })
  @MaxLength(120, { message: M.recipeIdRequired })
  recipeId: string;

  @ApiProperty()
  @Trim()
  @IsString({ message: M.recipeTitleRequired })
  @IsNotEmpty({ message: M.recipeTitleRequired })
  @MaxLength(160, { message: M.recipeTitleRequired })
  recipeTitle: string;

  @ApiProperty({ type: [String] })
  @IsArray({ message: M.ingredientsRequired })
  @ArrayMinSize(1, { message: M.ingredientsRequired })
  @ArrayMaxSize(80, { message: M.ingredientsRequired })
  @IsString({ each: true, message: M.ingredientsRequired })
  @MaxLength(300, { each: true, message: M.ingredientsRequired })
  ingredients: string[];
}

export class MoveToFridgeDto {
  @ApiPropertyOptional({ enum: INVENTORY_CATEGORIES, description: "Guessed from the name when omitted ('Autre' for an unknown food)" })
  @IsOptional()
  @IsIn(INVENTORY_CATEGORIES, { message: M.categoryInvalid })
  category?: InventoryCategory;
}

/** What one source asked of a row, as a removal's `undo` gives it back. */
export class RestoredShareDto {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString({ message: M.recipeIdRequired })
  @MaxLength(120, { message: M.recipeIdRequired })
  recipeId: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString({ message: M.recipeTitleRequired })
  @MaxLength(160, { message: M.recipeTitleRequired })
  recipeTitle: string | null;

  @ApiProperty({ example: '1' })
  @Trim()
  @IsString({ message: M.quantityInvalid })
  @MaxLength(SHOPPING_QUANTITY_MAX_LENGTH, { message: M.quantityInvalid })
  quantity: string;

  @ApiProperty({ enum: INGREDIENT_UNITS })
  @IsIn(INGREDIENT_UNITS, { message: M.unitInvalid })
  unit: string;
}

/** An item as it was before its deletion; its unit may be any ingredient unit ('gousse'), as recipes give them. */
export class RestoredShoppingItemDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The row, when it is still on the list (it lost a recipe’s share only)' })
  @IsOptional()
  @IsUUID('all', { message: COMMON_MESSAGES.invalidRequest })
  id?: string;

  @ApiProperty()
  @Trim()
  @IsString({ message: M.itemNameRequired })
  @IsNotEmpty({ message: M.itemNameRequired })
  @MaxLength(SHOPPING_ITEM_NAME_MAX_LENGTH, { message: M.itemNameTooLong })
  name: string;

  @ApiProperty({ example: '1' })
  @Trim()
  @IsString({ message: M.quantityInvalid })
  @MaxLength(SHOPPING_QUANTITY_MAX_LENGTH, { message: M.quantityInvalid })
  quantity: string;

  @ApiProperty({ enum: INGREDIENT_UNITS })
  @IsIn(INGREDIENT_UNITS, { message: M.unitInvalid })
  unit: string;

  @ApiProperty()
  @IsBoolean({ message: COMMON_MESSAGES.invalidRequest })
  checked: boolean;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString({ message: M.recipeIdRequired })
  @MaxLength(120, { message: M.recipeIdRequired })
  recipeId?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString({ message: M.recipeTitleRequired })
  @MaxLength(160, { message: M.recipeTitleRequired })
  recipeTitle?: string | null;

  @ApiPropertyOptional({ type: [RestoredShareDto] })
  @IsOptional()
  @IsArray({ message: COMMON_MESSAGES.invalidRequest })
  @ArrayMaxSize(40, { message: COMMON_MESSAGES.invalidRequest })
  @ValidateNested({ each: true })
  @Type(() => RestoredShareDto)
  shares?: RestoredShareDto[];
}

/** Ticks or unticks every item of a merged line at once. */
export class ToggleShoppingItemsDto {
  @ApiProperty({ type: [String], format: 'uuid' })
  @IsArray({ message: COMMON_MESSAGES.invalidRequest })
  @ArrayMinSize(1, { message: COMMON_MESSAGES.invalidRequest })
  @ArrayMaxSize(80, { message: COMMON_MESSAGES.invalidRequest })
  @IsUUID('all', { each: true, message: COMMON_MESSAGES.invalidRequest })
  ids: string[];

  @ApiProperty()
  @IsBoolean({ message: COMMON_MESSAGES.invalidRequest })
  checked: boolean;

  /**
   * When the untick was made (the phone's offline outbox sends it): an item another member ticked
   * or changed after that stays ticked — a tick wins over an untick.
   */
  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: COMMON_MESSAGES.invalidRequest })
  madeAt?: string;
}

export class RestoreShoppingItemsDto {
  @ApiProperty({ type: [RestoredShoppingItemDto] })
  @IsArray({ message: COMMON_MESSAGES.invalidRequest })
  @ArrayMinSize(1, { message: COMMON_MESSAGES.invalidRequest })
  @ArrayMaxSize(80, { message: COMMON_MESSAGES.invalidRequest })
  @ValidateNested({ each: true })
  @Type(() => RestoredShoppingItemDto)
  items: RestoredShoppingItemDto[];

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Fridge items a move to the fridge created, removed again' })
  @IsOptional()
  @IsArray({ message: COMMON_MESSAGES.invalidRequest })
  @ArrayMaxSize(80, { message: COMMON_MESSAGES.invalidRequest })
  @IsUUID('all', { each: true, message: COMMON_MESSAGES.invalidRequest })
  inventoryItemIds?: string[];
}
