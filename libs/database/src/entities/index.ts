import { EmailTokenEntity } from './email-token.entity';
import { HouseholdMemberEntity } from './household-member.entity';
import { HouseholdEntity } from './household.entity';
import { ProfileEntity } from './profile.entity';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';
import { UserPreferencesEntity } from './user-preferences.entity';
import { UserSubscriptionEntity } from './user-subscription.entity';
import { StripeEventEntity } from './stripe-event.entity';
import { NotificationEntity } from './notification.entity';
import { ShoppingItemEntity } from './shopping-item.entity';
import { PlannedMealDetails, PlannedMealEntity } from './planned-meal.entity';
import { ShoppingItemShareEntity } from './shopping-item-share.entity';
import { InventoryItemEntity } from './inventory-item.entity';
import { RecipeEntity } from './recipe.entity';
import { RecipeFavoriteEntity } from './recipe-favorite.entity';
import { HouseholdInvitationEntity } from './household-invitation.entity';
import { ChatMessageEntity } from './chat-message.entity';
import { AisleOverrideEntity, MealPlanEntity, MealPlanSettingsEntity } from './meal-plan.entity';
import { AccessTokenEntity } from './access-token.entity';

export {
  AccessTokenEntity,
  PlannedMealDetails,
  EmailTokenEntity,
  HouseholdEntity,
  HouseholdMemberEntity,
  ProfileEntity,
  RefreshTokenEntity,
  SessionEntity,
  UserEntity,
  UserPreferencesEntity,
  UserSubscriptionEntity,
  StripeEventEntity,
  NotificationEntity,
  ShoppingItemEntity,
  ShoppingItemShareEntity,
  PlannedMealEntity,
  InventoryItemEntity,
  RecipeEntity,
  RecipeFavoriteEntity,
  HouseholdInvitationEntity,
  ChatMessageEntity,
  MealPlanEntity,
  MealPlanSettingsEntity,
  AisleOverrideEntity,
};
export type { RecipeSourceKind, StoredIngredient } from './recipe.entity';
export type { ChatRole } from './chat-message.entity';
export type { ShoppingFrequency, Difficulty } from './user-preferences.entity';
export type { EmailTokenPurpose } from './email-token.entity';
export type { HouseholdRole } from './household-member.entity';

export const ENTITIES = [
  UserEntity,
  ProfileEntity,
  SessionEntity,
  RefreshTokenEntity,
  EmailTokenEntity,
  HouseholdEntity,
  HouseholdMemberEntity,
  UserPreferencesEntity,
  UserSubscriptionEntity,
  StripeEventEntity,
  NotificationEntity,
  ShoppingItemEntity,
  ShoppingItemShareEntity,
  PlannedMealEntity,
  InventoryItemEntity,
  RecipeEntity,
  RecipeFavoriteEntity,
  HouseholdInvitationEntity,
  ChatMessageEntity,
  MealPlanEntity,
  MealPlanSettingsEntity,
  AisleOverrideEntity,
  AccessTokenEntity,
  PlannedMealDetails,
];
