import { ApiProperty } from '../../common/api-docs';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, Length, ValidateIf } from 'class-validator';
import { PANTRY_LIMITS, PANTRY_MESSAGES, type PantryBasicsAdd, type PantryUpdate } from '#contracts';

export class PantryUpdateDto implements PantryUpdate {
  @ApiProperty({ type: [String], nullable: true, description: 'La liste complète ; null rétablit le placard par défaut' })
  @ValidateIf((_, v) => v !== null)
  @ArrayMaxSize(PANTRY_LIMITS.items, { message: PANTRY_MESSAGES.tooMany })
  @IsString({ each: true, message: PANTRY_MESSAGES.itemsInvalid })
  @Length(1, PANTRY_LIMITS.length, { each: true, message: PANTRY_MESSAGES.itemsInvalid })
  // Checked first (decorators apply bottom-up): a string is not a list, whatever its length.
  @IsArray({ message: PANTRY_MESSAGES.itemsInvalid })
  items: string[] | null;
}

export class PantryBasicsDto implements PantryBasicsAdd {
  @ApiProperty({ type: [String], description: 'Les basiques à ajouter après la liste (sucre, farine…)' })
  @ArrayMinSize(1, { message: PANTRY_MESSAGES.itemsInvalid })
  @ArrayMaxSize(PANTRY_LIMITS.items, { message: PANTRY_MESSAGES.tooMany })
  @IsString({ each: true, message: PANTRY_MESSAGES.itemsInvalid })
  @Length(1, PANTRY_LIMITS.length, { each: true, message: PANTRY_MESSAGES.itemsInvalid })
  @IsArray({ message: PANTRY_MESSAGES.itemsInvalid })
  basics: string[];
}
