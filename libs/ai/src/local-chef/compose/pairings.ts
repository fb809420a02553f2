import type { Food, FoodKind } from './foods';

// What goes with what, as a French cook pairs it: the one place the composing chef reads when a
// role mixes a sweet fruit with savoury foods (an assiette fruitée, a skewer). A fruit takes only
// the partners its line names; a fruit without a line takes cheese and nuts only, the partners no
// cook would find odd. To extend: add a partner to a fruit's line, or a line for a fruit.

const BLUES = ['bleu', 'roquefort'];
const PRESSED = ['comté', 'gruyère', 'emmental', 'tomme', 'cheddar', 'fromage', 'brie'];
const GOATS = ['chèvre', 'chèvre frais', 'bûche de chèvre'];
const NUTS = ['noix', 'noisette', 'amande', 'pistache', 'pignon de pin'];
const HAMS = ['jambon cru', 'jambon', 'jambon blanc'];
/** A bed of leaves goes under any fruit of a savoury plate. */
const LEAVES = ['roquette', 'mâche', 'salade', 'laitue'];
/** Lemons season, they are not the sweet fruit of a dish. */
const NOT_SWEET = ['citron', 'citron vert'];

const CITRUS = ['avocat', 'crevette', 'saumon fumé', 'truite fumée', 'endive', 'fenouil', 'feta', 'olive', 'menthe'];
const ORCHARD = [...BLUES, ...PRESSED, ...GOATS, ...NUTS, 'jambon cru', 'endive'];
const STONE = ['mozzarella', 'jambon cru', ...GOATS, 'basilic', 'menthe', 'amande'];

/** Classic partners of sweet fruits in savoury dishes. */
export const FRUIT_PARTNERS: Readonly<Record<string, readonly string[]>> = {
  melon: [...HAMS, 'feta', 'mozzarella', 'menthe', 'basilic', 'concombre'],
  pastèque: ['feta', 'mozzarella', 'menthe', 'basilic', 'concombre', 'olive', 'oignon rouge', 'jambon cru'],
  figue: [...GOATS, ...BLUES, 'jambon cru', 'mozzarella', 'brie', ...NUTS],
  poire: ORCHARD,
  pomme: [...ORCHARD, 'céleri', 'betterave', 'carotte'],
  raisin: ORCHARD,
  fraise: ['mozzarella', ...GOATS, 'basilic', 'menthe'],
  orange: [...CITRUS, 'oignon rouge', 'carotte', 'betterave'],
  clémentine: CITRUS,
  mandarine: CITRUS,
  pamplemousse: CITRUS,
  mangue: ['crevette', ...HAMS, 'avocat', 'coriandre', 'menthe', 'saumon fumé'],
  // Pineapple and cheese cubes on a pick: the apéro of French family parties.
  ananas: ['crevette', ...HAMS, 'avocat', 'coriandre', 'menthe', 'comté', 'gruyère', 'emmental', 'cheddar', 'fromage'],
  pêche: STONE,
  nectarine: STONE,
  abricot: STONE,
};

/**
 * The fruits a fresh herb flavours in a dessert (a fruit salad, a granité): mint with red berries,
 * citrus, stone and tropical fruits; basil with lemon, strawberries, raspberries, cherries, melons
 * and stone fruits.
 * Never an apple, a pear or a banana with basil. To extend: add a fruit to an herb's line.
 */
export const DESSERT_HERB_FRUITS: Readonly<Record<string, readonly string[]>> = {
  menthe: ['citron', 'citron vert', 'fraise', 'framboise', 'myrtille', 'mûre', 'cerise', 'kiwi', 'orange', 'clémentine', 'mandarine', 'pamplemousse', 'melon', 'pastèque', 'pêche', 'nectarine', 'abricot', 'mangue', 'ananas'],
  basilic: ['citron', 'citron vert', 'fraise', 'framboise', 'cerise', 'melon', 'pastèque', 'pêche', 'nectarine', 'abricot'],
};

/** Whether a dessert's fruit takes the herb (DESSERT_HERB_FRUITS); a food that is no fresh herb (a spice, a sugar, a lemon) always does. */
export const herbSuitsFruit = (herb: Food, fruit: Food): boolean => herb.kind !== 'herbe' || (DESSERT_HERB_FRUITS[herb.name] ?? []).includes(fruit.name);

/** Herbs that go only with their classic partners, on a pick or a plate: basil with tomato and mozzarella, mint with melon and feta. */
export const HERB_PARTNERS: Readonly<Record<string, readonly string[]>> = {
  basilic: ['tomate', 'tomate cerise', 'mozzarella', 'feta', 'parmesan', 'ricotta', 'fromage frais', 'chèvre', 'chèvre frais', 'jambon cru', 'courgette', 'aubergine', 'poivron', 'olive', 'crevette', 'fraise', 'melon', 'pastèque', 'pêche', 'nectarine', 'abricot'],
  menthe: ['concombre', 'feta', 'chèvre frais', 'courgette', 'petit pois', 'crevette', 'yaourt', 'yaourt grec', 'melon', 'pastèque', 'fraise', 'framboise', 'mangue', 'ananas', 'pêche', 'nectarine', 'abricot', 'orange'],
};

/**
 * Vegetables of a strong taste that, as a fruit does, take only their classic partners on a pick or
 * a plate: a gherkin goes with ham, sausage and cheese, never with a tomato; a beetroot with goat
 * cheese, walnuts, apples and smoked fish, never with chorizo.
 */
export const VEGETABLE_PARTNERS: Readonly<Record<string, readonly string[]>> = {
  cornichon: [...HAMS, 'saucisson', 'blanc de dinde', ...PRESSED, 'raclette', 'olive', 'oignon', 'oignon rouge', 'échalote', 'pomme de terre', 'œuf', 'thon', 'persil', 'ciboulette'],
  betterave: [
    ...GOATS, 'feta', 'fromage frais', 'mozzarella', ...LEAVES, 'endive', 'oignon rouge', 'échalote', 'noix', 'noisette', 'œuf', 'maquereau', 'sardine', 'saumon fumé',
    'truite fumée', 'carotte', 'concombre', 'pomme de terre', 'crème fraîche', 'yaourt', 'yaourt grec', 'persil', 'ciboulette', 'aneth', 'coriandre',
  ],
};

/** Fruits that share a plate: the orchard's, the citrus, the melons, the stone fruits, the tropical ones. */
export const FRUIT_FAMILIES: readonly (readonly string[])[] = [
  ['pomme', 'poire', 'raisin', 'figue'],
  ['orange', 'clémentine', 'mandarine', 'pamplemousse'],
  ['melon', 'pastèque'],
  ['pêche', 'nectarine', 'abricot'],
  ['mangue', 'ananas'],
  ['fraise', 'framboise'],
];

/** A fruit without a line of its own takes cheese and nuts. */
function defaultPartner(food: Food): boolean {
  return food.kind === 'fromage' || food.kind === 'fromage frais' || NUTS.includes(food.name);
}

function isSweetFruit(food: Food): boolean {
  return food.kind === 'fruit' && !NOT_SWEET.includes(food.name);
}

const SEA = ['poisson', 'fruits de mer'];
const CURED = ['fromage', 'fromage frais', 'charcuterie'];
/** Yoghurt and cream: the base of a verrine or a dip, for vegetables and herbs, never for ham ("verrines de yaourt au jambon cru"). */
const DAIRY = ['yaourt', 'crème'];
/**
 * Fresh cheeses of the dairy side, eaten as a yoghurt is: a fromage blanc goes with herbs, cucumber,
 * radish or smoked salmon, never with ham (« Roulés de jambon au fromage blanc »).
 */
const DAIRY_CHEESES = ['fromage blanc', 'faisselle'];
const dairy = (food: Food) => DAIRY.includes(food.kind) || DAIRY_CHEESES.includes(food.name);
/** Fish and seafood keep away from cheese, cured meat, yoghurt and cream, but for these classics. */
const SEA_CLASSICS: readonly (readonly [string, string])[] = [
  ['crevette', 'chorizo'],
  ['crevette', 'feta'],
  ['saumon fumé', 'chèvre frais'],
  ['saumon fumé', 'fromage frais'],
  ['saumon fumé', 'crème fraîche'],
  ['saumon fumé', 'crème épaisse'],
  ['truite fumée', 'crème fraîche'],
  ['truite fumée', 'fromage frais'],
  // The verrines and spreads of French apéros: tuna, sardines or surimi whipped with a fresh cheese.
  ['thon', 'fromage frais'],
  ['thon', 'chèvre frais'],
  ['sardine', 'fromage frais'],
  ['maquereau', 'fromage frais'],
  ['surimi', 'fromage frais'],
  ['surimi', 'St Môret'],
  ['crevette', 'fromage frais'],
  ['crevette', 'fromage blanc'],
  ['saumon fumé', 'fromage blanc'],
  ['truite fumée', 'fromage blanc'],
];

/** Fruits whose acid curdles milk: never blended with it (a smoothie of orange takes yoghurt or juice). */
const CURDLE_MILK = ['orange', 'clémentine', 'mandarine', 'pamplemousse', 'citron', 'citron vert', "jus d'orange", 'jus de citron'];

/** Whether a cook puts the two foods together in one dish (both ways round). */
export function goesWith(a: Food, b: Food): boolean {
  if (a === b) return true;
  // Milk goes with any fruit of a drink but those that curdle it.
  const milk = a.kind === 'lait' ? [a, b] : b.kind === 'lait' ? [b, a] : null;
  if (milk && (milk[1].kind === 'fruit' || CURDLE_MILK.includes(milk[1].name))) return !CURDLE_MILK.includes(milk[1].name);
  const aFruit = isSweetFruit(a);
  const bFruit = isSweetFruit(b);
  // Two fruits of one family share a plate (pomme-poire, melon-pastèque); a savoury food must then suit each.
  if (aFruit && bFruit) return FRUIT_FAMILIES.some((family) => family.includes(a.name) && family.includes(b.name));
  if (aFruit || bFruit) {
    const [fruit, other] = aFruit ? [a, b] : [b, a];
    if (LEAVES.includes(other.name)) return true;
    const partners = FRUIT_PARTNERS[fruit.name];
    return partners ? partners.includes(other.name) : defaultPartner(other);
  }
  const herb = HERB_PARTNERS[a.name] ? [a, b] : HERB_PARTNERS[b.name] ? [b, a] : null;
  if (herb && herb[1].kind !== 'herbe') return HERB_PARTNERS[herb[0].name].includes(herb[1].name);
  const strong = VEGETABLE_PARTNERS[a.name] ? [a, b] : VEGETABLE_PARTNERS[b.name] ? [b, a] : null;
  if (strong) return VEGETABLE_PARTNERS[strong[0].name].includes(strong[1].name);
  const aSea = SEA.includes(a.kind);
  const bSea = SEA.includes(b.kind);
  if ((aSea && [...CURED, ...DAIRY].includes(b.kind)) || (bSea && [...CURED, ...DAIRY].includes(a.kind))) {
    return classic(a, b);
  }
  if ((dairy(a) && b.kind === 'charcuterie') || (dairy(b) && a.kind === 'charcuterie')) return false;
  return true;
}

const LAND = ['viande', 'volaille', 'charcuterie'];
const classic = (a: Food, b: Food) => SEA_CLASSICS.some(([x, y]) => (x === a.name && y === b.name) || (x === b.name && y === a.name));

/**
 * Foods no cook sets in one dish, sweet or savoury, by a food's name and the other's kind: a melon
 * or a watermelon, all water and perfume, is never dipped in chocolate nor served beside it. To
 * extend: a line for the pair.
 */
const NEVER_TOGETHER: readonly (readonly [name: string, kind: FoodKind])[] = [
  ['melon', 'chocolat'],
  ['pastèque', 'chocolat'],
];
const clash = (a: Food, b: Food) => NEVER_TOGETHER.some(([name, kind]) => (a.name === name && b.kind === kind) || (b.name === name && a.kind === kind));

/**
 * Whether two foods may share any dish, whatever its roles: a fish or a seafood never beside a meat,
 * a poultry or a ham (« Tarte fine au jambon blanc et au surimi », « Salade de coquillettes au
 * saumon fumé et au jambon blanc »), but for the classics (prawns and chorizo); nor the foods of
 * NEVER_TOGETHER (« Melon au chocolat fondu »).
 */
export function shareADish(a: Food, b: Food): boolean {
  const sea = (food: Food) => SEA.includes(food.kind);
  const land = (food: Food) => LAND.includes(food.kind);
  if ((sea(a) && land(b)) || (sea(b) && land(a))) return classic(a, b);
  return !clash(a, b);
}

/** A sweet fruit, or honey: what a savoury bite holds only beside a savoury food (see fruitAlone). */
const sweetTopping = (food: Food) => isSweetFruit(food) || food.kind === 'sucrant';

/**
 * Whether the foods of a savoury bite (a tartine's toppings, a skewer's pieces) are only sweet: a
 * banana, a kiwi or honey alone on bread, or pear and apple on a pick, is a dessert. A fruit goes
 * on them beside the savoury food it pairs with (goesWith: a pear with a goat cheese, melon with ham).
 */
export function fruitAlone(foods: readonly Food[]): boolean {
  return foods.some(sweetTopping) && foods.every(sweetTopping);
}
