import { ApiProperty, ApiPropertyOptional, PartialType } from '../../common/api-docs';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  DIFFICULTIES,
  DISH_TYPES,
  MESSAGES,
  RECIPE_ADDRESS_MAX_LENGTH,
  RECIPE_BOOK_MESSAGES as M,
  RECIPE_DESCRIPTION_MAX_LENGTH,
  RECIPE_IMPORT_TEXT_MAX_LENGTH,
  RECIPE_IMPORT_URL_PATTERN,
  RECIPE_INGREDIENT_LINE_MAX_LENGTH,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_SERVINGS_MAX,
  RECIPE_SERVINGS_MIN,
  RECIPE_SOURCES,
  RECIPE_STEP_MAX_LENGTH,
  RECIPE_STEPS_MAX,
  RECIPE_TAG_MAX_LENGTH,
  RECIPE_TAGS_MAX,
  RECIPE_TIME_MAX_MINUTES,
  RECIPE_TITLE_MAX_LENGTH,
  type DifficultyValue,
  type DishType,
  type RecipeSource,
  type RecipeUpdate,
} from '#contracts';
import { Trim } from '#domain/validation';

const flag = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const int = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value);
// An uploaded image's path under /api/recipe-images, or an http(s) address (kept suggestions, imports).
const IMAGE = /^(?:https?:\/\/\S+|\/\S+)$/i;

export class CreateRecipeDto {
  @ApiProperty({ example: 'Gratin de mamie' })
  @Trim()
  @IsString({ message: M.titleRequired })
  @IsNotEmpty({ message: M.titleRequired })
  @MaxLength(RECIPE_TITLE_MAX_LENGTH, { message: M.titleTooLong })
  title: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString({ message: M.descriptionTooLong })
  @MaxLength(RECIPE_DESCRIPTION_MAX_LENGTH, { message: M.descriptionTooLong })
  description?: string | null;

  @ApiPropertyOptional({ enum: DISH_TYPES, nullable: true })
  @IsOptional()
  @IsIn(DISH_TYPES, { message: MESSAGES.dishTypeInvalid })
  type?: DishType | null;

  @ApiPropertyOptional({ minimum: RECIPE_SERVINGS_MIN, maximum: RECIPE_SERVINGS_MAX, nullable: true })
  @IsOptional()
  @IsInt({ message: M.servingsInvalid })
  @Min(RECIPE_SERVINGS_MIN, { message: M.servingsInvalid })
  @Max(RECIPE_SERVINGS_MAX, { message: M.servingsInvalid })
  servings?: number | null;

  @ApiPropertyOptional({ description: 'minutes', minimum: 0, maximum: RECIPE_TIME_MAX_MINUTES, nullable: true })
  @IsOptional()
  @IsInt({ message: M.timeInvalid })
  @Min(0, { message: M.timeInvalid })
  @Max(RECIPE_TIME_MAX_MINUTES, { message: M.timeInvalid })
  preparationTime?: number | null;

  @ApiPropertyOptional({ description: 'minutes', minimum: 0, maximum: RECIPE_TIME_MAX_MINUTES, nullable: true })
  @IsOptional()
  @IsInt({ message: M.timeInvalid })
  @Min(0, { message: M.timeInvalid })
  @Max(RECIPE_TIME_MAX_MINUTES, { message: M.timeInvalid })
  cookingTime?: number | null;

  @ApiPropertyOptional({ enum: DIFFICULTIES, nullable: true })
  @IsOptional()
  @IsIn(DIFFICULTIES, { message: M.difficultyInvalid })
  difficulty?: DifficultyValue | null;

  @ApiProperty({ type: [String], example: ['1 kg de pommes de terre', '50 cl de crème'] })
  @IsArray({ message: M.ingredientsInvalid })
  @ArrayMaxSize(RECIPE_INGREDIENTS_MAX, { message: M.ingredientsInvalid })
  @IsString({ each: true, message: M.ingredientsInvalid })
  @MaxLength(RECIPE_INGREDIENT_LINE_MAX_LENGTH, { each: true, message: M.ingredientsInvalid })
  ingredients: string[];

  @ApiProperty({ type: [String] })
  @IsArray({ message: M.stepsInvalid })
  @ArrayMaxSize(RECIPE_STEPS_MAX, { message: M.stepsInvalid })
  @IsString({ each: true, message: M.stepsInvalid })
  @MaxLength(RECIPE_STEP_MAX_LENGTH, { each: true, message: M.stepsInvalid })
  steps: string[];

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString({ message: M.imageInvalid })
  @MaxLength(RECIPE_ADDRESS_MAX_LENGTH, { message: M.imageInvalid })
  @Matches(IMAGE, { message: M.imageInvalid })
  image?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray({ message: M.tagsInvalid })
  @ArrayMaxSize(RECIPE_TAGS_MAX, { message: M.tagsInvalid })
  @IsString({ each: true, message: M.tagsInvalid })
  @MaxLength(RECIPE_TAG_MAX_LENGTH, { each: true, message: M.tagsInvalid })
  tags?: string[];
}

export class UpdateRecipeDto extends PartialType(CreateRecipeDto) implements RecipeUpdate {
  @ApiPropertyOptional({ description: 'The version the edit started from (BookRecipe.version); required with ingredients or steps, which replace whole lists' })
  // An edit that replaces whole lists must say what it replaces; a lone field may go without.
  @ValidateIf((o: UpdateRecipeDto) => o.version !== undefined || o.ingredients !== undefined || o.steps !== undefined)
  @IsInt({ message: M.versionRequired })
  @Min(1, { message: M.versionRequired })
  @Max(2_147_483_647, { message: M.versionRequired })
  version?: number;
}

export class RecipeBookQueryDto {
  @ApiPropertyOptional({ description: 'Words of the title or an ingredient, accents and case aside' })
  @IsOptional()
  @IsString({ message: M.queryTooLong })
  @MaxLength(100, { message: M.queryTooLong })
  q?: string;

  @ApiPropertyOptional({ enum: DISH_TYPES })
  @IsOptional()
  @IsIn(DISH_TYPES, { message: MESSAGES.dishTypeInvalid })
  type?: DishType;

  @ApiPropertyOptional({ enum: RECIPE_SOURCES })
  @IsOptional()
  @IsIn(RECIPE_SOURCES, { message: M.sourceInvalid })
  source?: RecipeSource;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(flag)
  @IsBoolean({ message: M.flagInvalid })
  favorite?: boolean;

  @ApiPropertyOptional({ description: 'Only what the fridge covers' })
  @IsOptional()
  @Transform(flag)
  @IsBoolean({ message: M.flagInvalid })
  cookable?: boolean;

  @ApiPropertyOptional({ minimum: 1 })
  @IsOptional()
  @Transform(int)
  @IsInt({ message: M.pageInvalid })
  @Min(1, { message: M.pageInvalid })
  @Max(10000, { message: M.pageInvalid })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100 })
  @IsOptional()
  @Transform(int)
  @IsInt({ message: M.pageSizeInvalid })
  @Min(1, { message: M.pageSizeInvalid })
  @Max(100, { message: M.pageSizeInvalid })
  pageSize?: number;
}

export class RecipeServingsQueryDto {
  @ApiPropertyOptional({ description: 'Scale the lines to this many people', minimum: RECIPE_SERVINGS_MIN, maximum: RECIPE_SERVINGS_MAX })
  @IsOptional()
  @Transform(int)
  @IsInt({ message: M.servingsInvalid })
  @Min(RECIPE_SERVINGS_MIN, { message: M.servingsInvalid })
  @Max(RECIPE_SERVINGS_MAX, { message: M.servingsInvalid })
  servings?: number;
}

export class ImportRecipeDto {
  @ApiProperty({ example: 'https://www.example.fr/recettes/gratin' })
  @Trim()
  @IsString({ message: M.importUrlInvalid })
  @MaxLength(RECIPE_ADDRESS_MAX_LENGTH, { message: M.importUrlInvalid })
  @Matches(RECIPE_IMPORT_URL_PATTERN, { message: M.importUrlInvalid })
  url: string;
}

/** "Garder dans mes recettes" on a suggestion: the suggestion's id keeps it from being kept twice. */
export class KeepRecipeDto extends CreateRecipeDto {
  @ApiProperty({ description: 'The suggestion id the recipe had' })
  @IsString({ message: MESSAGES.recipeIdRequired })
  @IsNotEmpty({ message: MESSAGES.recipeIdRequired })
  @MaxLength(120, { message: MESSAGES.recipeIdRequired })
  originId: string;
}

export class ImportTextDto {
  @ApiProperty({ description: 'A recipe as pasted: title first, then ingredients and steps in any common layout', maxLength: RECIPE_IMPORT_TEXT_MAX_LENGTH })
  @Trim()
  @IsString({ message: M.importTextInvalid })
  @IsNotEmpty({ message: M.importTextInvalid })
  @MaxLength(RECIPE_IMPORT_TEXT_MAX_LENGTH, { message: M.importTextInvalid })
  text: string;
}
