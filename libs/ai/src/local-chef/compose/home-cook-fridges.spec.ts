import { recipeRequest } from '../../testing/recipe-answers';
import { randomFridge } from '../../testing/random-fridges';
import { fridgeItem as item } from '../../testing/seeded-drafts';
import type { FridgeItem } from '../../types';
import type { DishType } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';

// What a French home cook frowns at, each on a fridge built to tempt the chef into it: every dish
// the chef composes from it, on a few draws, for the dish types concerned.
const TODAY = '2026-11-25';
const SAVOURY: DishType[] = ['entrée', 'plat', 'apéro', 'amuse-bouche'];

function dishesFrom(fridge: FridgeItem[], types: readonly DishType[], staples?: string[]): ScoredDish[] {
  const out: ScoredDish[] = [];
  for (const dishType of types) {
    for (let seed = 0; seed < 12; seed++) {
      out.push(...composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed, servings: 4, ...(staples ? { staples } : {}) }), TODAY, seededRandom(seed)));
    }
  }
  return out;
}

const uses = (dish: ScoredDish, name: string) => dish.used.some((s) => s.food.name === name);
/** A dish whose steps heat it: a velouté, a pasta sauce, a gratin. */
const cooked = (dish: ScoredDish) => dish.instructions.some((step) => /\b(?:feu|four|Enfournez|cuire|cuisson|bouillante|revenir|mijoter)\b/u.test(step));

describe('a French home cook', () => {
  it('keeps mascarpone for desserts and hot sauces: never in a wrap, on a tartine, in a dip or a cold verrine', () => {
    const fridge = [
      item('Mascarpone', 250, 'g'), item('Jambon blanc', 6, 'unité'), item('Tortillas', 8, 'unité'), item('Baguette', 1, 'unité'),
      item('Crackers', 1, 'unité'), item('Concombre', 1, 'unité'), item('Carottes', 4, 'unité'), item('Tomates', 4, 'unité'),
      item('Saumon fumé', 4, 'unité'), item('Courgettes', 3, 'unité'), item('Œufs', 6, 'unité'),
    ];
    const found = dishesFrom(fridge, SAVOURY).filter((d) => uses(d, 'mascarpone'));
    expect(found.filter((d) => !cooked(d)).map((d) => `${d.patternId}: ${d.title}`)).toEqual([]);
    // Still stirred into what is cooked.
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('a pickle or an olive', () => {
  it('garnishes the vegetables of a salad or a wrap, never is them alone (« Salade de cornichons »)', () => {
    const fridge = [item('Cornichons', 300, 'g'), item('Olives vertes', 200, 'g'), item('Tortillas', 8, 'unité'), item('Jambon blanc', 6, 'unité'), item('Poulet rôti', 1, 'unité'), item('Riz', 500, 'g'), item('Comté', 200, 'g')];
    const found = dishesFrom(fridge, SAVOURY);
    const vegetables = (d: ScoredDish) => d.used.filter((s) => s.food.kind === 'légume');
    // A board, a skewer of ham, gherkin and olive, marinated olives: the apéro serves them as they
    // are; a rice or pasta salad is built on its starch (see the next test).
    const asTheyAre = ['planche', 'brochettes-apero', 'mini-brochettes', 'olives-marinees', 'salade-composee', 'salade-complete'];
    const alone = found.filter((d) => !asTheyAre.includes(d.patternId) && vegetables(d).length > 0 && vegetables(d).every((s) => s.food.garnishes));
    expect(alone.map((d) => `${d.patternId}: ${d.title}`)).toEqual([]);
    // A board still serves them.
    expect(found.some((d) => d.patternId === 'planche' && uses(d, 'cornichon'))).toBe(true);
    // Beside a real vegetable, a few slices still go in.
    const withCucumber = dishesFrom([...fridge, item('Concombre', 2, 'unité'), item('Tomates', 4, 'unité')], ['entrée', 'plat']);
    expect(withCucumber.some((d) => uses(d, 'cornichon') && vegetables(d).some((s) => !s.food.garnishes))).toBe(true);
  });

  it('still adds to a pasta salad, whose heart is the pasta (« Salade de coquillettes aux cornichons et aux olives »)', () => {
    const salads = dishesFrom([item('Coquillettes', 500, 'g'), item('Cornichons', 200, 'g'), item('Olives vertes', 150, 'g')], ['entrée', 'plat']);
    expect(salads.some((d) => /^Salade de coquillettes aux (?:cornichons|olives)/u.test(d.title))).toBe(true);
  });
});

describe('a curry', () => {
  const fridge = [item('Blancs de poulet', 4, 'unité'), item('Courgettes', 3, 'unité'), item('Lait de coco', 400, 'ml'), item('Oignons', 3, 'unité'), item('Riz', 500, 'g'), item('Gingembre frais', 50, 'g')];
  const curries = (dishes: ScoredDish[]) => dishes.filter((d) => /\bcurry\b/iu.test(d.title));

  it('is never written without its spice: no curry, turmeric or cumin at hand, no curry', () => {
    expect(curries(dishesFrom(fridge, ['plat'])).map((d) => d.title)).toEqual([]);
  });

  it('takes its spice from the fridge or the cupboard', () => {
    const withPowder = curries(dishesFrom([...fridge, item('Curry en poudre', 50, 'g')], ['plat']));
    expect(withPowder.length).toBeGreaterThan(0);
    expect(withPowder.filter((d) => !d.ingredients.some((line) => /curry en poudre/u.test(line)))).toEqual([]);
    const fromCupboard = curries(dishesFrom(fridge, ['plat'], ['sel', 'poivre', 'eau', 'huile', 'curry']));
    expect(fromCupboard.length).toBeGreaterThan(0);
    expect(fromCupboard.filter((d) => !d.ingredients.some((line) => /\bcurry$/u.test(line)))).toEqual([]);
  });

  it('takes its spice by the spoon, never a pinch: about a teaspoon and a half a person', () => {
    const fromCupboard = curries(dishesFrom(fridge, ['plat'], ['sel', 'poivre', 'eau', 'huile', 'curry']));
    const lines = fromCupboard.map((d) => `${d.servings}: ${d.ingredients.find((line) => /\bcurry$/u.test(line))}`);
    expect(lines.filter((line) => !/^\d: \d+(?:,5)? càs de curry$|^\d: \d+(?:,5)? càc de curry$/u.test(line))).toEqual([]);
    // For four, one and a half to two tablespoons.
    expect(lines.some((line) => line.startsWith('4:'))).toBe(true);
    expect(lines.filter((line) => line.startsWith('4:')).every((line) => /(?:1,5|2) càs/u.test(line))).toBe(true);
  });
});

describe('a fruit salad', () => {
  const salads = (dishes: ScoredDish[]) => dishes.filter((d) => d.patternId === 'salade-de-fruits');

  it('is never the segments of one fruit alone: those are named for what they are', () => {
    const lone = salads(dishesFrom([item('Clémentines', 10, 'unité'), item('Carottes', 4, 'unité')], ['dessert']));
    expect(lone.length).toBeGreaterThan(0);
    expect(lone.filter((d) => /^Salade/u.test(d.title)).map((d) => `${d.title}: ${d.ingredients.join(', ')}`)).toEqual([]);
    expect(lone.map((d) => d.title)).toContain('Clémentines fraîches');
  });

  it('mixes two fruits, or dresses one with its flavour', () => {
    const two = salads(dishesFrom([item('Clémentines', 10, 'unité'), item('Poires', 4, 'unité')], ['dessert']));
    expect(two.map((d) => d.title)).toContain('Salade de clémentines et poires');
    const minted = salads(dishesFrom([item('Clémentines', 10, 'unité'), item('Menthe', 20, 'g')], ['dessert']));
    expect(minted.map((d) => d.title)).toContain('Salade de clémentines à la menthe');
  });
});

describe('a root of ginger', () => {
  it('flavours a drink by the few grams, cut, never half a root or a whole one dropped in the glasses', () => {
    const fridge = [item('Gingembre', 2, 'unité'), item('Eau gazeuse', 1, 'l'), item('Citrons', 2, 'unité'), item('Pommes', 4, 'unité'), item('Menthe', 20, 'g')];
    const drinks = dishesFrom(fridge, ['boisson']).filter((d) => uses(d, 'gingembre'));
    expect(drinks.length).toBeGreaterThan(3);
    const odd: string[] = [];
    for (const drink of drinks) {
      const line = drink.ingredients.find((l) => /gingembre/u.test(l))!;
      const grams = /^(\d+(?:,\d+)?) g de gingembre$/u.exec(line);
      // About a centimetre of the root a glass: 2 to 3 grams each, for the four the fridge serves.
      if (!grams || Number(grams[1].replace(',', '.')) > 3 * drink.servings) odd.push(`${drink.title}: ${line}`);
      const first = drink.instructions.findIndex((step) => /\ble gingembre\b/u.test(step));
      if (!/^Épluchez et (?:coupez|râpez) le gingembre/u.test(drink.instructions[first] ?? '')) odd.push(`${drink.title}: ${drink.instructions[first]}`);
    }
    expect(odd).toEqual([]);
  });
});

describe('a meat in the pan', () => {
  it('is seared to taste when a red meat may be pink, cooked through when pork or a sausage, crumbled when minced', () => {
    const fridge = [item('Merguez', 6, 'unité'), item('Côtes de porc', 2, 'unité'), item('Saucisses', 4, 'unité'), item('Viande hachée', 500, 'g'), item('Steaks', 2, 'unité'), item('Courgettes', 3, 'unité'), item('Riz', 500, 'g')];
    const dishes = dishesFrom(fridge, ['plat']);
    const toTaste = dishes.flatMap((d) => d.instructions.filter((step) => /selon la cuisson souhaitée/u.test(step)));
    expect(toTaste.length).toBeGreaterThan(0);
    expect(toTaste.filter((step) => !/\bsteaks?\b/u.test(step))).toEqual([]);
    const through = dishes.flatMap((d) => d.instructions.filter((step) => /\b(?:merguez|côtes? de porc|saucisses?)\b.*bien cuite?s? à cœur/u.test(step)));
    expect(through.length).toBeGreaterThan(0);
    const minced = dishes.flatMap((d) => d.instructions.filter((step) => /\bla viande hachée\b/u.test(step) && /de chaque côté/u.test(step)));
    expect(minced).toEqual([]);
  });
});

describe('a sweet spread and a sablé', () => {
  const fridge = [item('Beurre doux', 500, 'g'), item('Confiture de fraises', 300, 'g'), item('Pâte à tartiner', 400, 'g'), item('Chocolat noir', 200, 'g'), item('Yaourts nature', 4, 'unité'), item('Glace vanille', 500, 'ml'), item('Noisettes', 100, 'g'), item('Pâte à pizza', 1, 'unité')];
  const desserts = dishesFrom(fridge, ['dessert'], ['sel', 'poivre', 'eau', 'huile', 'farine', 'sucre']);

  it('spreads or spoons a jam or a pâte à tartiner, never crushes it (« Concassez la pâte à tartiner »)', () => {
    const crushed = desserts.flatMap((d) => d.instructions.filter((step) => /[Cc]oncass.*\b(?:pâte à tartiner|confiture)\b|\b(?:pâte à tartiner|confiture)\b.*concassé/u.test(step)).map((step) => `${d.title}: ${step}`));
    expect(crushed).toEqual([]);
    expect(desserts.some((d) => d.instructions.some((step) => /^Concassez grossièrement le chocolat noir/u.test(step)))).toBe(true);
  });

  it('makes sablés of two parts flour for one of butter, never more butter than flour', () => {
    const grams = (d: ScoredDish, name: string) => Number(/^(\d+) g de (.+)$/u.exec(d.ingredients.find((line) => line.includes(name)) ?? '')?.[1] ?? NaN);
    const sables = desserts.filter((d) => d.patternId === 'sables');
    expect(sables.length).toBeGreaterThan(0);
    expect(sables.filter((d) => grams(d, 'beurre') > 0.6 * grams(d, 'farine')).map((d) => `${d.title}: ${d.ingredients.join(', ')}`)).toEqual([]);
  });
});

describe('an onion or garlic in a poêlée', () => {
  it('sautés with the vegetables, or joins the potatoes for their last minutes: never 12 minutes alone in the pan', () => {
    const fridge = [item('Pommes de terre', 1, 'kg'), item('Ail', 6, 'unité'), item('Oignons', 3, 'unité'), item('Échalotes', 3, 'unité')];
    const poelees = dishesFrom(fridge, ['plat']).filter((d) => d.patternId === 'poelee');
    const alone = poelees.flatMap((d) => d.instructions.filter((step) => /^Faites sauter (?:l'ail|l'oignon|les oignons|l'échalote|les échalotes) \d+ à \d+ minutes/u.test(step)));
    expect(alone).toEqual([]);
    expect(poelees.some((d) => d.instructions.some((step) => /^Ajoutez (?:l'ail|l'oignon|les oignons|l'échalote|les échalotes) aux pommes de terre/u.test(step)))).toBe(true);
    // All in the potatoes' pan: nothing to gather.
    expect(poelees.flatMap((d) => d.instructions.filter((step) => /^Réunissez/u.test(step)))).toEqual([]);
  });
});

describe('vegetables sautéed together in a poêlée', () => {
  it('are seasoned in their pan: nothing cooked apart, nothing to gather (« Réunissez le tout »)', () => {
    const fridge = [item('Chou-fleur', 1, 'unité'), item('Épinards surgelés', 600, 'g'), item('Œufs', 12, 'unité')];
    const poelees = dishesFrom(fridge, ['plat']).filter((d) => d.patternId === 'poelee' || d.patternId === 'poelee-de-legumes');
    expect(poelees.length).toBeGreaterThan(0);
    expect(poelees.flatMap((d) => d.instructions.filter((step) => /^Réunissez/u.test(step)))).toEqual([]);
    const both = poelees.filter((d) => d.ingredients.some((line) => /chou-fleur/u.test(line)) && d.ingredients.some((line) => /épinards/u.test(line)));
    expect(both.length).toBeGreaterThan(0);
    for (const dish of both) {
      expect(dish.instructions).toContainEqual(expect.stringMatching(/^Salez, poivrez (?:le chou-fleur et les épinards|les épinards et le chou-fleur), puis laissez encore 3 minutes sur le feu\.$/u));
    }
  });

  it('joins what was seared apart: a minced meat and spinach are brought together in one pan', () => {
    const fridge = [item('Épinards surgelés', 800, 'g'), item('Viande hachée de bœuf', 500, 'g')];
    const poelees = dishesFrom(fridge, ['plat']).filter((d) => d.patternId === 'poelee');
    expect(poelees.length).toBeGreaterThan(0);
    for (const dish of poelees) expect(dish.instructions).toContain('Réunissez le tout dans la poêle, salez, poivrez et laissez encore 3 minutes sur le feu.');
  });
});

describe('a pizza or a tarte fine', () => {
  it('takes one meat or poultry at the most: never « au poulet rôti, au steak haché et à la mozzarella »', () => {
    const fridge = [item('Pâte feuilletée', 1, 'unité'), item('Poulet rôti', 1, 'unité'), item('Steaks hachés', 2, 'unité'), item('Mozzarella', 250, 'g'), item('Coulis de tomate', 400, 'g')];
    const baked = [1, 2, 3, 4].flatMap((servings) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, servings, seed: servings }), TODAY, seededRandom(servings))).filter((d) => d.patternId === 'pizza');
    expect(baked.length).toBeGreaterThan(0);
    const meats = (d: { ingredients: string[] }) => d.ingredients.filter((line) => /poulet rôti|steaks? hachés?/u.test(line));
    expect(baked.filter((d) => meats(d).length > 1).map((d) => d.title)).toEqual([]);
  });
});

describe('fish rillettes', () => {
  it('drains only a tinned fish: a smoked salmon is chopped, never « Égouttez le saumon fumé »', () => {
    const fridge = [item('Saumon fumé', 4, 'unité'), item('Fromage frais', 150, 'g'), item('Citrons', 2, 'unité'), item('Ciboulette', 20, 'g'), item('Baguette', 1, 'unité')];
    const rillettes = dishesFrom(fridge, ['entrée', 'apéro', 'amuse-bouche']).filter((d) => d.title.startsWith('Rillettes') || d.title.startsWith('Cuillères de rillettes'));
    expect(rillettes.length).toBeGreaterThan(0);
    expect(rillettes.flatMap((d) => d.instructions).filter((step) => /gouttez/u.test(step))).toEqual([]);
    // The smoked fish is chopped with a knife, in every rillettes.
    expect(rillettes.every((d) => d.instructions.some((step) => /^Hachez finement le saumon fumé au couteau/u.test(step)))).toBe(true);
    // A tinned fish is drained, in every rillettes too.
    const tinned = dishesFrom([item('Thon en boîte', 280, 'g'), item('Fromage frais', 150, 'g'), item('Citrons', 2, 'unité')], ['entrée', 'apéro', 'amuse-bouche']).filter((d) => /rillettes/iu.test(d.title));
    expect(new Set(tinned.map((d) => d.patternId)).size).toBe(3);
    expect(tinned.filter((d) => !d.instructions.some((step) => step.startsWith('Égouttez le thon'))).map((d) => d.instructions.join(' | '))).toEqual([]);
  });
});

describe('a step that mixes', () => {
  it('mixes two things at the least: one alone is poured or seasoned (« Versez la crème liquide sur la pâte »), never « Mélangez la crème liquide et versez »', () => {
    const fridge = [
      item('Pâte brisée', 1, 'unité'), item('Crème liquide', 20, 'cl'), item('Sucre', 500, 'g'), item('Crevettes cuites', 300, 'g'), item('Mayonnaise', 200, 'g'),
      item('Fromage blanc', 500, 'g'), item('Thon en boîte', 280, 'g'),
    ];
    const dishes = dishesFrom(fridge, ['entrée', 'dessert', 'apéro', 'amuse-bouche']);
    const alone = dishes.flatMap((d) =>
      d.instructions.filter((step) => {
        const mixed = /^Mélangez ((?:le|la|l'|les) ?[^,.]*?)(?:, salez| et versez)/u.exec(step);
        return mixed !== null && !/ et |,| avec /u.test(mixed[1]!);
      }),
    );
    expect([...new Set(alone)]).toEqual([]);
    // The sugar tart and the cocktail are still made.
    expect(dishes.some((d) => d.title === 'Tarte au sucre' && d.instructions.some((step) => /^Versez la crème liquide sur la pâte\.$/u.test(step)))).toBe(true);
    expect(dishes.some((d) => d.patternId === 'cocktail-de-la-mer')).toBe(true);
  });
});

describe('an apéro board', () => {
  it('readies each side as a cook does and rolls what is sold sliced: never « Préparez les tomates en petites portions » nor sliced ham « coupé en tranches »', () => {
    const fridge = [
      item('Jambon blanc', 6, 'unité'), item('Blanc de dinde', 240, 'g'), item('Saucisson sec', 250, 'g'), item('Comté', 250, 'g'), item('Tomates', 4, 'unité'), item('Tomates cerises', 250, 'g'),
      item('Cornichons', 300, 'g'), item('Raisin', 500, 'g'), item('Noix', 200, 'g'), item('Pain de campagne', 400, 'g'), item('Crackers', 200, 'g'), item('Radis', 10, 'unité'), item('Concombre', 1, 'unité'),
    ];
    const boards = dishesFrom(fridge, ['apéro']).filter((d) => d.patternId === 'planche');
    expect(boards.length).toBeGreaterThan(5);
    const steps = [...new Set(boards.flatMap((d) => d.instructions))];
    expect(steps.filter((step) => /en petites portions/u.test(step))).toEqual([]);
    expect(steps.filter((step) => /^Coupez [^.]*\b(?:jambon blanc|blanc de dinde)\b[^.]* en tranches/u.test(step))).toEqual([]);
    expect(steps.some((step) => /^Roulez [^.]*\b(?:jambon blanc|blanc de dinde)\b/u.test(step))).toBe(true);
  });
});

describe('a cold pasta salad', () => {
  it('is made of short pasta, never of spaghetti or tagliatelle (« Salade de spaghetti au poivron »)', () => {
    const long = [item('Spaghetti', 500, 'g'), item('Tagliatelle', 500, 'g'), item('Poivrons', 2, 'unité'), item('Tomates', 4, 'unité'), item('Thon en boîte', 280, 'g'), item('Olives vertes', 150, 'g')];
    const salads = dishesFrom(long, ['entrée', 'plat']).filter((d) => /^Salade|^Taboulé/u.test(d.title));
    expect(salads.filter((d) => /spaghetti|tagliatelle/u.test(`${d.title} ${d.ingredients.join(' ')}`)).map((d) => d.title)).toEqual([]);
    // Short pasta still makes one, and the long pasta a hot dish.
    const short = dishesFrom([...long, item('Penne', 500, 'g')], ['entrée', 'plat']);
    expect(short.some((d) => /^Salade de penne/u.test(d.title))).toBe(true);
    expect(dishesFrom(long, ['plat']).some((d) => /^(?:Spaghetti|Tagliatelle)\b/u.test(d.title))).toBe(true);
  });
});

describe('a head of cauliflower, a pumpkin or a cabbage', () => {
  it('is cut by the gram for what the dish takes: a table of one gets a bowl\'s worth, never half a head (« ½ chou-fleur » beside a guacamole for one)', () => {
    const fridge = [item('Chou-fleur', 1, 'unité'), item('Butternut', 1, 'unité'), item('Potiron', 1, 'unité'), item('Chou', 1, 'unité'), item('Avocats', 2, 'unité'), item('Oignons', 3, 'unité'), item('Œufs', 6, 'unité')];
    const lines: string[] = [];
    for (const dishType of ['entrée', 'plat', 'apéro', 'amuse-bouche'] as const) {
      for (let seed = 0; seed < 8; seed++) {
        for (const d of composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed, servings: 1 }), TODAY, seededRandom(seed))) {
          lines.push(...d.ingredients.filter((line) => /\b(?:chou-fleur|butternut|potiron|chou)$/u.test(line)));
        }
      }
    }
    expect(lines.length).toBeGreaterThan(10);
    const grams = (line: string) => Number(/^(\d+) g /u.exec(line)?.[1] ?? NaN);
    expect(lines.filter((line) => !(grams(line) > 0 && grams(line) <= 300))).toEqual([]);
  });
});

describe('a pineapple or a watermelon', () => {
  it('is weighed for what the dish takes: never « ½ ananas » in a lassi for one', () => {
    const fridge = [item('Ananas', 1, 'unité'), item('Pastèque', 1, 'unité'), item('Petits-suisses', 6, 'unité'), item('Yaourts nature', 4, 'unité'), item('Citron vert', 2, 'unité')];
    const lines: string[] = [];
    for (const dishType of ['dessert', 'boisson'] as const) {
      for (let seed = 0; seed < 8; seed++) {
        for (const d of composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed, servings: 1 }), TODAY, seededRandom(seed))) {
          lines.push(...d.ingredients.filter((line) => /\b(?:ananas|pastèque)$/u.test(line)));
        }
      }
    }
    expect(lines.length).toBeGreaterThan(5);
    const grams = (line: string) => Number(/^(\d+) g /u.exec(line)?.[1] ?? NaN);
    expect(lines.filter((line) => !(grams(line) > 0 && grams(line) <= 400))).toEqual([]);
  });
});

describe('a fruity entrée', () => {
  it('pairs the fruit with something savoury (a cheese, a ham, leaves), never nuts alone (« Poire aux amandes » is a dessert)', () => {
    const nutsOnly = dishesFrom([item('Poires', 4, 'unité'), item('Amandes', 200, 'g'), item('Noix', 200, 'g')], ['entrée']);
    expect(nutsOnly.filter((d) => d.patternId === 'assiette-fruitee').map((d) => d.title)).toEqual([]);
    const withCheese = dishesFrom([item('Poires', 4, 'unité'), item('Noix', 200, 'g'), item('Roquefort', 150, 'g')], ['entrée']);
    expect(withCheese.some((d) => d.patternId === 'assiette-fruitee' && d.used.some((s) => s.food.kind === 'fromage'))).toBe(true);
  });
});

describe('a roast chicken', () => {
  it('is pulled off its bones where a dish mixes it in (« Effilochez le poulet rôti en ôtant la peau et les os »), carved where it is served as it is', () => {
    const random = seededRandom(808);
    const dishes: { steps: string[]; lines: string[] }[] = [];
    for (let index = 0; index < 60; index++) {
      const fridge = [...randomFridge(random, { today: TODAY }), item('Poulet rôti', 1, 'unité')];
      for (const dishType of ['entrée', 'plat'] as const) {
        for (const d of composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge, seed: index, servings: 1 + (index % 6) }), TODAY, seededRandom(index))) {
          if (d.ingredients.some((line) => /poulet rôti$/u.test(line))) dishes.push({ steps: d.instructions, lines: d.ingredients });
        }
      }
    }
    expect(dishes.length).toBeGreaterThan(20);
    for (const { steps } of dishes) {
      const told = steps.filter((step) => /poulet rôti/u.test(step));
      expect(told.some((step) => /[Ee]ffiloch|Découpez le poulet rôti en morceaux|puis découpez-le en morceaux/u.test(step))).toBe(true);
      expect(told.filter((step) => /Coupez le poulet rôti|Faites dorer le poulet rôti|poulet rôti en morceaux, /u.test(step))).toEqual([]);
    }
  });


  it('is weighed for a small table (« 250 g de poulet rôti » for one, never « ½ poulet rôti »), counted when the dish takes it whole (« 1 poulet rôti »)', () => {
    const fridge = [item('Poulet rôti', 1, 'unité'), item('Poivrons', 2, 'unité'), item('Riz', 500, 'g'), item('Courgettes', 2, 'unité')];
    const lines = (servings: number) =>
      [0, 1, 2, 3, 4, 5].flatMap((seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, seed, servings }), TODAY, seededRandom(seed)))
        .flatMap((d) => d.ingredients.filter((line) => /poulet rôti$/u.test(line)));
    const forOne = lines(1);
    expect(forOne.length).toBeGreaterThan(0);
    expect(forOne.filter((line) => !(/^\d+ g de poulet rôti$/u.test(line) && Number(line.split(' ')[0]) <= 400))).toEqual([]);
    const forSix = lines(6);
    expect(forSix.length).toBeGreaterThan(0);
    // The whole bird by its count, what is left of it by weight; never its whole weight written out.
    expect(forSix).toContain('1 poulet rôti');
    expect(forSix.filter((line) => line !== '1 poulet rôti' && !/^\d+(?:,\d+)? k?g de poulet rôti$/u.test(line))).toEqual([]);
    expect(forSix.filter((line) => line === '1,2 kg de poulet rôti')).toEqual([]);
  });
});
