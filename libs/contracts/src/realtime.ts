import type { SubscriptionState } from './billing';
import type { FavoriteChange, HouseholdChange } from './kitchen';
import type { NotificationDto } from './notifications';
import type { MealPlan, PlanSlot } from './meal-plans';
import type { ChatMessageDto, Recipe } from './recipes';
import type { ChatActionDto } from './chat-actions';

/** Every event the server pushes, with its payload. Shared by the API, the worker and the web app. */
export interface ServerToClientEvents {
  'notification.created': (notification: NotificationDto) => void;
  'subscription.updated': (subscription: SubscriptionState) => void;
  'household.changed': (change: HouseholdChange) => void;
  'favorites.changed': (change: FavoriteChange) => void;
  /** Membership changed: the client refreshes its token (which names the household) and reconnects. */
  'household.updated': (change: { householdId: string }) => void;
  'recipe.ready': (event: { jobId: string; recipe: Recipe }) => void;
  'recipe.failed': (event: { jobId: string; error: string } & import('./recipes').RecipeFailureHints) => void;
  'recipe.imported': (event: { jobId: string; recipe: import('./recipe-book').BookRecipe }) => void;
  'recipe.import_failed': (event: { jobId: string; error: string }) => void;
  /** A pasted text read by the model (or, failing it, the rule-based reader): the draft, or why not. */
  'recipe.text_read': (event: { jobId: string; draft?: import('./recipe-book').RecipeInput; error?: string }) => void;
  /** A piece of the chef's reply, in order. */
  'chat.delta': (event: { replyId: string; replyTo: string; delta: string }) => void;
  'chat.done': (event: { replyId: string; replyTo: string; message: ChatMessageDto }) => void;
  /** The reply failed: the user's message was removed; `error` is the spec's French text. */
  'chat.failed': (event: { replyId: string; replyTo: string; error: string }) => void;
  /** The chef proposes an action (a card with "Confirmer" / "Annuler"); sent before `chat.done`. */
  'chat.action_proposed': (event: { replyId: string; replyTo: string; action: ChatActionDto }) => void;
  /** An action's card changed (confirmed, cancelled, undone), for the user's other screens. */
  'chat.action_updated': (event: { action: ChatActionDto }) => void;
  /** A day of the week's draft was decided (or swapped): every member's page shows it at once. */
  'meal_plan.progress': (event: { jobId: string; planId: string; slot: PlanSlot; plan: MealPlan }) => void;
  'meal_plan.ready': (event: { jobId: string; planId: string; plan: MealPlan }) => void;
  'meal_plan.failed': (event: { jobId: string; planId: string; error: string }) => void;
  /** The draft was edited (lock, move, empty) or accepted. */
  'meal_plan.updated': (event: { planId: string; plan: MealPlan }) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

export const userRoom = (userId: string) => `user:${userId}`;
export const householdRoom = (householdId: string) => `household:${householdId}`;
/** One signed-in session's sockets: closed when the session is revoked. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
