import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import { fridgeItem as item } from '../../testing/seeded-drafts';
import type { FridgeItem } from '../../types';
import { seededRandom } from '../seeded-random';
import { composeFromFridge, type ScoredDish } from './compose-from-fridge';
import { heldGrams } from '../../generation/fridge-stock';
import { isProtein, isReady, servedWhole, type Food } from './foods';
import { SEASONED_MEATS } from './patterns/roles';
import { dishKindOf } from '#ingredients';

// The everyday plates of the pan, as a French home cook makes them: a seared meat or fish is
// salted and peppered, green lentils are a side (saucisses aux lentilles), and a poêlée of
// vegetables alone gets its eggs cooked on top.
const TODAY = '2026-11-25';

function plats(fridge: FridgeItem[], seeds = 12, servings = 4): ScoredDish[] {
  return Array.from({ length: seeds }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, seed, servings }), TODAY, seededRandom(seed))).flat();
}

// 150 seeded random fridges, every plat offered.
const random = seededRandom(20261129);
const RANDOM_PLATS = Array.from({ length: 150 }, (_, i) => {
  const fridge = randomFridge(random, { today: TODAY });
  return composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, seed: i, servings: 1 + (i % 6) }), TODAY, seededRandom(i));
}).flat();

// A meat, a poultry, a fish, a seafood or tofu: a protein that is not a charcuterie.
const isMeat = (food: Food) => isProtein(food) && food.kind !== 'charcuterie';
const proteinOf = (dish: ScoredDish): Food | undefined => dish.used.map((s) => s.food).find(isProtein);
const plainMeat = (food: Food) => isMeat(food) && !food.breaded && !isReady(food) && !SEASONED_MEATS.includes(food.name);

describe('a seared meat or fish', () => {
  const seared = RANDOM_PLATS.filter((d) => d.patternId === 'viande-et-accompagnement');

  it('is salted and peppered in the pan, and the lines say so (« Salez et poivrez le cabillaud. »)', () => {
    const plain = seared.filter((d) => plainMeat(proteinOf(d)!));
    expect(plain.length).toBeGreaterThan(20);
    const unseasoned = plain.filter((d) => !d.instructions.some((step) => /^Salez et poivrez (?:le |la |l'|les )/u.test(step)) || !d.ingredients.some((line) => /\bsel\b/u.test(line)));
    expect(unseasoned.map((d) => `${d.title}: ${d.instructions.join(' ')}`)).toEqual([]);
    const fish = plats([item('Filets de cabillaud', 500, 'g'), item('Crème fraîche épaisse', 250, 'ml')]).filter((d) => d.patternId === 'viande-et-accompagnement');
    expect(fish.length).toBeGreaterThan(0);
    expect(fish.every((d) => d.instructions.includes('Salez et poivrez le cabillaud.'))).toBe(true);
  });

  it('leaves a sausage as the butcher seasoned it', () => {
    const sausages = plats([item('Saucisses de Toulouse', 4, 'unité'), item('Riz', 500, 'g'), item('Courgettes', 2, 'unité')]).filter((d) => d.patternId === 'viande-et-accompagnement');
    expect(sausages.length).toBeGreaterThan(0);
    expect(sausages.flatMap((d) => d.instructions).filter((step) => /^Salez et poivrez les saucisses/u.test(step))).toEqual([]);
  });
});

describe('green lentils beside a seared meat', () => {
  it('make the bistro\'s saucisses aux lentilles, salted once cooked', () => {
    const found = plats([item('Saucisses de Toulouse', 4, 'unité'), item('Lentilles vertes', 500, 'g')]);
    const withLentils = found.filter((d) => d.patternId === 'viande-et-accompagnement' && d.used.some((s) => s.food.name === 'lentille'));
    expect(withLentils.map((d) => d.title)).toContain('Saucisses poêlées, lentilles');
    for (const dish of withLentils) {
      expect(dish.instructions).toContain("Faites cuire les lentilles 20 minutes à l'eau frémissante, sans sel, puis égouttez et salez. Pendant ce temps, préparez la suite.");
    }
  });

  it('never take red lentils, which fall apart, as a side', () => {
    const found = plats([item('Saucisses de Toulouse', 4, 'unité'), item('Lentilles corail', 500, 'g')]);
    expect(found.filter((d) => d.patternId === 'viande-et-accompagnement' && d.used.some((s) => s.food.name === 'lentille corail')).map((d) => d.title)).toEqual([]);
  });
});

describe('eggs on a poêlée', () => {
  const EGG_STEP = /^Creusez des puits dans la poêlée, cassez-y les œufs, salez-les, couvrez et laissez cuire 4 à 5 minutes à feu doux/u;
  const withEggs = (d: ScoredDish) => d.patternId === 'poelee' && d.used.some((s) => s.food.kind === 'œuf');

  it('make a meal of vegetables alone: « Poêlée de courgettes et poivrons aux œufs », the eggs cooked on top', () => {
    const found = plats([item('Courgettes', 3, 'unité'), item('Poivrons', 2, 'unité'), item('Œufs', 12, 'unité')]).filter(withEggs);
    expect(found.length).toBeGreaterThan(0);
    for (const dish of found) {
      expect(dish.title).toMatch(/\baux œufs$/u);
      expect(dish.instructions.filter((step) => EGG_STEP.test(step))).toHaveLength(1);
      expect(dish.instructions.at(-1)).toMatch(EGG_STEP);
      // Two eggs a person.
      expect(dish.ingredients).toContain(`${2 * dish.servings} œufs`);
    }
  });

  it('never go on a fish, a poultry or a meat, only beside a charcuterie', () => {
    const clash = (d: ScoredDish) => withEggs(d) && d.used.some((s) => isMeat(s.food));
    expect(RANDOM_PLATS.filter(clash).map((d) => d.title)).toEqual([]);
    const tempting = plats([item('Courgettes', 3, 'unité'), item('Blancs de poulet', 400, 'g'), item('Filets de cabillaud', 400, 'g'), item('Œufs', 12, 'unité')]);
    expect(tempting.filter(clash).map((d) => d.title)).toEqual([]);
    expect(RANDOM_PLATS.some(withEggs)).toBe(true);
  });
});

describe('a seared piece served whole', () => {
  const seared = (d: ScoredDish) => d.patternId === 'viande-et-accompagnement';

  it('goes one a person: 2 côtes de porc feed 2 of a household of 3, and the description says so', () => {
    const found = plats([item('Côtes de porc', 2, 'unité'), item('Haricots verts', 500, 'g')], 12, 3).filter(seared);
    expect(found.length).toBeGreaterThan(0);
    for (const dish of found) {
      expect(dish.servings).toBe(2);
      expect(dish.ingredients).toContain('2 côtes de porc');
      expect(dish.description).toMatch(/Pour 2\spersonnes\s: le frigo n'en permet pas davantage\.$/u);
    }
  });

  it('counts the pieces of a fridge that weighs them, and the whole pieces of every seeded seared plate', () => {
    const weighed = plats([item('Pavés de saumon', 520, 'g'), item('Riz', 500, 'g')], 12, 5).filter(seared);
    expect(weighed.length).toBeGreaterThan(0);
    expect(weighed.map((d) => d.servings)).toEqual(weighed.map(() => 4));
    const whole = RANDOM_PLATS.filter(seared).filter((d) => servedWhole(proteinOf(d)!));
    expect(whole.length).toBeGreaterThan(5);
    for (const dish of whole) {
      const protein = dish.used.find((s) => s.food === proteinOf(dish))!;
      const pieces = Math.max(1, Math.round(heldGrams(protein.item)! / protein.food.piece));
      expect({ title: dish.title, servings: Math.min(dish.servings, pieces) }).toEqual({ title: dish.title, servings: dish.servings });
    }
  });

  it('serves one piece a person even when both are due tomorrow: never two pork chops nor two salmon steaks for one', () => {
    const TOMORROW = '2026-11-26';
    const chops = plats([{ ...item('Côtes de porc', 2, 'unité'), expirationDate: TOMORROW }, item('Pommes de terre', 1000, 'g')], 12, 1).filter(seared);
    expect(chops.length).toBeGreaterThan(0);
    expect(new Set(chops.map((d) => `${d.title.replace(/,.*$/u, '')}: ${d.ingredients.find((l) => /porc/u.test(l))}`))).toEqual(new Set(['Côte de porc poêlée: 1 côte de porc']));
    const steaks = plats([{ ...item('Pavés de saumon', 260, 'g'), expirationDate: TOMORROW }, item('Haricots verts', 400, 'g')], 12, 1).filter(seared);
    expect(steaks.length).toBeGreaterThan(0);
    expect(new Set(steaks.map((d) => d.ingredients.find((l) => /saumon/u.test(l))))).toEqual(new Set(['130 g de pavés de saumon']));
  });

  it('lists as many pieces as it serves: 4 steaks hachés of 100 g for four, never 5 because a portion weighs 120 g', () => {
    const steaks = plats([item('Steaks hachés', 6, 'unité'), item('Pommes de terre', 1000, 'g')], 12, 4).filter(seared);
    expect(steaks.length).toBeGreaterThan(0);
    expect(new Set(steaks.map((d) => d.ingredients.find((l) => /steak/u.test(l))))).toEqual(new Set(['4 steaks hachés']));
    // Every seeded plate that serves whole a piece its fridge counts lists one a person.
    const counted = RANDOM_PLATS.filter(seared).flatMap((d) => {
      const protein = d.used.find((s) => s.food === proteinOf(d))!;
      return servedWhole(protein.food) && protein.item.unit === 'unité' ? [{ title: d.title, servings: d.servings, line: d.ingredients[0]! }] : [];
    });
    expect(counted.length).toBeGreaterThan(5);
    expect(counted.filter((d) => !d.line.startsWith(`${d.servings} `))).toEqual([]);
  });

  it('counts weighed chicken breasts to the nearest piece (600 g feed 4), and leaves what is eaten two a person to the grams (6 merguez feed 3)', () => {
    expect(plats([item('Blancs de poulet', 600, 'g'), item('Courgettes', 3, 'unité')], 12, 4).filter(seared).every((d) => d.servings === 4)).toBe(true);
    const merguez = plats([item('Merguez', 6, 'unité'), item('Semoule', 500, 'g')], 12, 3).filter(seared);
    expect(merguez.length).toBeGreaterThan(0);
    expect(merguez.every((d) => d.servings === 3)).toBe(true);
  });
});

describe('the cold plate', () => {
  it('is a dinner with a side that fills the plate, never a ready protein and its sauce alone', () => {
    const cold = RANDOM_PLATS.filter((d) => d.patternId === 'assiette-froide');
    expect(cold.length).toBeGreaterThan(10);
    // « Assiette de jambon blanc, crudités » names its two raw vegetables so.
    const SIDE = /\b(?:pommes de terre|salade verte|salade d[e'])|, crudités|\bavec (?:la|le|les) (?:pain|baguette)/u;
    expect(cold.filter((d) => !SIDE.test(`${d.title} ${d.instructions.join(' ')}`)).map((d) => `${d.title}: ${d.ingredients.join(' ; ')}`)).toEqual([]);
    // 250 g of prawns and a herbed fresh cheese are no dinner for four: another dish, or none.
    const prawns = plats([item('Crevettes cuites', 250, 'g'), item('Fromage frais ail et fines herbes', 150, 'g')]);
    expect(prawns.filter((d) => d.patternId === 'assiette-froide').map((d) => d.title)).toEqual([]);
  });

  it('serves its warm potatoes at once, never « bien frais » beside « pommes de terre tièdes »', () => {
    const cold = RANDOM_PLATS.filter((d) => d.patternId === 'assiette-froide');
    const potatoes = (d: ScoredDish) => d.ingredients.some((line) => /pommes? de terre/u.test(line));
    const warm = cold.filter(potatoes);
    expect(warm.filter((d) => /pommes de terre tièdes/u.test(d.title)).length).toBeGreaterThan(0);
    for (const d of warm) {
      expect(d.instructions.join(' ')).not.toMatch(/bien frais/u);
      expect(d.instructions.some((step) => step.startsWith('Servez sans attendre, les pommes de terre encore tièdes'))).toBe(true);
    }
    // The plates without them are still served cold.
    expect(cold.filter((d) => !potatoes(d) && !d.instructions.some((step) => step.startsWith('Servez bien frais'))).map((d) => d.title)).toEqual([]);
  });

  it('seasons a yoghurt into its sauce, never serves « les yaourts à part » of two pots', () => {
    const withYoghurt = plats([item('Poulet rôti', 1, 'unité'), item('Tomates', 5, 'unité'), item('Salade verte', 1, 'unité'), item('Yaourts nature', 2, 'unité')]).filter(
      (d) => d.patternId === 'assiette-froide' && d.ingredients.some((line) => /yaourt/u.test(line)),
    );
    expect(withYoghurt.length).toBeGreaterThan(0);
    for (const d of withYoghurt) {
      expect(`${d.description} ${d.instructions.join(' ')}`).not.toMatch(/les yaourts/u);
      expect(d.instructions).toContain('Assaisonnez le yaourt de sel et de poivre.');
      expect(d.instructions.at(-1)).toMatch(/, la sauce au yaourt à part/u);
    }
  });

  it('is titled « Assiette de… », a cold dinner to the week, whatever its protein', () => {
    // « Saumon fumé, salade de concombre » or « Poulet rôti froid, salade de radis » opened with no
    // kind's word: the week's one cold dinner of the cold months counted only the ham plates.
    const cold = RANDOM_PLATS.filter((d) => d.patternId === 'assiette-froide');
    expect(new Set(cold.map((d) => proteinOf(d)?.kind)).size).toBeGreaterThan(2);
    expect(cold.filter((d) => dishKindOf(d.title)?.cold !== true).map((d) => d.title)).toEqual([]);
    const chicken = plats([item('Poulet rôti', 1, 'unité'), item('Radis', 1, 'botte')]).filter((d) => d.patternId === 'assiette-froide');
    expect(chicken.length).toBeGreaterThan(0);
    expect(new Set(chicken.map((d) => d.title))).toEqual(new Set(['Assiette de poulet rôti froid, salade de radis']));
  });

  it('serves cooked ham with a salad as a brasserie writes it, two slices for three at the least, never ham and bread alone', () => {
    // A fridge of the bench's seed that had no plat: ham, a lettuce, mustard, and nothing to cook.
    const fridge = [item('Jambon blanc', 4, 'unité'), item('Salade verte', 1, 'unité'), item('Moutarde', 350, 'g')];
    const hams = plats(fridge, 12, 4).filter((d) => d.patternId === 'assiette-froide');
    expect(hams.length).toBeGreaterThan(0);
    for (const dish of hams) {
      expect(dish.title).toBe('Assiette de jambon blanc, salade verte');
      // 4 slices of 40 g at 50 g each at the least: three people, not four.
      expect(dish.servings).toBe(3);
      expect(dish.ingredients).toContain('4 tranches de jambon blanc');
    }
    // Sliced turkey is named by its flesh, as elsewhere; a raw ham or a saucisson is no cold plate.
    expect(new Set(plats([item('Blanc de dinde', 240, 'g'), item('Concombre', 1, 'unité')]).filter((d) => d.patternId === 'assiette-froide').map((d) => d.title))).toEqual(new Set(['Assiette de dinde, salade de concombre']));
    expect(plats([item('Jambon cru', 200, 'g'), item('Saucisson sec', 250, 'g'), item('Tomates', 4, 'unité')]).filter((d) => d.patternId === 'assiette-froide')).toEqual([]);
    // Ham and bread alone are a sandwich (the tartines'), not a plate.
    expect(plats([item('Jambon blanc', 6, 'unité'), item('Baguette', 1, 'unité')]).filter((d) => d.patternId === 'assiette-froide')).toEqual([]);
  });
});

describe('an émincé', () => {
  const eminces = RANDOM_PLATS.filter((d) => d.patternId === 'emince');

  it('cuts breasts in strips to feed the table the grams allow, where seared whole they feed one each', () => {
    const fridge = [item('Blancs de poulet', 500, 'g'), item('Crème fraîche épaisse', 350, 'ml'), item('Poires', 4, 'unité')];
    const found = plats(fridge, 6, 5);
    const whole = found.filter((d) => d.patternId === 'viande-et-accompagnement');
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((d) => d.servings === 4)).toBe(true);
    const strips = found.filter((d) => d.patternId === 'emince');
    expect(strips.map((d) => `${d.title} pour ${d.servings}`)).toContain('Émincé de poulet à la crème pour 5');
    // Fed to all, it comes first.
    const first = composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, seed: 1, servings: 5 }), TODAY, seededRandom(1))[0];
    expect([first.patternId, first.servings]).toEqual(['emince', 5]);
    expect(first.instructions).toContain('Coupez les blancs de poulet en fines lanières, salez et poivrez.');
    expect(first.description).toMatch(/^Des lanières de poulet saisies puis mijotées à la crème/u);
  });

  it('is a raw boneless meat in a sauce, named by its flesh, never a steak haché, a sausage or a ready ham', () => {
    expect(eminces.length).toBeGreaterThan(5);
    for (const d of eminces) {
      const meat = proteinOf(d)!;
      expect(meat.onBone).toBeUndefined();
      expect(isReady(meat)).toBe(false);
      expect(/haché|saucisse|merguez/u.test(meat.name)).toBe(false);
      expect(d.title).toMatch(/^Émincé de (?:poulet|dinde|veau|porc|bœuf|filet mignon) /u);
      expect(d.ingredients.some((line) => /crème|coulis|tomates? pelées|sauce tomate|lait de coco|passata/u.test(line))).toBe(true);
    }
  });

  it('wilts spinach in the sauce, where the pan browns the rest, and never doubles a tomato sauce with tomatoes', () => {
    const fridge = [item('Escalopes de dinde', 600, 'g'), item('Crème liquide', 300, 'ml'), item('Épinards frais', 300, 'g'), item('Échalotes', 2, 'unité')];
    const withSpinach = plats(fridge, 40).filter((d) => d.patternId === 'emince' && /épinards/u.test(d.title));
    expect(withSpinach.length).toBeGreaterThan(0);
    for (const d of withSpinach) {
      expect(d.instructions.join(' ')).toMatch(/remettez les lanières et les épinards, qui tombent en 2 minutes, et laissez mijoter/u);
      expect(d.instructions.join(' ')).not.toMatch(/faites revenir [^.]*épinards/u);
    }
    for (const d of eminces) expect(d.used.filter((s) => s.food.kind === 'légume' && /tomate/u.test(s.food.name))).toEqual([]);
  });
});
