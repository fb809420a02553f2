export const PLAN = {
  id: 'premium',
  priceLabel: 'CHF 9.99',
  amountCents: 999,
  currency: 'chf',
  interval: 'month',
} as const;

export const PROMO_CODES: Record<string, { trialDays: number }> = {
  FREE30: { trialDays: 30 },
};

export interface SubscriptionState {
  /** Stripe's status, or 'none' before any checkout. */
  status: string;
  active: boolean;
  plan: string;
  startDate: string | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** An account of COMPLIMENTARY_EMAILS: always subscribed. */
  complimentary: boolean;
  /**
   * Family sharing: the first name of the household member whose subscription gives this account
   * its access, when it has none of its own. Absent from the `subscription.updated` event.
   */
  familyPlanBy?: string | null;
}

export interface CheckoutRequest {
  promoCode?: string;
}

export interface CheckoutResponse {
  url: string;
}

export interface PortalResponse {
  url: string;
}

/** What the web app needs to route a signed-in user (product spec, section 4, access check). */
export interface AccessState {
  hasProfile: boolean;
  hasPreferences: boolean;
  subscribed: boolean;
  next: '/questionnaire' | '/subscription' | '/dashboard';
}

export interface DashboardStats {
  /** The kitchen's week (Monday to Sunday, Europe/Zurich). */
  plannedMealsThisWeek: number;
  /** The week after: from Saturday the home tells a week ahead already planned from an empty one. */
  plannedMealsNextWeek: number;
  itemsToBuy: number;
  favorites: number;
  /** Items in the household's fridge: the home tells an empty fridge from one where nothing is urgent. */
  fridgeItems: number;
  /** Anti-gaspi: this month's used-before-the-date against thrown, and the trend. */
  waste: import('./waste').WasteFigures;
}
