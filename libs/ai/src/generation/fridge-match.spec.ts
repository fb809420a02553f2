import type { FridgeItem } from '../types';
import { coversFood, fridgeItemFor, ingredientsOutsideFridge, isStaple } from './fridge-match';

const item = (name: string): FridgeItem => ({ name, quantity: 1, unit: 'unité', expirationDate: null });
const STAPLES = ['sel', 'poivre', 'eau', 'huile'];

describe('fridge matching', () => {
  it.each<[fridge: string, line: string, expected: boolean]>([
    // Descriptive words in the recipe keep the food
    ['Tomates', '4 tomates bien mûres', true],
    ['Lait', '50 cl de lait entier', true],
    ['Beurre', '40 g de beurre doux', true],
    ['Parmesan', '50 g de parmesan râpé', true],
    ['Oeufs', '3 œufs frais', true],
    // Cuts and portions: either side may name the cut
    ['Poulet', '2 blancs de poulet', true],
    ['Blanc de poulet', '1 poulet', true],
    ['Oeufs', "3 jaunes d'œufs", true],
    ['Citron', '2 càs de jus de citron', true],
    ['Saumon', '4 pavés de saumon', true],
    // A fridge item more specific than the recipe's food answers it
    ['Tomates cerises', '3 tomates', true],
    ['Fromage de chèvre', '100 g de fromage', true],
    // A recipe food more specific than the fridge item does not
    ['Oeufs', '12 œufs de caille', false],
    ['Farine', '200 g de farine de sarrasin', false],
    ['Pain', '8 tranches de pain de mie', false],
    ['Fromage', '400 g de fromage à raclette', false],
    ['Lait', '40 cl de lait de coco', false],
    ['Poulet', '1 bouillon de poulet', false],
  ])('fridge %j, recipe %j → %p', (fridge, line, expected) => {
    expect(fridgeItemFor(line, [item(fridge)])?.name).toBe(expected ? fridge : undefined);
    expect(ingredientsOutsideFridge([line], [item(fridge)], [])).toEqual(expected ? [] : [line]);
  });

  it.each<[line: string, expected: boolean]>([
    ['1 pincée de sel', true],
    ['1 pincée de sel fin', true],
    ['1 pincée de fleur de sel', true],
    ['1 pincée de sel de Guérande', true],
    ['poivre du moulin', true],
    ["2 càs d'huile de colza", true],
    ["3 càs d'huile d'olive vierge extra", true],
    ['1 càc de sel de céleri', false],
    ['1 pincée de poivre de Cayenne', false],
    ['1 càs d\'huile de sésame', false],
    ["1 càc d'eau de fleur d'oranger", false],
  ])('staples sel, poivre, eau, huile: %j is a staple → %p', (line, expected) => {
    expect(isStaple(line, STAPLES)).toBe(expected);
  });

  it('is directional: a fridge item more specific than the need answers it, not the reverse', () => {
    expect(coversFood('Blanc de poulet', 'poulet')).toBe(true);
    expect(coversFood('Oeufs', 'œufs de caille')).toBe(false);
    expect(coversFood('Œufs de caille', 'œufs de caille')).toBe(true);
  });
});
