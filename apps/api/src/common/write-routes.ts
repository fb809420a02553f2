import { applyDecorators, Delete as NestDelete, Patch as NestPatch, Post as NestPost, Put as NestPut } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { IdempotencyGuard } from './idempotency.guard';

/** The guards bound to a controller or a route handler by `@UseGuards` (and by the write decorators below). */
export const guardsOf = (on: object): object[] => (Reflect.getMetadata(GUARDS_METADATA, on) as object[] | undefined) ?? [];

/**
 * Nest's write decorators with the offline outbox's rule bound to them: every POST, PUT, PATCH and
 * DELETE route runs IdempotencyGuard last of its guards, once the user is known, and before any
 * interceptor (a replay is answered before an upload is parsed). Read routes never meet it.
 * Decorators apply bottom-up: a route's own `@UseGuards` goes below its `@Post` line, so that it is
 * bound first. Controllers take Post, Put, Patch and Delete from here; test/api/idempotency.spec.ts
 * checks every route of the app against isIdempotentRoute.
 */
const idempotent: MethodDecorator = (_target, _key, descriptor) => {
  const handler = descriptor.value as object;
  Reflect.defineMetadata(GUARDS_METADATA, [...guardsOf(handler), IdempotencyGuard], handler);
};

type Path = string | string[];
export const Post = (path?: Path): MethodDecorator => applyDecorators(NestPost(path), idempotent);
export const Put = (path?: Path): MethodDecorator => applyDecorators(NestPut(path), idempotent);
export const Patch = (path?: Path): MethodDecorator => applyDecorators(NestPatch(path), idempotent);
export const Delete = (path?: Path): MethodDecorator => applyDecorators(NestDelete(path), idempotent);

/** Whether a route handler runs IdempotencyGuard, as the last of its guards (every write route must). */
export function isIdempotentRoute(handler: object): boolean {
  return guardsOf(handler).at(-1) === IdempotencyGuard;
}
