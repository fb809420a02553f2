import type { DishType } from '../../local-recipe';
import type { Dish, Role } from '../dish-pattern';
import { asMass } from '../dish-french';
import { FOODS, type Food, type FoodKind } from '../foods';

// Roles several dishes share. A role is a place in a dish: which foods may fill it, how many, and
// how much of a portion each person eats there.

const role = (r: Partial<Role> & Pick<Role, 'min' | 'max' | 'share'>): Role => ({ kinds: [], ...r });

export const PASTA = ['pâtes', 'spaghetti', 'tagliatelle', 'penne', 'coquillette', 'fusilli', 'macaroni', 'gnocchi', 'nouille'];
/** Long pasta, twirled hot on a fork: never the base of a cold pasta salad, which short pasta makes (« Salade de penne »). */
export const LONG_PASTA = ['spaghetti', 'tagliatelle'];
export const GRAINS = ['riz', 'semoule', 'quinoa', 'boulgour'];
/**
 * Starches ready in ten minutes or less, off the heat (a semolina, a bulgur soaked in boiling water):
 * beside a dish that cooks a while they are made at its end, hot when it is served, never first.
 */
export const QUICK_STARCHES = ['semoule', 'boulgour'];
export const BREAD = ['pain', 'baguette', 'pain de mie', 'pain complet', 'pain de campagne'];
/** The cooked hams, sliced: the meat of a cold plate (« Assiette de jambon blanc, salade verte ») and of « Jambon-frites ». */
export const COOKED_HAMS = ['jambon', 'jambon blanc', 'blanc de dinde'];
/** Crisp already: a tartine's crackers and biscottes are never sliced nor toasted (see toastBread). */
export const CRISPBREADS = ['cracker', 'biscotte'];
/** Cut in short lengths, topped and tailed, whatever a dish's cut (see cut): a green bean. */
export const CUT_IN_LENGTHS = ['haricot vert'];
/**
 * Cut in small florets, whatever a dish's cut (see cut): a cauliflower or a broccoli, never « en
 * rondelles » nor « en bâtonnets ».
 */
export const IN_FLORETS = ['chou-fleur', 'brocoli', 'chou romanesco'];
/** Halved, whatever a dish's cut but a skewer's (see cut): a cherry tomato. */
export const HALVED_BITES = ['tomate cerise'];
/** Dried fruit small enough to go in as it is: never crushed like a nut (see cut), nor caramelised. */
export const SMALL_DRIED_FRUITS = ['raisin sec', 'pignon de pin', 'graine de sésame'];
/** Sugars sprinkled from the bag or weighed into a batter (a coupe names them only when nothing else tops it). */
export const POWDERED_SUGARS = ['sucre', 'sucre roux', 'sucre vanillé'];
export const SUGARS = [...POWDERED_SUGARS, 'miel', "sirop d'érable", 'sirop'];
/** Syrups a glass of water or a granité is made of. */
export const SYRUPS = ['sirop', 'sirop de menthe'];
/**
 * The dish's syrup as the fridge names it when the name says its flavour (« sirop de grenadine »,
 * flavour « grenadine »); null for a bare « sirop ». The food table knows only « sirop »: a dish
 * named after its syrup takes the taste from here (« Grenadine à l'eau », « Granité au sirop de grenadine »).
 */
export function namedSyrup(d: Dish, role = 'sirop'): { name: string; flavour: string } | null {
  const match = /^sirop d(?:e |')(.+)$/u.exec(d.written(role)[0] ?? '');
  return match ? { name: match[0], flavour: match[1] } : null;
}

/** The role's syrup named as the fridge names it (namedSyrup): « Granité au sirop », « Lassi au sirop » name no taste. */
export function syrupAsWritten(d: Dish, role = 'sirop'): Food {
  const syrup = asMass(d.of(role)[0]);
  const named = namedSyrup(d, role);
  return syrup.name === 'sirop' && named ? { ...syrup, name: named.name } : syrup;
}
export const CHOCOLATES = ['chocolat', 'chocolat noir', 'chocolat au lait', 'chocolat blanc'];
export const ACIDS = ['citron', 'citron vert', 'jus de citron', 'vinaigre', 'vinaigre balsamique'];
/** Salad leaves: the base of a salad, never its named vegetable ("Salade de salade"). */
export const LEAVES = ['salade', 'laitue', 'roquette', 'mâche', 'endive'];
/** The leaves a salad is made of, young spinach among them: what « Salade verte » is. */
export const SALAD_LEAVES = [...LEAVES, 'épinard'];
/**
 * Leaves never top a tartine, a toast or a canapé: under the grill they wilt, on a cold one they
 * slide off (a salad is served beside it). Spinach, cooked under cheese, still tops a hot tartine.
 */
export const NOT_ON_BREAD = SALAD_LEAVES;
/** The leaves a title never names: "salade verte" is the salad itself. */
export const GREEN_SALAD = ['salade', 'laitue'];
export const ONIONS = ['oignon', 'oignon rouge', 'échalote', 'ail'];
/** The onions an onion soup is made of, its whole heart: never shallots nor garlic. */
export const SOUP_ONIONS = ['oignon', 'oignon rouge'];
/** The starch that makes a soup a meal (see soupeRepas), beside the pulses: small pasta, rice, potatoes. */
export const SOUP_STARCHES = ['pomme de terre', 'coquillette', 'pâtes', 'riz'];
/**
 * Minutes before the end of a family soup's 20-minute simmer that its pasta or rice goes in, as
 * their packets tell it: cooked when the vegetables are, within the soup's time, never a mush.
 */
export const SOUP_STARCH_MINUTES = { pasta: 10, riz: 15 } as const;
/** The meats a family soup takes: bacon, sausages, ham. */
export const SOUP_MEATS = ['lardon', 'bacon', 'saucisse', 'chipolata', 'chorizo', 'saucisse de Strasbourg', 'saucisse de Francfort', 'knacki', 'knack', 'jambon', 'jambon blanc'];
/** Grams of onion a bowl of onion soup takes, about one onion: less in the fridge means fewer bowls. */
export const ONION_SOUP_GRAMS = 100;
/**
 * Raw vegetables that garnish or season a dish but never are its side salad: olives and pickles
 * go on a board or in a salad, raw onions season one; a side salad is leaves or crudités.
 */
export const NOT_A_SIDE_SALAD = ['olive', 'cornichon', ...ONIONS];
/** Grams of a spread's binder (a yoghurt, a cream, a fresh cheese, butter) one person takes at the most: a spoonful beside the fish it binds (Role.most). */
export const BINDER_GRAMS = 20;
/**
 * Boneless meats a cook cuts in thin strips for an émincé (« émincé de poulet à la crème »): breasts,
 * escalopes and tender cuts, named by their flesh in its title; never a steak haché, a sausage or a
 * piece on the bone.
 */
export const STRIP_CUTS = ['blanc de poulet', 'escalope de dinde', 'escalope de veau', 'filet mignon', 'poulet', 'dinde', 'veau', 'porc', 'bœuf'];
/**
 * The vegetables of an émincé: cut thin, they cook in the pan while the strips rest (leaves wilt in
 * the sauce itself). Never a tomato: a tomato sauce already holds it and a cream one turns thin with
 * its water; never a root or a squash that wants half an hour.
 */
export const STRIP_VEGETABLES = ['champignon', 'champignon de Paris', 'poivron', 'courgette', 'carotte', 'poireau', 'brocoli', 'haricot vert', 'petit pois', 'asperge', 'fenouil', 'épinard'];
/** Sausages come seasoned by the butcher: never salted again once seared, as a cured or ready food is not. */
export const SEASONED_MEATS = ['saucisse', 'merguez', 'chipolata'];
/** What a cocktail sauce is made of, a ketchup beside it or not (« mayonnaise et ketchup »): never the ketchup alone. */
export const COCKTAIL_SAUCE_BASES = ['mayonnaise', 'fromage blanc', 'yaourt', 'yaourt grec', 'crème fraîche', 'crème épaisse'];
/** Grams of a cocktail's creamy base a person at the least: a tablespoon (Role.least). */
export const COCKTAIL_SAUCE_GRAMS = 15;
/** Foods of the biscuit kind that are eaten from a bowl, never dipped nor layered. */
export const BREAKFAST_CEREALS = ['céréales', 'granola', 'muesli'];
export const SWEET_SPICES = ['cannelle', 'vanille'];
/** The spices a curry is made of: paprika or ginger alone give a sauté, not a curry. */
export const CURRY_SPICES = ['curry', 'curcuma', 'cumin'];
/**
 * The cheeses of a French cheese course, eaten as they are: soft, pressed, blue and goat; the
 * parmesan too, broken into chunks as Italians end a meal, and the raclette, a pressed mountain
 * cheese that is a tomme when cold. Not the cheeses kept for cooking or for a salad (grated,
 * mozzarella, feta, halloumi, ricotta, mascarpone), nor the plain spreads.
 */
export const CHEESE_COURSE = [
  'fromage', 'camembert', 'brie', 'reblochon', 'comté', 'gruyère', 'emmental', 'tomme', 'cheddar', 'bleu', 'roquefort',
  'chèvre', 'chèvre frais', 'bûche de chèvre', 'boursin', 'parmesan', 'raclette', 'fromage frais',
];
/** Cheeses of the course only as the fridge names them: a fresh cheese with garlic or herbs, as the Boursin of the French table. */
export const CHEESE_COURSE_WHEN_WRITTEN: Readonly<Record<string, RegExp>> = {
  'fromage frais': /\b(?:ail|herbes|ciboulette|poivre)\b/iu,
};
/** A fridge item its name says is grated ("Gruyère râpé" reads as gruyère): never served in pieces. */
export const GRATED = /\brâp[ée]/iu;
/** Grated or spreadable ("Emmental râpé", "Fromage à tartiner"): nothing to cut in cubes, to put on a pick or a board. */
export const NOT_IN_PIECES = new RegExp(`${GRATED.source}|\\btartiner\\b`, 'iu');
/**
 * Fresh cheeses of the dessert side, a tiramisu's mascarpone: they enrich a hot sauce or a velouté,
 * yet taste of dessert in a cold savoury dish (a wrap, a tartine, a dip, rolled ham, a canapé).
 */
export const SWEET_FRESH_CHEESES = ['mascarpone'];
/** Fresh dairy a French meal serves in place of a dessert ("un laitage"). */
export const FRESH_DAIRY = ['fromage blanc', 'faisselle', 'yaourt', 'yaourt grec', 'skyr', 'petit-suisse'];
/**
 * Fresh dairy that splits when it boils: a hot sauce (a curry) takes it off the heat, at the end,
 * never simmered in it.
 */
export const SPLITS_WHEN_BOILED: readonly string[] = FRESH_DAIRY;
/**
 * The savoury vegetables of a juice: a tomato juice or a vegetable cocktail with them is salted and
 * peppered; a carrot or a beetroot juice, sweet, or one with fruit, never is.
 */
export const SALTED_JUICE_VEGETABLES = ['tomate', 'tomate cerise', 'céleri', 'concombre'];
/**
 * Smoked fish a tarte fine or a pizza takes: baked, it dries and turns salty; it is laid on the hot
 * tart out of the oven, as a cook serves a pizza au saumon fumé (a tinned tuna bakes on it).
 */
export const LAID_ON_AFTER_BAKING = ['saumon fumé', 'truite fumée'];
/**
 * Fresh fish a quiche bakes raw, cut in cubes on the pastry (« Quiche au saumon »): the custard
 * cooks it through in the oven, where a pan first would dry it.
 */
export const BAKED_RAW_IN_A_QUICHE = ['saumon', 'pavé de saumon'];
/** Raw vegetables an oven ruins: never baked on a pizza nor in a feuilleté (an avocado turns bitter, leaves and cucumber wilt to water). */
export const NEVER_BAKED = ['avocat', 'salade', 'laitue', 'mâche', 'concombre', 'radis'];
/** The foods sold breaded (Food.breaded): nuggets, a breaded fish. */
const BREADED_FOODS = FOODS.filter((f) => f.breaded).map((f) => f.name);
/** Fats that taste of the savoury kitchen: a crêpe batter or a fruit poêlée takes butter or a neutral oil. */
export const SAVOURY_FATS = ["huile d'olive"];
/** Fruits too sour or too odd to eat as the fruit of a dessert. */
export const NOT_DESSERT_FRUITS = ['citron', 'citron vert', 'compote', 'grenade'];

/**
 * Grams of each meat, fish or charcuterie, and of the starch, one person eats at the least in a
 * dish of the type, whatever share of a portion its role gives it: a fridge short of that for the
 * household makes the dish for fewer people (« Pour 2 personnes : le frigo n'en permet pas
 * davantage »), never « pour 4 » with a few grams each, and a scrap too small for one is left out.
 * Finger food, desserts and drinks serve small bites and have none. To extend: a kind, or a type.
 */
/** Millilitres of water one stock cube flavours (see roles.stock). */
const STOCK_WATER_ML = 500;

/**
 * Grams of each food one person takes on an apéro's board (at the least) or skewers (just so),
 * where cheese and charcuterie are what is served with the drink: a household puts out some 30 to
 * 40 g of each a person, never 10 g of comté and a slice of ham for two (Role.least and Role.most;
 * less in the fridge, fewer people).
 */
export const APERO_BITE_GRAMS = 30;

/**
 * Grams of each kind (cheese, charcuterie) one person takes on an apéro board, at the least and at
 * the most, shared among the board's foods of that kind (Role.byKind): two charcuteries make some
 * 30 to 40 g of charcuterie a person, never 30 g of each, 60 g in all, nor a whole pack due soon.
 */
export const APERO_KIND_GRAMS = { least: 30, most: 40 } as const;

/**
 * What a board's title calls two or more foods of one kind (« Planche apéro : comté et
 * charcuteries »): a title names every food the board holds as its main part, by kind when a name each would read as a menu.
 */
export const BOARD_KIND_NAMES: Partial<Record<FoodKind, string>> = { fromage: 'fromages', charcuterie: 'charcuteries' };

/**
 * Grams of a food of each kind one person eats at the least in a dish of each type: less in the
 * fridge means fewer people, never a thinner dish. An apéro's tartines carry a real slice of cheese,
 * charcuterie or fish (« 15 g de mozzarella » a person, never 30 g on eight biscottes for four); an
 * amuse-bouche is a bite or two, a smaller one.
 */
export const LEAST_PER_PERSON: Partial<Record<DishType, Partial<Record<FoodKind, number>>>> = {
  plat: { viande: 60, volaille: 60, poisson: 50, 'fruits de mer': 50, tofu: 60, charcuterie: 25, féculent: 50 },
  entrée: { viande: 30, volaille: 30, poisson: 25, 'fruits de mer': 25, tofu: 30, charcuterie: 15, féculent: 25 },
  apéro: { fromage: 15, charcuterie: 15, poisson: 15, 'fruits de mer': 15 },
  'amuse-bouche': { fromage: 8, charcuterie: 8, poisson: 8, 'fruits de mer': 8 },
};

export const roles = {
  // Onions and garlic season a dish; they are never its vegetables (soups have their own role). The
  // vegetables of a hot dish are cooked in it: never a beetroot sold cooked (see Food.cooked).
  vegetables: (min: number, max: number, share: number, main = false): Role => role({ kinds: ['légume'], uses: ['soupe'], except: ONIONS, min, max, share, main, cooks: true }),
  rawVegetables: (min: number, max: number, share: number, main = false): Role => role({ kinds: ['légume'], uses: ['cru'], min, max, share, main }),
  /** The salad served beside a dish: leaves or raw vegetables a salad is made of. */
  sideSalad: (min: number, max: number, share: number): Role => role({ kinds: ['légume'], uses: ['cru'], except: NOT_A_SIDE_SALAD, min, max, share }),
  sticks: (min: number, max: number, share: number): Role => role({ kinds: ['légume'], uses: ['bâtonnet'], foods: ['cracker', 'biscotte'], min, max, share }),
  meat: (min: number, max: number, share: number, main = false): Role =>
    role({ kinds: ['viande', 'volaille', 'poisson', 'fruits de mer', 'tofu'], min, max, share, main }),
  anyProtein: (min: number, max: number, share: number): Role =>
    role({ kinds: ['viande', 'volaille', 'poisson', 'fruits de mer', 'tofu', 'charcuterie'], min, max, share }),
  readyProtein: (min: number, max: number, share: number): Role =>
    role({ kinds: ['charcuterie', 'poisson', 'volaille', 'fruits de mer'], uses: ['prêt'], min, max, share }),
  cheese: (min: number, max: number, share: number): Role => role({ kinds: ['fromage'], min, max, share }),
  meltingCheese: (min: number, max: number, share: number): Role => role({ kinds: ['fromage', 'fromage frais'], uses: ['fond'], min, max, share }),
  eggs: (share: number, main = true, least?: number): Role => role({ kinds: ['œuf'], min: 1, max: 1, share, main, ...(least ? { least } : {}) }),
  herb: (max = 1): Role => role({ kinds: ['herbe'], min: 0, max, share: 1 }),
  onion: (): Role => role({ foods: ONIONS, min: 0, max: 1, share: 1 }),
  acid: (): Role => role({ foods: ACIDS, min: 0, max: 1, share: 1, pantry: true }),
  sugar: (min: number, share: number): Role => role({ foods: SUGARS, min, max: 1, share, pantry: true }),
  /**
   * The sugar of a dish that is sweet by nature (a milk rice, a pain perdu, a chantilly): the dish
   * holds without it, and says so, yet it always goes in when the fridge or the cupboard holds it.
   */
  sweetener: (foods: readonly string[], share: number): Role => role({ foods, min: 0, max: 1, share, pantry: true, whenHeld: true }),
  /**
   * The stock a soup simmers in, from the cupboard (or the fridge's cubes) when it holds one, beside
   * the water it is crumbled in: a cube (Food 'bouillon') per 50 cl of the pattern's `waterMl` per
   * person. Whichever stock the household's rules leave (a vegetable stock when it avoids poultry).
   */
  stock: (waterMl: number): Role => role({ foods: ['bouillon'], onlyWritten: { bouillon: /\bcubes?\b/iu }, min: 0, max: 1, share: waterMl / STOCK_WATER_ML, pantry: true, whenHeld: true }),
  sweetSpice: (): Role => role({ foods: SWEET_SPICES, min: 0, max: 1, share: 1, pantry: true }),
  flour: (share: number): Role => role({ foods: ['farine'], min: 1, max: 1, share, pantry: true }),
  butter: (min: number, share: number): Role => role({ kinds: ['beurre'], min, max: 1, share, pantry: true }),
  milk: (min: number, share: number, main = false): Role => role({ kinds: ['lait'], foods: ["lait d'amande", "lait d'avoine", 'lait de soja', 'lait de coco'], min, max: 1, share, main }),
  dessertFruit: (min: number, max: number, share: number, main = true, uses?: Role['uses']): Role =>
    role({ kinds: ['fruit'], uses, except: NOT_DESSERT_FRUITS, min, max, share, main }),
  /** A breaded food and nothing else (a roast chicken or tinned sardines are never « dorés » in a pan). */
  breaded: (min: number, max: number, share: number, main = false): Role => role({ foods: BREADED_FOODS, min, max, share, main, breaded: true }),
  only: (foods: readonly string[], min: number, max: number, share: number, main = false, pantry = false): Role =>
    role({ foods, min, max, share, main, pantry }),
  of: role,
};
