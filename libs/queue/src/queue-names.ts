// Every queue the processes share. The worker refuses to start if one has no processor.
export const QueueName = {
  Email: 'email',
  Notifications: 'notifications',
  BillingEvents: 'billing-events',
  RecipeGeneration: 'recipe-generation',
  ChatReply: 'chat-reply',
  Reminders: 'reminders',
  MealPlan: 'meal-plan',
  RecipeImport: 'recipe-import',
} as const;

export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const ALL_QUEUES: readonly QueueName[] = Object.values(QueueName);
