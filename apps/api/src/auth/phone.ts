import type { CountryCode } from 'libphonenumber-js/max';

type PhoneLibrary = typeof import('libphonenumber-js/max');
let library: PhoneLibrary | undefined;

/** Reads a phone number typed in any common format; E.164 when valid, null otherwise. */
export function toE164(raw: string, country?: string): string | null {
  // Loaded at the first number read (sign-up, profile): its world-wide metadata is 1.9 MiB of heap.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous lazy load
  library ??= require('libphonenumber-js/max') as PhoneLibrary;
  const parsed = library.parsePhoneNumberFromString(raw, (country?.toUpperCase() as CountryCode | undefined) ?? 'CH');
  return parsed && parsed.isValid() ? parsed.number : null;
}
