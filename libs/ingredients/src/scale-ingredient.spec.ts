import type { ParsedIngredient } from './parse-ingredient';
import { scaleIngredient } from './scale-ingredient';
import type { Unit } from './units';

const p = (quantity: number, unit: Unit, name: string, note?: string): ParsedIngredient =>
  note === undefined ? { quantity, unit, name } : { quantity, unit, name, note };

describe('scaleIngredient', () => {
  it.each<[string, ParsedIngredient, number, ParsedIngredient]>([
    // Metric: exact, in a readable unit, whole from 10 up
    ['200 g × 1,5', p(200, 'g', 'farine'), 1.5, p(300, 'g', 'farine')],
    ['1 kg × 1,5', p(1, 'kg', 'pommes'), 1.5, p(1.5, 'kg', 'pommes')],
    ['500 g × 3', p(500, 'g', 'pâtes'), 3, p(1.5, 'kg', 'pâtes')],
    ['1,5 kg × ⅓', p(1.5, 'kg', 'bœuf'), 1 / 3, p(500, 'g', 'bœuf')],
    ['125 g × ⅓', p(125, 'g', 'beurre'), 1 / 3, p(42, 'g', 'beurre')],
    ['2 g × ⅓', p(2, 'g', 'sel fin'), 1 / 3, p(0.67, 'g', 'sel fin')],
    ['1 l × ⅓', p(1, 'l', 'lait'), 1 / 3, p(33, 'cl', 'lait')],
    ['20 cl × 2', p(20, 'cl', 'crème'), 2, p(40, 'cl', 'crème')],
    ['750 ml × 2', p(750, 'ml', 'bouillon'), 2, p(1.5, 'l', 'bouillon')],
    // Spoons and cups: nearest quarter, never below ¼
    ['2 càs × 1,5', p(2, 'càs', 'huile'), 1.5, p(3, 'càs', 'huile')],
    ['1 càs × ⅓', p(1, 'càs', 'huile'), 1 / 3, p(0.25, 'càs', 'huile')],
    ['1 càc × 0,1', p(1, 'càc', 'cumin'), 0.1, p(0.25, 'càc', 'cumin')],
    ['3 càs × 4 stay spoons', p(3, 'càs', 'sucre'), 4, p(12, 'càs', 'sucre')],
    ['1 tasse × 0,5', p(1, 'tasse', 'riz'), 0.5, p(0.5, 'tasse', 'riz')],
    // Counted things: up to the next half
    ['3 œufs for 6 → 4 servings', p(3, 'unité', 'œufs'), 4 / 6, p(2, 'unité', 'œufs')],
    ['1 œuf × 0,5', p(1, 'unité', 'œuf'), 0.5, p(0.5, 'unité', 'œuf')],
    ['2 œufs × 0,6', p(2, 'unité', 'œufs'), 0.6, p(1.5, 'unité', 'œufs')],
    ['1 œuf × 0,1', p(1, 'unité', 'œuf'), 0.1, p(0.5, 'unité', 'œuf')],
    ['3 gousses × 0,5', p(3, 'gousse', 'ail'), 0.5, p(1.5, 'gousse', 'ail')],
    ['1 pincée × 0,25', p(1, 'pincée', 'sel'), 0.25, p(0.5, 'pincée', 'sel')],
    ['2 boîtes × 1,25', p(2, 'boîte', 'thon'), 1.25, p(2.5, 'boîte', 'thon')],
    // Notes: a range follows the quantity, other notes stay
    ['boîte note kept', p(1, 'boîte', 'tomates', '400 g'), 2, p(2, 'boîte', 'tomates', '400 g')],
    ['range note scaled', p(3, 'unité', 'tomates', '2 à 3'), 2, p(6, 'unité', 'tomates', '4 à 6')],
    ['dash range with tail', p(3, 'unité', 'tomates', '2-3; bio'), 1.5, p(4.5, 'unité', 'tomates', '3-4,5; bio')],
    ['factor 1 changes nothing', p(2, 'gousse', 'ail', 'hachées'), 1, p(2, 'gousse', 'ail', 'hachées')],
  ])('%s', (_, ingredient, factor, expected) => {
    expect(scaleIngredient(ingredient, factor)).toEqual(expected);
  });

  it('leaves its input untouched', () => {
    const ingredient = p(2, 'kg', 'farine', '1 à 2');
    scaleIngredient(ingredient, 3);
    expect(ingredient).toEqual(p(2, 'kg', 'farine', '1 à 2'));
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the factor %p', (factor) => {
    expect(() => scaleIngredient(p(1, 'g', 'sel'), factor)).toThrow(RangeError);
  });
});
