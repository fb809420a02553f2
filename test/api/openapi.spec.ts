import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ErrorCode } from '#contracts';
import { createTestApp, useTestStack } from '#testing';
import { ERROR_TABLE } from '../../apps/api/src/common/error-table';

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; enum?: unknown[] };
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { operationId?: string; summary?: string; responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const PRODUCTION = { NODE_ENV: 'production', JWT_ACCESS_SECRET: 'x'.repeat(48), BILLING_MODE: 'off', DEV_OUTBOX: 'false' };

/** What an integrator's client generator needs of each operation, and what it lacks. */
function gaps(doc: Document): string[] {
  const found: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const name = `${method.toUpperCase()} ${path}`;
      if (!op.summary?.trim()) found.push(`${name}: no summary`);
      const statuses = Object.keys(op.responses);
      const success = statuses.find((s) => /^2\d\d$/.test(s));
      if (!success) found.push(`${name}: no 2xx response`);
      else if (success !== '204' && !Object.values(op.responses[success]!.content ?? {}).some((c) => c.schema)) found.push(`${name}: ${success} without a schema`);
      const errors = statuses.filter((s) => /^[45]\d\d$/.test(s));
      if (!errors.some((s) => s.startsWith('4'))) found.push(`${name}: no 4xx response`);
      for (const status of errors) {
        const schema = op.responses[status]!.content?.['application/json']?.schema;
        if (schema?.allOf?.[0]?.$ref !== '#/components/schemas/ApiErrorBody') found.push(`${name}: ${status} is not an ApiErrorBody`);
        const codes = (schema?.allOf?.[1]?.properties?.code?.enum ?? []) as ErrorCode[];
        if (!codes.length) found.push(`${name}: ${status} names no error code`);
        for (const code of codes) {
          if (ERROR_TABLE[code]?.status !== Number(status)) found.push(`${name}: ${code} is not a ${status} in the error table`);
          if (!op.responses[status]!.description?.includes(ERROR_TABLE[code]?.message ?? '?')) found.push(`${name}: ${code}'s French message missing`);
        }
      }
    }
  }
  // Every schema a response or a request points at exists.
  for (const [, ref] of JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
    if (!(ref! in doc.components.schemas)) found.push(`$ref to a missing schema: ${ref}`);
  }
  return [...new Set(found)];
}

describe('the OpenAPI document', () => {
  const t = useTestStack({ worker: false });
  let doc: Document;
  beforeAll(async () => {
    doc = (await t.http().get('/api/docs-json').expect(200)).body;
  });

  it('gives every operation a summary, its answer schema and its error responses', () => {
    const operations = Object.values(doc.paths).flatMap((item) => METHODS.filter((m) => item[m]));
    expect(operations.length).toBeGreaterThan(100);
    expect(gaps(doc)).toEqual([]);
  });

  it("describes answers by the contracts' types and errors by the table's codes", () => {
    const list = doc.paths['/api/shopping-items']!.get!;
    expect(list.responses['200']!.content!['application/json']!.schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/ShoppingItem' } });
    expect(doc.components.schemas.ShoppingItem).toMatchObject({ properties: { shares: { type: 'array' }, recipeId: { type: 'string', nullable: true } } });
    const add = doc.paths['/api/shopping-items']!.post!;
    expect(add.responses['201']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/AddedShoppingItem' });
    expect(add.responses['400']!.content!['application/json']!.schema!.allOf![1]!.properties!.code!.enum).toEqual(expect.arrayContaining(['VALIDATION_FAILED']));
    expect(add.responses['403']!.content!['application/json']!.schema!.allOf![1]!.properties!.code!.enum).toEqual(
      expect.arrayContaining(['SUBSCRIPTION_REQUIRED', 'PREFERENCES_REQUIRED', 'ACCESS_TOKEN_READ_ONLY']),
    );
    expect(list.responses['403']!.content!['application/json']!.schema!.allOf![1]!.properties!.code!.enum).not.toContain('ACCESS_TOKEN_READ_ONLY');
    // The health check's 503 is the error table's UNHEALTHY, with its French message.
    for (const path of ['/api/health', '/api/health/ready']) {
      const unhealthy = doc.paths[path]!.get!.responses['503']!;
      expect(unhealthy.content!['application/json']!.schema!.allOf![1]!.properties!.code!.enum).toEqual(['UNHEALTHY']);
      expect(unhealthy.description).toBe(`\`UNHEALTHY\`: ${ERROR_TABLE.UNHEALTHY.message}`);
    }
    expect(ERROR_TABLE.UNHEALTHY).toEqual({ status: 503, message: 'Service indisponible' });
    const signIn = doc.paths['/api/auth/sign-in']!.post!;
    expect(signIn.responses['401']!.content!['application/json']!.schema!.allOf![1]!.properties!.code!.enum).toEqual(['INVALID_CREDENTIALS']);
    expect(signIn.responses['401']!.description).toContain(ERROR_TABLE.INVALID_CREDENTIALS.message);
    // A route with two successes keeps the one it states and gets its return type on the other.
    const signUp = doc.paths['/api/auth/sign-up']!.post!;
    expect(signUp.responses['202']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/SignUpPending' });
    expect(signUp.responses['201']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/SignUpResponse' });
    expect(doc.paths['/api/shopping-items/{id}']!.delete!.responses['204']!.content).toBeUndefined();
  });

  it('finds what a route lacks', () => {
    const bare: Document = {
      paths: { '/api/x': { get: { responses: { '200': { description: '' } } }, delete: { summary: 'Supprime', responses: { '204': {}, '404': { content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/ApiErrorBody' }, { properties: { code: { enum: ['RATE_LIMITED'] } } }] } } } } } } } },
      components: { schemas: { ApiErrorBody: {} } },
    };
    expect(gaps(bare)).toEqual([
      'GET /api/x: no summary',
      'GET /api/x: 200 without a schema',
      'GET /api/x: no 4xx response',
      'DELETE /api/x: RATE_LIMITED is not a 404 in the error table',
      "DELETE /api/x: RATE_LIMITED's French message missing",
    ]);
  });

  it("is made from the controllers' return types as they are now", async () => {
    // Fails when a route's return type changed without `node scripts/openapi-schemas.mjs`.
    await promisify(execFile)(process.execPath, [join(__dirname, '../../scripts/openapi-schemas.mjs'), '--check'], { timeout: 170_000 });
  }, 180_000);
});

describe('the API description and the source maps in production', () => {
  const web = mkdtempSync(join(tmpdir(), 'mijote-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Mijote</title>');
  writeFileSync(join(web, 'assets/index-AbC123.js'), 'console.log(1);\n//# sourceMappingURL=index-AbC123.js.map');
  writeFileSync(join(web, 'assets/index-AbC123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');

  it('keeps both private by default', async () => {
    const app = await createTestApp({ ...PRODUCTION, WEB_DIST_DIR: web });
    try {
      await app.http().get('/api/docs-json').expect(404);
      await app.http().get('/api/docs').expect(404);
      await app.http().get('/assets/index-AbC123.js.map').expect(404);
      await app.http().get('/assets/index-AbC123.js').expect(200);
    } finally {
      await app.close();
    }
  });

  it('serves them when API_DOCS and WEB_SOURCEMAPS ask', async () => {
    const app = await createTestApp({ ...PRODUCTION, WEB_DIST_DIR: web, API_DOCS: 'true', WEB_SOURCEMAPS: 'true' });
    try {
      expect((await app.http().get('/api/docs-json').expect(200)).body.info.title).toBe('Mijote API');
      expect((await app.http().get('/api/docs').redirects(1).expect(200)).text).toContain('swagger');
      expect((await app.http().get('/assets/index-AbC123.js.map').expect(200)).body.sources).toEqual(['src/main.tsx']);
    } finally {
      await app.close();
    }
  });
});
