import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import { fridgeItem as item } from '../../testing/seeded-drafts';
import type { FridgeItem } from '../../types';
import { DISH_TYPES } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// What a demanding French cook corrects on reading the chef's dishes, on 200 seeded random fridges ×
// the six dish types (every dish composed, for 1 to 6 people): « de » before each food a sentence
// garnishes with, a dish named by what it is made of, words agreeing with the pieces. Foods these
// rules are about are added to one fridge in two.
const TODAY = '2026-11-25';
const TOUCHY: FridgeItem[] = [
  item('Coulis de tomate', 500, 'g'), item('Pâte brisée', 1, 'unité'), item('Œufs', 1, 'unité'), item('Chocolat au lait', 100, 'g'), item('Baguette', 1, 'unité'),
  item('Tomates pelées', 400, 'g'), item('Crème fraîche épaisse', 200, 'ml'), item('Saumon fumé', 150, 'g'), item('Yaourts nature', 4, 'unité'), item('Riz', 500, 'g'), item("Jus d'orange", 1, 'l'), item('Raisin', 400, 'g'), item('Pâte feuilletée', 1, 'unité'),
];

let dishes: ScoredDish[] = [];
beforeAll(() => {
  const random = seededRandom(2215);
  for (let i = 0; i < 200; i++) {
    const fridge = randomFridge(random, { today: TODAY });
    if (i % 2 === 0) fridge.push(...[0, 4, 8].map((offset) => TOUCHY[(i + offset) % TOUCHY.length]));
    for (const dishType of DISH_TYPES) dishes.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (i % 6), seed: i }), TODAY, seededRandom(i)));
  }
});
const sentences = (d: ScoredDish) => [d.description, ...d.instructions].flatMap((text) => text.split(/(?<=[.:;])\s+/u));
const odd = (test: (sentence: string, d: ScoredDish) => boolean) => dishes.flatMap((d) => sentences(d).filter((s) => test(s, d)).map((s) => `${d.title}: ${s}`));

describe('a dish read as a French cook reads it', () => {
  it('says « de » before each food a sentence garnishes with: « garnissez de raisin et de melon », never « de raisin et melon »', () => {
    // « et » before a verb (« et garnissez-le », « et pliez-les ») starts another clause.
    const once = /\b(?:[Gg]arni\w*(?:-l[ae]s?)?|[Tt]artinez [^,.]+?|compote maison|velouté tout doux|velouté|potage maison|piques|sur un lit) (?:de |d')[^,.:;]+? et (?!de |d'|\S+ez\b)\S/u;
    expect(odd((s) => once.test(s))).toEqual([]);
    expect(dishes.some((d) => d.instructions.some((s) => /garnissez (?:de |d')\S+ et (?:de |d')/u.test(s)))).toBe(true);
  });

  it('names puff pastry twists « feuilletées » only when they are made of puff pastry', () => {
    const twists = dishes.filter((d) => /^Torsades\b/u.test(d.title));
    expect(twists.filter((d) => /^Torsades feuilletées\b/u.test(d.title) !== d.ingredients.some((line) => /pâtes? feuilletées?$/u.test(line))).map((d) => `${d.title}: ${d.ingredients.join(' ; ')}`)).toEqual([]);
    // A shortcrust still makes twists, named plainly.
    const shortcrust = [item('Pâte brisée', 1, 'unité'), item('Confiture de fraises', 300, 'g'), item('Poireaux', 2, 'unité')];
    const plain = Array.from({ length: 8 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge: shortcrust, seed, servings: 4 }), TODAY, seededRandom(seed))).flat();
    expect(plain.some((d) => /^Torsades à la confiture\b/u.test(d.title))).toBe(true);
  });

  it('makes a tomato soup of a coulis or tinned tomatoes, poured in with the water, never « Velouté de coulis de tomate » nor the coulis sautéed', () => {
    const soups = dishes.filter((d) => d.patternId === 'veloute' || d.patternId === 'veloute-en-verrines');
    const tinned = /\b(?:coulis de tomate|tomates pelées|tomates concassées|passata|sauce tomate)\b/u;
    expect(soups.filter((d) => tinned.test(d.title) || tinned.test(d.description)).map((d) => `${d.title}: ${d.description}`)).toEqual([]);
    expect(soups.flatMap((d) => d.instructions.filter((s) => /^Faites revenir\b/u.test(s) && tinned.test(s)).map((s) => `${d.title}: ${s}`))).toEqual([]);
    expect(soups.some((d) => d.ingredients.some((line) => tinned.test(line)) && /\btomates?\b/u.test(d.title))).toBe(true);
  });

  it('tells an egg by the pieces its line takes: « Faites cuire l\'œuf » for one, never « les œufs »', () => {
    const one = dishes.filter((d) => d.ingredients.some((line) => /^1 (?:œuf|oeuf)\b/u.test(line)) && !d.ingredients.some((line) => /^(?:[2-9]|\d\d) (?:œufs|oeufs)\b/u.test(line)));
    expect(one.flatMap((d) => d.instructions.filter((s) => /\bles œufs\b/u.test(s)).map((s) => `${d.title}: ${s}`))).toEqual([]);
  });

  it('never loosens a crème fraîche or a fresh cheese with oil in a dip, and seasons « avec le sel et le poivre », never « , sel et poivre »', () => {
    expect(odd((s) => /^(?:Écrasez ou mixez|Mélangez) (?:la crème|le fromage frais|le chèvre frais|la ricotta)[^.]* avec l'huile\b/u.test(s))).toEqual([]);
    // Stirred smooth, never mashed (« Écrasez ou mixez la crème fraîche »).
    expect(odd((s) => /^Écrasez ou mixez (?:la crème|le fromage (?:frais|blanc)|le chèvre frais|la ricotta)\b/u.test(s))).toEqual([]);
    expect(odd((s) => /^Mélangez (?:la crème|le fromage (?:frais|blanc)|le chèvre frais|la ricotta)\b[^.]* avec\b[^.]*\ble sel et le poivre\./u.test(s)).length).toBeGreaterThan(0);
    expect(odd((s) => /, sel et poivre\b/u.test(s))).toEqual([]);
    expect(dishes.some((d) => d.patternId === 'dip-fromage-frais')).toBe(true);
  });

  it('never makes a crêpe batter or a fruit poêlée with olive oil while the cupboard holds a neutral oil', () => {
    const random = seededRandom(2216);
    const baking = [item("Huile d'olive", 1, 'l'), item('Farine', 1, 'kg'), item('Lait demi-écrémé', 1, 'l'), item('Pommes', 4, 'unité'), item('Sucre en poudre', 500, 'g')];
    const desserts = Array.from({ length: 80 }, (_, i) =>
      composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'dessert', fridge: [...randomFridge(random, { today: TODAY }), ...baking], servings: 1 + (i % 6), seed: i }), TODAY, seededRandom(i)),
    ).flat();
    const oiled = desserts.filter((d) => d.ingredients.some((line) => /\bhuile\b/u.test(line)));
    expect(oiled.filter((d) => d.ingredients.some((line) => /huile d'olive$/u.test(line))).map((d) => `${d.title}: ${d.ingredients.join(' ; ')}`)).toEqual([]);
    expect(oiled.length).toBeGreaterThan(0);
  });

  it('says the vegetables of a wok are seared, agreed with them (« les tomates saisies à feu vif »), never « encore croquantes » of a tomato', () => {
    const woks = odd((s) => /^Un plat sauté façon wok/u.test(s));
    expect(woks.length).toBeGreaterThan(5);
    expect(odd((s) => /\bencore croquant/u.test(s))).toEqual([]);
    expect(odd((s) => /\bles [^,]+ saisi(?!e?s)/u.test(s))).toEqual([]);
    // Feminine alone: « les tomates saisies » (« les tomates et le maïs saisis » beside a masculine).
    expect(woks.filter((s) => /wok, les (?:tomates|courgettes|carottes) saisi/u.test(s) && !/wok, les \S+ saisies à feu vif/u.test(s))).toEqual([]);
  });
});
