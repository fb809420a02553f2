// A model's tool arguments are a request body like any other: the same rules and French messages
// as the pages' forms (apps/api/src/*/dto), checked by class-validator before anything is proposed.
import { plainToInstance, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
  validate,
  type ValidationError,
} from 'class-validator';
import {
  CHAT_ACTION_MESSAGES as A,
  COMMON_MESSAGES,
  DISH_TYPES,
  FRIDGE_EXIT_REASONS,
  KITCHEN_MESSAGES as M,
  PLANNED_MEAL_SERVINGS_MAX,
  PANTRY_LIMITS,
  PANTRY_MESSAGES,
  PLANNED_MEAL_TITLE_MAX_LENGTH,
  RECIPE_BOOK_MESSAGES,
  RECIPE_SERVINGS_MAX,
  RECIPE_SERVINGS_MIN,
  TIME_OF_DAY_PATTERN,
  UNITS,
  type ChatActionKind,
  type DishType,
  type FridgeExitReason,
} from '#contracts';
import { IsCalendarDay, Trim } from '../../validation';

class IngredientLines {
  @IsArray({ message: M.ingredientsRequired })
  @ArrayMinSize(1, { message: M.ingredientsRequired })
  @ArrayMaxSize(80, { message: M.ingredientsRequired })
  @IsString({ each: true, message: M.ingredientsRequired })
  @IsNotEmpty({ each: true, message: M.ingredientsRequired })
  @MaxLength(300, { each: true, message: M.ingredientsRequired })
  ingredients: string[];
}

export class ShoppingAddArgs extends IngredientLines {
  @IsOptional()
  @IsString({ message: M.recipeIdRequired })
  @MaxLength(120, { message: M.recipeIdRequired })
  recipeId?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: M.recipeTitleRequired })
  @MaxLength(160, { message: M.recipeTitleRequired })
  recipeTitle?: string;
}

export class PlanMealArgs {
  @IsOptional()
  @IsString({ message: M.recipeIdRequired })
  @MaxLength(120, { message: M.recipeIdRequired })
  recipeId?: string;

  @Trim()
  @IsString({ message: M.mealTitleRequired })
  @IsNotEmpty({ message: M.mealTitleRequired })
  @MaxLength(PLANNED_MEAL_TITLE_MAX_LENGTH, { message: M.mealTitleRequired })
  recipeTitle: string;

  // CreatePlannedMealDto's rules and words: the meal lands in the same planning.
  @IsNotEmpty({ message: M.mealDateRequired })
  @IsCalendarDay({ message: M.mealDateInvalid })
  date: string;

  @IsNotEmpty({ message: M.mealTimeRequired })
  @Matches(TIME_OF_DAY_PATTERN, { message: M.mealTimeInvalid })
  time: string;

  @IsOptional()
  @IsInt({ message: M.mealServingsMin })
  @Min(1, { message: M.mealServingsMin })
  @Max(PLANNED_MEAL_SERVINGS_MAX, { message: M.mealServingsMax })
  servings?: number;

  @IsOptional()
  @IsIn(DISH_TYPES, { message: M.dishTypeInvalid })
  type?: DishType;

  @IsOptional()
  @IsArray({ message: M.ingredientsRequired })
  @ArrayMaxSize(80, { message: M.ingredientsRequired })
  @IsString({ each: true, message: M.ingredientsRequired })
  @MaxLength(300, { each: true, message: M.ingredientsRequired })
  ingredients?: string[];

  @IsOptional()
  @IsArray({ message: COMMON_MESSAGES.invalidRequest })
  @ArrayMaxSize(60, { message: COMMON_MESSAGES.invalidRequest })
  @IsString({ each: true, message: COMMON_MESSAGES.invalidRequest })
  @MaxLength(2000, { each: true, message: COMMON_MESSAGES.invalidRequest })
  instructions?: string[];
}

export class FridgeItemArgs {
  @Trim()
  @IsString({ message: M.itemNameRequired })
  @IsNotEmpty({ message: M.itemNameRequired })
  @MaxLength(120, { message: M.itemNameTooLong })
  name: string;

  @IsOptional()
  @IsInt({ message: M.inventoryQuantityMin })
  @Min(1, { message: M.inventoryQuantityMin })
  quantity?: number;

  @IsOptional()
  @IsIn(UNITS, { message: M.unitInvalid })
  unit?: string;

  @IsOptional()
  @IsCalendarDay({ message: M.expirationInvalid })
  expirationDate?: string;
}

export class FridgeAddArgs {
  @IsArray({ message: A.itemsRequired })
  @ArrayMinSize(1, { message: A.itemsRequired })
  @ArrayMaxSize(30, { message: COMMON_MESSAGES.invalidRequest })
  @ValidateNested({ each: true })
  @Type(() => FridgeItemArgs)
  items: FridgeItemArgs[];
}

export class FridgeRemoveArgs {
  @IsOptional()
  @IsUUID('all', { message: A.fridgeItemUnknown })
  itemId?: string;

  @ValidateIf((o: FridgeRemoveArgs) => o.itemId === undefined)
  @Trim()
  @IsString({ message: M.itemNameRequired })
  @IsNotEmpty({ message: M.itemNameRequired })
  @MaxLength(120, { message: M.itemNameTooLong })
  name?: string;

  /** Given, the item leaves through the anti-gaspi exit (counted in the figures); else it is deleted, as on the fridge page. */
  @IsOptional()
  @IsIn(FRIDGE_EXIT_REASONS, { message: COMMON_MESSAGES.invalidRequest })
  reason?: FridgeExitReason;
}

export class RecipeArgs extends IngredientLines {
  @IsOptional()
  @IsString({ message: M.recipeIdRequired })
  @MaxLength(120, { message: M.recipeIdRequired })
  recipeId?: string;

  @Trim()
  @IsString({ message: M.recipeTitleRequired })
  @IsNotEmpty({ message: M.recipeTitleRequired })
  @MaxLength(160, { message: M.recipeTitleRequired })
  title: string;

  @IsOptional()
  @IsString({ message: COMMON_MESSAGES.invalidRequest })
  @MaxLength(1000, { message: COMMON_MESSAGES.invalidRequest })
  description?: string;

  @IsOptional()
  @IsIn(DISH_TYPES, { message: M.dishTypeInvalid })
  type?: DishType;

  // CreateRecipeDto's rules and words: the recipe joins the same book.
  @IsOptional()
  @IsInt({ message: RECIPE_BOOK_MESSAGES.servingsInvalid })
  @Min(RECIPE_SERVINGS_MIN, { message: RECIPE_BOOK_MESSAGES.servingsInvalid })
  @Max(RECIPE_SERVINGS_MAX, { message: RECIPE_BOOK_MESSAGES.servingsInvalid })
  servings?: number;

  @IsOptional()
  @IsInt({ message: COMMON_MESSAGES.invalidRequest })
  @Min(1, { message: COMMON_MESSAGES.invalidRequest })
  @Max(1440, { message: COMMON_MESSAGES.invalidRequest })
  preparationTime?: number;

  @IsArray({ message: COMMON_MESSAGES.invalidRequest })
  @ArrayMaxSize(60, { message: COMMON_MESSAGES.invalidRequest })
  @IsString({ each: true, message: COMMON_MESSAGES.invalidRequest })
  @MaxLength(2000, { each: true, message: COMMON_MESSAGES.invalidRequest })
  steps: string[];
}

/** A favourite: a recipe of the book by its id, or the recipe the chef just gave, whole. */
export class FavoriteArgs {
  @ValidateIf((o: FavoriteArgs) => o.title === undefined)
  @IsString({ message: M.recipeIdRequired })
  @IsNotEmpty({ message: M.recipeIdRequired })
  @MaxLength(120, { message: M.recipeIdRequired })
  recipeId?: string;

  @IsOptional()
  @Trim()
  @IsString({ message: M.recipeTitleRequired })
  @IsNotEmpty({ message: M.recipeTitleRequired })
  @MaxLength(160, { message: M.recipeTitleRequired })
  title?: string;

  @ValidateIf((o: FavoriteArgs) => o.title !== undefined)
  @IsArray({ message: M.ingredientsRequired })
  @ArrayMinSize(1, { message: M.ingredientsRequired })
  @ArrayMaxSize(80, { message: M.ingredientsRequired })
  @IsString({ each: true, message: M.ingredientsRequired })
  ingredients?: string[];

  @IsOptional()
  @IsArray({ message: COMMON_MESSAGES.invalidRequest })
  @IsString({ each: true, message: COMMON_MESSAGES.invalidRequest })
  steps?: string[];

  @IsOptional()
  @IsString({ message: COMMON_MESSAGES.invalidRequest })
  description?: string;

  @IsOptional()
  @IsIn(DISH_TYPES, { message: M.dishTypeInvalid })
  type?: DishType;

  @IsOptional()
  @IsInt({ message: RECIPE_BOOK_MESSAGES.servingsInvalid })
  @Min(RECIPE_SERVINGS_MIN, { message: RECIPE_BOOK_MESSAGES.servingsInvalid })
  @Max(RECIPE_SERVINGS_MAX, { message: RECIPE_BOOK_MESSAGES.servingsInvalid })
  servings?: number;

  @IsOptional()
  @IsInt({ message: COMMON_MESSAGES.invalidRequest })
  @Min(1, { message: COMMON_MESSAGES.invalidRequest })
  preparationTime?: number;
}

/** PantryUpdateDto's rules and words: the basics join the same « Mon placard ». */
export class PantryAddArgs {
  @IsArray({ message: PANTRY_MESSAGES.itemsInvalid })
  @ArrayMinSize(1, { message: PANTRY_MESSAGES.itemsInvalid })
  @ArrayMaxSize(PANTRY_LIMITS.items, { message: PANTRY_MESSAGES.tooMany })
  @IsString({ each: true, message: PANTRY_MESSAGES.itemsInvalid })
  @Length(1, PANTRY_LIMITS.length, { each: true, message: PANTRY_MESSAGES.itemsInvalid })
  basics: string[];
}

export interface ChatActionArgs {
  'shopping.add': ShoppingAddArgs;
  'meal.plan': PlanMealArgs;
  'fridge.add': FridgeAddArgs;
  'fridge.remove': FridgeRemoveArgs;
  'recipe.save': RecipeArgs;
  'recipe.favorite': FavoriteArgs;
  'pantry.add': PantryAddArgs;
}

const CLASSES: { [K in ChatActionKind]: new () => ChatActionArgs[K] } = {
  'shopping.add': ShoppingAddArgs,
  'meal.plan': PlanMealArgs,
  'fridge.add': FridgeAddArgs,
  'fridge.remove': FridgeRemoveArgs,
  'recipe.save': RecipeArgs,
  'recipe.favorite': FavoriteArgs,
  'pantry.add': PantryAddArgs,
};

/** The first French message of a failed validation, nested items included. */
function firstMessage(errors: ValidationError[]): string | undefined {
  for (const e of errors) {
    const own = e.constraints ? Object.values(e.constraints)[0] : undefined;
    if (own) return own;
    const nested = firstMessage(e.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/** Checks a tool's arguments; unknown fields are dropped, as the API's ValidationPipe does. */
export async function validateChatActionArgs<K extends ChatActionKind>(
  kind: K,
  raw: unknown,
): Promise<{ ok: true; args: ChatActionArgs[K] } | { ok: false; error: string }> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: COMMON_MESSAGES.invalidRequest };
  const args = plainToInstance(CLASSES[kind], raw) as ChatActionArgs[K];
  const errors = await validate(args as object, { whitelist: true });
  if (errors.length > 0) return { ok: false, error: firstMessage(errors) ?? COMMON_MESSAGES.invalidRequest };
  return { ok: true, args };
}
