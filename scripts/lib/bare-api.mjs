#!/usr/bin/env node
// The baseline of `npm run bench:api`: what a careful hand-written handler would do for the two
// hot routes, on bare `node:http` + `pg` + `ioredis`. Same checks as the app, nothing more:
//   - the JWT verified with a KeyObject made once (HS256), like apps/api/src/auth/jwt.strategy.ts;
//   - the revoked-session look-up in Redis (SessionsService.isRevoked);
//   - the dashboard access query (AccessService.check), the very same SQL;
//   - GET /api/shopping-items and PATCH /api/shopping-items/:id {checked}: the app's own statements
//     (libs/domain/kitchen/shopping-rows.sql.ts, read from the build): the list with each row's
//     shares, and the one-statement tick of a row no recipe rule watches.
// Env: PORT, DATABASE_URL, REDIS_URL, REDIS_PREFIX, JWT_ACCESS_SECRET. Not part of the product.
import { createSecretKey } from 'node:crypto';
import { createServer } from 'node:http';
import jwt from 'jsonwebtoken';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createRequire } from 'node:module';

const { LIST_SHOPPING_ITEMS, TICK_ROW_WITHOUT_RECIPE } = createRequire(import.meta.url)('../../dist/libs/domain/kitchen/shopping-rows.sql.js');

const key = createSecretKey(Buffer.from(process.env.JWT_ACCESS_SECRET, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const redis = new Redis(process.env.REDIS_URL);
const prefix = process.env.REDIS_PREFIX;

const ACCESS_SQL = `SELECT
   EXISTS (SELECT 1 FROM profiles WHERE id = $1) AS has_profile,
   EXISTS (SELECT 1 FROM user_preferences WHERE user_id = $1) AS has_preferences,
   me.household_id,
   COALESCE(
     (SELECT json_agg(json_build_object('email', p.email, 'status', s.status))
      FROM household_members o
      LEFT JOIN profiles p ON p.id = o.user_id
      LEFT JOIN user_subscriptions s ON s.user_id = o.user_id
      WHERE o.household_id = me.household_id),
     (SELECT json_agg(json_build_object('email', u.email, 'status', s.status))
      FROM users u LEFT JOIN user_subscriptions s ON s.user_id = u.id WHERE u.id = $1),
     '[]'::json
   ) AS family
 FROM (SELECT $1::uuid AS user_id) q
 LEFT JOIN household_members me ON me.user_id = q.user_id`;

const send = (res, status, body) => {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
};

async function authorise(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return null;
  let claims;
  try {
    claims = jwt.verify(header.slice(7), key, { algorithms: ['HS256'] });
  } catch {
    return null;
  }
  if ((await redis.exists(`${prefix}:revoked-session:${claims.sid}`)) === 1) return null;
  const { rows } = await pool.query(ACCESS_SQL, [claims.sub]);
  return rows[0]?.household_id ?? null;
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

createServer(async (req, res) => {
  try {
    if (req.url === '/api/health') return send(res, 200, { status: 'ok' });
    const householdId = await authorise(req);
    if (!householdId) return send(res, 401, { code: 'UNAUTHENTICATED' });
    if (req.method === 'GET' && req.url === '/api/shopping-items') {
      const { rows } = await pool.query(LIST_SHOPPING_ITEMS, [householdId]);
      return send(res, 200, rows);
    }
    const match = req.method === 'PATCH' && /^\/api\/shopping-items\/([0-9a-f-]{36})$/.exec(req.url);
    if (match) {
      const { checked } = JSON.parse(await readBody(req));
      const { rows } = await pool.query(TICK_ROW_WITHOUT_RECIPE, [match[1], householdId, checked === true]);
      return rows[0] ? send(res, 200, { ...rows[0], removedIds: [], completedRecipes: [], undo: null, superseded: [] }) : send(res, 404, { code: 'NOT_FOUND' });
    }
    send(res, 404, { code: 'NOT_FOUND' });
  } catch (err) {
    send(res, 500, { message: err.message });
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
