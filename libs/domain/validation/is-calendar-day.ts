import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isCalendarDay } from '#contracts';

/** A day the calendar has, as the forms check it: '2026-02-30' is refused in French here rather than by Postgres. */
export const IsCalendarDay = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy({ name: 'isCalendarDay', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value) } }, options);
