import type { RawBodyRequest } from '@nestjs/common';
import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { REQUEST_MESSAGES, type ApiErrorBody, type ErrorCode } from '#contracts';
import { ERROR_TABLE } from './error-table';

// What no form of Mijote ever sends: anything past these is refused at the edge, in French,
// before it can reach class-transformer's recursion or Postgres.
const MAX_DEPTH = 10;
const MAX_NODES = 5_000;
const MAX_INTEGER = 2_147_483_647; // a Postgres integer
const MAX_NUMBER = 1e12;
// A NUL (Postgres text cannot hold it) or half of a surrogate pair (not valid UTF-8).
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a parsed body or query cannot be taken, or null when it can. */
export function refusalOf(value: unknown): string | null {
  let nodes = 0;
  const walk = (v: unknown, depth: number): string | null => {
    if (++nodes > MAX_NODES || depth > MAX_DEPTH) return REQUEST_MESSAGES.tooComplex;
    if (typeof v === 'string') return UNSAFE_TEXT.test(v) ? REQUEST_MESSAGES.unsafeText : null;
    if (typeof v === 'number') {
      const tooBig = Number.isInteger(v) ? Math.abs(v) > MAX_INTEGER : Math.abs(v) > MAX_NUMBER;
      return tooBig || !Number.isFinite(v) ? REQUEST_MESSAGES.numberOutOfRange : null;
    }
    if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (UNSAFE_TEXT.test(key)) return REQUEST_MESSAGES.unsafeText;
        const refusal = walk(child, depth + 1);
        if (refusal) return refusal;
      }
    }
    return null;
  };
  return walk(value, 0);
}

/** An error answered at the edge, before Nest (and its exception filter) sees the request: the same body. */
export function answer(res: Response, code: ErrorCode, message?: string): void {
  const entry = ERROR_TABLE[code];
  const body: ApiErrorBody = { statusCode: entry.status, code, message: message ?? entry.message };
  res.status(entry.status).json(body);
}

/**
 * The API's JSON body parsing (Nest's own is off): 1 MB at most, the raw bytes kept for Stripe's
 * signature, then the shape checks above on the body and the query string.
 */
export function apiRequestGuards(): (RequestHandler | ErrorRequestHandler)[] {
  const json = express.json({
    limit: '1mb',
    verify: (req, _res, buf) => {
      (req as RawBodyRequest<Request>).rawBody = buf;
    },
  });
  const check: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const refusal = refusalOf(req.body) ?? refusalOf(req.query);
    if (refusal) return answer(res, 'BAD_REQUEST', refusal);
    next();
  };
  // body-parser's own failures (not JSON, too large, a charset it does not know) in French.
  const parseErrors: ErrorRequestHandler = (err: { status?: number; type?: string }, _req, res, next) => {
    if (err?.type === 'entity.too.large') return answer(res, 'PAYLOAD_TOO_LARGE', REQUEST_MESSAGES.tooLarge);
    if (err?.status && err.status >= 400 && err.status < 500) return answer(res, 'BAD_REQUEST', REQUEST_MESSAGES.notJson);
    next(err);
  };
  return [json, check, parseErrors];
}
