import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '#config';
import { SESSION_HINT_COOKIE } from '#contracts';

export const REFRESH_COOKIE = 'mijote_refresh';

function options(config: AppConfig, expires?: Date): CookieOptions {
  return {
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'lax',
    path: '/api/auth',
    ...(expires ? { expires } : {}),
  };
}

// Readable by the web app, on every path; it lives and dies with the refresh cookie.
function hintOptions(config: AppConfig, expires?: Date): CookieOptions {
  return { ...options(config, expires), httpOnly: false, path: '/' };
}

export function setRefreshCookie(res: Response, config: AppConfig, token: string, expires: Date): void {
  res.cookie(REFRESH_COOKIE, token, options(config, expires));
  res.cookie(SESSION_HINT_COOKIE, '1', hintOptions(config, expires));
}

export function clearRefreshCookie(res: Response, config: AppConfig): void {
  res.clearCookie(REFRESH_COOKIE, options(config));
  res.clearCookie(SESSION_HINT_COOKIE, hintOptions(config));
}

export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : undefined;
}
