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
  /**
   * Fridge mode, the cheese course served in place of a dessert: the basics of « Mon placard » that
   * would make a sweet one (« sucre »), which the app offers to add in one tap. Never stored.
   */
  pantryNeeds?: string[];
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

/** What a failed generation says beside its message: what would make the next one succeed. */
export interface RecipeFailureHints {
  /** Failed in fridge mode for want of basics (« sucre », « farine »): adding them to « Mon placard » makes a dish. */
  pantryNeeds?: string[];
  /** Fridge mode with nothing in the fridge: the app offers to fill it rather than to ask again. */
  fridgeEmpty?: boolean;
  /**
   * A refusal asking again would repeat (an empty fridge, nothing of the type in it, no
   * preferences): changing the fridge, « Mon placard » or the preferences helps, « Réessayer » does not.
   */
  final?: boolean;
}

export interface RecipeJobState extends RecipeFailureHints {
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
  fridgeAllExpired: "Tout ce que contient le frigo a dépassé sa date : ajoutez des produits frais pour une recette",
  invalidResponse: 'Format de réponse invalide',
  modelCallLimit: (max: number) => `Limite de ${max} appels au service de recettes atteinte`,
  dailyRecipeLimit: 'Vous avez atteint la limite quotidienne de générations de recettes. Réessayez demain.',
  dailyChatLimit: 'Vous avez atteint la limite quotidienne de messages au chef. Réessayez demain.',
  replyPending: 'Le chef est encore en train de répondre à votre message précédent.',
  chatEmpty: 'Le message est vide',
  chatTooLong: 'Le message ne doit pas dépasser 2000 caractères',
  /** `body` is a French sentence (chatFailureSentence), never what the provider sent. */
  chatError: (status: number, body: string) => `Erreur du service de chat (${status}): ${body}`,
  chatFallback: "Désolé, je n'ai pas pu générer une réponse.",
} as const;

/**
 * What the chat error says after 'Erreur du service de chat ({status}): ', in French, by the
 * provider's status: its own body (JSON, English) is for the logs only.
 */
export function chatFailureSentence(status: number): string {
  if (status === 429) return 'Le chef reçoit trop de demandes en ce moment, réessayez dans quelques instants.';
  if (status === 401 || status === 403) return "Accès au service refusé, l'équipe Mijote doit vérifier la configuration.";
  if (status === 408 || status === 504) return 'Le service a mis trop de temps à répondre, réessayez dans quelques instants.';
  if (status >= 500) return 'Service indisponible pour le moment, réessayez dans quelques instants.';
  if (status >= 400) return "Le service n'a pas pu traiter ce message, réessayez ou reformulez votre question.";
  return 'Réponse inattendue du service, réessayez dans quelques instants.';
}
