import type { FridgeItem } from '../../types';
import { randomFridge } from '../../testing/random-fridges';
import { seededRandom } from '../seeded-random';
import { composeDish, readPantry, readStock, type ComposedDish } from './compose-dish';
import { foodOf } from './food-lookup';
import { FOODS, type Food } from './foods';
import { FRUIT_FAMILIES, FRUIT_PARTNERS, HERB_PARTNERS, VEGETABLE_PARTNERS, goesWith } from './pairings';
import { DISH_PATTERNS } from './patterns';

const TODAY = '2026-11-25';
const request = { servings: 4, restrictions: [], avoidedFoods: [] };
const pantry = readPantry(['sel', 'poivre', 'eau', 'huile d\'olive', 'vinaigre'], request);
const pattern = (id: string) => DISH_PATTERNS.find((p) => p.id === id)!;
const item = (name: string, quantity = 4, unit = 'unité'): FridgeItem => ({ name, quantity, unit, expirationDate: null });

// Fruits and savoury foods a cook might keep side by side, added to a random fridge so that the
// dishes that mix them are asked often.
const MIXED = [
  'Melon', 'Pastèque', 'Fraises', 'Figues', 'Poires', 'Pommes', 'Raisin', 'Clémentines', 'Pamplemousse', 'Mangue', 'Ananas',
  'Bananes', 'Kiwis', 'Pêches', 'Abricots', 'Jambon cru', 'Jambon blanc', 'Blanc de dinde', 'Chorizo', 'Saucisson', 'Feta',
  'Mozzarella', 'Gruyère', 'Comté', 'Bleu', 'Chèvre', 'Sardines', 'Maquereau', 'Surimi', 'Crevettes', 'Saumon fumé',
  'Concombre', 'Betterave', 'Tomates cerises', 'Avocat', 'Menthe', 'Basilic', 'Noix', 'Roquette', 'Avocats',
];

function fridges(seed: number, count: number): FridgeItem[][] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const fridge = randomFridge(random, { today: TODAY });
    const pool = MIXED.filter((name) => !fridge.some((f) => foodOf(f.name) === foodOf(name)));
    for (let i = 0; i < 5 && pool.length > 0; i++) fridge.push(item(pool.splice(Math.floor(random() * pool.length), 1)[0]));
    return fridge;
  });
}

/** The foods of the dish a cook would pair, leaving out the dressing (oil, vinegar, lemon). */
const paired = (dish: ComposedDish): Food[] =>
  dish.used.map((s) => s.food).filter((f) => !['huile', 'beurre', 'vinaigre'].includes(f.kind) && !['citron', 'citron vert'].includes(f.name));

function dishes(id: string, seed: number): ComposedDish[] {
  const out: ComposedDish[] = [];
  const random = seededRandom(seed + 7);
  for (const fridge of fridges(seed, 300)) {
    const stock = readStock(fridge, TODAY, request);
    for (let i = 0; i < 2; i++) {
      const dish = composeDish(pattern(id), stock, pantry, request, random);
      if (dish) out.push(dish);
    }
  }
  return out;
}

function oddPairs(found: ComposedDish[]): string[] {
  const odd: string[] = [];
  for (const dish of found) {
    const foods = paired(dish);
    for (const [i, a] of foods.entries()) for (const b of foods.slice(i + 1)) if (!goesWith(a, b)) odd.push(`${dish.title}: ${a.name} + ${b.name}`);
  }
  return odd;
}

describe('what goes with what', () => {
  it('names only foods the chef knows', () => {
    const names = new Set(FOODS.map((f) => f.name));
    const unknown = [...[FRUIT_PARTNERS, HERB_PARTNERS, VEGETABLE_PARTNERS].flatMap((table) => Object.entries(table).flatMap(([food, partners]) => [food, ...partners])), ...FRUIT_FAMILIES.flat()].filter((name) => !names.has(name));
    expect(unknown).toEqual([]);
  });

  it.each(['assiette-fruitee', 'brochettes-apero', 'mini-brochettes', 'verrines'])('%s puts together only foods that pair, on 300 random fridges', (id) => {
    const found = dishes(id, 8);
    expect(oddPairs(found)).toEqual([]);
    // Still a dish most of the time: the table narrows the choice, it does not empty it.
    expect(found.length).toBeGreaterThan(100);
  });

  it('melts on a hot tartine a cheese that goes with its garnish, and a herb that goes with both: never a comté on melon, on 300 random fridges', () => {
    const found = dishes('tartines-chaudes', 8);
    const onBread = found.map((d) => ({ ...d, used: d.used.filter((s) => s.food.kind !== 'pain' && s.food.kind !== 'biscuit') }));
    expect(oddPairs(onBread)).toEqual([]);
    expect(found.filter((d) => d.used.some((s) => s.food.kind === 'fruit')).length).toBeGreaterThan(10);
    const stock = readStock([item('Comté', 300, 'g'), item('Melon', 1), item('Baguette', 1)], TODAY, request);
    for (let i = 0; i < 10; i++) expect(composeDish(pattern('tartines-chaudes'), stock, pantry, request, seededRandom(i))?.title ?? '').not.toMatch(/melon/u);
  });

  it('infuses in water only what gives water its taste', () => {
    const found = dishes('eau-infusee', 9);
    const odd = found.flatMap((d) => d.used.filter((s) => !s.food.uses.includes('infusion')).map((s) => `${d.title}: ${s.food.name}`));
    expect(odd).toEqual([]);
    expect(found.length).toBeGreaterThan(100);
  });

  it('still serves melon with cured ham', () => {
    const stock = readStock([item('Melon', 1), item('Jambon cru', 6)], TODAY, request);
    const titles = Array.from({ length: 10 }, (_, i) => composeDish(pattern('assiette-fruitee'), stock, pantry, request, seededRandom(i))?.title);
    expect(titles).toContain('Melon au jambon cru');
  });

  it('never puts strawberries with mackerel, nor a banana in water', () => {
    const stock = readStock([item('Fraises', 20), item('Maquereau', 2), item('Bananes', 3), item('Concombre', 1)], TODAY, request);
    for (let i = 0; i < 20; i++) {
      const plate = composeDish(pattern('assiette-fruitee'), stock, pantry, request, seededRandom(i));
      expect(plate?.title ?? '').not.toMatch(/maquereau/iu);
      const skewer = composeDish(pattern('brochettes-apero'), stock, pantry, request, seededRandom(i));
      expect(skewer?.title ?? '').not.toMatch(/maquereau.*fraise|fraise.*maquereau/iu);
      const water = composeDish(pattern('eau-infusee'), stock, pantry, request, seededRandom(i));
      expect(water?.title ?? '').not.toMatch(/banane/iu);
    }
  });

  it('tops a verrine with what goes with its cream: never ham on a yoghurt, strawberries on a savoury cream, nor leaves in a glass', () => {
    expect(goesWith(foodOf('Yaourt nature')!, foodOf('Jambon cru')!)).toBe(false);
    expect(goesWith(foodOf('Yaourt nature')!, foodOf('Sardines')!)).toBe(false);
    expect(goesWith(foodOf('Crème fraîche')!, foodOf('Saumon fumé')!)).toBe(true);
    expect(goesWith(foodOf('Fromage frais')!, foodOf('Thon')!)).toBe(true);
    const found = dishes('verrines', 11);
    expect(found.filter((d) => d.used.some((s) => ['salade', 'laitue', 'roquette', 'mâche'].includes(s.food.name))).map((d) => d.title)).toEqual([]);
    expect(found.filter((d) => d.used.some((s) => s.food.name === 'petit-suisse')).map((d) => d.title)).toEqual([]);
  });

  it('puts on a pick what holds on it: never a grated or spreadable cheese', () => {
    const odd = ['brochettes-apero', 'mini-brochettes'].flatMap((id) =>
      dishes(id, 12)
        .filter((d) => d.used.some((s) => /râp|tartiner/iu.test(s.item.name)))
        .map((d) => `${d.title}: ${d.used.map((s) => s.item.name).join(', ')}`),
    );
    expect(odd).toEqual([]);
    // Grated cheese is common in the fridges, and the whole cheeses still go on skewers.
    const stock = readStock([item('Gruyère râpé', 200, 'g'), item('Jambon blanc', 6), item('Tomates cerises', 250, 'g')], TODAY, request);
    for (let i = 0; i < 10; i++) expect(composeDish(pattern('brochettes-apero'), stock, pantry, request, seededRandom(i))?.title ?? '').not.toMatch(/gruyère/u);
    const whole = readStock([item('Gruyère', 200, 'g'), item('Jambon blanc', 6)], TODAY, request);
    expect(composeDish(pattern('brochettes-apero'), whole, pantry, request, seededRandom(1))?.title).toMatch(/gruyère/u);
  });

  it('adds a leaf of basil or mint to a skewer only beside its partners', () => {
    const titles = (fridge: FridgeItem[]) => {
      const stock = readStock(fridge, TODAY, request);
      return Array.from({ length: 20 }, (_, i) => composeDish(pattern('mini-brochettes'), stock, pantry, request, seededRandom(i))?.title ?? '');
    };
    expect(titles([item('Basilic', 1), item('Menthe', 1), item('Jambon blanc', 6), item('Gruyère', 200, 'g')]).filter((t) => /basilic|menthe/u.test(t))).toEqual([]);
    expect(titles([item('Basilic', 1), item('Tomates cerises', 250, 'g'), item('Mozzarella', 250, 'g')]).some((t) => /basilic/u.test(t))).toBe(true);
  });

  it('puts a gherkin on a skewer with ham or cheese, never with a tomato, and a beetroot never with chorizo', () => {
    const random = seededRandom(13);
    const skewers: ComposedDish[] = [];
    for (const fridge of fridges(13, 150)) {
      fridge.push(item('Cornichons', 20), item('Betteraves', 3), item('Chorizo', 1), item('Tomates', 4), item('Tomates cerises', 250, 'g'));
      const stock = readStock(fridge, TODAY, request);
      for (const id of ['brochettes-apero', 'mini-brochettes']) {
        const dish = composeDish(pattern(id), stock, pantry, request, random);
        if (dish) skewers.push(dish);
      }
    }
    const names = (d: ComposedDish) => d.used.map((s) => s.food.name);
    const odd = skewers.filter((d) => (names(d).includes('cornichon') && names(d).some((n) => n.startsWith('tomate'))) || (names(d).includes('betterave') && names(d).includes('chorizo')));
    expect(odd.map((d) => d.title)).toEqual([]);
    expect(skewers.filter((d) => names(d).includes('cornichon')).length).toBeGreaterThan(5);
  });

  it('pairs a skewer of prawns with pineapple, never with an apple', () => {
    expect(goesWith(foodOf('Crevettes')!, foodOf('Ananas')!)).toBe(true);
    expect(goesWith(foodOf('Pommes')!, foodOf('Surimi')!)).toBe(false);
    expect(goesWith(foodOf('Melon')!, foodOf('Betterave')!)).toBe(false);
  });

  it('never sets a melon or a watermelon beside chocolate, in any dish (« Melon au chocolat fondu »)', () => {
    const chocolates = [item('Chocolat noir', 200, 'g'), item('Chocolat au lait', 100, 'g'), item('Pâte à tartiner', 400, 'g')];
    const melons = [item('Melon', 1), item('Pastèque', 1)];
    const found: ComposedDish[] = [];
    for (const [index, fridge] of fridges(27, 60).entries()) {
      fridge.push(chocolates[index % 3]!, melons[index % 2]!, item('Bananes', 3));
      const stock = readStock(fridge, TODAY, request);
      for (const p of DISH_PATTERNS) {
        const dish = composeDish(p, stock, pantry, request, seededRandom(index));
        if (dish) found.push(dish);
      }
    }
    const melon = (d: ComposedDish) => d.used.some((s) => s.food.name === 'melon' || s.food.name === 'pastèque');
    const chocolate = (d: ComposedDish) => d.used.some((s) => s.food.kind === 'chocolat');
    expect(found.filter((d) => melon(d) && chocolate(d)).map((d) => `${d.patternId}: ${d.title}`)).toEqual([]);
    // The melon still makes its dishes, and a banana still dips in chocolate.
    expect(found.some(melon)).toBe(true);
    expect(found.some((d) => chocolate(d) && d.used.some((s) => s.food.name === 'banane'))).toBe(true);
  });
});
