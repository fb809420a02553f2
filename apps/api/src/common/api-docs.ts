import type * as Swagger from '@nestjs/swagger';
import type { Type } from '@nestjs/common';
import { PartialType as PartialValidationType } from '@nestjs/mapped-types';

/**
 * The OpenAPI decorators the controllers and DTOs use, applied only when the document is made.
 *
 * `@nestjs/swagger` is 4 MiB of heap and a good part of a second at start, and a deployment
 * serves /api/docs only when API_DOCS asks for it (common/openapi.ts). These stand-ins take the
 * same arguments as Swagger's decorators and write them down; `applyApiDocs()` loads Swagger and
 * applies each one, in the order the classes were declared, just before the document is built.
 * Nothing else reads this metadata, so a process without docs never loads the package.
 */
type SwaggerApi = typeof Swagger;
type Deferred = (swagger: SwaggerApi) => void;

const pending: Deferred[] = [];
let applied: Promise<SwaggerApi> | undefined;

type DecoratorName =
  | 'ApiTags'
  | 'ApiOperation'
  | 'ApiBearerAuth'
  | 'ApiProperty'
  | 'ApiPropertyOptional'
  | 'ApiQuery'
  | 'ApiOkResponse'
  | 'ApiCreatedResponse'
  | 'ApiAcceptedResponse'
  | 'ApiBody'
  | 'ApiConsumes'
  | 'ApiExcludeEndpoint'
  | 'ApiExcludeController';

/**
 * The fields a DTO documents as `nullable: true`: the validation pipe lets null through only
 * there, docs or no docs (validation.pipe.ts), so this part is kept at once.
 */
const NULLABLE_FIELDS = 'mijote:nullable-fields';

export function nullableFields(prototype: object): readonly string[] {
  return (Reflect.getMetadata(NULLABLE_FIELDS, prototype) as string[] | undefined) ?? [];
}

function markNullable(prototype: object, key: string): void {
  Reflect.defineMetadata(NULLABLE_FIELDS, [...new Set([...nullableFields(prototype), key])], prototype);
}

function deferred<N extends DecoratorName>(name: N): SwaggerApi[N] {
  const factory = (...options: unknown[]) =>
    (...target: unknown[]): void => {
      const documented = options[0] as { nullable?: boolean } | undefined;
      if ((name === 'ApiProperty' || name === 'ApiPropertyOptional') && documented?.nullable) markNullable(target[0] as object, String(target[1]));
      pending.push((swagger) => {
        const real = swagger[name] as (...o: unknown[]) => (...t: unknown[]) => unknown;
        real(...options)(...target);
      });
    };
  return factory as unknown as SwaggerApi[N];
}

export const ApiTags = deferred('ApiTags');
export const ApiOperation = deferred('ApiOperation');
export const ApiBearerAuth = deferred('ApiBearerAuth');
export const ApiProperty = deferred('ApiProperty');
export const ApiPropertyOptional = deferred('ApiPropertyOptional');
export const ApiQuery = deferred('ApiQuery');
export const ApiOkResponse = deferred('ApiOkResponse');
export const ApiCreatedResponse = deferred('ApiCreatedResponse');
export const ApiAcceptedResponse = deferred('ApiAcceptedResponse');
export const ApiBody = deferred('ApiBody');
export const ApiConsumes = deferred('ApiConsumes');
export const ApiExcludeEndpoint = deferred('ApiExcludeEndpoint');
export const ApiExcludeController = deferred('ApiExcludeController');

/**
 * An update DTO: every field of `base` optional. Validation and transformation come from
 * `@nestjs/mapped-types` at once (the one Swagger's own PartialType uses); the document's copy of
 * the base's properties, each marked not required, is made with the other decorators.
 */
export function PartialType<T>(base: Type<T>): Type<Partial<T>> {
  const partial = PartialValidationType(base);
  for (const key of nullableFields(base.prototype)) markNullable(partial.prototype as object, key);
  pending.push(({ ApiProperty: property, DECORATORS }) => {
    const keys = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, base.prototype) as string[] | undefined) ?? [];
    for (const key of keys.map((k) => k.replace(/^:/, ''))) {
      const metadata = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, base.prototype, key) as Swagger.ApiPropertyOptions | undefined) ?? {};
      property({ ...metadata, required: false } as Swagger.ApiPropertyOptions)(partial.prototype as object, key);
    }
  });
  return partial;
}

/** Loads Swagger and applies every decorator written down so far, once. */
export function applyApiDocs(): Promise<SwaggerApi> {
  applied ??= import('@nestjs/swagger').then((swagger) => {
    for (const apply of pending.splice(0)) apply(swagger);
    return swagger;
  });
  return applied;
}
