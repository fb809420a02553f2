import { normalizeText } from '../../shared/text/normalize-text';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { flagEmoji, type PhoneCountry } from './phone-country';

// Loaded only when the country picker opens: libphonenumber's metadata is too heavy for the form's chunk.

let cached: PhoneCountry[] | undefined;

/** Every country libphonenumber knows, with its French name, sorted the French way. */
export function countryList(): PhoneCountry[] {
  if (cached) return cached;
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['fr'], { type: 'region' }) : null;
  cached = getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, dialCode: getCountryCallingCode(code), flag: flagEmoji(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return cached;
}


/** Matches a name typed without accents ('etats'), a country code ('CH') or a dialling code ('+41'). */
export function searchCountries(countries: PhoneCountry[], query: string): PhoneCountry[] {
  const q = normalizeText(query.trim());
  if (!q) return countries;
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return countries.filter((c) => c.dialCode.startsWith(digits));
  return countries.filter((c) => normalizeText(c.name).includes(q) || c.code.toLowerCase() === q);
}
