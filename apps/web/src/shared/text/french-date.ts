// Dates as French writes them, for every screen (subscription, tokens, …).

const monthYear = new Intl.DateTimeFormat('fr-CH', { month: 'long', year: 'numeric' });

/** '12 juin 2026', and '1er juin 2026' as French writes the first of the month. (Intl, not date-fns' format: 4 kB less.) */
export function frenchDate(iso: string): string {
  const date = new Date(iso);
  const day = date.getDate();
  return `${day === 1 ? '1er' : day} ${monthYear.format(date)}`;
}
