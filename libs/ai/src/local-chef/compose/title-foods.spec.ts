import { agreeWithQuantity } from '#ingredients';
import { randomFridge } from '../../testing/random-fridges';
import { recipeRequest } from '../../testing/recipe-answers';
import { DISH_TYPES } from '../local-recipe';
import { seededRandom } from '../seeded-random';
import { readStock, type ComposedDish } from './compose-dish';
import { composeForWeek, composeFromFridge } from './compose-from-fridge';
import { few, TITLE_FOODS } from './dish-french';
import { foodOf } from './food-lookup';
import { FOODS, fleshOf, sameFood, type Food } from './foods';
import { DISH_PATTERNS } from './patterns';
import { SALAD_LEAVES } from './patterns/roles';

// A title names three foods at the most: when the dish uses more, it names first the one the dish is
// built to use up, the soonest dated of the fridge, as the description (« De quoi finir les
// courgettes… ») and the planned week (« Utilise les courgettes qui expirent mardi ») tell it.
// Checked on seeded random fridges, from the fridge and for a planned week.
const TODAY = '2026-11-25';
const NAMES = FOODS.flatMap((f) => [f.name, agreeWithQuantity(f.name, 2)]).sort((a, b) => b.length - a.length);
const NAMED = new RegExp(`(?<![\\p{L}-])(?:${NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('|')})(?![\\p{L}])`, 'giu');
/** The foods a title names ("Framboises et clémentines au chocolat"), not its dish's word ("Salade de…"). */
const namedIn = (title: string): Food[] => (title.replace(/^Salade\b/u, '').match(NAMED) ?? []).map((name) => foodOf(name)!).filter(Boolean);
// A herb, an aromatic or a spice seasons a dish, as the onion a soup or a sauté starts from: the
// title names what the dish is made of.
const SEASONING = ['herbe', 'aromate', 'épice'];
const BASE = ['oignon', 'oignon rouge'];
const LEAVES = ['feuille', 'pousse'];

const dishes: ComposedDish[] = [];
beforeAll(() => {
  const random = seededRandom(1512);
  for (let index = 0; index < 200; index++) {
    const fridge = randomFridge(random, { today: TODAY });
    for (const dishType of DISH_TYPES) {
      const request = recipeRequest({ mode: 'fridge', dishType, fridge, servings: 1 + (index % 6) });
      dishes.push(...composeFromFridge(request, TODAY, seededRandom(index)));
      if (index % 2 === 0) dishes.push(...composeForWeek(request, TODAY, seededRandom(index)));
    }
  }
});

describe('a title', () => {
  it('joins its foods with one « et », before the last, on seeded random fridges', () => {
    // « Curry de poulet aux courgettes, aux tomates… », never « aux courgettes et aux tomates et au lait de coco ».
    // The snacks' too: « Houmous maison, bâtonnets de carottes et de chou-fleur », never « Houmous maison et bâtonnets de carottes et chou-fleur ».
    const types = new Set(DISH_PATTERNS.map((p) => p.id));
    const meals = dishes.filter((d) => types.has(d.patternId));
    expect(meals.length).toBeGreaterThan(1000);
    expect([...new Set(meals.filter((d) => /\bet\b.*\bet\b/u.test(d.title)).map((d) => `${d.patternId}: ${d.title}`))]).toEqual([]);
  });
});

describe('a title that reads as a dish, not as a menu', () => {
  it('lists two bare names in a row at the most, on seeded random fridges: never « Soupe de carottes, tomates et oignons »', () => {
    // A row of bare names after a comma (« , tomates et oignons »), not a list of complements
    // (« au jambon, aux crevettes et aux poivrons ») nor the one part a dip or a cold plate names
    // beside it (« bâtonnets de carottes et de chou-fleur », « salade de radis et fenouil »).
    const MENU_ROW = /, (?!(?:aux?|à|sauce|bâtonnets|salade)[\s'])[^,]+ et /u;
    const rows = [...new Set(dishes.filter((d) => MENU_ROW.test(d.title)).map((d) => `${d.patternId}: ${d.title}`))];
    expect(rows).toEqual([]);
    // The one part beside a dip is told apart from it: never « Rillettes de sardines et radis », as if made of both; sticks or florets (« et bouquets de chou-fleur ») are.
    expect([...new Set(dishes.filter((d) => /^(?:Rillettes de|Dip de|Guacamole|Houmous)[^,]* et (?!bâtonnets|bouquets)/u.test(d.title)).map((d) => d.title))]).toEqual([]);
    // Three complements still make a title: the rule is about bare names.
    expect(dishes.some((d) => /, aux? .* et /u.test(d.title))).toBe(true);
  });

  it('names one side beside a seared protein, and one food beside a cold one', () => {
    const plates = dishes.filter((d) => d.patternId === 'viande-et-accompagnement' || d.patternId === 'assiette-froide');
    expect(plates.length).toBeGreaterThan(50);
    expect(plates.filter((d) => (d.title.match(/,/gu) ?? []).length > 1).map((d) => d.title)).toEqual([]);
  });
});

describe('a green salad', () => {
  it('is made of salad leaves, on seeded random fridges: never « Salade verte au parmesan » of corn and cheese', () => {
    const green = dishes.filter((d) => d.title.startsWith('Salade verte'));
    expect(green.length).toBeGreaterThan(10);
    const leafless = green.filter((d) => !d.used.some((s) => SALAD_LEAVES.includes(s.food.name)));
    expect(leafless.map((d) => `${d.title}: ${d.ingredients.join(' ; ')}`)).toEqual([]);
  });
});

describe('a title of a poêlée', () => {
  it('names the protein it is cooked with before an herb due sooner: never « Poêlée de poireaux et navets à la coriandre » with the salmon untold', () => {
    const PROTEINS = ['viande', 'volaille', 'poisson', 'fruits de mer', 'tofu', 'charcuterie'];
    const withProtein = dishes.filter((d) => d.patternId === 'poelee' && d.used.some((s) => PROTEINS.includes(s.food.kind)));
    expect(withProtein.length).toBeGreaterThan(30);
    const untold = withProtein.filter((d) => {
      const protein = d.used.find((s) => PROTEINS.includes(s.food.kind))!;
      return !namedIn(d.title).some((f) => sameFood(f, protein.food) || fleshOf(f).name === fleshOf(protein.food).name);
    });
    expect(untold.map((d) => `${d.title} (${d.used.map((s) => s.food.name).join(', ')})`)).toEqual([]);
  });
});

describe('a title of lentils', () => {
  it('keeps a colour noun invariable: « Curry de lentilles corail », never « lentilles corails »', () => {
    const fridge = [
      { name: 'Lentilles corail', quantity: 500, unit: 'g', expirationDate: null },
      { name: 'Carottes', quantity: 4, unit: 'unité', expirationDate: null },
      { name: 'Oignons', quantity: 2, unit: 'unité', expirationDate: null },
      { name: 'Lait de coco', quantity: 400, unit: 'ml', expirationDate: null },
    ];
    const titles = DISH_TYPES.flatMap((dishType) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType, fridge }), TODAY, seededRandom(3)).map((d) => d.title));
    expect(titles.filter((title) => /lentilles corail\b/u.test(title)).length).toBeGreaterThan(0);
    expect(titles.filter((title) => /corails/u.test(title))).toEqual([]);
  });
});

describe('a title that leaves foods out', () => {
  it('names the urgent fridge food the dish saves before a later-dated one of its kind, on seeded random fridges', () => {
    const odd: string[] = [];
    let checked = 0;
    // The foods each pattern names in some title: those its title may name at all.
    const nameable = new Map<string, Set<string>>();
    for (const dish of dishes) for (const food of namedIn(dish.title)) nameable.set(dish.patternId, (nameable.get(dish.patternId) ?? new Set()).add(food.name));
    for (const dish of dishes) {
      const named = namedIn(dish.title);
      // A title at its fullest had to choose among the foods.
      if (named.length < TITLE_FOODS) continue;
      const isNamed = (food: Food) => named.some((n) => sameFood(n, food) || sameFood(n, fleshOf(food)));
      const may = (food: Food) => !SEASONING.includes(food.kind) && !BASE.includes(food.name) && [food.name, fleshOf(food).name].some((name) => nameable.get(dish.patternId)?.has(name));
      const fridge = [...dish.told.entries()].filter(([s]) => !s.bought).map(([s, food]) => ({ food, days: s.days ?? Infinity }));
      // The urgent foods the description tells the dish saves (« De quoi finir les courgettes… »).
      const left = fridge.filter((f) => !isNamed(f.food) && may(f.food) && f.days <= 2);
      if (left.length === 0) continue;
      checked++;
      // No food the title names is dated later than one of its kind it leaves out: a title names
      // first the courgettes that expire tomorrow, not the carrots of next week.
      const dateOf = (n: Food) => fridge.find((f) => sameFood(n, f.food) || sameFood(n, fleshOf(f.food)))?.days ?? Infinity;
      const later = named.filter((n) => left.some((f) => f.food.kind === n.kind && dateOf(n) > f.days));
      if (later.length === 0) continue;
      odd.push(`${dish.patternId}: ${dish.title} — ${fridge.map((d) => `${d.food.name} ${d.days}j`).join(', ')}`);
    }
    expect(odd).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it('names the urgent raw vegetable a composed salad saves, on seeded random fridges', () => {
    const odd: string[] = [];
    let checked = 0;
    for (const dish of dishes.filter((d) => d.patternId === 'salade-repas')) {
      const fridge = [...dish.told.entries()].filter(([s]) => !s.bought).map(([s, food]) => ({ food, days: s.days ?? Infinity }));
      // Its leaves are the dish's own word (« Salade composée », « Salade de mâche »).
      const soonest = fridge.filter((f) => !SEASONING.includes(f.food.kind) && !LEAVES.includes(f.food.prep!)).sort((a, b) => a.days - b.days)[0];
      // The courgettes that expire tomorrow, cut raw into the salad: the week says « Utilise les courgettes… ».
      if (!soonest || soonest.days > 2 || soonest.food.kind !== 'légume' || !soonest.food.uses.includes('cru')) continue;
      checked++;
      if (!namedIn(dish.title).some((n) => sameFood(n, soonest.food) || sameFood(n, fleshOf(soonest.food)))) odd.push(`${dish.title} — ${fridge.map((d) => `${d.food.name} ${d.days}j`).join(', ')}`);
    }
    expect(odd).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  it('names what the dish is made of before a fresh herb, however soon the herb is due', () => {
    // Seed 99's « Spaghetti à la menthe et au mascarpone » left out its 500 g of carrots.
    const fridge = [
      { name: 'Spaghetti', quantity: 350, unit: 'g', expirationDate: null },
      { name: 'Mascarpone', quantity: 160, unit: 'g', expirationDate: '2026-11-28' },
      { name: 'Carottes', quantity: 500, unit: 'g', expirationDate: '2026-12-06' },
      { name: 'Menthe fraîche', quantity: 12, unit: 'g', expirationDate: '2026-11-26' },
    ];
    const pasta = Array.from({ length: 12 }, (_, seed) => composeFromFridge(recipeRequest({ mode: 'fridge', dishType: 'plat', fridge, seed, servings: 3 }), TODAY, seededRandom(seed)))
      .flat()
      .filter((d) => d.patternId === 'pates-garnies' && d.ingredients.some((line) => /carottes/u.test(line)) && d.ingredients.some((line) => /menthe/u.test(line)) && d.ingredients.some((line) => /mascarpone/u.test(line)));
    expect(pasta.length).toBeGreaterThan(0);
    for (const dish of pasta) expect(dish.title).toBe('Spaghetti au mascarpone et aux carottes');
  });

  it('keeps first the soonest-dated food of the list it chooses from, and every urgent one it has room for, a fresh herb only in the room left', () => {
    const random = seededRandom(1513);
    let chosen = 0;
    let herbs = 0;
    for (let index = 0; index < 300; index++) {
      const stock = readStock(randomFridge(random, { today: TODAY }), TODAY, recipeRequest({}));
      // The foods of roles as a dish hands them to its title, in the roles' order (not by date), with
      // their fridge item's date.
      const foods = stock
        .map((s) => ({ food: { ...s.food, days: s.days }, key: random() }))
        .sort((a, b) => a.key - b.key)
        .slice(0, 2 + Math.floor(random() * 4))
        .map((s) => s.food);
      const named = Math.floor(random() * 2);
      const room = TITLE_FOODS - named;
      const kept = few(foods, named);
      expect(kept.length).toBe(Math.min(room, foods.length));
      if (foods.length <= room) {
        expect(kept).toEqual(foods);
        continue;
      }
      chosen++;
      // A fresh herb seasons the dish: named after what it is made of, and only when that leaves room.
      const made = foods.filter((f) => f.kind !== 'herbe');
      const herbsKept = kept.filter((f) => f.kind === 'herbe');
      if (made.length < foods.length) herbs++;
      expect(herbsKept.length).toBe(Math.max(0, Math.min(room - made.length, foods.length - made.length)));
      expect(kept.slice(0, Math.min(room, made.length)).every((f) => f.kind !== 'herbe')).toBe(true);
      const dated = made.filter((f) => f.days !== null).sort((a, b) => a.days! - b.days!);
      if (dated.length > 0) expect(kept[0].days).toBe(dated[0].days);
      const urgent = dated.filter((f) => f.days! <= 2);
      if (urgent.length <= room) for (const food of urgent) expect(kept).toContain(food);
    }
    expect(chosen).toBeGreaterThan(50);
    expect(herbs).toBeGreaterThan(0);
  });
});
