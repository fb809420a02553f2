import type { DifficultyValue } from './preferences';
import type { DishType } from './kitchen';

/** A generated recipe (product spec, section 3): not stored unless planned or favourited. */
export interface Recipe {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  preparationTime: number;
  servings: number;
  difficulty: DifficultyValue;
  ingredients: string[];
  instructions: string[];
  type: DishType;
}

export type GenerationMode = 'preferences' | 'fridge';

export interface GenerateRecipeRequest {
  dishType: DishType;
  mode: GenerationMode;
  /** A regenerate skips the cache and avoids the recipes in `exclude`. */
  regenerate?: boolean;
  exclude?: string[];
  /** Fridge mode: a fridge item the recipe should use first (the dashboard's "à consommer en priorité"). */
  useFirst?: string;
}

export type RecipeJobStatus = 'queued' | 'active' | 'retrying' | 'completed' | 'failed';

export interface RecipeJobState {
  jobId: string;
  status: RecipeJobStatus;
  recipe?: Recipe;
  /** 'Impossible de générer une recette: {reason}' */
  error?: string;
}

export interface ChatMessageDto {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

export interface PostChatMessageResponse {
  message: ChatMessageDto;
  /** Id the streamed reply's `chat.delta` events carry. */
  replyId: string;
}

export const RECIPE_MESSAGES = {
  generationFailed: 'Impossible de générer une recette: ',
  modeInvalid: 'Mode de génération invalide',
  preferencesMissing: 'Préférences non définies',
  inventoryUnavailable: "Impossible de récupérer l'inventaire",
  fridgeEmpty: 'Aucun ingrédient disponible dans le frigo',
  invalidResponse: 'Format de réponse invalide',
  dailyRecipeLimit: 'Vous avez atteint la limite quotidienne de générations de recettes. Réessayez demain.',
  dailyChatLimit: 'Vous avez atteint la limite quotidienne de messages au chef. Réessayez demain.',
  replyPending: 'Le chef est encore en train de répondre à votre message précédent.',
  chatEmpty: 'Le message est vide',
  chatTooLong: 'Le message ne doit pas dépasser 2000 caractères',
  chatError: (status: number, body: string) => `Erreur du service de chat (${status}): ${body}`,
  chatFallback: "Désolé, je n'ai pas pu générer une réponse.",
} as const;
