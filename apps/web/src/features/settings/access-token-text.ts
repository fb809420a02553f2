import { ACCESS_TOKEN_SCOPE_LABELS, type AccessTokenLifetimeKey, type AccessTokenView } from '#contracts';
import { frenchDate } from '../../shared/text/french-date';

export const LIFETIME_LABELS: Record<AccessTokenLifetimeKey, string> = {
  '30': '30 jours',
  '90': '90 jours',
  '365': '1 an',
  never: 'Sans expiration',
};

/** The facts a member needs to recognise a token: rights, ending, dates. */
export function describeAccessToken(token: AccessTokenView, now = new Date()): string[] {
  const expired = token.expiresAt !== null && new Date(token.expiresAt) <= now;
  return [
    ACCESS_TOKEN_SCOPE_LABELS[token.scope],
    `se termine par …${token.hint}`,
    `créé le ${frenchDate(token.createdAt)}`,
    token.expiresAt === null ? 'sans expiration' : `${expired ? 'a expiré' : 'expire'} le ${frenchDate(token.expiresAt)}`,
    token.lastUsedAt === null ? 'jamais utilisé' : `utilisé le ${frenchDate(token.lastUsedAt)}`,
  ];
}
