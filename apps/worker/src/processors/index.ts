import { QueueName, type ProcessorMap } from '#queue';
import { BillingEventsProcessor } from './billing-events.processor';
import { ChatReplyProcessor } from './chat-reply.processor';
import { RecipeGenerationProcessor } from './recipe-generation.processor';
import { EmailProcessor } from './email.processor';
import { NotificationsProcessor } from './notifications.processor';
import { RemindersProcessor } from './reminders.processor';
import { MealPlanProcessor } from './meal-plan.processor';
import { RecipeImportProcessor } from './recipe-import.processor';

/** One processor per queue, typed against JobPayloads; the worker checks at start that each is decorated for its queue. */
export const PROCESSORS = {
  [QueueName.Email]: EmailProcessor,
  [QueueName.Notifications]: NotificationsProcessor,
  [QueueName.BillingEvents]: BillingEventsProcessor,
  [QueueName.RecipeGeneration]: RecipeGenerationProcessor,
  [QueueName.ChatReply]: ChatReplyProcessor,
  [QueueName.Reminders]: RemindersProcessor,
  [QueueName.MealPlan]: MealPlanProcessor,
  [QueueName.RecipeImport]: RecipeImportProcessor,
} satisfies ProcessorMap;
