import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { INVENTORY_CATEGORIES, MESSAGES, UNITS, type InventoryCategory } from '#contracts';

// No property initialisers for the defaults: PartialType copies them into the update DTO, and a
// PATCH of the quantity alone would then reset the unit and category. InventoryService.create
// fills the defaults instead.
export class CreateInventoryItemDto {
  @ApiProperty({ example: 'Tomates' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MESSAGES.itemNameRequired })
  @IsNotEmpty({ message: MESSAGES.itemNameRequired })
  @MaxLength(120, { message: MESSAGES.itemNameTooLong })
  name: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @IsInt({ message: MESSAGES.inventoryQuantityMin })
  @Min(1, { message: MESSAGES.inventoryQuantityMin })
  @Max(100_000, { message: MESSAGES.quantityInvalid })
  quantity?: number;

  @ApiPropertyOptional({ enum: UNITS, default: 'unité' })
  @IsOptional()
  @IsIn(UNITS, { message: MESSAGES.unitInvalid })
  unit?: string;

  @ApiPropertyOptional({ enum: INVENTORY_CATEGORIES, default: 'Autre' })
  @IsOptional()
  @IsIn(INVENTORY_CATEGORIES, { message: MESSAGES.categoryInvalid })
  category?: InventoryCategory;

  @ApiPropertyOptional({ example: '2026-11-30', nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: MESSAGES.expirationInvalid })
  expirationDate?: string | null;
}

export class UpdateInventoryItemDto extends PartialType(CreateInventoryItemDto) {}
