export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, as the API's `phoneCountry` expects. */
  code: string;
  /** French name. */
  name: string;
  /** Without the '+'. */
  dialCode: string;
  flag: string;
}

/** The flag emoji of a country: its two letters as regional indicator symbols. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

// Written out so the form shows it without loading the country list (kept out of the page's chunk).
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = { code: 'CH', name: 'Suisse', dialCode: '41', flag: flagEmoji('CH') };
