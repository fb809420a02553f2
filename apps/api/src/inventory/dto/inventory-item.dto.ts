import { ApiProperty, ApiPropertyOptional, PartialType } from '../../common/api-docs';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  INVENTORY_CATEGORIES,
  INVENTORY_ITEM_NAME_MAX_LENGTH,
  INVENTORY_QUANTITY_MAX,
  MESSAGES,
  UNITS,
  type InventoryCategory,
} from '#contracts';
import { IsCalendarDay, Trim } from '#domain/validation';

// No property initialisers for the defaults: PartialType copies them into the update DTO, and a
// PATCH of the quantity alone would then reset the unit and category. InventoryService.create
// fills the defaults instead.
export class CreateInventoryItemDto {
  @ApiProperty({ example: 'Tomates' })
  @Trim()
  @IsString({ message: MESSAGES.itemNameRequired })
  @IsNotEmpty({ message: MESSAGES.itemNameRequired })
  @MaxLength(INVENTORY_ITEM_NAME_MAX_LENGTH, { message: MESSAGES.itemNameTooLong })
  name: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @IsInt({ message: MESSAGES.inventoryQuantityMin })
  @Min(1, { message: MESSAGES.inventoryQuantityMin })
  @Max(INVENTORY_QUANTITY_MAX, { message: MESSAGES.quantityInvalid })
  quantity?: number;

  @ApiPropertyOptional({ enum: UNITS, default: 'unité' })
  @IsOptional()
  @IsIn(UNITS, { message: MESSAGES.unitInvalid })
  unit?: string;

  @ApiPropertyOptional({ enum: INVENTORY_CATEGORIES, description: "Guessed from the name when omitted ('Autre' for an unknown food)" })
  @IsOptional()
  @IsIn(INVENTORY_CATEGORIES, { message: MESSAGES.categoryInvalid })
  category?: InventoryCategory;

  @ApiPropertyOptional({ example: '2026-11-30', nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsCalendarDay({ message: MESSAGES.expirationInvalid })
  expirationDate?: string | null;
}

export class UpdateInventoryItemDto extends PartialType(CreateInventoryItemDto) {}
