import type { ParsedIngredient } from './parse-ingredient';
import { roundForCook } from './round-for-cook';
import { scaleForCook } from './scale-ingredient';
import type { Unit } from './units';

const p = (quantity: number, unit: Unit, name: string, note?: string): ParsedIngredient =>
  note === undefined ? { quantity, unit, name } : { quantity, unit, name, note };

describe('roundForCook', () => {
  it.each<[string, ParsedIngredient, ParsedIngredient]>([
    // Grams: by size, as a cook writes them, never zero
    ['333,3 g → nearest 50 (from 200)', p(333.33, 'g', 'cerises'), p(350, 'g', 'cerises')],
    ['310 g → 300 g', p(310, 'g', 'poulet'), p(300, 'g', 'poulet')],
    ['230 g → 250 g', p(230, 'g', 'poulet'), p(250, 'g', 'poulet')],
    ['82 g → 80 g', p(82, 'g', 'emmental râpé'), p(80, 'g', 'emmental râpé')],
    ['115 g → 120 g', p(115, 'g', 'farine'), p(120, 'g', 'farine')],
    ['166,7 g → nearest 10', p(166.67, 'g', 'billes de mozzarella'), p(170, 'g', 'billes de mozzarella')],
    ['125 g stays (a multiple of 5)', p(125, 'g', 'beurre'), p(125, 'g', 'beurre')],
    ['53,3 g → nearest 10 (from 50)', p(53.33, 'g', 'sucre'), p(50, 'g', 'sucre')],
    ['75 g stays (a quarter)', p(75, 'g', 'beurre'), p(75, 'g', 'beurre')],
    ['41,7 g → nearest 5', p(41.67, 'g', 'beurre'), p(40, 'g', 'beurre')],
    ['6,67 g → nearest 1', p(6.67, 'g', 'beurre'), p(7, 'g', 'beurre')],
    ['1,33 g → nearest half', p(1.33, 'g', 'sel'), p(1.5, 'g', 'sel')],
    ['0,1 g → at least ½', p(0.1, 'g', 'sel'), p(0.5, 'g', 'sel')],
    ['1 333 g → 1,3 kg', p(1333.33, 'g', 'pommes de terre'), p(1.3, 'kg', 'pommes de terre')],
    ['1 050 ml → 1,1 l', p(1050, 'ml', 'eau'), p(1.1, 'l', 'eau')],
    ['1 250 g stays (a quarter kilo)', p(1250, 'g', 'poireaux'), p(1.25, 'kg', 'poireaux')],
    ['0,667 kg → 650 g', p(0.6667, 'kg', 'farine'), p(650, 'g', 'farine')],
    ['66,7 mg stays in mg', p(66.7, 'mg', 'safran'), p(70, 'mg', 'safran')],
    // Volumes: the same sizes in ml, in the recipe's unit when readable
    ['333 ml from l → 35 cl', p(0.3333, 'l', 'lait'), p(35, 'cl', 'lait')],
    ['22,5 cl → 25 cl, never 22,5 cl', p(22.5, 'cl', 'lait'), p(25, 'cl', 'lait')],
    ['6,67 cl → 7 cl', p(6.667, 'cl', 'crème'), p(7, 'cl', 'crème')],
    ['12,5 cl → 13 cl (a quarter is weighed, not poured)', p(12.5, 'cl', 'crème'), p(13, 'cl', 'crème')],
    ['1,33 dl → 1,3 dl', p(1.333, 'dl', 'lait'), p(1.3, 'dl', 'lait')],
    ['37,5 cl → 40 cl', p(37.5, 'cl', 'crème'), p(40, 'cl', 'crème')],
    // Bought whole: the next can, pack or pastry sheet; ice cubes counted whole
    ['3,5 boîtes → 4', p(3.5, 'boîte', 'tomates pelées'), p(4, 'boîte', 'tomates pelées')],
    ['1,5 sachet → 2', p(1.5, 'sachet', 'sucre vanillé'), p(2, 'sachet', 'sucre vanillé')],
    ['1,5 pâte brisée → 2', p(1.5, 'unité', 'pâte brisée'), p(2, 'unité', 'pâte brisée')],
    ['7,5 glaçons → 8', p(7.5, 'unité', 'glaçons'), p(8, 'unité', 'glaçons')],
    // Spoons by halves; under a tablespoon, teaspoons
    ['1,33 càs → 1,5 càs', p(1.333, 'càs', 'huile'), p(1.5, 'càs', 'huile')],
    ['2,67 càc → 2,5 càc', p(2.667, 'càc', 'cumin'), p(2.5, 'càc', 'cumin')],
    ['0,33 càs → 1 càc', p(1 / 3, 'càs', 'huile'), p(1, 'càc', 'huile')],
    ['0,05 càc → ½ càc', p(0.05, 'càc', 'cumin'), p(0.5, 'càc', 'cumin')],
    ['0,3 tasse → ¼ tasse', p(0.3, 'tasse', 'riz'), p(0.25, 'tasse', 'riz')],
    // Whole things
    ['0,25 pincée → 1', p(0.25, 'pincée', 'sel'), p(1, 'pincée', 'sel')],
    ['1,67 pincée → 2', p(1.67, 'pincée', 'sel'), p(2, 'pincée', 'sel')],
    ['1,33 feuille → 1', p(1.33, 'feuille', 'laurier'), p(1, 'feuille', 'laurier')],
    ['1,2 œuf → 1', p(1.2, 'unité', 'œufs'), p(1, 'unité', 'œufs')],
    ['2,67 œufs → 3', p(2.67, 'unité', 'œufs'), p(3, 'unité', 'œufs')],
    ['0,4 œuf → 1', p(0.4, 'unité', 'œuf'), p(1, 'unité', 'œuf')],
    ["1,5 jaune d'œuf → 2", p(1.5, 'unité', "jaunes d'œufs"), p(2, 'unité', "jaunes d'œufs")],
    ['12,5 œufs de caille → 13', p(12.5, 'unité', 'œufs de caille'), p(13, 'unité', 'œufs de caille')],
    ['13,5 champignons → 14', p(13.5, 'unité', 'champignons'), p(14, 'unité', 'champignons')],
    // Other pieces: up to the next half up to one piece, whole ones beyond (to the nearest)
    ['0,1 oignon → ½', p(0.1, 'unité', 'oignon'), p(0.5, 'unité', 'oignon')],
    ['0,7 citron → 1', p(0.7, 'unité', 'citron'), p(1, 'unité', 'citron')],
    ['1,2 citron → 1, never 1,5', p(1.2, 'unité', 'citron'), p(1, 'unité', 'citron')],
    ['2,5 courgettes → 3, never 2,5', p(2.5, 'unité', 'courgettes'), p(3, 'unité', 'courgettes')],
    ['2,0000000001 tomates → 2', p(2.0000000001, 'unité', 'tomates'), p(2, 'unité', 'tomates')],
    ["1,5 gousse → 2, never 1,5 gousse d'ail", p(1.5, 'gousse', 'ail'), p(2, 'gousse', 'ail')],
    ['1,33 gousse → 1', p(1.33, 'gousse', 'ail'), p(1, 'gousse', 'ail')],
  ])('%s', (_, ingredient, expected) => {
    expect(roundForCook(ingredient)).toEqual(expected);
  });
});

describe('roundForCook when buying', () => {
  it.each<[string, ParsedIngredient, ParsedIngredient]>([
    ['666,7 g → 700 g, never short', p(666.7, 'g', 'farine'), p(700, 'g', 'farine')],
    ['310 g → 350 g', p(310, 'g', 'poulet'), p(350, 'g', 'poulet')],
    ['53,3 g → 60 g', p(53.3, 'g', 'sucre'), p(60, 'g', 'sucre')],
    ['250 g stays', p(250, 'g', 'beurre'), p(250, 'g', 'beurre')],
    ['1 050 ml → 1,1 l', p(1050, 'ml', 'lait'), p(1.1, 'l', 'lait')],
    ['½ concombre → 1, a shop sells whole ones', p(0.5, 'unité', 'concombre'), p(1, 'unité', 'concombre')],
    ['2,5 poireaux → 3', p(2.5, 'unité', 'poireaux'), p(3, 'unité', 'poireaux')],
  ])('%s', (_, ingredient, expected) => {
    expect(roundForCook(ingredient, { buying: true })).toEqual(expected);
  });
});

describe('scaleForCook', () => {
  it.each<[string, ParsedIngredient, number, ParsedIngredient]>([
    // The QA cases: a recipe for 6 served to 4
    ['500 g × ⅔', p(500, 'g', 'cerises'), 4 / 6, p(350, 'g', 'cerises')],
    ['80 g × ⅔', p(80, 'g', 'sucre'), 4 / 6, p(50, 'g', 'sucre')],
    ['10 g × ⅔', p(10, 'g', 'beurre'), 4 / 6, p(7, 'g', 'beurre')],
    ['250 g × ⅔', p(250, 'g', 'billes de mozzarella'), 4 / 6, p(170, 'g', 'billes de mozzarella')],
    ['3 œufs × ⅔', p(3, 'unité', 'œufs'), 4 / 6, p(2, 'unité', 'œufs')],
    ['2 œufs × 0,6 → 1', p(2, 'unité', 'œufs'), 0.6, p(1, 'unité', 'œufs')],
    ['1 pincée × 0,25', p(1, 'pincée', 'sel'), 0.25, p(1, 'pincée', 'sel')],
    ['range note scaled', p(3, 'unité', 'tomates', '2 à 3'), 2, p(6, 'unité', 'tomates', '4 à 6')],
    ['factor 1: as written', p(42, 'g', 'beurre'), 1, p(42, 'g', 'beurre')],
  ])('%s', (_, ingredient, factor, expected) => {
    expect(scaleForCook(ingredient, factor)).toEqual(expected);
  });

  it.each([0, -1, Number.NaN])('refuses the factor %p', (factor) => {
    expect(() => scaleForCook(p(1, 'g', 'sel'), factor)).toThrow(RangeError);
  });
});
