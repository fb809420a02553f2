import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ERROR_CODES, type ErrorCode } from '#contracts';
import { DomainError } from '#domain/errors';

interface FieldError {
  message: string;
  code?: string;
}

const FIRST = ['isDefined', 'isNotEmpty', 'isString'];
const rank = (constraint: string) => (FIRST.includes(constraint) ? FIRST.indexOf(constraint) : FIRST.length);

function collect(errors: ValidationError[], prefix = '', out: Record<string, FieldError> = {}): Record<string, FieldError> {
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    // A missing value is reported as missing, not as badly formatted.
    const names = Object.keys(e.constraints ?? {}).sort((a, b) => rank(a) - rank(b));
    const name = names[0];
    if (name) {
      const code = (e.contexts?.[name] as { code?: string } | undefined)?.code;
      out[path] = { message: e.constraints![name]!, code };
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
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
