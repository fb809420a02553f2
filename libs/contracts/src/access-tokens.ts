// Personal access tokens: how a script (Home Assistant, a phone shortcut) reads and writes the
// household's kitchen without a browser session. Shared by the API and the settings screen.

export const ACCESS_TOKEN_SCOPES = ['read', 'write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** Every token starts with it, so a leaked one is recognisable (and secret scanners can match it). */
export const ACCESS_TOKEN_PREFIX = 'mjt_';

/** The lifetimes offered in the settings; null: until revoked. */
export const ACCESS_TOKEN_LIFETIMES_DAYS = [30, 90, 365, null] as const;
export type AccessTokenLifetime = (typeof ACCESS_TOKEN_LIFETIMES_DAYS)[number];
/** A lifetime as a form's select holds it: '30', '90', '365', or 'never' for null. */
export type AccessTokenLifetimeKey = `${Exclude<AccessTokenLifetime, null>}` | 'never';
export const accessTokenLifetimeKey = (days: AccessTokenLifetime): AccessTokenLifetimeKey => (days === null ? 'never' : `${days}`);

/** At most this many live tokens per member: enough for every integration, few enough to review. */
export const ACCESS_TOKENS_PER_USER = 20;
export const ACCESS_TOKEN_NAME_MAX = 60;

export interface AccessTokenView {
  id: string;
  name: string;
  scope: AccessTokenScope;
  /** The token's last four characters, to tell two tokens apart; the token itself is never shown again. */
  hint: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** The answer to a creation: the only time the token is sent. */
export interface CreatedAccessToken extends AccessTokenView {
  token: string;
}

export interface CreateAccessTokenRequest {
  name: string;
  scope: AccessTokenScope;
  /** Days until it expires; null: until revoked. */
  lifetimeDays: AccessTokenLifetime;
}

export const ACCESS_TOKEN_SCOPE_LABELS: Record<AccessTokenScope, string> = {
  read: 'Lecture seule',
  write: 'Lecture et écriture',
};

export const ACCESS_TOKEN_MESSAGES = {
  invalid: "Ce jeton d'accès n'est pas valide, a expiré ou a été révoqué.",
  readOnly: "Ce jeton d'accès est en lecture seule : il ne peut rien modifier.",
  notAllowed: "Les jetons d'accès ne donnent accès qu'à la cuisine du foyer (liste, frigo, planning, recettes), pas au compte ni à l'abonnement.",
  tooMany: `Vous avez déjà ${ACCESS_TOKENS_PER_USER} jetons d'accès. Révoquez-en un avant d'en créer un autre.`,
  nameRequired: 'Donnez un nom au jeton (par exemple « Home Assistant »).',
  nameTooLong: `Le nom du jeton ne doit pas dépasser ${ACCESS_TOKEN_NAME_MAX} caractères.`,
  scopeInvalid: 'Choisissez « Lecture seule » ou « Lecture et écriture ».',
  lifetimeInvalid: 'Choisissez une durée : 30 jours, 90 jours, 1 an ou sans expiration.',
} as const;
