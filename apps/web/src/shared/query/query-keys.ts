// Query keys that more than one feature reads or invalidates; each feature keeps its own others.

/** The shopping list's query key; also the mutation key, so live refetches wait for our own writes. */
export const shoppingQueryKey = ['shopping-items'] as const;
/** The fridge's list; also its mutation key. Moving a shopping line to the fridge makes it stale. */
export const inventoryQueryKey = ['inventory-items'] as const;
/** The home page's counts (favourites, planned meals, items to buy). */
export const dashboardStatsQueryKey = ['dashboard', 'stats'] as const;
/** The household's own aisles (GET /api/meal-plans/aisles): the list walks the shop by them; the week's groceries move them. */
export const aisleOverridesQueryKey = ['aisle-overrides'] as const;
