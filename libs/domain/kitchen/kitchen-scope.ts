/** Who is acting, and on which household's kitchen. */
export interface KitchenScope {
  userId: string;
  householdId: string;
}

/** Thrown when an id is not in the caller's household: the API answers 404, never 403. */
export class NotInHouseholdError extends Error {}
