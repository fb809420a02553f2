import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

export interface SchemaFormOptions {
  /**
   * 'onChange' (the default): after a submit, a field is checked again as the person corrects it.
   * 'onSubmit': fields are checked on submit only; pair it with `clearErrors` in a field's onChange
   * so that touching a field takes its message away until the next submit.
   */
  revalidate?: 'onChange' | 'onSubmit';
}

/**
 * A form validated by its schema from the contracts (libs/contracts/src/forms): the same limits and
 * French messages as the API's DTOs. Checked on submit, then again as the person corrects a field;
 * the first invalid field gets the keyboard.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: z.input<Schema>,
  { revalidate = 'onChange' }: SchemaFormOptions = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    // zodResolver's overloads cannot see through a generic schema; the types are the schema's own.
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    defaultValues: defaultValues as DefaultValues<z.input<Schema>>,
    mode: 'onSubmit',
    reValidateMode: revalidate,
    shouldFocusError: true,
  });
}

/** The message of the first invalid field in the form's order: what the form's alert says. */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]): string | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** Puts the API's per-field French messages on the fields the form has; returns whether it placed one. */
export function setServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: Record<string, string>, order: readonly Path<T>[]): boolean {
  const known = order.filter((field) => fields[field]);
  known.forEach((field, i) => setError(field, { type: 'server', message: fields[field] }, { shouldFocus: i === 0 }));
  return known.length > 0;
}
