/** Case- and accent-insensitive: 'creme' finds 'Crème fraîche'. For the pages' search boxes. */
export const normalizeText = (text: string) =>
  text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
