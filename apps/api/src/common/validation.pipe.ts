import { nullableFields } from './api-docs';
import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ERROR_CODES, REQUEST_MESSAGES, type ErrorCode } from '#contracts';
import { DomainError } from '#domain/errors';
import { cacheValidationMetadata } from './validation-metadata-cache';

interface FieldError {
  message: string;
  code?: string;
}

const FIRST = ['isDefined', 'isNotEmpty', 'isString'];
// class-validator's own rules, whose default messages are English: our DTOs' rules carry French.
const GENERIC_RULES: Record<string, string> = {
  nestedValidation: REQUEST_MESSAGES.fieldMalformed,
  unknownValue: REQUEST_MESSAGES.notAnObject,
  whitelistValidation: REQUEST_MESSAGES.fieldMalformed,
};
const rank = (constraint: string) => (FIRST.includes(constraint) ? FIRST.indexOf(constraint) : FIRST.length);

function collect(errors: ValidationError[], prefix = '', out: Record<string, FieldError> = {}): Record<string, FieldError> {
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    // A missing value is reported as missing, not as badly formatted.
    const names = Object.keys(e.constraints ?? {}).sort((a, b) => rank(a) - rank(b));
    const name = names[0];
    if (name) {
      const code = (e.contexts?.[name] as { code?: string } | undefined)?.code;
      out[path] = { message: GENERIC_RULES[name] ?? e.constraints![name]!, code };
    }
    if (e.children?.length) collect(e.children, path, out);
  }
  return out;
}

/**
 * DTOs carry the French message of each rule (and, where a cause has its own identifier,
 * a `context.code`). The first refused field gives the response's `message` and `code`;
 * `fields` lists every refused field for the form.
 */
/**
 * `@IsOptional()` lets null through, so a PATCH could set a required column to null (a 500 from
 * Postgres). A body field may be null only where its DTO documents `nullable: true`.
 */
function undocumentedNulls(metatype: ArgumentMetadata['metatype'], value: unknown): Record<string, string> {
  if (!metatype || !value || typeof value !== 'object' || Array.isArray(value)) return {};
  const refused: Record<string, string> = {};
  const nullable = nullableFields(metatype.prototype as object);
  for (const [key, v] of Object.entries(value)) {
    if (v !== null) continue;
    if (!nullable.includes(key)) refused[key] = REQUEST_MESSAGES.fieldCannotBeEmpty;
  }
  return refused;
}

class FrenchValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') {
      // A DTO class wants a JSON object; an array or a bare value gets Nest's English otherwise.
      const wantsObject = !!metadata.metatype && ![String, Number, Boolean, Array, Object].includes(metadata.metatype as never);
      if (wantsObject && (typeof value !== 'object' || value === null || Array.isArray(value))) {
        throw new DomainError('VALIDATION_FAILED', { message: REQUEST_MESSAGES.notAnObject });
      }
      const fields = undocumentedNulls(metadata.metatype, value);
      const first = Object.values(fields)[0];
      if (first) throw new DomainError('VALIDATION_FAILED', { message: first, fields });
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new FrenchValidationPipe({
    whitelist: true,
    forbidUnknownValues: true,
    transform: true,
    exceptionFactory: (errors) => {
      const collected = collect(errors);
      const first = Object.values(collected)[0];
      const fields = Object.fromEntries(Object.entries(collected).map(([k, v]) => [k, v.message]));
      const code = first?.code && first.code in ERROR_CODES ? (first.code as ErrorCode) : 'VALIDATION_FAILED';
      return new DomainError(code, { message: first?.message, fields });
    },
  });
}
