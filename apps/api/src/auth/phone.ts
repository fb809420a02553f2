import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Reads a phone number typed in any common format; E.164 when valid, null otherwise. */
export function toE164(raw: string, country?: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, (country?.toUpperCase() as CountryCode | undefined) ?? 'CH');
  return parsed && parsed.isValid() ? parsed.number : null;
}
