import type { DifficultyValue } from '#contracts';
import type { DishType } from '../local-recipe';
import type { Food, FoodKind, FoodUse } from './foods';

/** One place in a dish filled from the fridge (or the pantry): the vegetables of a poêlée, the eggs of an omelette. */
export interface Role {
  kinds: readonly FoodKind[];
  /** The food must also be fit for one of these uses (raw, in a soup, pressed…). */
  uses?: readonly FoodUse[];
  /** Or the role takes only these foods, by name. */
  foods?: readonly string[];
  /** Foods of the kinds above the role never takes. */
  except?: readonly string[];
  /** Fridge items whose own name says this are left out: "Gruyère râpé" is gruyère, yet never on a cheese board. */
  notWritten?: RegExp;
  /** Foods of the role taken only when the fridge item's own name also says this: a plain "Fromage frais" is for cooking, one "ail et fines herbes" goes on a cheese board. */
  onlyWritten?: Readonly<Record<string, RegExp>>;
  min: number;
  max: number;
  /** Share of the food's portion each person eats in this dish, split between the role's foods. */
  share: number;
  /**
   * Seared, sautéed or grilled as raw meat, fish or vegetables are: a food sold ready to eat or
   * cooked (see isReady: a smoked salmon, a cooked beetroot) never fills it, even named in `foods`.
   */
  cooks?: boolean;
  /** Takes a breaded food (Food.breaded: nuggets, a breaded fish), which no other role takes. */
  breaded?: boolean;
  /** May be taken from the household's pantry ("Mon placard") when the fridge lacks it. */
  pantry?: boolean;
  /** The heart of the dish: too little of it means fewer people, never a thinner dish. */
  main?: boolean;
  /**
   * For the heart of the dish (main), the share of a full portion each person takes at the least
   * before the dish is for fewer people (SMALLEST_PORTION, a half, unless said): a soup, whose water
   * is poured for each bowl, needs most of its vegetables or it is water.
   */
  smallestPortion?: number;
  /**
   * Served as it is, one piece a person (a seared côte, cuisse, pavé or steak; see servedWhole): the
   * dish is for at most as many people as the fridge holds pieces, never 2 côtes de porc for 3.
   */
  wholePieces?: boolean;
  /**
   * A dough the dish is baked on whole (a quiche's, a tart's, a pizza's): the dish is filled for all
   * its piece feeds, however few are at table, never a sheet of pastry under 30 g of mushrooms for
   * one. The household's number stays the recipe's; its rest keeps for the next day (ComposedDish.feeds).
   */
  bakedWhole?: boolean;
  /**
   * A dough cut in bites (feuilletés, mini-pizzas): a small table takes half of it (« ½ pâte
   * feuilletée »), the rest kept in the fridge, never a whole sheet under a slice of ham for one.
   * Halved only below one piece: never « 1,5 pâte feuilletée ».
   */
  halved?: boolean;
  /**
   * Weighs `ratio` times what another role's foods weigh as listed (grams, or millilitres of a
   * liquid), all its foods together: a quatre-quarts' flour, sugar and butter weigh its eggs
   * (« 2 œufs, 110 g de farine… ») whatever the eggs round to; a crêpe batter pours twice its flour
   * in milk, whichever milk; by food when foods differ (a clafoutis takes less cream than milk). Too
   * little of it in the fridge means fewer people, and the other weights follow the shortest.
   */
  weighs?: { readonly role: string; readonly ratio: number | ((food: Food) => number) };
  /**
   * Grams of each of its foods one person eats at the least, beside its kind's (LEAST_PER_PERSON):
   * the eggs of an omelette served as a plat, never one each. Less in the fridge means fewer people.
   */
  least?: number;
  /**
   * Grams of each kind of its foods one person eats at the least and at the most, shared among its
   * foods of that kind: an apéro board's cheeses together, its charcuteries together (see APERO_KIND_GRAMS).
   */
  byKind?: { readonly least: number; readonly most: number };
  /**
   * Grams of each of its foods one person takes at the most, whatever its kind's portion and its
   * date: a binder bound to what it binds (the yoghurt of fish rillettes, a spoonful, never a pot
   * each nor the whole pack due tomorrow).
   */
  most?: number;
  /**
   * Takes pickles and olives alone (Food.garnishes): the add-ins of a pasta or rice salad, beside
   * the starch that is its heart. A role of vegetables otherwise never holds them alone.
   */
  pickles?: boolean;
  /** Optional, yet always taken when the fridge (or, for a pantry role, the cupboard) holds it (the eggs of a pain perdu, the sugar of a crêpe batter): never left out for variety. */
  whenHeld?: boolean;
  /**
   * A board's assortment (an apéro board's meats and cheeses, a cheese course): two of one family
   * side by side (a comté and a tomme), where any other dish takes one (see oneFamily).
   */
  assortment?: boolean;
  /**
   * Each food taken must go with every food already chosen in these roles (see pairings.ts); the
   * role's own name makes its foods pair with one another (the pieces of a skewer).
   */
  goesWith?: readonly string[];
  /**
   * How a food of this role pairs with those of its goesWith roles, when not as a savoury plate
   * pairs them (pairings.ts's goesWith): a dessert's herb with its fruit (herbSuitsFruit).
   */
  pairsBy?: (food: Food, partner: Food) => boolean;
  /**
   * A savoury bite's place (a tartine's toppings, a skewer's pieces): a sweet fruit or honey goes in
   * only beside a savoury food it pairs with, never alone (« Toasts aux fraises »; see fruitAlone).
   */
  savoury?: boolean;
}

/**
 * Where a dish's foods come from: the family's fridge, the foods a question named (« idée repas
 * avec du cabillaud et des poireaux »), which no fridge holds as far as the chef knows, or a planned
 * week's, the fridge's and the everyday foods it buys (composeForWeek).
 */
export type FoodsFrom = 'fridge' | 'named' | 'week';

/** What the dish is made of, as its description says it (« … fait de {atHand} », « la part belle à {atHand} »). */
const AT_HAND: Record<FoodsFrom, string> = {
  fridge: 'ce qui attend dans le frigo',
  named: 'ce que vous avez',
  // A planned week's dish may take foods to buy: the fridge alone would not be true of it.
  week: 'ce que vous avez et ce que vous achetez pour la semaine',
};
export const atHand = (d: Pick<Dish, 'foodsFrom'>): string => AT_HAND[d.foodsFrom];

/** A dish being written: the foods chosen for each role and for how many people. */
export interface Dish {
  servings: number;
  /** Where its foods come from: a description says « ce qui attend dans le frigo » only of the fridge's (see atHand). */
  foodsFrom: FoodsFrom;
  /** The foods of a role, in the order chosen (soonest date first). */
  of(role: string): Food[];
  has(role: string): boolean;
  /**
   * The role's foods told by the pieces the dish takes (see Food.pieces), as its description and
   * steps tell them: for a title that follows the count (« Merguez poêlées » for three).
   */
  told(role: string): Food[];
  /** Every food chosen, all roles together, in role order. */
  all(...roles: string[]): Food[];
  /** The role's foods as the fridge names them ("confiture de fraises" where the food is "confiture"); the cupboard's name for a pantry food. */
  written(role: string): string[];
  /** The cooking fat: "l'huile" or "le beurre". */
  fat: string;
  /** The same after "de": "d'huile", "de beurre". */
  fatDe: string;
  /**
   * The oil a salad is dressed with, after "de": the dish's fat when it is oil, else the cupboard's
   * oil ("d'huile"); butter never dresses a salad. Undefined when there is no oil at hand.
   */
  oilDe?: string;
  /** The dish's preparation time as its description tells it: "en dix minutes", "en un quart d'heure" (see readyIn). */
  readyIn: string;
}

/**
 * A dish a home cook makes from what is at hand. Roles are filled in order; title, description
 * and steps are written from the foods chosen. Times are minutes of work and cooking, within the
 * dish type's range.
 */
export interface DishPattern {
  id: string;
  type: DishType;
  roles: Record<string, Role>;
  time: number;
  difficulty: DifficultyValue;
  /**
   * Served only when no other dish of its type is possible: the cheese course a French meal offers
   * in place of a dessert (« fromage ou dessert ») when nothing sweet is at hand. The chef never
   * ranks it against a real dish, and a planned week (which can buy what it lacks) never takes it.
   */
  fallback?: boolean;
  /** Mixes its meat in (pasta, a sautéed rice, a gratin): a piece on the bone is taken off it and named by its flesh ("au poulet"). */
  offTheBone?: boolean;
  /** Cooks in fat: oil or butter, from the fridge or the pantry; 'huile' for a dressing, which butter never makes. */
  fat?: boolean | 'huile';
  /**
   * Water per person, in millilitres (soups, drinks); or millilitres per gram of a role's food, when
   * the dish holds by its ratio (a chocolate mousse à l'eau, a granita of jam, a vegetable juice),
   * whatever the stock; by food when foods differ (a carrot's juice takes more than a tomato's).
   */
  water?: number | { role: string; perGram: number | ((food: Food) => number) };
  /** At least this many foods from the fridge, all roles together. */
  minFridge?: number;
  /** Further conditions on the foods chosen. */
  accepts?: (dish: Dish) => boolean;
  title: (dish: Dish) => string;
  description: (dish: Dish) => string;
  steps: (dish: Dish) => (string | false | undefined)[];
}
