// One shape for every ingredient line the offline chef emits, so the shopping-list parser can split
// quantity, unit and name without guessing: "<quantité> <unité> de <nom>" or "<quantité> <nom>".

/** Units a curated line may use; libs/ingredients understands these and more. */
export const RECIPE_LINE_UNITS = [
  'g', 'kg', 'ml', 'cl', 'dl', 'l', 'càs', 'càc',
  'pincée', 'pincées', 'tasse', 'tasses', 'gousse', 'gousses', 'tranche', 'tranches',
  'boîte', 'boîtes', 'sachet', 'sachets', 'botte', 'bottes', 'feuille', 'feuilles',
  'brin', 'brins', 'bouquet', 'bouquets', 'branche', 'branches', 'bâtonnet', 'bâtonnets', 'pot', 'pots',
] as const;

const QUANTITY = String.raw`(?:\d+(?:,\d+)?|½)`;
const UNIT = `(?:${RECIPE_LINE_UNITS.join('|')})`;
// A name never holds parentheses: alternatives like "(ou margarine)" confuse both the parser and
// the dietary checks.
const NAME = String.raw`[^\s()][^()]*`;

export const INGREDIENT_LINE_PATTERN = new RegExp(
  `^${QUANTITY} (?:${UNIT} (?:de |d')${NAME}|(?!${UNIT} |de |d')${NAME})$`,
  'u',
);

export function isWellFormedIngredientLine(line: string): boolean {
  return INGREDIENT_LINE_PATTERN.test(line);
}
