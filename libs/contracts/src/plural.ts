// French puts the singular on 0 and 1 ("0 article", "1 article", "2 articles"); Intl.PluralRules
// knows it (and the decimals below 2: "1,5 portion"), so no screen writes `n > 1 ? 's' : ''`.
const frenchRules = new Intl.PluralRules('fr-FR');
const frenchNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** The word form for a count: `plural(n, 'article coché', 'articles cochés')`. */
export const plural = (count: number, one: string, other: string): string =>
  frenchRules.select(count) === 'one' ? one : other;

/**
 * The count, written the French way, and its word: `countOf(3, 'article', 'articles')` → '3 articles', '1,5 portion'.
 * A non-breaking space (U+00A0) ties the number to its word, as minutesLabel ties it to its unit.
 */
export const countOf = (count: number, one: string, other: string): string =>
  `${frenchNumber.format(count)}\u00a0${plural(count, one, other)}`;

/**
 * A duration in minutes, as a recipe states it: '30 min', '1 h', '1 h 45', '2 h 05' (the recipe
 * card and detail, the book, the week's draft). A non-breaking space (U+00A0) ties the number to its
 * unit, so a phone never leaves « 30 » at a line's end and « min » on the next.
 */
export const minutesLabel = (minutes: number): string => {
  if (minutes < 60) return `${minutes}\u00a0min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}\u00a0h${rest ? `\u00a0${String(rest).padStart(2, '0')}` : ''}`;
};

/** The minutes a minutesLabel says ('45 min', '1 h 05', with any space), or null: the chat reads its own replies back. */
export const minutesFromLabel = (label: string): number | null => {
  const [, hours, rest, alone] = /^(?:(\d+)\s?h(?:\s?(\d{1,2}))?|(\d+)\s?min)$/.exec(label.trim()) ?? [];
  if (alone !== undefined) return Number(alone);
  return hours !== undefined ? Number(hours) * 60 + Number(rest ?? 0) : null;
};

/** How many a recipe or a meal is for: '1 personne', '4 personnes' (the pages, the chat's cards and the calendar feed). */
export const servingsLabel = (servings: number): string => countOf(servings, 'personne', 'personnes');
