import { Transform } from 'class-transformer';

/** Text is checked as the forms check it: spaces around it removed first, so '  ' is empty and not a name. */
export const Trim = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
