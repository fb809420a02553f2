import { applyDecorators, Delete as NestDelete, Patch as NestPatch, Post as NestPost, Put as NestPut } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Nest's write decorators with the offline outbox's rule bound to them: every POST, PUT, PATCH and
 * DELETE route runs IdempotencyInterceptor first of its interceptors (a replay is answered before
 * an upload is parsed). It is bound here, not as a global interceptor, so that read routes run
 * with no interceptor at all: Nest then calls their handler straight, without the rxjs pipeline an
 * interceptor costs every request (issue 14). Controllers take Post, Put, Patch and Delete from
 * here; test/api/idempotency.spec.ts checks every route of the app against isIdempotentRoute.
 */
const idempotent: MethodDecorator = (_target, _key, descriptor) => {
  const handler = descriptor.value as object;
  const bound = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];
  Reflect.defineMetadata(INTERCEPTORS_METADATA, [IdempotencyInterceptor, ...bound], handler);
};

type Path = string | string[];
export const Post = (path?: Path): MethodDecorator => applyDecorators(NestPost(path), idempotent);
export const Put = (path?: Path): MethodDecorator => applyDecorators(NestPut(path), idempotent);
export const Patch = (path?: Path): MethodDecorator => applyDecorators(NestPatch(path), idempotent);
export const Delete = (path?: Path): MethodDecorator => applyDecorators(NestDelete(path), idempotent);

/** Whether a route handler has the idempotency interceptor (every write route must). */
export function isIdempotentRoute(handler: object): boolean {
  return ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? []).includes(IdempotencyInterceptor);
}
