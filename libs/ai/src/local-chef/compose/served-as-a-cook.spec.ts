import { parseIngredientLine } from '#ingredients';
import { recipeRequest } from '../../testing/recipe-answers';
import { fridgeItem as item, seededDrafts, type SeededDraft } from '../../testing/seeded-drafts';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';
import { foodOf } from './food-lookup';
import { goesWith } from './pairings';

// How the offline chef serves what it composes, read as a French cook reads it on 300 seeded random
// fridges × 6 dish types: a yoghurt is never boiled, a liquid cream never poured as a topping, a
// sweet juice never salted, a plain yoghurt never called a sauce, a board's fruit suits its meats
// and cheeses. A few foods these rules are about are added to one fridge in three.
const TODAY = '2026-11-25';
const TOUCHY: FridgeItem[] = [
  item('Yaourt nature', 4, 'unité'),
  item('Crème liquide', 20, 'cl'),
  item('Carottes', 6, 'unité'),
  item('Betterave', 2, 'unité'),
  item('Fraises', 250, 'g'),
  item('Jambon blanc', 4, 'unité'),
  item('Merguez', 6, 'unité'),
  item('Yaourt grec', 2, 'unité'),
  item('Raisin', 500, 'g'),
  item('Mascarpone', 250, 'g'),
  item('Bûche de chèvre', 180, 'g'),
  item('Poires', 4, 'unité'),
  item('Bananes', 3, 'unité'),
  item('Chocolat noir', 200, 'g'),
  item('Lait demi-écrémé', 1, 'l'),
];

let drafts: SeededDraft[] = [];
/** The same fridges' curries and apéros, the cupboard holding the curry powder a curry is never written without. */
let cooked: ScoredDish[] = [];

beforeAll(async () => {
  const seeded = await seededDrafts({ today: TODAY, seed: 2811, fridges: 300, touchy: TOUCHY, offsets: [0, 3, 6] });
  drafts = seeded.drafts;
  const staples = ['sel', 'poivre', 'eau', 'huile', 'curry'];
  cooked = seeded.fridges.flatMap((fridge, index) =>
    (['plat', 'apéro'] as const).flatMap((dishType) =>
      composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, staples, servings: 1 + (index % 6), seed: index }), TODAY, seededRandom(index)),
    ),
  );
});

const sentences = (texts: readonly string[]) => texts.flatMap((text) => text.split(/(?<=[.:;])\s+/u));
const textOf = (d: Pick<SeededDraft, 'description' | 'instructions'>) => [d.description, ...d.instructions];
/** The foods a draft's lines list. */
const listed = (d: Pick<SeededDraft, 'ingredients'>) => d.ingredients.map((line) => foodOf(parseIngredientLine(line).name)).filter((f) => f !== null);

describe('the offline chef serves as a French cook does', () => {
  it('never simmers a yoghurt or a fromage blanc: a hot sauce takes it off the heat, at the end', () => {
    const dairy = /\b(?:yaourts?|fromage blanc|skyr|faisselle)\b/u;
    const boiled = (sentence: string) => dairy.test(sentence) && /\b(?:mijot\w*|bouill\w*|cuire)\b/u.test(sentence) && !/\bsans (?:laisser |faire )?bouillir\b/u.test(sentence);
    const odd = [...drafts, ...cooked].flatMap((d) => sentences(textOf(d)).filter(boiled).map((s) => `${d.title}: ${s}`));
    expect(odd).toEqual([]);
    // Yoghurt curries are still made, the yoghurt stirred in at the end.
    const yoghurtCurries = cooked.filter((d) => d.patternId === 'curry' && d.instructions.some((s) => /Hors du feu, incorporez [^.]*yaourt/u.test(s)));
    expect(yoghurtCurries.length).toBeGreaterThan(0);
  });

  it('whips a liquid cream that tops a dessert, or pours it over in a trickle: never « garnissez de … crème liquide »', () => {
    const poured = (sentence: string) => /\b(?:[Gg]arniss\w*|[Nn]appez|[Ss]ervez|déguster)\b[^.]*\bcrème liquide\b/u.test(sentence) && !/\bfilet de crème liquide\b/u.test(sentence);
    const odd = drafts.flatMap((d) => [d.title, ...sentences(textOf(d))].filter((s) => poured(s) || /^Coupe\b.*crème liquide/u.test(s)).map((s) => `${d.title}: ${s}`));
    expect(odd).toEqual([]);
    expect(drafts.some((d) => /^Coupe\b.*crème fouettée/u.test(d.title) && d.instructions.some((s) => /^Fouettez la crème liquide/u.test(s)))).toBe(true);
  });

  it('tells a dip\'s dippers in a sentence (« avec des radis à tremper »), never « à tremper : les radis »', () => {
    expect(drafts.filter((d) => /à tremper : (?:les?|la|l')\b/u.test(d.description)).map((d) => d.description)).toEqual([]);
    expect(drafts.some((d) => /maison, avec (?:des|du|de la|de l') .+ à tremper\./u.test(d.description))).toBe(true);
  });

  it('salts and peppers only a tomato juice or a vegetable cocktail, never a carrot or a beetroot juice, nor one with fruit', () => {
    const juices = drafts.filter((d) => /^Jus de\b/u.test(d.title) && listed(d).some((f) => f.kind === 'légume'));
    const salted = (d: SeededDraft) => d.ingredients.some((line) => / de sel$/u.test(line)) || d.instructions.some((s) => /\b[Ss]alez\b/u.test(s));
    const savoury = (d: SeededDraft) =>
      listed(d).some((f) => ['tomate', 'tomate cerise', 'céleri', 'concombre'].includes(f.name)) && !listed(d).some((f) => f.kind === 'fruit' || /^jus d/u.test(f.name));
    expect(juices.filter((d) => salted(d) && !savoury(d)).map((d) => `${d.title}: ${d.ingredients.join(' ; ')}`)).toEqual([]);
    // A tomato juice is still salted, and sweet juices are made.
    expect(juices.some((d) => salted(d) && /tomate/u.test(d.title))).toBe(true);
    expect(juices.some((d) => /carotte|betterave/u.test(d.title) && !salted(d))).toBe(true);
  });

  it('seasons a yoghurt it serves as a sauce, never a plain pot beside the bites', () => {
    const withSauce = drafts.filter((d) => /, sauce au yaourt\b/u.test(d.title));
    const seasoned = (d: SeededDraft) => d.instructions.some((s) => /\byaourt/u.test(s) && /\b(?:sel|poivre|salez|poivrez)\b/u.test(s));
    expect(withSauce.filter((d) => !seasoned(d)).map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
    expect(withSauce.filter((d) => /^(?:Mini-)?[Bb]ouchées/u.test(d.title)).length).toBeGreaterThan(0);
  });

  it('serves a warm fruit with the fresh dairy of the dessert side, never a goat cheese nor a garlic-and-herb one (« Poires fondantes … avec la bûche de chèvre »)', () => {
    const savoury = /\btiède avec [^.]*\b(?:chèvre|boursin|St Môret|fromage frais|carré frais)\b/u;
    expect(drafts.flatMap((d) => sentences(textOf(d)).filter((s) => savoury.test(s)).map((s) => `${d.title}: ${s}`))).toEqual([]);
    expect(drafts.some((d) => /tiède avec (?:le|la|les|l'|un filet) ?\S/u.test(d.description))).toBe(true);
  });

  it('names a lassi by its fruit as a flavour, in the singular: « Lassi à la banane », never « Lassi aux bananes »', () => {
    const lassis = drafts.filter((d) => /^Lassi\b/u.test(d.title));
    expect(lassis.filter((d) => /^Lassi aux\b/u.test(d.title)).map((d) => d.title)).toEqual([]);
    expect(lassis.some((d) => /^Lassi à (?:la|l')/u.test(d.title))).toBe(true);
  });

  it('melts a bar of chocolate before it blends it in a milkshake, never « Mixez le lait et le chocolat noir bien froids »', () => {
    const bar = { test: (s: string) => /\bchocolat\b/u.test(s.replace(/\bchocolat(?: noir| au lait| blanc)? fondu\b/gu, '')) };
    const shakes = drafts.filter((d) => /^Milkshake\b/u.test(d.title) && d.ingredients.some((line) => /\d g de chocolat\b/u.test(line)));
    expect(shakes.filter((d) => d.instructions.some((s) => /^Mixez\b/u.test(s) && bar.test(s))).map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
    expect(shakes.length).toBeGreaterThan(0);
    for (const shake of shakes) expect(shake.instructions.join(' ')).toMatch(/Faites fondre le chocolat[^.]*laissez refroidir/u);
  });

  it('lays on an apéro board only the fruit that suits each of its meats and cheeses (never strawberries beside ham)', () => {
    const boards = cooked.filter((d) => d.patternId === 'planche');
    const odd = boards.flatMap((d) => {
      const foods = d.used.map((s) => s.food);
      const fruits = foods.filter((f) => f.kind === 'fruit');
      const hearts = foods.filter((f) => f.kind === 'charcuterie' || f.kind === 'fromage');
      return fruits.flatMap((fruit) => hearts.filter((other) => !goesWith(fruit, other)).map((other) => `${d.title}: ${fruit.name} et ${other.name}`));
    });
    expect(odd).toEqual([]);
    expect(boards.length).toBeGreaterThan(20);
    // A board still takes the fruit that suits it: grapes beside a comté and a tomme.
    const cheeses = [item('Comté', 200, 'g'), item('Tomme', 200, 'g'), item('Raisin', 500, 'g'), item('Fraises', 250, 'g')];
    const grapes = Array.from({ length: 8 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'apéro', fridge: cheeses, seed, servings: 4 }), TODAY, seededRandom(seed)))
      .flat()
      .filter((d) => d.patternId === 'planche');
    expect(grapes.some((d) => d.used.some((s) => s.food.name === 'raisin'))).toBe(true);
  });
  it('crushes only a fresh cheese or a fish in a filling, grates a hard cheese (never « le gruyère et l\'emmental écrasés »)', () => {
    const crushed = (sentence: string) => /^(?:Mélangez|Écrasez) (.+?) écrasée?s?\b/u.exec(sentence)?.[1].split(' avec ')[0];
    // The random fridges and a fridge of tomatoes with fresh and hard cheeses, ham and tuna.
    const fridge = [item('Tomates', 6, 'unité'), item('Gruyère', 200, 'g'), item('Emmental râpé', 150, 'g'), item('Ricotta', 250, 'g'), item('Jambon blanc', 4, 'unité'), item('Thon au naturel', 140, 'g')];
    const stuffed = Array.from({ length: 24 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'amuse-bouche', fridge, seed, servings: 1 + (seed % 6) }), TODAY, seededRandom(seed)))
      .flat()
      .filter((d) => d.patternId === 'tomates-farcies-froides');
    const odd: string[] = [];
    let fillings = 0;
    for (const d of [...drafts, ...stuffed]) {
      for (const sentence of sentences(d.instructions)) {
        const list = crushed(sentence);
        if (list === undefined) continue;
        fillings++;
        const foods = list.split(/, | et /u).map((part) => foodOf(part.replace(/^(?:les|le|la|l')\s?/u, '')));
        if (foods.some((f) => f === null || f.grates || f.kind === 'charcuterie')) odd.push(`${d.title}: ${sentence}`);
      }
    }
    expect(odd).toEqual([]);
    expect(fillings).toBeGreaterThan(3);
    // « l'emmental râpé, » as « les fromages râpés »: a word's end read as a letter's (\b alone never follows « é »).
    expect(stuffed.some((d) => d.instructions.some((s) => /^Mélangez [^.]*\brâpée?s?(?!\p{L})/u.test(s)))).toBe(true);
  });

  it('stuffs one tomato as one (« Coupez le chapeau de la tomate et videz-la », « La tomate évidée et garnie »), and readies a filling of one food, nothing to mix it with', () => {
    const stuffed = (fridge: FridgeItem[], servings: number) =>
      Array.from({ length: 12 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'amuse-bouche', fridge, seed, servings }), TODAY, seededRandom(seed)))
        .flat()
        .filter((d) => d.patternId === 'tomates-farcies-froides');
    const one = stuffed([item('Tomates', 5, 'unité'), item('Saumon fumé', 150, 'g')], 1);
    expect(one.length).toBeGreaterThan(0);
    for (const d of one) {
      expect(d.ingredients[0]).toBe('1 tomate');
      expect(d.description).toMatch(/^La tomate évidée et garnie de saumon fumé/u);
      expect(d.instructions).toEqual(expect.arrayContaining(['Coupez le chapeau de la tomate et videz-la avec une petite cuillère.', 'Coupez le saumon fumé en petits dés, poivrez.', 'Garnissez la tomate de cette farce et gardez au frais.']));
      expect(d.instructions.join(' ')).not.toMatch(/\bdes tomates\b|Mélangez le saumon fumé/u);
    }
    const many = stuffed([item('Tomates cerises', 500, 'g'), item('Ricotta', 250, 'g'), item('Gruyère', 200, 'g')], 4);
    expect(many.some((d) => d.instructions.some((step) => /^Coupez le chapeau des tomates cerises et videz-les/u.test(step)))).toBe(true);
  });

  it('measures a ground spice of the fridge by the spoon or the pinch, never in grams (« 2 g de curry en poudre »)', () => {
    const weighed = (line: string) => {
      const { quantity, unit, name } = parseIngredientLine(line);
      return quantity !== null && (unit === 'g' || unit === 'kg') && foodOf(name)?.kind === 'épice';
    };
    expect([...drafts, ...cooked].flatMap((d) => d.ingredients.filter(weighed).map((line) => `${d.title}: ${line}`))).toEqual([]);
    const spooned = /^\d+(?:,5)? càc de (?:curry en poudre|cannelle|cumin|paprika)|^½ càc de |^1 pincée de (?:cannelle|cumin|paprika|curry en poudre)/u;
    expect(drafts.some((d) => d.ingredients.some((line) => spooned.test(line)))).toBe(true);
  });
});

describe('what a step prepares, a later step uses', () => {
  const dishes = (dishType: 'entrée' | 'dessert', fridge: FridgeItem[]): ScoredDish[] =>
    Array.from({ length: 12 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 3, seed }), TODAY, seededRandom(seed))).flat();

  it('mixes a seafood cocktail with its diced vegetables and lines the glasses with its lettuce, never cut for nothing', () => {
    const cocktails = dishes('entrée', [item('Surimi', 8, 'unité'), item('Crème fraîche épaisse', 20, 'cl'), item('Poivron rouge', 1, 'unité'), item('Laitue', 1, 'unité')]).filter(
      (d) => d.patternId === 'cocktail-de-la-mer' && d.ingredients.some((line) => /poivron/u.test(line)) && d.ingredients.some((line) => /laitue/u.test(line)),
    );
    expect(cocktails.length).toBeGreaterThan(0);
    for (const dish of cocktails) {
      const cutAt = dish.instructions.findIndex((step) => /coupez le poivron/u.test(step));
      expect(cutAt).toBeGreaterThanOrEqual(0);
      expect(dish.instructions.slice(cutAt + 1).some((step) => /mélangez avec le poivron et la sauce\./u.test(step))).toBe(true);
      expect(dish.instructions.at(-1)).toMatch(/^Tapissez le fond des verrines de laitue\b/u);
    }
  });

  it('puts a fruit salad together in a bowl, with or without its flavour', () => {
    const salads = dishes('dessert', [item('Myrtilles', 170, 'g'), item('Pêches', 6, 'unité')]).filter((d) => d.patternId === 'salade-de-fruits');
    expect(salads.length).toBeGreaterThan(0);
    for (const dish of salads) expect(dish.instructions).toContainEqual(expect.stringMatching(/^Réunissez les (?:myrtilles et les pêches|pêches et les myrtilles) dans un saladier\.$/u));
  });
});
