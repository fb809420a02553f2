/**
 * What a page that ends the session hands to the public site's home, which says it:
 *   signOut('/', { farewell: ACCOUNT_MESSAGES.accountDeleted } satisfies FarewellState)
 * The words live in the router's state of that one visit: a reload or the next page forgets them.
 */
export interface FarewellState {
  farewell: string;
}

/** The farewell a location was handed, if any. */
export function farewellOf(state: unknown): string | null {
  const farewell = (state as Partial<FarewellState> | null)?.farewell;
  return typeof farewell === 'string' && farewell !== '' ? farewell : null;
}
