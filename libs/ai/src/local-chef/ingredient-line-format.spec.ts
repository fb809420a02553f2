import { isWellFormedIngredientLine } from './ingredient-line-format';

describe('isWellFormedIngredientLine', () => {
  it.each(['200 g de farine', "2 càs d'huile d'olive", "3 gousses d'ail", '1 pincée de sel', '4 tomates', '50 cl de lait', '1,5 l d\'eau', '½ citron', '2 bottes de radis', '2 branches de céleri', '3 bâtonnets de surimi', '1 pot de compote de pommes'])(
    'accepts %s',
    (line) => expect(isWellFormedIngredientLine(line)).toBe(true),
  );

  it.each([
    ['no quantity', 'sel'],
    ['numbered like a step', '1. 200 g de farine'],
    ['a unit without "de"', '200 g farine'],
    ['a piece without "de"', '3 bâtonnets surimi'],
    ['a branch without "de"', '2 branches céleri'],
    ['a parenthesised alternative', '30 g de beurre (ou margarine)'],
    ['a fraction with a slash', '1/2 citron'],
    ['a decimal point', '1.5 l de lait'],
    ['a unit and no name', '200 g de '],
  ])('rejects %s', (_why, line) => expect(isWellFormedIngredientLine(line)).toBe(false));
});
