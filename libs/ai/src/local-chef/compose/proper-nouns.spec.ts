import { agreeWithQuantity } from '#ingredients';
import { kitchenToday } from '#contracts';
import { fold } from '../chat/detect-intent';
import { seededRandom } from '../seeded-random';
import { composeFromFridge } from './compose-from-fridge';
import { theItem } from './dish-french';
import { FOODS } from './foods';
import { withProperNouns } from './proper-nouns';

// « Champignons de Paris », « piment d'Espelette »: a place in a food's name keeps its capital
// wherever the name is written back, however the family or its fridge typed it.

// The table's foods named after a place: a capital past the first word (a brand such as « St Môret » aside).
const PLACED = FOODS.filter((f) => /^\p{Ll}/u.test(f.name) && /\p{Lu}/u.test(f.name));

describe('a food named after a place keeps the capital of its place', () => {
  it('finds the places the table holds', () => expect(PLACED.map((f) => f.name)).toEqual(expect.arrayContaining(['champignon de Paris', "piment d'Espelette", 'herbes de Provence'])));

  it.each(PLACED.map((f) => [f.name]))('« %s » typed in lowercase, plural or without accents, is written back with its capital', (name) => {
    for (const form of [name, agreeWithQuantity(name, 2)]) {
      expect(withProperNouns(`300 g de ${form.toLowerCase()}`)).toBe(`300 g de ${form}`);
      // Typed without accents, the place gets its own back: « saint jacques » is « Saint-Jacques ».
      const place = /\p{Lu}.*$/u.exec(form)![0];
      const before = fold(form.slice(0, form.length - place.length));
      expect(withProperNouns(`${before}${fold(place).toLowerCase()}`)).toBe(`${before}${place}`);
    }
  });

  it.each([
    ['jambon de bayonne', 'jambon de Bayonne'],
    ['moutarde de dijon', 'moutarde de Dijon'],
    ["piment d'espelette", "piment d'Espelette"],
    ['noix de saint jacques', 'noix de Saint-Jacques'],
    ['fleur de sel de guerande', 'fleur de sel de Guérande'],
  ])('« %s » → « %s »', (typed, written) => expect(withProperNouns(typed)).toBe(written));

  it('never capitalises a word that is no place of a food name', () => {
    for (const text of ['paris', 'un week-end à paris', 'des champignons de parisiens', 'St Môret', 'le bleu de la mer']) expect(withProperNouns(text)).toBe(text);
  });

  it('writes a fridge item typed in lowercase with its capital, in the lines and the steps of a dish', () => {
    const fridge = [
      { name: 'champignons de paris', quantity: 300, unit: 'g' as const, expirationDate: null },
      { name: 'riz', quantity: 500, unit: 'g' as const, expirationDate: null },
    ];
    const dishes = composeFromFridge(
      { dishType: 'plat', mode: 'fridge', restrictions: [], preferredFoods: [], avoidedFoods: [], difficulty: 'facile', servings: 2, fridge, staples: [], exclude: [], seed: 1 },
      kitchenToday(),
      seededRandom(1),
    );
    const text = dishes.flatMap((d) => [d.title, d.description, ...d.ingredients, ...d.instructions]).join('\n');
    expect(text).toMatch(/champignons de Paris/);
    expect(text).not.toMatch(/de paris/);
    expect(theItem('champignons de paris')).toBe('les champignons de Paris');
  });
});
