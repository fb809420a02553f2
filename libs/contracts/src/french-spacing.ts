// French puts a non-breaking space (U+00A0, or the narrow U+202F) before « : », « ; », « ! », « ? »
// and « » », and after « « »; with an ordinary space a phone may wrap the mark onto the next line
// (« …sous la main » then « : Mijote… »). The app's own strings are written so (the web's source
// guard, apps/web/src/shared/testing/french-spacing.ts, applies these same patterns); text written
// with ordinary spaces by the chefs (offline or a model) is set so: a recipe when it is accepted,
// a chat answer when it is shown.

export const NBSP = '\u00a0';

// A run of ordinary whitespace before a high mark or a closing guillemet, or after an opening one.
// The mark must end a word group (followed by the end, a space, a quote or more punctuation), so
// CSS's `!important`, a query string's ` ?a=b` or a selector's ` :hover` never match.
export const BEFORE_MARK = /[ \t\r\n]+(?=[:;!?](?![\p{L}\p{N}=(/_-])|»)/gu;
export const AFTER_GUILLEMET = /(?<=«)[ \t\r\n]+/gu;

/** « Astuce : saler » with a non-breaking space where the text had an ordinary one. */
export const withFrenchSpaces = (text: string): string => text.replace(BEFORE_MARK, NBSP).replace(AFTER_GUILLEMET, NBSP);

/** ' · ' between the parts of a line of facts, tied to the part before it: a phone may end a line with « · », never start one with it. */
export const FACT_SEPARATOR = `${NBSP}· `;

/** « Préparation 30 min · Cuisson 1 h · 6 personnes »: the parts joined by FACT_SEPARATOR. */
export const joinFacts = (parts: readonly string[]): string => parts.join(FACT_SEPARATOR);
