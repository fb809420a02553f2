// French puts the singular on 0 and 1 ("0 article", "1 article", "2 articles"); Intl.PluralRules
// knows it (and the decimals below 2: "1,5 portion"), so no screen writes `n > 1 ? 's' : ''`.
const frenchRules = new Intl.PluralRules('fr-FR');
const frenchNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** The word form for a count: `plural(n, 'article coché', 'articles cochés')`. */
export const plural = (count: number, one: string, other: string): string =>
  frenchRules.select(count) === 'one' ? one : other;

/** The count, written the French way, and its word: `countOf(3, 'article', 'articles')` → '3 articles', '1,5 portion'. */
export const countOf = (count: number, one: string, other: string): string =>
  `${frenchNumber.format(count)} ${plural(count, one, other)}`;

/** How many a recipe or a meal is for: '1 personne', '4 personnes' (the pages, the chat's cards and the calendar feed). */
export const servingsLabel = (servings: number): string => countOf(servings, 'personne', 'personnes');
