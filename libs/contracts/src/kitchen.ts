export const DISH_TYPES = ['boisson', 'entrée', 'plat', 'dessert', 'amuse-bouche', 'apéro'] as const;
export type DishType = (typeof DISH_TYPES)[number];

export const DISH_TYPE_LABELS: Record<DishType, string> = {
  boisson: 'Boisson',
  entrée: 'Entrée',
  plat: 'Plat',
  dessert: 'Dessert',
  'amuse-bouche': 'Amuse-bouche',
  apéro: 'Apéro',
};

/** The dish types French makes feminine (« une entrée », « la boisson »); the others take « un », « le ». */
export const isFeminineDishType = (type: DishType): boolean => type === 'entrée' || type === 'boisson';

/** Where a picture the web app ships lives (apps/web/public/images/recipes; names without accents). */
export const dishPicturePath = (picture: string): string => `/images/recipes/${picture}.svg`;

/** Each dish type has three pictures, `<slug>-1` to `<slug>-3`: the file name of its type. */
const DISH_TYPE_PICTURE_SLUGS: Record<DishType, string> = {
  boisson: 'boisson',
  entrée: 'entree',
  plat: 'plat',
  dessert: 'dessert',
  'amuse-bouche': 'amuse-bouche',
  apéro: 'apero',
};

/** One of the three pictures shipped for a dish type. */
export const dishTypePicture = (type: DishType, n: 1 | 2 | 3 = 1): string => dishPicturePath(`${DISH_TYPE_PICTURE_SLUGS[type]}-${n}`);

/** The units offered in forms (spec, section 3). */
export const UNITS = ['unité', 'g', 'kg', 'ml', 'l', 'càs', 'càc', 'pincée'] as const;
export type FormUnit = (typeof UNITS)[number];

/**
 * How far one tap of the fridge's − / + moves a quantity: a pack of 500 g goes to 450 g, not
 * 499 g. Fridge quantities are whole numbers (spec, section 3), so kg and l move by one.
 */
export const QUANTITY_STEPS: Readonly<Record<FormUnit, number>> = {
  unité: 1,
  g: 50,
  kg: 1,
  ml: 50,
  l: 1,
  càs: 1,
  càc: 1,
  pincée: 1,
};

export const quantityStep = (unit: string): number => QUANTITY_STEPS[unit as FormUnit] ?? 1;

/**
 * The quantity one tap away, on the unit's grid (520 g: − gives 500 g, + gives 550 g); null when
 * going down would leave less than one step, since a fridge quantity is at least 1.
 */
export function stepQuantity(quantity: number, unit: string, direction: 1 | -1): number | null {
  const step = quantityStep(unit);
  const next = direction === 1 ? (Math.floor(quantity / step) + 1) * step : (Math.ceil(quantity / step) - 1) * step;
  return next >= 1 ? next : null;
}

/**
 * The unit that says in whole numbers what a larger one cannot: a fridge quantity is whole, so what
 * is left of « 1 l » once 25 cl are used is « 750 ml », not « 1 l ».
 */
export const FINER_UNITS: Readonly<Partial<Record<FormUnit, { unit: FormUnit; per: number }>>> = {
  kg: { unit: 'g', per: 1000 },
  l: { unit: 'ml', per: 1000 },
};

export const finerUnit = (unit: string): { unit: FormUnit; per: number } | null => FINER_UNITS[unit as FormUnit] ?? null;

export const INVENTORY_CATEGORIES = [
  'Fruits et Légumes',
  'Viandes et Poissons',
  'Produits Laitiers',
  'Épicerie',
  'Boissons',
  'Autre',
] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

export interface ShoppingItem {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  checked: boolean;
  recipeId: string | null;
  recipeTitle: string | null;
  createdAt: string;
  /**
   * What each source asked of this row (one line per ingredient: a row topped up from a recipe
   * and by hand has two shares); recipeId null is what was typed by hand. The row's recipeId is
   * its first recipe share's.
   */
  shares: ShoppingShare[];
}

export interface ShoppingShare {
  recipeId: string | null;
  recipeTitle: string | null;
  quantity: string;
  unit: string;
}

/** The one-line add field's help: names to suggest as the user types, and one-tap chips. */
export interface ShoppingSuggestions {
  /** "Souvent achetés": what the household adds again and again, not on the list now, most bought first. */
  usual: string[];
  /** The household's history (most bought first), then its recipe book's ingredients. */
  names: string[];
}

/** An added item; `toppedUp` when it went into a line already on the list (its quantity is the new total). */
export type AddedShoppingItem = ShoppingItem & { toppedUp: boolean };

/** A row as it was before a removal: 'Annuler' sends this back to POST /shopping-items/restore. */
export interface RestorableShoppingItem {
  /** The row's id: a row still on the list (it lost only a recipe's share) is put back in place. */
  id?: string;
  name: string;
  quantity: string;
  unit: string;
  checked: boolean;
  recipeId?: string | null;
  recipeTitle?: string | null;
  shares?: ShoppingShare[];
}

/** Everything one removal changed, to undo it in one request. */
export interface ShoppingUndo {
  items: RestorableShoppingItem[];
  /** "Ranger dans le frigo": the fridge items it created, removed again. */
  inventoryItemIds?: string[];
}

/** A tick's result: recipes it completed (their titles) and how to put their lines back. */
export interface ShoppingToggleResult {
  items: ShoppingItem[];
  removedIds: string[];
  completedRecipes: string[];
  undo: ShoppingUndo | null;
}

/** The fields of a shopping row a member edits inline (issue 12). */
export type ShoppingEditField = 'name' | 'quantity' | 'unit';

/**
 * PATCH /shopping-items/:id's answer: the row as it now is. An edit carries when it was made
 * (`madeAt`); for each field the latest edit wins, and the fields of this edit that a later one
 * (by another member, sent earlier) kept are listed in `superseded`, for the phone to tell.
 */
export type ShoppingEditResult = ShoppingItem & Omit<ShoppingToggleResult, 'items'> & { superseded: ShoppingEditField[] };

export interface PlannedMeal {
  id: string;
  recipeId: string | null;
  recipeTitle: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM' */
  time: string;
  servings: number;
  type: DishType;
  /** How many the recipe's ingredient lines serve (null when typed by hand). */
  recipeServings: number | null;
  ingredients: string[];
  instructions: string[];
  createdAt: string;
}

export interface InventoryItem {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  /** 'YYYY-MM-DD' or null */
  expirationDate: string | null;
  category: InventoryCategory;
  createdAt: string;
}

export interface FavoriteRecipe {
  id: string;
  recipeId: string;
  recipeTitle: string;
  recipeImage: string | null;
  description: string | null;
  preparationTime: number | null;
  servings: number | null;
  difficulty: string | null;
  type: DishType | null;
  ingredients: string[];
  instructions: string[];
  createdAt: string;
}

/** What changed in a household's kitchen; every member's open screens refetch that resource. */
export interface HouseholdChange {
  resource: 'shopping-items' | 'planned-meals' | 'inventory-items' | 'recipes';
  action: 'created' | 'updated' | 'deleted';
  ids: string[];
  /** Who made the change, so their own screen can skip the echo. */
  actorId: string;
  /**
   * The changed shopping items as they are now (a tick): screens patch their list with them
   * instead of refetching it. Absent when the change does not carry its rows.
   */
  items?: ShoppingItem[];
}

export interface ParsedIngredientDto {
  quantity: number;
  unit: string;
  name: string;
  note?: string;
}

/** What "add the week's ingredients" did. */
export interface WeekListResult {
  /** New items, and the week's own items topped up since an earlier press. */
  added: ShoppingItem[];
  /** Ingredients the fridge already holds in sufficient quantity (expired items do not count). */
  coveredByFridge: string[];
  /** Ingredients the list already holds, unticked, in sufficient quantity (whatever recipe they came with). */
  alreadyListed: string[];
}

export interface FavoriteChange {
  action: 'created' | 'deleted';
  recipeId: string;
}

/** "Mon placard": what the household always has, so recipes from the fridge may use it freely. */
export interface Pantry {
  items: string[];
  /** True while the household keeps the installation's default cupboard. */
  isDefault: boolean;
  /** Basics a household often keeps and has not listed yet. */
  suggestions: string[];
}

/** POST /api/pantry/basics: basics added after the list (those it holds already, whatever their case, are kept once): the one tap. */
export interface PantryBasicsAdd {
  basics: string[];
}

/** PUT /api/pantry: the whole list, or null to go back to the default cupboard. */
export interface PantryUpdate {
  items: string[] | null;
}

export const PANTRY_LIMITS = { items: 40, length: 40 } as const;

/** Basics offered in "Mon placard" (the defaults are the installation's: sel, poivre, eau, huile). */
export const PANTRY_SUGGESTIONS: readonly string[] = [
  'sel', 'poivre', 'eau', 'huile', 'sucre', 'farine', 'beurre', 'vinaigre', 'moutarde', 'herbes de Provence', 'thym',
  'laurier', 'cannelle', 'curry', 'paprika', 'cumin', 'miel', 'ail', 'sauce soja', 'bouillon',
];

export const PANTRY_MESSAGES = {
  saveFailed: "Impossible d'enregistrer le placard",
  /** The one-tap offer where a recipe from the fridge lacks basics: « Ajouter sucre et farine au placard et réessayer ». */
  addAndRetry: (basics: string) => `Ajouter ${basics} au placard et réessayer`,
  adding: 'Ajout au placard…',
  // Said without a participle to agree (« sucre ajouté », « farine ajoutée », « sucre et farine ajoutés »).
  added: (basics: string) => `«\u00a0Mon placard\u00a0» contient désormais ${basics}`,
  itemsInvalid: `Chaque ingrédient du placard doit compter entre 1 et ${PANTRY_LIMITS.length} caractères`,
  tooMany: `Le placard compte au plus ${PANTRY_LIMITS.items} ingrédients`,
} as const;

/**
 * Cursor pagination of the household's long lists (GET /api/inventory-items, /api/favorites):
 * `?limit=` at most LIST_PAGE_MAX (its default) and `?after=<id>`, the id of the last item
 * received, for the next page. The answer stays the array it was; a page shorter than the limit is
 * the last one. An `after` that is not one of the caller's items is 404. GET
 * /api/inventory-items/urgent answers the LIST_PAGE_MAX most urgent.
 */
export const LIST_PAGE_MAX = 200;

/**
 * The shopping list is read whole (the screen groups it by aisle and every member keeps it open in
 * the shop), so instead of pages it has a documented ceiling: an add that would take it past this
 * many lines is refused (409 SHOPPING_LIST_FULL), all or nothing. An 'Annuler' puts back what was
 * there and is never refused.
 */
export const SHOPPING_LIST_MAX_LINES = 500;
/** A shopping line's name and its free-text quantity ('1,5', '2 bottes'), in characters. */
export const SHOPPING_ITEM_NAME_MAX_LENGTH = 120;
export const SHOPPING_QUANTITY_MAX_LENGTH = 20;
