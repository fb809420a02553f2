import { ACCOUNT_MESSAGES, COMMON_MESSAGES, ERROR_CODES } from '#contracts';
import { HouseholdError, type HouseholdErrorReason } from '#domain/households';
import { AppError } from '../common/app-error';

const MAP: Record<HouseholdErrorReason, [number, string, string]> = {
  'not-found': [404, ERROR_CODES.NOT_FOUND, COMMON_MESSAGES.notFound],
  'invite-self': [400, 'INVITE_SELF', ACCOUNT_MESSAGES.inviteSelf],
  'already-member': [409, 'ALREADY_MEMBER', ACCOUNT_MESSAGES.inviteAlreadyMember],
  'invitation-invalid': [400, 'INVITATION_INVALID', ACCOUNT_MESSAGES.invitationInvalid],
  'wrong-account': [403, 'INVITATION_WRONG_ACCOUNT', ACCOUNT_MESSAGES.invitationWrongAccount],
  'not-owner': [403, 'NOT_OWNER', ACCOUNT_MESSAGES.onlyOwnerCanRemove],
  alone: [400, 'ALONE_IN_HOUSEHOLD', COMMON_MESSAGES.invalidRequest],
};

/** Runs a household action, turning its refusals into the French HTTP errors. */
export async function householdCall<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HouseholdError) {
      const [status, code, message] = MAP[err.reason];
      throw new AppError(status, code, message);
    }
    throw err;
  }
}
