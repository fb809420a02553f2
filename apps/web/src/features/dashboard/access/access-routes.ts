import type { AccessState } from '#contracts';
import { ApiError } from '../../../shared/http';

/**
 * Where the access check sends the user from `pathname`, or null to show the page (product spec,
 * section 4, "Dashboard access check"). Written for any signed-in path, so the billing pages may
 * reuse it: /subscription and /payment/* are where an unsubscribed user belongs.
 */
export function routeForAccess(next: AccessState['next'], pathname: string): string | null {
  if (next === '/questionnaire') return pathname === '/questionnaire' ? null : '/questionnaire';
  if (next === '/subscription') {
    return pathname === '/subscription' || pathname.startsWith('/payment') ? null : '/subscription';
  }
  return null;
}

/** Spec section 8: any error during the access check goes to /questionnaire. */
export const ACCESS_CHECK_FAILED_ROUTE = '/questionnaire';

/** A dashboard call refused because the user may no longer be here (403 from the API's guard). */
export function routeForAccessError(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  if (error.code === 'PREFERENCES_REQUIRED') return '/questionnaire';
  if (error.code === 'SUBSCRIPTION_REQUIRED') return '/subscription';
  return null;
}
