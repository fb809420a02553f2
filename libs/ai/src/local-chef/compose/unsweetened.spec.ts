import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeDish, readPantry, readStock } from './compose-dish';
import { DISH_PATTERNS } from './patterns';

// The default cupboard holds no sugar: a dessert made without it says so, never passing off
// whipped cream as a chantilly (sweetened by definition) nor a plain milk rice as the sweet one.
const TODAY = '2026-11-25';
const request = { servings: 4, restrictions: [], avoidedFoods: [] };
const pattern = (id: string) => DISH_PATTERNS.find((p) => p.id === id)!;
const item = (name: string, quantity: number, unit = 'unité'): FridgeItem => ({ name, quantity, unit, expirationDate: null });
const dish = (id: string, fridge: FridgeItem[], cupboard: string[], seed = 3) =>
  composeDish(pattern(id), readStock(fridge, TODAY, request), readPantry(cupboard, request), request, seededRandom(seed))!;
/** The same dish asked again and again with sugar in the cupboard: a dish sweet by nature always takes it. */
const withSugar = (id: string, fridge: FridgeItem[]) => Array.from({ length: 20 }, (_, seed) => dish(id, fridge, ['sel', 'poivre', 'eau', 'huile', 'sucre'], seed));
const sweetened = (d: { ingredients: string[] }) => d.ingredients.some((line) => /sucre/u.test(line));

describe('desserts without sugar at hand', () => {
  it('whip the cream, « crème fouettée », and agree « fraîches » with the apples; with sugar it is a chantilly', () => {
    const fridge = [item('Pommes', 5), item('Crème liquide', 20, 'cl')];
    const plain = dish('fruits-chantilly', fridge, ['sel', 'poivre', 'eau', 'huile']);
    expect(plain.title).toBe('Pommes à la crème fouettée');
    expect(plain.description).toBe('Les pommes fraîches sous une crème fouettée maison : le dessert simple et gourmand.');
    expect(plain.instructions.join(' ')).not.toMatch(/chantilly/u);
    const asked = withSugar('fruits-chantilly', fridge);
    expect(asked.every(sweetened)).toBe(true);
    for (const d of asked) expect(d.title).toBe('Pommes à la chantilly');
    expect(asked[0]!.instructions.at(-1)).toBe('Déposez la chantilly par-dessus et servez aussitôt.');
  });

  it('call a milk rice without sugar « nature », and take the cupboard’s sugar when it has some', () => {
    const fridge = [item('Riz', 500, 'g'), item('Lait entier', 1, 'l')];
    const plain = dish('riz-au-lait', fridge, ['sel', 'poivre', 'eau', 'huile']);
    expect(plain.title).toBe('Riz au lait nature');
    expect(plain.description).toMatch(/nature et sans sucre/u);
    const asked = withSugar('riz-au-lait', fridge);
    expect(asked.every(sweetened)).toBe(true);
    for (const d of asked) expect(d.title).toBe('Riz au lait');
    // Spiced, it is no longer plain: never « Riz au lait à la cannelle nature ».
    const spiced = dish('riz-au-lait', [...fridge, item('Cannelle', 30, 'g')], ['sel', 'poivre', 'eau', 'huile']);
    expect(spiced.title).toBe('Riz au lait à la cannelle, sans sucre');
  });
});
