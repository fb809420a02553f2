import type { DifficultyValue } from './preferences';
import type { DishType, ParsedIngredientDto } from './kitchen';

/** Where a recipe of the book comes from. */
export const RECIPE_SOURCES = ['generated', 'own', 'imported'] as const;
export type RecipeSource = (typeof RECIPE_SOURCES)[number];

export const RECIPE_SOURCE_LABELS: Record<RecipeSource, string> = {
  generated: 'Suggérée par le chef',
  own: 'Mes recettes',
  imported: 'Importée',
};

/** A recipe of the household's book (one stored thing; favourites, meals and lines point at it). */
export interface BookRecipe {
  id: string;
  title: string;
  description: string | null;
  type: DishType | null;
  servings: number | null;
  preparationTime: number | null;
  cookingTime: number | null;
  difficulty: DifficultyValue | null;
  /** The lines as written. */
  ingredients: string[];
  /** Each line as understood (same order as `ingredients`). */
  parsedIngredients: ParsedIngredientDto[];
  steps: string[];
  image: string | null;
  source: RecipeSource;
  sourceUrl: string | null;
  /** The id a generated recipe had in the suggestions, when it was kept from there. */
  originId: string | null;
  tags: string[];
  /** Marked as a favourite by the asking user. */
  favorite: boolean;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** Send it back with an edit: a recipe changed meanwhile by someone else answers 409. */
  version: number;
}

export interface BookRecipePage {
  items: BookRecipe[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a person writes or edits (also what an import drafts). */
export interface RecipeInput {
  title: string;
  description?: string | null;
  type?: DishType | null;
  servings?: number | null;
  preparationTime?: number | null;
  cookingTime?: number | null;
  difficulty?: DifficultyValue | null;
  ingredients: string[];
  steps: string[];
  image?: string | null;
  tags?: string[];
}

/** An edit: only the fields sent change. `version` (the one the edit started from) is required with `ingredients` or `steps`. */
export type RecipeUpdate = Partial<RecipeInput> & { version?: number };

export interface RecipeBookQuery {
  q?: string;
  type?: DishType;
  source?: RecipeSource;
  favorite?: boolean;
  /** Only recipes whose every ingredient is in the fridge. */
  cookable?: boolean;
  page?: number;
  pageSize?: number;
}

export const RECIPE_BOOK_MESSAGES = {
  titleRequired: 'Le titre de la recette est requis',
  titleTooLong: 'Le titre ne doit pas dépasser 160 caractères',
  ingredientsInvalid: 'Les ingrédients doivent être une liste de lignes (300 caractères au plus chacune, 100 lignes au plus)',
  stepsInvalid: 'Les étapes doivent être une liste de textes (2000 caractères au plus chacun, 60 étapes au plus)',
  servingsInvalid: 'Le nombre de personnes doit être un entier entre 1 et 50',
  timeInvalid: 'La durée doit être un nombre entier de minutes entre 0 et 2880',
  difficultyInvalid: 'Difficulté invalide (facile, moyen ou difficile)',
  sourceInvalid: 'Origine invalide (generated, own ou imported)',
  descriptionTooLong: 'La description ne doit pas dépasser 2000 caractères',
  tagsInvalid: 'Les étiquettes doivent être une liste de mots (40 caractères au plus chacun, 20 au plus)',
  imageInvalid: "L'image doit être une adresse http(s) ou une image envoyée",
  pageInvalid: 'La page doit être un entier positif',
  pageSizeInvalid: 'La taille de page doit être un entier entre 1 et 100',
  queryTooLong: 'La recherche ne doit pas dépasser 100 caractères',
  flagInvalid: 'Valeur attendue : true ou false',
  importUrlInvalid: 'Adresse invalide : indiquez un lien http(s) vers la page de la recette',
  importAddressRefused: "Cette adresse n'est pas accessible : seules les pages publiques d'internet peuvent être importées",
  importTooManyRedirects: 'Import impossible : la page redirige trop de fois (5 redirections au plus)',
  importTooLarge: 'Import impossible : la page dépasse 5 Mo',
  importTimeout: "Import impossible : le site n'a pas répondu à temps (10 secondes)",
  importFetchFailed: 'Import impossible : la page ne répond pas ou renvoie une erreur',
  importNoRecipe: "Aucune recette trouvée sur cette page (le site ne décrit pas sa recette d'une façon lisible)",
  importTextUnreadable: 'Aucune recette lisible dans ce texte : mettez le titre sur la première ligne, puis les ingrédients et les étapes',
  importTextInvalid: 'Collez le texte de la recette (20 000 caractères au plus)',
  importTextSlow: 'La lecture du texte prend trop de temps : réessayez dans un instant',
  recipeDeleted: 'Recette supprimée',
  recipeSaved: 'Recette enregistrée',
  editConflict: "Cette recette a été modifiée par un autre membre. Rechargez-la avant d'enregistrer.",
  versionRequired: "Indiquez la version de la recette modifiée : rechargez-la avant d'enregistrer.",
  imageMissing: 'Choisissez une photo à envoyer (champ « image »)',
  imageTooLarge: 'La photo dépasse 10 Mo : choisissez-en une plus légère',
  imageTypeRefused: 'Format de photo non pris en charge : envoyez une image JPEG, PNG, WebP ou HEIC',
  imageUnreadable: 'Cette photo est illisible ou abîmée : essayez-en une autre',
  imageHeicUnreadable: 'Cette photo HEIC ne peut pas être lue ici : enregistrez-la en JPEG (réglage « Le plus compatible » de l’appareil photo) et envoyez-la de nouveau',
  imageRemoved: 'Photo retirée',
} as const;

/** Largest photo accepted for a recipe (the web form checks it before sending). */
export const RECIPE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The picture formats a recipe photo may be sent in (HEIC when the server's image library reads it). */
export const RECIPE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
/**
 * Where stored pictures are served (same origin, for the CSP's img-src 'self'): `<hash>.webp`, about
 * 1200 px, and its `<hash>.thumb.webp`, about 400 px, for cards.
 */
export const RECIPE_IMAGE_ROUTE = '/api/recipe-images';
const STORED_IMAGE = /^\/api\/recipe-images\/([0-9a-f]{64})\.webp$/;

/** The card-sized copy of a stored picture; any other picture (an outside address) is itself. */
export function recipeImageThumbnail(image: string | null): string | null {
  const m = image ? STORED_IMAGE.exec(image) : null;
  return m ? `${RECIPE_IMAGE_ROUTE}/${m[1]}.thumb.webp` : image;
}

/** The content hash of a stored picture, or null for anything else. */
export function storedImageHash(image: string | null): string | null {
  return (image && STORED_IMAGE.exec(image)?.[1]) || null;
}

/** A link import's job, polled at /api/recipes/jobs/:id or pushed as recipe.imported / recipe.import_failed. */
export interface RecipeImportJobState {
  jobId: string;
  status: 'queued' | 'active' | 'completed' | 'failed';
  recipe?: BookRecipe;
  /** A pasted text read by the model: the draft to review (nothing saved). */
  draft?: RecipeInput;
  error?: string;
}

/** What the user reads when a link import fails, by the failure's code (the API's error table uses it too). */
export const IMPORT_ERROR_MESSAGES = {
  IMPORT_URL_INVALID: RECIPE_BOOK_MESSAGES.importUrlInvalid,
  IMPORT_ADDRESS_REFUSED: RECIPE_BOOK_MESSAGES.importAddressRefused,
  IMPORT_TOO_MANY_REDIRECTS: RECIPE_BOOK_MESSAGES.importTooManyRedirects,
  IMPORT_TOO_LARGE: RECIPE_BOOK_MESSAGES.importTooLarge,
  IMPORT_TIMEOUT: RECIPE_BOOK_MESSAGES.importTimeout,
  IMPORT_FETCH_FAILED: RECIPE_BOOK_MESSAGES.importFetchFailed,
  IMPORT_NO_RECIPE: RECIPE_BOOK_MESSAGES.importNoRecipe,
} as const;
export type ImportErrorCode = keyof typeof IMPORT_ERROR_MESSAGES;
