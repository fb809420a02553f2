import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token for a cookie or a link; only its hash is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
