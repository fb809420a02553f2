import { ONBOARDING_MESSAGES } from '#contracts';
import { ApiError } from '../../shared/http';

/** Spec section 8 (Settings): the two portal failures, or the network's own message. */
export function portalErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'SUBSCRIPTION_NOT_FOUND' || error.status === 404) return ONBOARDING_MESSAGES.subscriptionNotFound;
    // Offline or unreachable: say so, rather than blame the portal.
    if (error.status === 0) return error.message;
  }
  return ONBOARDING_MESSAGES.portalFailed;
}
