import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '#config';

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

export function setRefreshCookie(res: Response, config: AppConfig, token: string, expires: Date): void {
  res.cookie(REFRESH_COOKIE, token, options(config, expires));
}

export function clearRefreshCookie(res: Response, config: AppConfig): void {
  res.clearCookie(REFRESH_COOKIE, options(config));
}

export function readRefreshCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length < 200 ? value : undefined;
}
