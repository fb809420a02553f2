import { Accounts1763700000000 } from './1763700000000-accounts';
import { OnboardingBilling1763800000000 } from './1763800000000-onboarding-billing';
import { Kitchen1763900000000 } from './1763900000000-kitchen';
import { HouseholdInvitations1764000000000 } from './1764000000000-household-invitations';
import { PlannedMealRecipeServings1764100000000 } from './1764100000000-planned-meal-recipe-servings';
import { ChatMessages1764200000000 } from './1764200000000-chat-messages';
import { EmailChangeCancel1764250000000 } from './1764250000000-email-change-cancel';
import { RecipeBook1764290000000 } from './1764290000000-recipe-book';
import { MealPlans1764300000000 } from './1764300000000-meal-plans';
import { FridgeExitsReminders1764310000000 } from './1764310000000-fridge-exits-reminders';
import { PortionsPantry1764320000000 } from './1764320000000-portions-pantry';
import { AccessTokens1764330000000 } from './1764330000000-access-tokens';
import { PlannedMealsReadRecipes1764340000000 } from './1764340000000-planned-meals-read-recipes';
import { RecipeVersion1765000000000 } from './1765000000000-recipe-version';
import { ShoppingShares1765100000000 } from './1765100000000-shopping-shares';
import { ShoppingHistory1765100000001 } from './1765100000001-shopping-history';
import { ShoppingEditTimes1765160000000 } from './1765160000000-shopping-edit-times';

// Listed explicitly (not globbed) so the same list works from sources under Jest and from dist.
export const MIGRATIONS = [
  Accounts1763700000000,
  OnboardingBilling1763800000000,
  Kitchen1763900000000,
  HouseholdInvitations1764000000000,
  PlannedMealRecipeServings1764100000000,
  ChatMessages1764200000000,
  EmailChangeCancel1764250000000,
  RecipeBook1764290000000,
  MealPlans1764300000000,
  FridgeExitsReminders1764310000000,
  PortionsPantry1764320000000,
  AccessTokens1764330000000,
  PlannedMealsReadRecipes1764340000000,
  RecipeVersion1765000000000,
  ShoppingShares1765100000000,
  ShoppingHistory1765100000001,
  ShoppingEditTimes1765160000000,
];
