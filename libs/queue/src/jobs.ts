import type { JobsOptions } from 'bullmq';
import { modelBackoff } from './model-backoff';
import { QueueName } from './queue-names';

export type EmailTemplate =
  | { template: 'password-reset'; firstName: string; link: string; expiresInMinutes: number }
  | { template: 'email-confirmation'; firstName: string; link: string }
  | { template: 'sign-up-attempt'; firstName: string; link: string; signInLink: string }
  | { template: 'email-change'; firstName: string; link: string; newEmail: string }
  | { template: 'email-change-notice'; firstName: string; link: string; newEmail: string; expiresInHours: number }
  | { template: 'household-invitation'; inviterName: string; householdName: string; link: string }
  | { template: 'expiry-reminder'; firstName: string; items: { name: string; when: string }[]; recipe: { title: string; link: string } | null; link: string };

export type EmailJob = EmailTemplate & { to: string };

export interface NotificationJob {
  userId: string;
  title: string;
  message: string;
  type: string;
}

/** A verified Stripe event, stored once by id before it is queued. */
export interface BillingEventJob {
  eventId: string;
  type: string;
  created: number;
  /** The event's `data.object`, as Stripe signed it. */
  object: Record<string, unknown>;
}

export interface RecipeGenerationJob {
  userId: string;
  householdId: string;
  dishType: import('#contracts').DishType;
  mode: 'preferences' | 'fridge';
  /** Recipes shown recently: a regenerate proposes another one and skips the cache. */
  exclude: string[];
  regenerate: boolean;
  /** Fridge mode: the item to use first. */
  useFirst?: string;
  /** Written by the worker as it goes (job.updateData), so the queue's next attempt knows it. */
  progress?: RecipeGenerationProgress;
  /** Written by the worker when it gives up for good: what would make the next generation succeed (the basics « Mon placard » lacks). */
  failure?: import('#contracts').RecipeFailureHints;
}

/** What one generation's attempts hand to the next. */
export interface RecipeGenerationProgress {
  /** Model calls sent so far, every attempt together (capped by AI_MAX_MODEL_CALLS). */
  modelCalls: number;
  /** Why the last answer was refused: given back to the model as `feedback` on the next call. */
  feedback?: string;
}

export interface ChatReplyJob {
  userId: string;
  householdId: string;
  /** The stored user message this job answers. */
  userMessageId: string;
}

/**
 * 'daily': the "à consommer en priorité" run of one household (a job scheduler per household).
 * 'reconcile': gives every household its scheduler (households created since, hours changed).
 */
export type ReminderJob = { kind: 'daily'; householdId: string } | { kind: 'reconcile' };
/** Fills a week's draft (every empty, unlocked slot) or swaps one of its slots. */
export type MealPlanJob =
  | { kind: 'plan'; planId: string; userId: string; householdId: string }
  | {
      kind: 'swap';
      planId: string;
      userId: string;
      householdId: string;
      date: string;
      meal: import('#contracts').PlanMeal;
      reason?: import('#contracts').SwapReason;
    };
/**
 * A link to read into the household's book (the result goes to the user's room), or a pasted text
 * for the model to read into a draft (nothing is saved; the draft is the job's result).
 */
export type RecipeImportJob =
  | ({ kind?: undefined; userId: string; householdId: string } & ({ url: string; text?: undefined } | { text: string; url?: undefined }))
  /** Scheduled: removes the pictures no recipe names any more (a household deleted with its book). */
  | { kind: 'sweep-images'; userId?: undefined; householdId?: undefined; url?: undefined; text?: undefined };

/** Payload type of each queue's jobs. */
export interface JobPayloads {
  [QueueName.Email]: EmailJob;
  [QueueName.Notifications]: NotificationJob;
  [QueueName.BillingEvents]: BillingEventJob;
  [QueueName.RecipeGeneration]: RecipeGenerationJob;
  [QueueName.ChatReply]: ChatReplyJob;
  [QueueName.Reminders]: ReminderJob;
  [QueueName.MealPlan]: MealPlanJob;
  [QueueName.RecipeImport]: RecipeImportJob;
}

const keep = { removeOnComplete: { age: 24 * 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 } };

export const DEFAULT_JOB_OPTIONS: Record<QueueName, JobsOptions> = {
  [QueueName.Email]: { attempts: 5, backoff: { type: 'exponential', delay: 2000 }, ...keep },
  [QueueName.Notifications]: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, ...keep },
  [QueueName.BillingEvents]: { attempts: 8, backoff: { type: 'exponential', delay: 1000 }, ...keep },
  // Spec, section 9: 1 try + 3 retries after 2 s, 4 s and 8 s (the base delay is a setting so tests
  // can shrink the time scale; the API passes it with each job), or later if the provider's
  // Retry-After asks for more (modelBackoff).
  [QueueName.RecipeGeneration]: { attempts: 4, backoff: modelBackoff(2000), removeOnComplete: { age: 3600, count: 5000 }, removeOnFail: { age: 24 * 3600 } },
  // A streamed reply is not retried: the user sees the error and sends again.
  [QueueName.ChatReply]: { attempts: 1, removeOnComplete: { age: 3600, count: 5000 }, removeOnFail: { age: 24 * 3600 } },
  // A retry sends only what the failed attempt did not claim (one delivery row per household, day and item).
  [QueueName.Reminders]: { attempts: 4, backoff: { type: 'exponential', delay: 30_000 }, ...keep },
  // A retry keeps the days already decided (they are saved as they come) and fills the rest.
  [QueueName.MealPlan]: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: { age: 3600, count: 5000 }, removeOnFail: { age: 24 * 3600 } },
  // A refused or recipe-less page fails at once (UnrecoverableError); a site that is down gets 2 more tries.
  [QueueName.RecipeImport]: { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: { age: 3600, count: 5000 }, removeOnFail: { age: 24 * 3600 } },
};
