import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject, type OperationObject, type ResponseObject, type SchemaObject } from '@nestjs/swagger';
import type { ErrorCode } from '#contracts';
import { applyApiDocs } from './api-docs';
import { declaredErrors } from './api-errors.decorator';
import { ERROR_TABLE } from './error-table';
import { IdempotencyGuard } from './idempotency.guard';
import { guardsOf, isIdempotentRoute } from './write-routes';
import generated from './openapi-schemas.json';

/** Made from the controllers' declared return types by scripts/openapi-schemas.mjs. */
const ANSWERS = generated as unknown as { operations: Record<string, SchemaObject | null>; schemas: Record<string, SchemaObject> };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface RouteHandler {
  controller: Type<unknown>;
  handler: object;
}

/** Every route handler by its operation id (Nest's default: `Controller_method`). */
function routeHandlers(app: INestApplication): Map<string, RouteHandler> {
  const found = new Map<string, RouteHandler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name !== 'constructor' && typeof handler === 'function') found.set(`${controller.name}_${name}`, { controller, handler });
      }
    }
  }
  return found;
}

/**
 * What a route can answer besides success: what it and its controller declare, what its guards
 * declare, and what every route of that kind meets on its way in (the request guards, the
 * validation pipe, the id pipe, the idempotency guard, the client-contract check).
 */
function errorCodesOf(route: RouteHandler | undefined, op: OperationObject, method: string): Set<ErrorCode> {
  const codes = new Set<ErrorCode>(['CLIENT_OUTDATED', 'INTERNAL']);
  const add = (list: ErrorCode[]) => list.forEach((code) => codes.add(code));
  // The sign-in guards (the idempotency guard, on every write, is counted below).
  const guards = route ? [...guardsOf(route.controller), ...guardsOf(route.handler)].filter((g) => g !== IdempotencyGuard) : [];
  if (route) {
    add(declaredErrors(route.controller));
    add(declaredErrors(route.handler));
    for (const guard of guards) add(declaredErrors(guard));
  }
  const parameters = (op.parameters ?? []) as Array<{ in?: string }>;
  if (op.requestBody) add(['BAD_REQUEST', 'VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE']);
  if (parameters.some((p) => p.in === 'query')) add(['BAD_REQUEST', 'VALIDATION_FAILED']);
  // An id that names nothing of the caller's (unknown, malformed, another household's) is 404.
  if (parameters.some((p) => p.in === 'path')) add(['NOT_FOUND']);
  // Signed-in writes may carry an Idempotency-Key (the web app's offline outbox).
  if (guards.length && route && isIdempotentRoute(route.handler)) add(['BAD_REQUEST', 'IDEMPOTENT_REQUEST_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED']);
  // A read-only token reads: only writes can be refused for it.
  if (method === 'get') codes.delete('ACCESS_TOKEN_READ_ONLY');
  return codes;
}

/** One response per status, its codes listed with their French message, the body's shape from the contracts. */
function errorResponses(codes: Set<ErrorCode>): Record<string, ResponseObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...codes].sort()) {
    const status = ERROR_TABLE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].sort(([a], [b]) => a - b).map(([status, list]) => [
      String(status),
      {
        description: list.map((code) => `\`${code}\`: ${ERROR_TABLE[code].message}`).join('\n\n'),
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/ApiErrorBody' },
                { type: 'object', properties: { statusCode: { type: 'integer', enum: [status] }, code: { type: 'string', enum: list } } },
              ],
            },
          },
        },
      },
    ]),
  );
}

/** The success answers' schema, from the type the route's method returns (a response that states its own keeps it). */
function describeAnswer(op: OperationObject): void {
  const statuses = Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s));
  const schema = ANSWERS.operations[op.operationId ?? ''];
  for (const status of statuses.length ? statuses : ['200']) {
    const response = (op.responses[status] ?? {}) as ResponseObject;
    const content = Object.entries(response.content ?? {});
    if (schema && status !== '204' && !content.some(([, media]) => media.schema)) {
      response.content = Object.fromEntries((content.length ? content.map(([type]) => type) : ['application/json']).map((type) => [type, { schema }]));
    }
    if (!response.description) response.description = status === '204' ? 'Fait, sans contenu.' : 'Succès.';
    op.responses[status] = response;
  }
}

/**
 * The OpenAPI document: Nest's (paths, parameters, request bodies from the DTO classes), with each
 * route's answer, its error responses and the contracts' schemas they point at.
 */
export function apiDocument(app: INestApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('Mijote API')
    .setDescription(
      "L'API de Mijote, l'assistant culinaire des familles. Chaque erreur répond `{ statusCode, code, message, fields? }` : " +
        '`code` est un identifiant stable, `message` le texte français montré à la personne.',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, info);
  const handlers = routeHandlers(app);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...ANSWERS.schemas } };
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      describeAnswer(op);
      Object.assign(op.responses, errorResponses(errorCodesOf(handlers.get(op.operationId ?? ''), op, method)));
    }
  }
  return document;
}

/**
 * /api/docs (Swagger UI) and /api/docs-json. Only imported when API_DOCS allows (off in production
 * by default): this module, Swagger and the controllers' documentation (common/api-docs.ts) are
 * loaded then and only then.
 */
export async function mountApiDocs(app: INestApplication): Promise<void> {
  await applyApiDocs();
  SwaggerModule.setup('api/docs', app, () => apiDocument(app));
}
