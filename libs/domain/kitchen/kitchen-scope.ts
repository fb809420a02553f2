/** Who is acting, and on which household's kitchen. */
export interface KitchenScope {
  userId: string;
  householdId: string;
}
