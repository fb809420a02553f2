import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import { fridgeItem as item } from '../../testing/seeded-drafts';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// Drinks read as French on 300 seeded random fridges (every drink composed, for 1 to 6 people): a
// flavour named in the singular, a sparkling base never listed as a fruit, « de » before each fruit,
// a juice « à l'orange », a core taken out of the fruit that has one. Foods these rules are about
// are added to one fridge in two.
const TODAY = '2026-11-25';
const TOUCHY: FridgeItem[] = [
  item('Bananes', 1, 'unité'), item('Lait demi-écrémé', 1, 'l'), item('Eau gazeuse', 1, 'l'), item('Limonade', 1, 'l'), item("Jus d'orange", 1, 'l'),
  item('Pommes', 3, 'unité'), item('Kiwis', 3, 'unité'), item('Tomates', 4, 'unité'), item('Pâte à tartiner', 400, 'g'), item('Fraises', 250, 'g'),
];

let drinks: ScoredDish[] = [];
beforeAll(() => {
  const random = seededRandom(2214);
  for (let i = 0; i < 300; i++) {
    const fridge = randomFridge(random, { today: TODAY });
    if (i % 2 === 0) fridge.push(...[0, 3, 7].map((offset) => TOUCHY[(i + offset) % TOUCHY.length]));
    drinks.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'boisson', fridge, servings: 1 + (i % 6), seed: i }), TODAY, seededRandom(i)));
  }
});
const sentences = (d: ScoredDish) => [d.description, ...d.instructions].flatMap((text) => text.split(/(?<=[.:;])\s+/u));

describe('a drink', () => {
  it('says what a lassi is made of when it is not a yoghurt (« ici au fromage blanc »), never « au yaourt » alone', () => {
    const lassis = drinks.filter((d) => d.patternId === 'lassi');
    const base = (d: ScoredDish) => d.ingredients.find((line) => /\b(?:yaourts?|skyr|fromage blanc|petits?-suisses?)\b/u.test(line))!;
    const other = lassis.filter((d) => !/\byaourts?\b/u.test(base(d)));
    expect(other.length).toBeGreaterThan(0);
    expect(other.filter((d) => !/^La boisson au yaourt venue d'Inde, ici (?:au|à la|aux) (?:skyr|fromage blanc|petits?-suisses?), fraîche et onctueuse\./u.test(d.description)).map((d) => `${d.description} (${base(d)})`)).toEqual([]);
    expect(lassis.filter((d) => /\byaourts?\b/u.test(base(d))).every((d) => d.description.startsWith("La boisson au yaourt venue d'Inde, fraîche et onctueuse."))).toBe(true);
  });

  it('names a lassi without fruit by what sweetens it (« Lassi au miel », « Lassi sucré »), « nature » only when nothing does', () => {
    const lassis = drinks.filter((d) => d.patternId === 'lassi');
    const sweetened = (d: ScoredDish) => d.used.some((s) => ['miel', 'sucre', 'cannelle', 'sirop'].includes(s.food.kind) || /^(?:miel|sucre|cannelle|sirop)/u.test(s.food.name)) || d.ingredients.some((line) => /\b(?:miel|sucre|cannelle|sirop)\b/u.test(line));
    expect(lassis.filter((d) => /nature$/u.test(d.title) && sweetened(d)).map((d) => `${d.title}: ${d.ingredients.join(', ')}`)).toEqual([]);
    const told = (fridge: FridgeItem[]) =>
      new Set(
        [0, 1, 2, 3, 4, 5, 6, 7]
          .flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'boisson', fridge, staples: ['sel', 'eau'], servings: 2, seed }), TODAY, seededRandom(seed)))
          .filter((d) => d.patternId === 'lassi')
          .map((d) => `${d.title}: ${d.ingredients.filter((line) => !/yaourt|d'eau/u.test(line)).join(', ')}`),
      );
    expect([...told([item('Yaourts nature', 4, 'unité'), item('Miel', 250, 'g')])].filter((t) => /miel/u.test(t)).map((t) => t.split(':')[0])).toEqual(['Lassi au miel']);
    expect([...told([item('Yaourts nature', 4, 'unité'), item('Sucre en poudre', 500, 'g')])].filter((t) => /sucre/u.test(t)).map((t) => t.split(':')[0])).toEqual(['Lassi sucré']);
    expect([...told([item('Yaourts nature', 4, 'unité')])]).toEqual(['Lassi nature: ']);
    // A syrup is named by its taste, as the fridge names it: never « Lassi au sirop ».
    expect([...told([item('Yaourts nature', 4, 'unité'), item('Sirop de grenadine', 500, 'ml')])].filter((t) => /sirop/u.test(t)).map((t) => t.split(':')[0])).toEqual(['Lassi au sirop de grenadine']);
  });

  it('names each flavour of a hyphenated name once: « Cocktail sans alcool pomme-banane », never « pomme-banane-pomme » for apple juice and an apple', () => {
    const named = drinks.filter((d) => /^(?:Cocktail sans alcool|Smoothie) \S+-/u.test(d.title));
    expect(named.length).toBeGreaterThan(10);
    const twice = (title: string) => {
      const flavours = title.split(' ').at(-1)!.split('-');
      return new Set(flavours).size < flavours.length;
    };
    expect(named.filter((d) => twice(d.title)).map((d) => d.title)).toEqual([]);
    const fridge = [item('Jus de pomme', 1, 'l'), item('Pommes', 2, 'unité'), item('Bananes', 2, 'unité')];
    const apple = Array.from({ length: 12 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'boisson', fridge, servings: 2, seed }), TODAY, seededRandom(seed))).flat();
    expect(new Set(apple.filter((d) => d.patternId === 'cocktail-sans-alcool').map((d) => d.title))).toEqual(new Set(['Cocktail sans alcool pomme-banane']));
  });

  it('names a milkshake by its fruit as a flavour, in the singular: « Milkshake à la banane », never « Milkshake aux bananes » for one banana', () => {
    const shakes = drinks.filter((d) => /^Milkshake\b/u.test(d.title));
    expect(shakes.filter((d) => /^Milkshake aux (?:bananes|fraises|framboises|mangues|pêches|myrtilles)\b/u.test(d.title)).map((d) => `${d.title}: ${d.ingredients.join(' ; ')}`)).toEqual([]);
    expect(shakes.some((d) => /^Milkshake à la banane\b/u.test(d.title) && d.ingredients.includes('1 banane'))).toBe(true);
  });

  it('names a sparkling cocktail by its fruit, never lists the sparkling water or the lemonade as one (« Cocktail sans alcool eau gazeuse-basilic-pomme »), and calls it sparkling only when it is', () => {
    const cocktails = drinks.filter((d) => d.patternId === 'cocktail-sans-alcool');
    expect(cocktails.filter((d) => /(?:eau gazeuse|limonade)-|-(?:eau gazeuse|limonade)\b/u.test(d.title)).map((d) => d.title)).toEqual([]);
    const sparkling = (d: ScoredDish) => d.ingredients.some((line) => /(?:eau gazeuse|limonade)$/u.test(line));
    expect(cocktails.filter((d) => /pétillant/u.test(d.title + d.description) && !sparkling(d)).map((d) => `${d.title}: ${d.ingredients.join(' ; ')}`)).toEqual([]);
    expect(cocktails.some(sparkling)).toBe(true);
  });

  it('flavours a juice « à l\'orange », never « au jus d\'orange » (« Jus de tomate au jus d\'orange »)', () => {
    expect(drinks.filter((d) => /\b(?:au|aux) jus d/u.test(d.title)).map((d) => d.title)).toEqual([]);
    expect(drinks.some((d) => /^Jus de [^,]+ à l'orange\b/u.test(d.title))).toBe(true);
  });

  it('tells what a smoothie is made of with « de » before each fruit: « de bananes et de kiwis », never « de bananes et kiwis »', () => {
    const smoothies = drinks.filter((d) => d.patternId === 'smoothie');
    const fruits = (d: ScoredDish) => /^Un smoothie velouté (.+?)(?: au | à la | à l'| aux |, plein)/u.exec(d.description)?.[1] ?? '';
    expect(smoothies.filter((d) => fruits(d).split(/, | et /u).some((part) => !/^(?:de |d')/u.test(part))).map((d) => d.description)).toEqual([]);
    expect(smoothies.some((d) => /^Un smoothie velouté de \S+ et (?:de |d')/u.test(d.description))).toBe(true);
  });

  it('cores the fruit that has a core, naming it beside one that has none (« Lavez la pomme et le citron vert, retirez le cœur » reads as the lime\'s), and two fruits by their cores', () => {
    const odd = drinks.flatMap((d) => sentences(d).filter((s) => /^\S+ (?:l[ae] |l'|les )[^,]+ et [^,]+, retirez le cœur(?! d)/u.test(s)).map((s) => `${d.title}: ${s}`));
    expect(odd).toEqual([]);
  });

  it('whisks a hot chocolate until the mix is smooth, never « Ajoutez la pâte à tartiner et fouettez jusqu\'à ce qu\'il soit fondu »', () => {
    const odd = drinks.flatMap((d) => sentences(d).filter((s) => /Ajoutez la [^.]* jusqu'à ce qu'il soit fondu\b/u.test(s)).map((s) => `${d.title}: ${s}`));
    expect(odd).toEqual([]);
  });

  it('pours an iced coffee once, on the ice in tall glasses, never « sur beaucoup de glaçons » then « dans de grandes tasses », nor tells it « mousseux »', () => {
    const iced = (fridge: FridgeItem[]) =>
      [0, 1, 2, 3].flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'boisson', fridge, servings: 4, seed }), TODAY, seededRandom(seed))).filter((d) => /^Café glacé/u.test(d.title));
    const found = [...drinks.filter((d) => /^Café glacé/u.test(d.title)), ...iced([item('Café moulu', 250, 'g')]), ...iced([item('Café moulu', 250, 'g'), item('Caramel', 200, 'g')])];
    expect(found.length).toBeGreaterThan(0);
    const twice = (d: ScoredDish) => d.instructions.filter((step) => /\b[Vv]ersez-le\b|\bVersez le café\b/u.test(step)).length !== 1 || d.instructions.some((step) => /tasses/u.test(step));
    expect(found.filter(twice).map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
    expect(found.filter((d) => /mousseux/u.test(d.description)).map((d) => `${d.title}: ${d.description}`)).toEqual([]);
    expect(found.every((d) => d.instructions.some((step) => /grands verres remplis de glaçons/u.test(step)))).toBe(true);
  });

  it('flavours an iced tea with what infuses, never parsley (« Thé glacé au persil et au gingembre »)', () => {
    const teas = [0, 1, 2, 3, 4, 5].flatMap((seed) =>
      composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'boisson', fridge: [item('Thé', 20, 'unité'), item('Persil', 30, 'g'), item('Menthe fraîche', 20, 'g'), item('Gingembre frais', 50, 'g')], servings: 4, seed }), TODAY, seededRandom(seed)),
    ).filter((d) => /^Thé glacé/u.test(d.title));
    expect(teas.length).toBeGreaterThan(0);
    expect(teas.filter((d) => /persil/u.test(d.title + d.ingredients.join(' '))).map((d) => d.title)).toEqual([]);
    expect(teas.some((d) => /menthe|gingembre/u.test(d.title))).toBe(true);
  });

  it('flavours an infused water with a few sprigs of its herb a glass, some 6 g a litre: never « 2 g de menthe » in a carafe for four', () => {
    const waters = [1, 2, 4, 6].flatMap((servings) =>
      [0, 1, 2, 3, 4, 5].flatMap((seed) =>
        composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'boisson', fridge: [item(seed % 2 === 0 ? 'Menthe fraîche' : 'Basilic', 40, 'g'), item('Citrons', 2, 'unité')], servings, seed }), TODAY, seededRandom(seed)),
      ),
    ).filter((d) => d.patternId === 'eau-infusee');
    expect(waters.length).toBeGreaterThan(4);
    const thin = waters.filter((d) => {
      const herb = /^(\d+) g de (?:menthe fraîche|basilic)$/u.exec(d.ingredients.find((l) => /menthe|basilic/u.test(l)) ?? '');
      const water = /^(\d+(?:,\d+)?) (cl|l) d'eau$/u.exec(d.ingredients.find((l) => /d'eau$/u.test(l)) ?? '');
      if (!herb || !water) return false;
      const litres = Number(water[1].replace(',', '.')) / (water[2] === 'l' ? 1 : 100);
      // 1.5 g a glass of 25 cl, rounded to the gram.
      return Number(herb[1]) < 5 * litres;
    });
    expect(thin.map((d) => `${d.title} (${d.servings}): ${d.ingredients.join(' ; ')}`)).toEqual([]);
  });

  it('blends a carrot or a beetroot juice with about its weight in water, a tomato juice with a splash: never a purée of 450 g of beetroot in 20 cl', () => {
    const juiceOf = (fridge: FridgeItem[]) => {
      const found = [0, 1, 2, 3, 4, 5].flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'boisson', fridge, servings: 4, seed }), TODAY, seededRandom(seed))).find((d) => d.patternId === 'jus-de-legumes');
      expect(found).toBeDefined();
      const line = (re: RegExp) => found!.ingredients.find((l) => re.test(l)) ?? '';
      // The vegetable's line, weighed (« 550 g de carottes ») or counted (« 3 betteraves cuites », each of Food.piece grams).
      const vegetable = found!.used.find((s) => s.food.kind === 'légume')!;
      const veg = /^(\d+) (g )?/u.exec(found!.ingredients[0])!;
      const grams = Number(veg[1]) * (veg[2] ? 1 : vegetable.food.piece);
      const water = /^(\d+(?:,\d+)?) (cl|l) d'eau$/u.exec(line(/d'eau$/u));
      expect(water).not.toBeNull();
      return { grams, ml: Number(water![1].replace(',', '.')) * (water![2] === 'l' ? 1000 : 10) };
    };
    const beet = juiceOf([item('Betterave cuite', 3, 'unité')]);
    expect(beet.ml).toBeGreaterThanOrEqual(0.8 * beet.grams);
    const carrot = juiceOf([item('Carottes', 1, 'kg')]);
    expect(carrot.ml).toBeGreaterThanOrEqual(0.8 * carrot.grams);
    const tomato = juiceOf([item('Tomates', 6, 'unité')]);
    expect(tomato.ml).toBeLessThan(0.5 * tomato.grams);
    expect(tomato.ml).toBeGreaterThan(0);
  });
});

describe('eggs separated', () => {
  const ONE_EGG: FridgeItem[] = [item('Œufs', 1, 'unité'), item('Lait demi-écrémé', 1, 'l'), item('Miel', 250, 'g'), item('Sucre', 500, 'g'), item('Cannelle', 30, 'g')];
  const composed = (dishType: 'boisson' | 'dessert', servings: number) =>
    Array.from({ length: 12 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge: ONE_EGG, servings, seed }), TODAY, seededRandom(seed))).flat();

  it('are one yolk and one white when the dish takes one egg: « Fouettez le jaune d\'œuf », « Séparez le blanc du jaune », never « les jaunes »', () => {
    const eggnog = composed('boisson', 2).filter((d) => d.patternId === 'lait-de-poule');
    const souffle = composed('dessert', 1).filter((d) => d.patternId === 'omelette-soufflee' && d.ingredients.includes('1 œuf'));
    expect(eggnog.length).toBeGreaterThan(0);
    expect(souffle.length).toBeGreaterThan(0);
    for (const dish of [...eggnog, ...souffle]) {
      expect(dish.instructions.join(' ')).not.toMatch(/\b(?:jaunes|blancs)\b/u);
      expect(dish.instructions.join(' ')).toMatch(/\ble jaune\b/u);
    }
  });
});
