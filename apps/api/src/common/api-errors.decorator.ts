import type { ErrorCode } from '#contracts';

export const API_ERRORS = 'mijote:api-errors';

/**
 * The failures a route can answer, by their stable code: on a route, on a controller (all its
 * routes) or on a guard (every route it protects). The OpenAPI document turns them into error
 * responses with the status and French message of the error table (see ./openapi.ts).
 */
export function ApiErrors(...codes: ErrorCode[]): ClassDecorator & MethodDecorator {
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const on: object = descriptor ? (descriptor.value as object) : target;
    const known = (Reflect.getMetadata(API_ERRORS, on) as ErrorCode[] | undefined) ?? [];
    Reflect.defineMetadata(API_ERRORS, [...known, ...codes], on);
  };
}

/** The codes declared on a class or a route handler (none when undecorated). */
export function declaredErrors(on: object): ErrorCode[] {
  return (Reflect.getMetadata(API_ERRORS, on) as ErrorCode[] | undefined) ?? [];
}
