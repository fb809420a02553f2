// The types libs/ai shares: what a chef is asked (RecipeRequest, FridgeItem), what it answers, and the
// provider interfaces. Providers, generation and the local chef import them from here.
import { RECIPE_MESSAGES, type DietaryRestriction, type DifficultyValue, type DishType, type Recipe } from '#contracts';
import type { ChatToolCall } from './tools/chat-tools';

export type GenerationMode = 'preferences' | 'fridge';

export interface FridgeItem {
  name: string;
  quantity: number;
  unit: string;
  /** 'YYYY-MM-DD' or null */
  expirationDate: string | null;
}

/** Everything a provider needs to propose one recipe. */
export interface RecipeRequest {
  dishType: DishType;
  mode: GenerationMode;
  /** The household's restrictions (the union of its members'), preferred and avoided foods. */
  restrictions: DietaryRestriction[];
  preferredFoods: string[];
  avoidedFoods: string[];
  difficulty: DifficultyValue;
  servings: number;
  /** Fridge mode only: what the household has. */
  fridge: FridgeItem[];
  /** Always allowed in fridge mode (sel, poivre, eau, huile by default). */
  staples: string[];
  /** Recipe ids or titles shown recently, so a regenerate proposes something else. */
  exclude: string[];
  /** Why the previous answer was refused, given back to the model on a retry. */
  feedback?: string;
  /** Fridge mode: an item the recipe should use first (one about to expire). */
  useFirst?: string;
  /** Varies the local chef's choice between calls. */
  seed?: number;
  /** Children at the table: no alcoholic drink (unless the user asks for one in the chat). */
  withChildren?: boolean;
  /**
   * Preferences mode for a planned week: the household will shop, so the offline chef may compose a
   * dish from the fridge (soonest dates first) plus everyday foods to buy, beside its collection.
   */
  forWeek?: boolean;
  /** The longest a dish may take, in minutes (a weekday's quick dinner); none by default. */
  maxMinutes?: number;
  /** A planned week: the kinds of dish (#ingredients' dishKindOf) it already has its share of; none is proposed. */
  avoidDishKinds?: string[];
  /**
   * A planned week: the titles of its dishes of a kind (#ingredients' dishKindOf); no dish of one of
   * their kinds named for the same food (kindLeadOf) is proposed: never a second soup of tomatoes.
   */
  kindDishesOfWeek?: string[];
  /** A planned week: the kind of dish of the meal before this one; the offline chef prefers another when it has one. */
  kindBefore?: string;
  /** A planned week: the kinds of dish the season asks for (soupes, gratins, plats mijotés on a winter evening); the offline chef prefers them. */
  seasonDishKinds?: string[];
  /**
   * A planned week: the main protein and base (#ingredients' mainProtein, mainBase) of the dinners
   * the evening before and after; the offline chef proposes no dish on both of one of them again.
   */
  besideDinners?: { protein: string; base: string }[];
}

/** A recipe as the app shows it (product spec, section 3 'recipe'). */
export type GeneratedRecipe = Recipe;

/** A model's answer before validation: any part may be missing or malformed. */
export type RecipeDraft = Partial<Omit<GeneratedRecipe, 'id' | 'imageUrl' | 'type'>> & { id?: string };

export interface RecipeProvider {
  readonly name: 'openai' | 'mistral' | 'local';
  propose(request: RecipeRequest, signal?: AbortSignal): Promise<RecipeDraft>;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatContext {
  /** The last messages (at most 10), oldest first, the user's new message last. */
  history: ChatTurn[];
  restrictions: DietaryRestriction[];
  avoidedFoods: string[];
  fridge: FridgeItem[];
  /** How many the household cooks for (its preferences); recipes in the chat are given for that many. */
  servings?: number;
  /** The household's preferred difficulty (its preferences); dishes the chat composes aim at it. */
  difficulty?: DifficultyValue;
  /** The household's cupboard (« Mon placard »): the basics a dish of the fridge takes beside it; the default cupboard when not told. */
  staples?: string[];
}

export interface ChatProvider {
  readonly name: 'openai' | 'mistral' | 'local';
  /**
   * Streams the reply token by token through `onDelta`; resolves with the whole reply. With
   * `onToolCall`, the chef may also propose actions (tools); a reply that only proposes actions
   * may then be empty.
   */
  reply(context: ChatContext, onDelta: (text: string) => void, signal?: AbortSignal, onToolCall?: (call: ChatToolCall) => void): Promise<string>;
}

/**
 * A non-2xx answer of a model service. `body` is what the provider sent, for logs only: users see
 * a French sentence by status (chatFailureSentence). `retryAfterMs`: how long the provider asked
 * us to wait (a 429's or 503's Retry-After), which the queue's next attempt honours.
 */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly retryAfterMs?: number,
  ) {
    super(`HTTP ${status}: ${body}`);
  }
}

/** A generation that cannot succeed; `reason` completes 'Impossible de générer une recette: {reason}'. */
export class RecipeGenerationError extends Error {
  constructor(
    readonly reason: string,
    /** False for reasons a retry cannot fix (no preferences, empty fridge). */
    readonly retryable = true,
    /** What went wrong underneath (the worker tells a database outage by it). */
    cause?: unknown,
  ) {
    super(reason, cause === undefined ? undefined : { cause });
  }
}

/**
 * A refusal that asking again would repeat: it comes of what the household has (an empty fridge,
 * nothing of the dish type in it) or has not said (no preferences), not of a model's answer. Neither
 * the queue nor the user retrying helps (the app offers no « Réessayer »); changing the fridge,
 * « Mon placard » or the preferences does. A model's refusals are not final: a new generation asks again.
 */
export class FinalRefusal extends RecipeGenerationError {
  constructor(reason: string) {
    super(reason, false);
  }
}

/**
 * Fridge mode with nothing in the fridge: the app says so beside a way to fill it
 * (RecipeFailureHints.fridgeEmpty), never by reading this message.
 */
export class FridgeEmptyRefusal extends FinalRefusal {
  constructor() {
    super(RECIPE_MESSAGES.fridgeEmpty);
  }
}

/**
 * A fridge that gives no dish of the type, though it would with basics the household could keep in
 * « Mon placard » (sucre, farine…): `basics` are what the closest dish needs, so the app can offer to
 * add them in one tap and ask again.
 */
export class MissingBasicsError extends FinalRefusal {
  constructor(
    reason: string,
    readonly basics: readonly string[],
  ) {
    super(reason);
  }
}
