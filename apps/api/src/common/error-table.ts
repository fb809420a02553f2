import { ACCESS_TOKEN_MESSAGES, ACCOUNT_MESSAGES, CHAT_ACTION_MESSAGES, IMPORT_ERROR_MESSAGES, MEAL_PLAN_MESSAGES, MESSAGES, OFFLINE_MESSAGES, RECIPE_BOOK_MESSAGES, RECIPE_MESSAGES, type ErrorCode } from '#contracts';

export interface ErrorEntry {
  status: number;
  /** The French text shown when the error does not carry a more precise one. */
  message: string;
}

/**
 * The one place where a failure's stable code becomes an HTTP status and a French message.
 * Every code of the contracts has its line (the `satisfies` makes a missing one a type error).
 */
export const ERROR_TABLE = {
  // Requests and access
  BAD_REQUEST: { status: 400, message: MESSAGES.invalidRequest },
  VALIDATION_FAILED: { status: 400, message: MESSAGES.invalidRequest },
  UNAUTHENTICATED: { status: 401, message: MESSAGES.notSignedIn },
  SESSION_EXPIRED: { status: 401, message: MESSAGES.sessionExpired },
  FORBIDDEN: { status: 403, message: MESSAGES.invalidRequest },
  NOT_FOUND: { status: 404, message: MESSAGES.notFound },
  CHAT_ACTION_CLOSED: { status: 409, message: CHAT_ACTION_MESSAGES.alreadyHandled },
  PAYLOAD_TOO_LARGE: { status: 413, message: MESSAGES.invalidRequest },
  RATE_LIMITED: { status: 429, message: MESSAGES.tooManyAttempts },
  INTERNAL: { status: 500, message: MESSAGES.generic },
  SERVICE_UNAVAILABLE: { status: 503, message: MESSAGES.serviceUnavailable },
  UNHEALTHY: { status: 503, message: MESSAGES.serviceUnavailable },
  // Accounts
  INVALID_CREDENTIALS: { status: 401, message: MESSAGES.invalidCredentials },
  EMAIL_TAKEN: { status: 409, message: MESSAGES.emailTaken },
  EMAIL_UNCHANGED: { status: 400, message: MESSAGES.emailSameAsCurrent },
  PASSWORD_TOO_SHORT: { status: 400, message: MESSAGES.passwordTooShort },
  PASSWORD_TOO_COMMON: { status: 400, message: MESSAGES.passwordTooCommon },
  TOKEN_INVALID: { status: 400, message: MESSAGES.resetLinkInvalid },
  EMAIL_ALREADY_CONFIRMED: { status: 409, message: MESSAGES.emailAlreadyConfirmed },
  PROFILE_NOT_FOUND: { status: 404, message: MESSAGES.profileNotFound },
  CURRENT_PASSWORD_INVALID: { status: 400, message: ACCOUNT_MESSAGES.currentPasswordWrong },
  PREFERENCES_REQUIRED: { status: 403, message: MESSAGES.preferencesRequired },
  PREFERENCES_NOT_SET: { status: 404, message: MESSAGES.preferencesRequired },
  CANCEL_FAILED: { status: 502, message: ACCOUNT_MESSAGES.deleteCancelFailed },
  // Billing
  SUBSCRIPTION_REQUIRED: { status: 403, message: MESSAGES.subscriptionRequired },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: MESSAGES.subscriptionNotFound },
  PROMO_CODE_UNKNOWN: { status: 400, message: MESSAGES.promoCodeUnknown },
  CHECKOUT_FAILED: { status: 502, message: MESSAGES.checkoutFailed },
  PORTAL_FAILED: { status: 502, message: MESSAGES.portalFailed },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: MESSAGES.webhookSignatureInvalid },
  BILLING_DISABLED: { status: 404, message: MESSAGES.billingDisabled },
  // Households
  INVITE_SELF: { status: 400, message: ACCOUNT_MESSAGES.inviteSelf },
  ALREADY_MEMBER: { status: 409, message: ACCOUNT_MESSAGES.inviteAlreadyMember },
  HOUSEHOLD_FULL: { status: 409, message: ACCOUNT_MESSAGES.householdFull },
  INVITATION_INVALID: { status: 400, message: ACCOUNT_MESSAGES.invitationInvalid },
  INVITATION_WRONG_ACCOUNT: { status: 403, message: ACCOUNT_MESSAGES.invitationWrongAccount },
  NOT_OWNER: { status: 403, message: ACCOUNT_MESSAGES.onlyOwnerCanRemove },
  ALONE_IN_HOUSEHOLD: { status: 400, message: MESSAGES.invalidRequest },
  // Kitchen and chef
  ALREADY_ON_LIST: { status: 409, message: MESSAGES.shoppingDuplicate },
  SHOPPING_LIST_FULL: { status: 409, message: MESSAGES.shoppingListFull },
  FRIDGE_EMPTY: { status: 422, message: `${RECIPE_MESSAGES.generationFailed}${RECIPE_MESSAGES.fridgeEmpty}` },
  DAILY_LIMIT: { status: 429, message: RECIPE_MESSAGES.dailyRecipeLimit },
  REPLY_PENDING: { status: 409, message: RECIPE_MESSAGES.replyPending },
  // Week planner
  MEAL_PLAN_SLOT_LOCKED: { status: 409, message: MEAL_PLAN_MESSAGES.slotLocked },
  AISLE_OVERRIDES_FULL: { status: 409, message: MEAL_PLAN_MESSAGES.aisleOverridesFull },
  MEAL_PLAN_ACCEPTED: { status: 409, message: MEAL_PLAN_MESSAGES.planNotEditable },
  MEAL_PLAN_NOT_READY: { status: 409, message: MEAL_PLAN_MESSAGES.planNotReady },
  MEAL_PLAN_EMPTY: { status: 422, message: MEAL_PLAN_MESSAGES.planEmpty },
  // Recipe import (the job's failure is also pushed as recipe.import_failed with the same text)
  IMPORT_URL_INVALID: { status: 400, message: IMPORT_ERROR_MESSAGES.IMPORT_URL_INVALID },
  IMPORT_ADDRESS_REFUSED: { status: 422, message: IMPORT_ERROR_MESSAGES.IMPORT_ADDRESS_REFUSED },
  IMPORT_TOO_MANY_REDIRECTS: { status: 422, message: IMPORT_ERROR_MESSAGES.IMPORT_TOO_MANY_REDIRECTS },
  IMPORT_TOO_LARGE: { status: 422, message: IMPORT_ERROR_MESSAGES.IMPORT_TOO_LARGE },
  IMPORT_TIMEOUT: { status: 504, message: IMPORT_ERROR_MESSAGES.IMPORT_TIMEOUT },
  IMPORT_FETCH_FAILED: { status: 502, message: IMPORT_ERROR_MESSAGES.IMPORT_FETCH_FAILED },
  IMPORT_NO_RECIPE: { status: 422, message: IMPORT_ERROR_MESSAGES.IMPORT_NO_RECIPE },
  IMPORT_TEXT_UNREADABLE: { status: 422, message: RECIPE_BOOK_MESSAGES.importTextUnreadable },
  // Recipe photos
  IMAGE_MISSING: { status: 400, message: RECIPE_BOOK_MESSAGES.imageMissing },
  IMAGE_TOO_LARGE: { status: 413, message: RECIPE_BOOK_MESSAGES.imageTooLarge },
  IMAGE_TYPE_REFUSED: { status: 415, message: RECIPE_BOOK_MESSAGES.imageTypeRefused },
  IMAGE_UNREADABLE: { status: 422, message: RECIPE_BOOK_MESSAGES.imageUnreadable },
  // Personal access tokens
  ACCESS_TOKEN_INVALID: { status: 401, message: ACCESS_TOKEN_MESSAGES.invalid },
  ACCESS_TOKEN_READ_ONLY: { status: 403, message: ACCESS_TOKEN_MESSAGES.readOnly },
  ACCESS_TOKEN_NOT_ALLOWED: { status: 403, message: ACCESS_TOKEN_MESSAGES.notAllowed },
  ACCESS_TOKEN_LIMIT: { status: 409, message: ACCESS_TOKEN_MESSAGES.tooMany },
  RECIPE_EDIT_CONFLICT: { status: 409, message: RECIPE_BOOK_MESSAGES.editConflict },
  // Replayed writes (Idempotency-Key)
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: OFFLINE_MESSAGES.keyReused },
  IDEMPOTENT_REQUEST_IN_PROGRESS: { status: 409, message: OFFLINE_MESSAGES.inProgress },
  CLIENT_OUTDATED: { status: 426, message: OFFLINE_MESSAGES.clientOutdated },
} satisfies Record<ErrorCode, ErrorEntry>;

/** The code Nest's own HTTP exceptions (routing, body parsing) stand for, by status. */
export const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};
