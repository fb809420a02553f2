// What the composing chef knows of the foods a household keeps: what each one is in a dish (its
// kind), how a cook uses it (raw in a salad, in a soup, pressed into a juice…), how much one person
// eats of it, and what one piece weighs. A fridge item is read as the longest food here whose name
// opens its name ("Tomates cerises bio" is a "tomate cerise", "Blancs de poulet" are "poulet").
// To extend: add a line to its kind's block; an item the chef does not know is simply not used.

import type { Unit } from '#ingredients';

export type FoodKind =
  | 'légume'
  | 'féculent'
  | 'légumineuse'
  | 'viande'
  | 'volaille'
  | 'poisson'
  | 'fruits de mer'
  | 'charcuterie'
  | 'tofu'
  | 'œuf'
  | 'fromage'
  | 'fromage frais'
  | 'crème'
  | 'lait'
  | 'yaourt'
  | 'beurre'
  | 'fruit'
  | 'herbe'
  | 'aromate'
  | 'épice'
  | 'sucrant'
  | 'chocolat'
  | 'farine'
  | 'pâte'
  | 'pain'
  | 'sauce tomate'
  | 'lait de coco'
  | 'condiment'
  | 'fruit sec'
  | 'boisson'
  | 'glace'
  | 'biscuit'
  | 'huile'
  | 'vinaigre';

/** The units a counted piece may be written in (see Food.pieceUnit); all are units of #ingredients. */
export type PieceUnit = Extract<Unit, 'gousse' | 'tranche' | 'sachet' | 'branche' | 'bâtonnet' | 'pot' | 'brin' | 'cube'>;

/** How a cook uses a food beyond its kind. */
export type FoodUse =
  /** Eaten raw in a salad or a verrine. */
  | 'cru'
  /** Crunchy raw sticks for dipping. */
  | 'bâtonnet'
  /** Good in a soup or a velouté. */
  | 'soupe'
  /** Cooked in a compote, a crumble, a clafoutis, pan-fried. */
  | 'cuit'
  /** Pressed into a juice. */
  | 'jus'
  /** Blended into a smoothie or a milkshake. */
  | 'mixé'
  /** A fruit that goes into a savoury salad. */
  | 'salé'
  /** A cheese that melts and browns (gratin, croque, quiche). */
  | 'fond'
  /** Ready to eat without cooking (ham, smoked salmon, canned tuna, cooked prawns). */
  | 'prêt'
  /** Thin slices that roll around a filling. */
  | 'tranche'
  /** Cut in cubes on a skewer. */
  | 'cube'
  /** Flavours a water or a tea. */
  | 'infusion'
  /** A base for a dip or a verrine (fresh cheese, yoghurt, avocado, chickpeas). */
  | 'dip';

export interface Food {
  /** Singular, as a cook writes it. */
  name: string;
  kind: FoodKind;
  gender: 'm' | 'f';
  /** Counted things are plural in titles ("aux courgettes"); others singular ("au poulet"). */
  counted: boolean;
  /**
   * A counted food one piece of which is cut for the whole table (a melon, a cauliflower, a lemon
   * squeezed): a fridge and a shop count it ("2 melons"), a dish names it in the singular, as the
   * fruit or the vegetable taken as a whole ("au melon", "velouté de chou-fleur", "à l'avocat").
   */
  wholeInTitle: boolean;
  /**
   * A counted food a title names in the plural however few pieces the dish takes, as French names
   * its dishes: « poêlée de pommes de terre », « velouté de carottes », never « de pomme de terre ».
   */
  manyInTitle?: true;
  /** A mass noun written in the plural: "aux tomates pelées", "les pâtes", never "à la tomates pelées". */
  pluralName: boolean;
  /** Grams (or millilitres) one person eats when it is the heart of a dish. */
  portion: number;
  /** Grams of one piece, to read a fridge that counts ("3 courgettes"). */
  piece: number;
  /**
   * What one counted piece is called in a recipe line, when the food's own name is not a piece: a
   * fridge's "Ail ×3" holds cloves ("2 gousses d'ail", never "2 ails"), its "Jambon blanc ×4" slices,
   * its "Surimi ×8" sticks ("3 bâtonnets de surimi"). Such pieces are never halved.
   */
  pieceUnit?: PieceUnit;
  /**
   * How many of those pieces one item the fridge counts holds, when it counts something bigger: its
   * "Céleri branche ×1" is a head of about ten branches, and a dish takes "3 branches de céleri" of
   * it. One when the fridge counts the pieces themselves (garlic cloves, slices of ham).
   */
  pieceUnitsEach?: number;
  /**
   * Counted by the piece in a recipe line whatever the fridge weighs it in, as a cook counts the
   * aromatics of a dish: « 1 gousse d'ail », « 1 échalote », « 2 oignons », never « 5 g d'ail » nor
   * « 30 g d'échalotes » (a piece weighs Food.piece); weighed only when less than one is held.
   */
  byPiece?: true;
  /** The food this piece is cut from, named when a dish crumbles its flesh: « rillettes de saumon » of « pavés de saumon ». */
  cutOf?: string;
  /**
   * The name a dish's title gives it, when the shop's is not a cook's: « Velouté de chou-fleur à la
   * crème » of a « crème liquide », never « à la crème liquide »; the lines and the steps keep the shop's.
   */
  titleName?: string;
  /**
   * Grams one person takes at the least, whatever share of a portion the dish gives it: what a
   * household buys in packs and eats by the piece or the handful (crackers, biscuits) is served
   * a few pieces each, never "6 g de crackers" when a dish splits its place between two foods.
   */
  least?: number;
  /**
   * Grams of a level tablespoon of a powder lighter than water (a teaspoon holds a third): « 1 càs
   * de curry » weighs about 6 g, not the 15 g of a spoon of water. Lines by the spoon are measured,
   * and checked against the fridge's stock, by it (see spoonGrams).
   */
  spoon?: number;
  uses: readonly FoodUse[];
  /** Raw meat, fish, dairy and eggs: never eaten past their date. */
  perishable: boolean;
  /** How a cook readies it before it goes in a dish, when it is not washed and cut (see Prep). */
  prep?: Prep;
  /**
   * Eaten with its skin (a courgette, a pepper, an apricot, a strawberry), or readied otherwise (a
   * leek or a fennel trimmed, a broccoli cut in florets, a celery stick stripped): washed, never peeled.
   */
  unpeeled?: boolean;
  /**
   * A skin no one eats (a pumpkin's, an onion's, a banana's, an orange's, an avocado's): always
   * peeled before it is cut, whatever the dish, never « Lavez et coupez l'oignon ».
   */
  peeled?: boolean;
  /** Sold in a tin or a jar, in brine or water (olives, sweetcorn): drained before it goes in whole. */
  drained?: boolean;
  /** A citrus: a drink takes its juice, pressed (« Pressez l'orange »), never the fruit blended with its pith. */
  pressed?: boolean;
  /**
   * A firm vegetable with little water of its own (a carrot, a beetroot, a celery): blended into a
   * juice, it takes about its weight in water, or the glass holds a purée; a tomato or a cucumber
   * gives its own.
   */
  firm?: boolean;
  /**
   * A vegetable always cut before it goes in, whose rest keeps in the fridge (a pepper): a dish for
   * one takes « ½ poivron » of it, though it is of a hand's size (see compose-dish's wholeOnly).
   */
  halves?: boolean;
  /**
   * Bought in a piece of several portions and cut by the gram (a wedge of comté, a block of feta; a
   * head of cauliflower or cabbage, a pumpkin): a fridge that counts it (« Comté ×1 ») gives a dish
   * « 20 g de comté », the seasoning of what it tops, never « ½ comté », half the wedge, nor « ½
   * chou-fleur » beside a guacamole for one (see isWeighed).
   */
  byWeight?: boolean;
  /** A core and pips no one eats (an apple, a pear): cut out before the fruit is cut or blended (« retirez le cœur »). */
  cored?: boolean;
  /** A stone (a cherry, an apricot, a peach, a plum): taken out before the fruit is cut or blended (« dénoyautez-les »). */
  stoned?: boolean;
  /**
   * A pickle or an olive: it garnishes a dish's vegetables, a few slices beside them, never is its
   * vegetable alone (« Salade de cornichons »); a role that names it (a board's) takes it as it is.
   */
  garnishes?: boolean;
  /**
   * A red meat a French table serves pink or rare as one likes it (a steak, an entrecôte, lamb):
   * seared to taste. Any other meat, pork and sausages above all, is cooked through.
   */
  rare?: boolean;
  /**
   * A hard cheese a cook grates or shaves (a gruyère, a parmesan, a comté); a soft or fresh one (a
   * camembert, a mozzarella, a goat cheese) is cut in pieces or melted, never « râpé ou en copeaux ».
   */
  grates?: boolean;
  /**
   * Sold cooked, as a French shop sells a beetroot: eaten cold, or warmed through in a soup, never
   * given a raw vegetable's cooking (sautéed in a poêlée, simmered in a risotto, baked in a gratin).
   * A role that cooks (Role.cooks) never takes it, as it never takes a food sold ready to eat.
   */
  cooked?: boolean;
  /**
   * Sold breaded (nuggets, a breaded fish): cooked whole as the pack says, golden and crisp, and
   * served beside its sides or rolled in a wrap; never cut into a dish, baked under a gratin's
   * cheese nor napped with a sauce, where its crumb turns soggy. Only a role that says so
   * (Role.breaded) takes it.
   */
  breaded?: boolean;
  /** A piece on the bone (a chicken leg): a dish that mixes it in takes the flesh off the bone and names it so ("au poulet"). */
  onBone?: boolean;
  /** Set by a dish that takes an onBone piece off the bone: its text names the flesh, its steps bone it. */
  offBone?: boolean;
  /**
   * Set by a dish on a food whose line counts pieces ("½ poire", "1 pâte brisée", "3 tomates"), or
   * on a meat or a fish whose weighed line holds them (« 400 g de blancs de poulet » are three):
   * its text tells it in the singular at one piece or less, in the plural beyond (see dish-french).
   */
  pieces?: number;
  /**
   * Set by a dish on a food from the fridge: days to its date (null without one). A title that
   * must leave foods out keeps first the one the dish is built to use up (see dish-french's few).
   */
  days?: number | null;
}

/**
 * How a food is readied, when it is not washed (or peeled) and cut: berries are only rinsed, kept
 * whole; grapes are halved; clementines are separated into segments; shelled peas and corn go in
 * whole, as lardons sold diced; a
 * cheese sold grated is sprinkled; a frozen vegetable goes in as it is (never washed, peeled nor
 * cut). Leaves are never sliced: a salad or spinach is torn ('feuille'), young shoots (mâche,
 * roquette) are kept whole ('pousse'). Canned whole tomatoes are crushed, not washed ('écrasé');
 * what a tin or a jar holds chopped or poured goes in as it is ('dés', 'versé'). A dish reads
 * 'râpé' and 'surgelé' from the fridge item's own name ("Gruyère râpé", "Épinards surgelés") as well.
 * Pulses are rinsed, never cut ('rincé'): « Rincez et égouttez les pois chiches », never « Coupez les lentilles ».
 * What a jar holds in brine is drained, never washed: pickles are then sliced ('égoutté'), olives go in whole ('entier').
 * A tinned fish (tuna, sardines, mackerel) is drained and flaked with a fork, never cut: « Égouttez le thon et émiettez-le » ('émietté').
 * Cooked prawns are shelled and kept whole, never diced ('décortiqué').
 */
export type Prep = 'baie' | 'grain' | 'quartier' | 'entier' | 'dés' | 'râpé' | 'surgelé' | 'feuille' | 'pousse' | 'écrasé' | 'versé' | 'rincé' | 'égoutté' | 'émietté' | 'décortiqué' | 'effiloché';

type Options = Partial<Pick<Food, 'uses' | 'piece' | 'portion' | 'pieceUnit' | 'pieceUnitsEach' | 'byPiece' | 'least' | 'spoon' | 'cutOf' | 'titleName' | 'prep' | 'onBone' | 'unpeeled' | 'peeled' | 'grates' | 'drained' | 'pressed' | 'firm' | 'cored' | 'stoned' | 'garnishes' | 'rare' | 'cooked' | 'breaded' | 'halves' | 'byWeight'>> & { f?: true; n?: true; pl?: true; one?: true; many?: true };

// Per kind: a plain portion and piece weight, whether a date past matters beyond quality, and the
// weight of a level tablespoon of a powder (Food.spoon).
const KIND_DEFAULTS: Record<FoodKind, { portion: number; piece: number; perishable: boolean; spoon?: number }> = {
  légume: { portion: 150, piece: 150, perishable: false },
  féculent: { portion: 80, piece: 500, perishable: false },
  légumineuse: { portion: 120, piece: 400, perishable: false },
  viande: { portion: 130, piece: 130, perishable: true },
  volaille: { portion: 130, piece: 150, perishable: true },
  poisson: { portion: 130, piece: 130, perishable: true },
  'fruits de mer': { portion: 120, piece: 20, perishable: true },
  charcuterie: { portion: 60, piece: 40, perishable: true },
  tofu: { portion: 120, piece: 200, perishable: false },
  œuf: { portion: 110, piece: 55, perishable: true },
  fromage: { portion: 40, piece: 200, perishable: true },
  'fromage frais': { portion: 40, piece: 150, perishable: true },
  crème: { portion: 50, piece: 200, perishable: true },
  lait: { portion: 150, piece: 1000, perishable: true },
  yaourt: { portion: 125, piece: 125, perishable: true },
  beurre: { portion: 10, piece: 250, perishable: false },
  fruit: { portion: 150, piece: 150, perishable: false },
  herbe: { portion: 3, piece: 20, perishable: false },
  aromate: { portion: 25, piece: 100, perishable: false },
  épice: { portion: 1, piece: 40, perishable: false, spoon: 6 },
  sucrant: { portion: 15, piece: 500, perishable: false },
  chocolat: { portion: 40, piece: 100, perishable: false },
  farine: { portion: 30, piece: 1000, perishable: false },
  pâte: { portion: 60, piece: 230, perishable: false },
  pain: { portion: 60, piece: 250, perishable: false },
  'sauce tomate': { portion: 100, piece: 400, perishable: false },
  'lait de coco': { portion: 80, piece: 400, perishable: false },
  condiment: { portion: 10, piece: 200, perishable: false },
  'fruit sec': { portion: 15, piece: 200, perishable: false },
  boisson: { portion: 200, piece: 1000, perishable: false },
  glace: { portion: 100, piece: 500, perishable: false },
  biscuit: { portion: 25, piece: 200, perishable: false },
  huile: { portion: 10, piece: 1000, perishable: false },
  vinaigre: { portion: 5, piece: 500, perishable: false },
};

const table: Food[] = [];

/**
 * Adds the foods of one kind; `n` in the options marks a mass noun (singular in titles), `one` a
 * counted food a title names in the singular (see Food.wholeInTitle), `many` one it names in the
 * plural even for one piece (Food.manyInTitle), `pl` one written in the plural, `f` a feminine one.
 */
function kind(foodKind: FoodKind, rows: ReadonlyArray<readonly [string, Options?]>): void {
  const defaults = KIND_DEFAULTS[foodKind];
  for (const [name, o = {}] of rows) {
    table.push({
      name,
      kind: foodKind,
      gender: o.f ? 'f' : 'm',
      counted: !o.n,
      wholeInTitle: o.one === true,
      ...(o.many ? { manyInTitle: true as const } : {}),
      pluralName: o.pl === true,
      portion: o.portion ?? defaults.portion,
      piece: o.piece ?? defaults.piece,
      ...(o.pieceUnit ? { pieceUnit: o.pieceUnit } : {}),
      ...(o.pieceUnitsEach ? { pieceUnitsEach: o.pieceUnitsEach } : {}),
      ...(o.byPiece ? { byPiece: true as const } : {}),
      ...(o.least ? { least: o.least } : {}),
      ...((o.spoon ?? defaults.spoon) ? { spoon: o.spoon ?? defaults.spoon } : {}),
      ...(o.cutOf ? { cutOf: o.cutOf } : {}),
      ...(o.titleName ? { titleName: o.titleName } : {}),
      ...(o.prep ? { prep: o.prep } : {}),
      ...(o.onBone ? { onBone: true } : {}),
      ...(o.unpeeled ? { unpeeled: true } : {}),
      ...(o.peeled ? { peeled: true } : {}),
      ...(o.grates ? { grates: true } : {}),
      ...(o.drained ? { drained: true } : {}),
      ...(o.pressed ? { pressed: true } : {}),
      ...(o.firm ? { firm: true } : {}),
      ...(o.cored ? { cored: true } : {}),
      ...(o.stoned ? { stoned: true } : {}),
      ...(o.garnishes ? { garnishes: true } : {}),
      ...(o.rare ? { rare: true } : {}),
      ...(o.cooked ? { cooked: true } : {}),
      ...(o.breaded ? { breaded: true } : {}),
      ...(o.halves ? { halves: true } : {}),
      ...(o.byWeight ? { byWeight: true } : {}),
      uses: o.uses ?? [],
      perishable: defaults.perishable,
    });
  }
}

const CRUDITÉ: FoodUse[] = ['cru', 'bâtonnet', 'soupe'];

kind('légume', [
  ['courgette', { unpeeled: true, f: true, piece: 200, uses: ['soupe', 'cru'] }],
  ['tomate', { f: true, piece: 120, uses: ['cru', 'soupe', 'cube'] }],
  ['tomate cerise', { unpeeled: true, f: true, piece: 15, portion: 100, uses: ['cru', 'bâtonnet', 'cube', 'soupe'] }],
  ['carotte', { f: true, many: true, firm: true, piece: 100, uses: CRUDITÉ }],
  ['poivron', { unpeeled: true, halves: true, piece: 150, uses: CRUDITÉ }],
  ['aubergine', { f: true, piece: 250, uses: ['soupe'] }],
  ['concombre', { one: true, piece: 300, portion: 100, uses: ['cru', 'bâtonnet', 'cube', 'infusion'] }],
  ['poireau', { unpeeled: true, piece: 200, uses: ['soupe'] }],
  ['brocoli', { unpeeled: true, one: true, piece: 400, uses: ['soupe'] }],
  ['chou-fleur', { unpeeled: true, one: true, byWeight: true, piece: 800, uses: ['soupe', 'bâtonnet'] }],
  ['chou', { unpeeled: true, one: true, byWeight: true, piece: 1000, uses: ['cru', 'soupe'] }],
  ['chou rouge', { unpeeled: true, one: true, byWeight: true, piece: 1000, uses: ['cru'] }],
  ['épinard', { prep: 'feuille', piece: 30, uses: ['soupe', 'cru'] }],
  ['haricot vert', { unpeeled: true, piece: 8, uses: ['soupe'] }],
  ['petit pois', { prep: 'entier', piece: 2, portion: 100, uses: ['soupe'] }],
  ['champignon', { unpeeled: true, piece: 20, portion: 120, uses: ['soupe', 'cru'] }],
  ['champignon de Paris', { unpeeled: true, piece: 20, portion: 120, uses: ['soupe', 'cru'] }],
  ['salade', { prep: 'feuille', f: true, n: true, piece: 300, portion: 40, uses: ['cru'] }],
  ['laitue', { prep: 'feuille', f: true, n: true, piece: 300, portion: 40, uses: ['cru'] }],
  // Young leaves go in by the handful, never « 10 g de mâche » (a few leaves) in a salad for one.
  ['roquette', { prep: 'pousse', f: true, n: true, piece: 100, portion: 25, least: 20, uses: ['cru'] }],
  ['mâche', { prep: 'pousse', f: true, n: true, piece: 100, portion: 30, least: 20, uses: ['cru'] }],
  ['endive', { unpeeled: true, f: true, piece: 120, uses: ['cru', 'bâtonnet', 'soupe'] }],
  ['fenouil', { unpeeled: true, one: true, piece: 300, uses: ['cru', 'soupe', 'bâtonnet'] }],
  // Céleri branche: the fridge counts heads, a dish takes branches of it ("2 branches de céleri").
  // Strong and stringy: a branch or two a person (a head holds ten), never « 7 branches de céleri » for three.
  ['céleri', { unpeeled: true, n: true, firm: true, piece: 400, pieceUnit: 'branche', pieceUnitsEach: 10, portion: 60, uses: CRUDITÉ }],
  ['céleri-rave', { peeled: true, one: true, piece: 700, uses: ['soupe'] }],
  ['radis', { unpeeled: true, piece: 15, portion: 60, uses: ['cru', 'bâtonnet', 'soupe'] }],
  // Sold cooked (« Betterave cuite »): in a salad, a dip or a soup, never sautéed.
  ['betterave', { peeled: true, cooked: true, f: true, firm: true, piece: 150, uses: ['cru', 'soupe', 'cube'] }],
  ['navet', { peeled: true, piece: 150, uses: ['soupe'] }],
  ['panais', { piece: 200, uses: ['soupe'] }],
  ['patate douce', { peeled: true, f: true, piece: 300, portion: 200, uses: ['soupe'] }],
  ['potiron', { peeled: true, one: true, byWeight: true, piece: 1500, portion: 200, uses: ['soupe'] }],
  ['potimarron', { one: true, piece: 1200, portion: 200, uses: ['soupe'] }],
  ['courge', { peeled: true, one: true, f: true, piece: 1200, portion: 200, uses: ['soupe'] }],
  ['butternut', { peeled: true, one: true, f: true, byWeight: true, piece: 1200, portion: 200, uses: ['soupe'] }],
  ['asperge', { f: true, piece: 25, uses: ['soupe'] }],
  ['artichaut', { piece: 300, uses: ['soupe'] }],
  ['blette', { unpeeled: true, f: true, piece: 100, uses: ['soupe'] }],
  ['maïs', { n: true, prep: 'entier', drained: true, piece: 300, portion: 60, uses: ['cru', 'soupe'] }],
  ['avocat', { peeled: true, one: true, piece: 180, portion: 90, uses: ['cru', 'dip', 'salé'] }],
  ['oignon', { peeled: true, byPiece: true, piece: 100, portion: 50, uses: ['soupe'] }],
  ['oignon rouge', { peeled: true, byPiece: true, piece: 100, portion: 30, uses: ['cru', 'soupe'] }],
  // A garnish eaten by the piece: a cornichon and two olives each at the least, never « 5 g
  // d'olives » (one olive) for three beside half a cucumber.
  ['cornichon', { prep: 'égoutté', garnishes: true, piece: 10, portion: 20, least: 10, uses: ['cru', 'cube'] }],
  ['olive', { prep: 'entier', drained: true, garnishes: true, f: true, piece: 4, portion: 20, least: 8, uses: ['cru', 'cube'] }],
  // Sold cooked ("choucroute cuisinée"): only the choucroute pattern takes it.
  ['choucroute', { f: true, n: true, piece: 800, portion: 250 }],
]);

kind('aromate', [
  ['ail', { peeled: true, byPiece: true, n: true, piece: 5, portion: 2, pieceUnit: 'gousse' }],
  ['échalote', { peeled: true, byPiece: true, f: true, piece: 30, portion: 10 }],
  // A root of 50 g: a few grams (a centimetre) flavour a glass or a dish, and no less.
  ['gingembre', { peeled: true, n: true, piece: 50, portion: 3, least: 2, uses: ['infusion'] }],
]);

// A fresh herb the fridge counts by the bunch (« Coriandre ×1 ») goes in by the sprig, a gram each,
// a few per person: « 6 brins de coriandre », never « 1 coriandre », the whole bunch, for two.
const SPRIGS = { pieceUnit: 'brin', pieceUnitsEach: 20 } as const;
kind('herbe', [
  // Parsley seasons a dish or a green juice, never a tea nor a water it infuses in.
  ['persil', { n: true, ...SPRIGS }],
  ['basilic', { n: true, ...SPRIGS, uses: ['infusion'] }],
  ['ciboulette', { f: true, n: true, ...SPRIGS }],
  ['coriandre', { f: true, n: true, ...SPRIGS }],
  ['menthe', { f: true, n: true, ...SPRIGS, uses: ['infusion'] }],
  ['aneth', { n: true, ...SPRIGS }],
  ['thym', { n: true, ...SPRIGS, uses: ['infusion'] }],
  ['romarin', { n: true, ...SPRIGS, uses: ['infusion'] }],
  ['estragon', { n: true, ...SPRIGS }],
  ['herbes de Provence', { pl: true, n: true }],
]);

kind('épice', [
  ['curry', { n: true }],
  ['cumin', { n: true }],
  ['paprika', { n: true }],
  ['cannelle', { f: true, n: true }],
  ['curcuma', { n: true }],
  ['muscade', { f: true, n: true }],
  ['piment d\'Espelette', { n: true }],
  ['vanille', { f: true, n: true }],
]);

kind('féculent', [
  ['pâtes', { pl: true, f: true, n: true, portion: 90 }],
  ['spaghetti', { pl: true, n: true, portion: 90 }],
  ['tagliatelle', { f: true, portion: 90, piece: 500 }],
  ['penne', { pl: true, n: true, portion: 90 }],
  ['coquillette', { f: true, portion: 90, piece: 500 }],
  ['fusilli', { pl: true, n: true, portion: 90 }],
  ['macaroni', { portion: 90, piece: 500 }],
  ['riz', { n: true, portion: 70 }],
  ['semoule', { f: true, n: true, portion: 70 }],
  ['quinoa', { n: true, portion: 70 }],
  ['boulgour', { n: true, portion: 70 }],
  ['polenta', { f: true, n: true, portion: 70 }],
  ['gnocchi', { portion: 150, piece: 500 }],
  ['nouille', { f: true, portion: 80, piece: 250 }],
  ['pomme de terre', { peeled: true, f: true, many: true, portion: 250, piece: 150, uses: ['soupe'] }],
  ['frite', { f: true, portion: 180, piece: 1000 }],
]);

kind('légumineuse', [
  ['lentille', { prep: 'rincé', f: true, portion: 70, piece: 500, uses: ['soupe'] }],
  ['lentille corail', { prep: 'rincé', f: true, portion: 70, piece: 500, uses: ['soupe'] }],
  ['pois chiche', { prep: 'rincé', uses: ['dip'] }],
  ['haricot rouge', { prep: 'rincé' }],
  ['haricot blanc', { prep: 'rincé' }],
]);

kind('viande', [
  ['steak haché', { rare: true, piece: 100, portion: 120 }],
  ['viande hachée', { f: true, n: true, portion: 120, piece: 500 }],
  ['bœuf', { rare: true, n: true }],
  ['steak', { rare: true, piece: 150, portion: 150 }],
  ['entrecôte', { rare: true, f: true, piece: 250, portion: 180 }],
  ['veau', { rare: true, n: true }],
  ['escalope de veau', { rare: true, f: true, piece: 130, cutOf: 'veau' }],
  ['porc', { n: true }],
  ['côte de porc', { f: true, piece: 180, portion: 180, cutOf: 'porc', onBone: true }],
  ['filet mignon', { n: true, piece: 450 }],
  ['agneau', { rare: true, n: true }],
  ['saucisse', { f: true, piece: 100, portion: 120 }],
  ['merguez', { f: true, piece: 60, portion: 120 }],
  ['chipolata', { f: true, piece: 60, portion: 120 }],
]);

kind('volaille', [
  ['poulet', { n: true }],
  ['blanc de poulet', { piece: 130, cutOf: 'poulet' }],
  ['cuisse de poulet', { f: true, piece: 250, portion: 250, cutOf: 'poulet', onBone: true }],
  ['dinde', { f: true, n: true }],
  ['escalope de dinde', { f: true, piece: 130, cutOf: 'dinde' }],
  ['canard', { n: true }],
  // A bird sold whole, its bones in: a quarter of it a person, never half a chicken for five.
  // A bird roasted whole: its flesh is pulled off the bones for what mixes it in (Prep 'effiloché').
  ['poulet rôti', { n: true, byWeight: true, prep: 'effiloché', piece: 1200, portion: 300, uses: ['prêt'] }],
  ['nugget de poulet', { portion: 130, piece: 20, breaded: true }],
]);

kind('poisson', [
  ['saumon', { n: true, piece: 130 }],
  ['pavé de saumon', { piece: 130, cutOf: 'saumon' }],
  ['saumon fumé', { n: true, portion: 50, piece: 25, pieceUnit: 'tranche', uses: ['prêt', 'tranche'] }],
  ['truite fumée', { f: true, n: true, portion: 50, piece: 25, pieceUnit: 'tranche', uses: ['prêt', 'tranche'] }],
  ['cabillaud', { n: true }],
  ['colin', { n: true }],
  ['lieu', { n: true }],
  ['merlu', { n: true }],
  ['truite', { f: true, n: true }],
  // The lakes' fish, in fillets.
  ['perche', { f: true, n: true }],
  ['féra', { f: true, n: true }],
  ['thon', { prep: 'émietté', n: true, portion: 60, piece: 140, uses: ['prêt'] }],
  ['sardine', { prep: 'émietté', f: true, portion: 60, piece: 25, uses: ['prêt'] }],
  ['maquereau', { prep: 'émietté', n: true, portion: 60, piece: 120, uses: ['prêt'] }],
  ['surimi', { n: true, portion: 50, piece: 17, pieceUnit: 'bâtonnet', uses: ['prêt', 'cube'] }],
  ['poisson pané', { portion: 100, piece: 50, breaded: true }],
]);

kind('fruits de mer', [
  // Sold cooked: shelled and kept whole, never « coupées en dés ».
  ['crevette', { f: true, prep: 'décortiqué', portion: 100, piece: 10, uses: ['prêt', 'cube'] }],
  ['gambas', { f: true, portion: 120, piece: 30 }],
  ['moule', { f: true, portion: 350, piece: 10 }],
  ['noix de Saint-Jacques', { f: true, portion: 80, piece: 25 }],
  ['calamar', { portion: 120, piece: 40 }],
]);

kind('charcuterie', [
  ['jambon', { n: true, piece: 40, pieceUnit: 'tranche', uses: ['prêt', 'tranche', 'cube'] }],
  ['jambon blanc', { n: true, piece: 40, pieceUnit: 'tranche', uses: ['prêt', 'tranche', 'cube'] }],
  ['jambon cru', { n: true, piece: 15, portion: 30, pieceUnit: 'tranche', uses: ['prêt', 'tranche', 'cube'] }],
  ['lardon', { portion: 40, piece: 5, prep: 'dés' }],
  ['bacon', { n: true, piece: 15, portion: 30, pieceUnit: 'tranche' }],
  // Cured, yet as good pan-fried (a poêlée au chorizo): ready to eat and to cook.
  ['chorizo', { n: true, piece: 200, portion: 30, uses: ['prêt', 'cube', 'cuit'] }],
  ['saucisson', { n: true, piece: 250, portion: 30, uses: ['prêt', 'cube'] }],
  // Sausages sold cooked (smoked, scalded): eaten as they are or warmed a few minutes, never cooked through.
  ['knacki', { f: true, piece: 35, portion: 70, uses: ['prêt', 'cuit'] }],
  ['knack', { f: true, piece: 35, portion: 70, uses: ['prêt', 'cuit'] }],
  ['saucisse de Strasbourg', { f: true, piece: 50, portion: 100, uses: ['prêt', 'cuit'] }],
  ['saucisse de Francfort', { f: true, piece: 50, portion: 100, uses: ['prêt', 'cuit'] }],
  ['cervelas', { n: true, piece: 100, portion: 100, uses: ['prêt', 'cuit'] }],
  // Sliced cooked turkey breast: a title names it by its flesh, as « au poulet » a blanc de poulet (« Salade de riz à la dinde »).
  ['blanc de dinde', { n: true, piece: 30, pieceUnit: 'tranche', cutOf: 'dinde', uses: ['prêt', 'tranche', 'cube'] }],
]);

kind('tofu', [
  ['tofu', { n: true }],
  ['tofu fumé', { n: true }],
  ['tempeh', { n: true }],
]);

kind('œuf', [['œuf', { piece: 55 }]]);

// A wedge or a block is cut by the gram (Food.byWeight); a camembert, a ball of mozzarella by the piece.
kind('fromage', [
  ['fromage', { grates: true, n: true, byWeight: true, uses: ['fond', 'cube'] }],
  ['fromage râpé', { grates: true, n: true, prep: 'râpé', uses: ['fond'] }],
  // Sliced for a sandwich or a croque: a fridge counts its slices, a dish too (« 2 tranches de fromage »); a title says « au fromage ».
  ['fromage en tranches', { n: true, piece: 20, pieceUnit: 'tranche', cutOf: 'fromage', uses: ['fond', 'tranche'] }],
  ['gruyère', { grates: true, n: true, byWeight: true, uses: ['fond', 'cube'] }],
  ['emmental', { grates: true, n: true, byWeight: true, uses: ['fond', 'cube'] }],
  ['comté', { grates: true, n: true, byWeight: true, uses: ['fond', 'cube'] }],
  ['parmesan', { grates: true, n: true, byWeight: true, portion: 20, uses: ['fond'] }],
  ['mozzarella', { f: true, n: true, piece: 125, uses: ['fond', 'cube', 'cru'] }],
  ['raclette', { f: true, n: true, uses: ['fond'] }],
  ['cheddar', { grates: true, n: true, byWeight: true, uses: ['fond', 'cube'] }],
  ['camembert', { n: true, piece: 250, uses: ['fond', 'cube'] }],
  ['brie', { n: true, byWeight: true, uses: ['fond', 'cube'] }],
  ['reblochon', { n: true, piece: 450, uses: ['fond'] }],
  ['bleu', { n: true, byWeight: true, uses: ['cube'] }],
  ['roquefort', { n: true, byWeight: true, uses: ['cube'] }],
  ['tomme', { f: true, grates: true, n: true, byWeight: true, uses: ['fond', 'cube'] }],
  ['feta', { f: true, n: true, byWeight: true, piece: 200, uses: ['cube', 'cru'] }],
  ['halloumi', { n: true, piece: 225 }],
]);

kind('fromage frais', [
  ['fromage frais', { n: true, uses: ['dip'] }],
  ['fromage blanc', { n: true, portion: 100, piece: 500, uses: ['dip'] }],
  ['faisselle', { f: true, portion: 100, piece: 100 }],
  ['chèvre frais', { n: true, uses: ['dip'] }],
  ['chèvre', { n: true, piece: 150, uses: ['fond', 'cube'] }],
  ['bûche de chèvre', { f: true, n: true, piece: 180, uses: ['fond'] }],
  ['ricotta', { f: true, n: true, piece: 250, uses: ['dip'] }],
  ['mascarpone', { n: true, piece: 250, uses: ['dip'] }],
  ['boursin', { n: true, piece: 150, uses: ['dip'] }],
  ['carré frais', { piece: 25, uses: ['dip'] }],
  ['St Môret', { n: true, piece: 150, uses: ['dip'] }],
  ['skyr', { n: true, portion: 125, piece: 150 }],
]);

kind('crème', [
  ['crème', { f: true, n: true }],
  ['crème fraîche', { f: true, n: true, uses: ['dip'] }],
  ['crème liquide', { f: true, n: true, titleName: 'crème' }],
  ['crème épaisse', { f: true, n: true, uses: ['dip'], titleName: 'crème' }],
]);

kind('lait', [['lait', { n: true, uses: ['mixé'] }]]);
kind('yaourt', [
  ['yaourt', { uses: ['dip', 'mixé'] }],
  // Sold by the tub and spooned out: a mass (« le yaourt grec »), never « les yaourts grecs » for 50 g.
  ['yaourt grec', { n: true, uses: ['dip', 'mixé'] }],
  ['petit-suisse', { piece: 60, portion: 60 }],
]);
kind('beurre', [['beurre', { n: true }]]);

kind('fruit', [
  ['pomme', { cored: true, f: true, piece: 150, uses: ['cuit', 'mixé', 'salé', 'infusion', 'cube'] }],
  ['poire', { cored: true, f: true, piece: 170, uses: ['cuit', 'mixé', 'salé', 'cube'] }],
  ['banane', { peeled: true, f: true, piece: 120, uses: ['cuit', 'mixé'] }],
  ['orange', { pressed: true, peeled: true, f: true, piece: 180, uses: ['jus', 'mixé', 'salé', 'infusion'] }],
  ['clémentine', { pressed: true, f: true, prep: 'quartier', piece: 70, uses: ['jus', 'mixé', 'salé', 'infusion'] }],
  ['mandarine', { pressed: true, f: true, prep: 'quartier', piece: 70, uses: ['jus', 'mixé', 'infusion'] }],
  ['pamplemousse', { pressed: true, peeled: true, one: true, piece: 350, uses: ['jus', 'salé', 'infusion'] }],
  ['citron', { pressed: true, one: true, piece: 100, portion: 20, uses: ['jus', 'infusion'] }],
  ['citron vert', { pressed: true, one: true, piece: 70, portion: 15, uses: ['jus', 'infusion'] }],
  ['kiwi', { peeled: true, piece: 80, uses: ['mixé'] }],
  ['fraise', { unpeeled: true, f: true, piece: 15, uses: ['mixé', 'cuit', 'infusion', 'cube', 'salé'] }],
  ['framboise', { f: true, prep: 'baie', piece: 5, portion: 80, uses: ['mixé', 'cuit', 'infusion'] }],
  ['myrtille', { f: true, prep: 'baie', piece: 2, portion: 80, uses: ['mixé', 'cuit', 'infusion'] }],
  ['mûre', { f: true, prep: 'baie', piece: 4, portion: 80, uses: ['mixé', 'cuit', 'infusion'] }],
  ['cerise', { stoned: true, unpeeled: true, f: true, piece: 8, uses: ['cuit', 'mixé'] }],
  ['abricot', { stoned: true, unpeeled: true, piece: 45, uses: ['cuit', 'mixé', 'salé'] }],
  ['pêche', { stoned: true, f: true, piece: 150, uses: ['cuit', 'mixé', 'infusion', 'salé'] }],
  ['nectarine', { stoned: true, unpeeled: true, f: true, piece: 150, uses: ['cuit', 'mixé'] }],
  ['prune', { stoned: true, unpeeled: true, f: true, piece: 40, uses: ['cuit', 'mixé'] }],
  ['mirabelle', { stoned: true, unpeeled: true, f: true, piece: 15, uses: ['cuit', 'mixé'] }],
  ['raisin', { n: true, prep: 'grain', piece: 500, uses: ['salé', 'cube'] }],
  ['melon', { peeled: true, one: true, piece: 1000, portion: 200, uses: ['mixé', 'salé', 'cube', 'jus'] }],
  ['pastèque', { peeled: true, f: true, n: true, byWeight: true, piece: 3000, portion: 250, uses: ['mixé', 'jus', 'cube', 'salé', 'infusion'] }],
  ['mangue', { peeled: true, one: true, f: true, piece: 350, uses: ['mixé', 'salé'] }],
  ['ananas', { peeled: true, n: true, byWeight: true, piece: 1200, uses: ['mixé', 'cuit', 'jus', 'cube', 'infusion'] }],
  ['figue', { unpeeled: true, f: true, piece: 50, uses: ['cuit', 'salé', 'mixé'] }],
  ['grenade', { one: true, f: true, piece: 300, uses: ['jus', 'salé'] }],
  ['rhubarbe', { f: true, n: true, piece: 150, uses: ['cuit'] }],
  ['coing', { cored: true, piece: 300, uses: ['cuit'] }],
  ['fruit de la passion', { piece: 40, portion: 40, uses: ['mixé'] }],
  ['litchi', { piece: 20, uses: [] }],
  // Counted by the pot a household buys: "2 pots de compote de pommes", never "½ compote".
  ['compote', { f: true, n: true, prep: 'versé', portion: 100, piece: 100, pieceUnit: 'pot', uses: ['mixé'] }],
]);

kind('fruit sec', [
  ['noix', { f: true, n: true, pl: true }],
  ['amande', { f: true }],
  ['noisette', { f: true }],
  ['pistache', { f: true }],
  ['cacahuète', { f: true }],
  ['noix de cajou', { f: true, n: true, pl: true }],
  ['raisin sec', { portion: 15 }],
  ['pignon de pin', { portion: 10 }],
  ['graine de sésame', { f: true, portion: 5 }],
]);

kind('chocolat', [
  ['chocolat', { n: true }],
  ['chocolat noir', { n: true }],
  ['chocolat au lait', { n: true }],
  ['chocolat blanc', { n: true }],
  ['cacao', { n: true, portion: 10, spoon: 7 }],
  // Spooned from its jar as it is: spread, never crushed nor cut.
  ['pâte à tartiner', { f: true, n: true, prep: 'versé', portion: 20 }],
]);

kind('sucrant', [
  ['sucre', { n: true }],
  ['sucre roux', { n: true }],
  ['sucre vanillé', { n: true }],
  ['miel', { n: true }],
  ['sirop d\'érable', { n: true }],
  ['sirop', { n: true }],
  ['confiture', { f: true, n: true, portion: 20 }],
  ['caramel', { n: true }],
]);

kind('farine', [
  ['farine', { f: true, n: true }],
  ['maïzena', { f: true, n: true, portion: 5 }],
  ['levure chimique', { f: true, n: true, portion: 3 }],
  ['flocons d\'avoine', { pl: true, n: true }],
  ['poudre d\'amande', { f: true, n: true }],
]);

kind('pâte', [
  ['pâte brisée', { f: true, piece: 230 }],
  ['pâte feuilletée', { f: true, piece: 230 }],
  ['pâte sablée', { f: true, piece: 230 }],
  ['pâte à pizza', { f: true, piece: 260 }],
  // Already topped: baked as it is, it feeds two (the plat 'pizza-surgelee' dresses it up).
  ['pizza surgelée', { f: true, piece: 400, portion: 200 }],
  ['tortilla', { f: true, piece: 40, portion: 80 }],
  ['wrap', { piece: 60, portion: 120 }],
]);

kind('pain', [
  ['pain', { n: true, piece: 400 }],
  ['pain pita', { piece: 60 }],
  ['baguette', { one: true, f: true, piece: 250 }],
  ['pain de mie', { n: true, piece: 25, portion: 50, pieceUnit: 'tranche' }],
  ['pain complet', { n: true, piece: 500 }],
  ['pain de campagne', { n: true, piece: 500 }],
  ['brioche', { f: true, n: true, piece: 400 }],
  ['biscotte', { f: true, piece: 10, portion: 20, least: 20 }],
  ['cracker', { piece: 5, portion: 25, least: 20 }],
]);

kind('biscuit', [
  ['biscuit', { piece: 10, least: 20 }],
  ['boudoir', { piece: 6, least: 12 }],
  ['spéculoos', { n: true, piece: 8, least: 16 }],
  ['petit-beurre', { piece: 8, least: 16 }],
  ['granola', { n: true, piece: 400, portion: 30 }],
  ['muesli', { n: true, piece: 500, portion: 40 }],
  ['guimauve', { f: true, n: true, piece: 200, portion: 20 }],
  ['céréales', { pl: true, f: true, n: true, piece: 400, portion: 30 }],
]);

kind('sauce tomate', [
  ['tomates pelées', { prep: 'écrasé', pl: true, f: true, n: true }],
  ['tomates concassées', { prep: 'dés', pl: true, f: true, n: true }],
  ['coulis de tomate', { prep: 'versé', n: true }],
  ['sauce tomate', { prep: 'versé', f: true, n: true }],
  ['passata', { prep: 'versé', f: true, n: true }],
  ['concentré de tomate', { prep: 'versé', n: true, portion: 10, piece: 140 }],
]);

kind('lait de coco', [
  ['lait de coco', { n: true }],
  ['crème de coco', { f: true, n: true }],
]);

kind('condiment', [
  ['moutarde', { f: true, n: true, portion: 5 }],
  ['mayonnaise', { f: true, n: true }],
  ['ketchup', { n: true }],
  ['sauce soja', { f: true, n: true, portion: 8 }],
  ['pesto', { n: true, portion: 20 }],
  ['tapenade', { f: true, n: true, portion: 20 }],
  ['câpre', { f: true, portion: 5 }],
  ['houmous', { n: true, portion: 50, uses: ['dip'] }],
  // A stock cube, 10 g for 50 cl of water: a soup takes one per half-litre (« 1 cube de bouillon de légumes »).
  ['bouillon', { n: true, portion: 10, piece: 10, pieceUnit: 'cube' }],
]);

kind('huile', [
  ['huile', { f: true, n: true }],
  ['huile d\'olive', { f: true, n: true }],
]);

kind('vinaigre', [
  ['vinaigre', { n: true }],
  ['vinaigre balsamique', { n: true }],
]);

kind('boisson', [
  ['jus d\'orange', { n: true }],
  ['jus de pomme', { n: true }],
  ['jus de raisin', { n: true }],
  ['jus d\'ananas', { n: true }],
  ['jus de citron', { n: true, portion: 10 }],
  ['thé', { n: true, portion: 2, piece: 2, pieceUnit: 'sachet' }],
  // Ground coffee, spooned as a powder: never poured as the drink it makes.
  ['café', { n: true, portion: 8, piece: 250, spoon: 7 }],
  ['eau gazeuse', { f: true, n: true }],
  ['limonade', { f: true, n: true }],
  ['sirop de menthe', { n: true, portion: 20 }],
  ['lait d\'amande', { n: true, uses: ['mixé'] }],
  ['lait d\'avoine', { n: true, uses: ['mixé'] }],
  ['lait de soja', { n: true, uses: ['mixé'] }],
]);

kind('glace', [
  ['glace', { f: true, n: true }],
  ['glace à la vanille', { f: true, n: true }],
  ['sorbet', { n: true }],
]);

export const FOODS: readonly Food[] = table;

/** The food whose flesh a piece is: "saumon" for a "pavé de saumon", the food itself for any other. */
export function fleshOf(food: Food): Food {
  return (food.cutOf !== undefined && table.find((f) => f.name === food.cutOf)) || food;
}

/**
 * Whether two foods are one for a dish: the same, or one a kind of the other ("tomate cerise" of
 * "tomate", "oignon rouge" of "oignon"), which a dish never names twice ("aux tomates cerises et
 * aux tomates"). Not a food named after another ("pomme de terre", "lait de coco", "pâte à pizza").
 */
export function sameFood(a: Food, b: Food): boolean {
  if (a === b || a.name === b.name) return true;
  const [short, long] = a.name.length < b.name.length ? [a.name, b.name] : [b.name, a.name];
  return long.startsWith(`${short} `) && !/^(?:de|d'|à|au|aux)\b/u.test(long.slice(short.length + 1));
}

/** The kinds a dish is built around as its protein (not eggs nor cheese): a title always names it (see dish-french's few). */
export const PROTEIN_KINDS: readonly FoodKind[] = ['viande', 'volaille', 'poisson', 'fruits de mer', 'tofu', 'charcuterie'];
export const isProtein = (food: Food): boolean => PROTEIN_KINDS.includes(food.kind);

/**
 * Foods of one family, each as good as another in a dish: a dish takes one of them, never two
 * (« Taboulé à l'emmental et au gruyère », « Brochettes jambon blanc-jambon cru », « Salade de
 * riz au thon et aux sardines »). Foods of different families still share a dish: a gratin's
 * emmental and parmesan, a board's comté and camembert. To extend: a food to its family's line, or
 * a line for a family.
 */
export const FOOD_FAMILIES: readonly (readonly string[])[] = [
  // Pressed cheeses, melted or cut alike.
  ['fromage', 'fromage râpé', 'fromage en tranches', 'gruyère', 'emmental', 'comté', 'tomme', 'cheddar', 'raclette'],
  ['camembert', 'brie', 'reblochon'],
  ['bleu', 'roquefort'],
  ['chèvre', 'chèvre frais', 'bûche de chèvre'],
  ['fromage frais', 'St Môret', 'boursin', 'carré frais'],
  ['jambon', 'jambon blanc', 'jambon cru', 'blanc de dinde'],
  ['thon', 'sardine', 'maquereau'],
  ['saumon fumé', 'truite fumée'],
  ['cabillaud', 'colin', 'lieu', 'merlu'],
  ['crème', 'crème fraîche', 'crème liquide', 'crème épaisse'],
];

/**
 * Kinds a dish takes one food of, as one family: a fish is the fish of its dish, never beside
 * another (« Quiche au saumon fumé et au thon »); a board's assortment still sets them side by side.
 */
export const ONE_OF_KIND: readonly FoodKind[] = ['poisson'];

/** Whether the two foods are of one family (see FOOD_FAMILIES and ONE_OF_KIND), or cut from one flesh (« blanc de poulet » and « poulet »). */
export function oneFamily(a: Food, b: Food): boolean {
  if (fleshOf(a).name === fleshOf(b).name) return true;
  if (a.kind === b.kind && ONE_OF_KIND.includes(a.kind)) return true;
  return FOOD_FAMILIES.some((family) => family.includes(a.name) && family.includes(b.name));
}

/**
 * A food eaten in a bite or two (a cherry tomato, a radish, a button mushroom, an olive): served
 * whole or halved, never cut into sticks nor counted by the half.
 */
export function isBite(food: Food): boolean {
  return food.piece <= 30;
}

/**
 * A starch or a pulse named in the plural (« aux lentilles », « les gnocchis ») whose piece is a
 * pack of several portions, not one of it: bought and cooked by weight (« 300 g de gnocchis »),
 * never counted (« 1 gnocchi », « ½ lentille »). A potato is counted. So is a root bought whole
 * and used by the few grams, the ginger of a drink or a curry (« 4 g de gingembre », never
 * « ½ gingembre »); a clove of garlic or a shallot is counted. A cheese cut from a wedge or a
 * block is weighed too (Food.byWeight: « 20 g de comté », never « ½ comté »).
 */
export function isWeighed(food: Food): boolean {
  if (food.byWeight) return true;
  if (food.kind === 'aromate') return food.piece >= 10 * food.portion;
  return (food.kind === 'féculent' || food.kind === 'légumineuse') && food.piece >= 2 * food.portion;
}

/**
 * A piece that is one person's portion (a côte de porc, a cuisse de poulet, a pavé de saumon, a
 * steak, a sausage): counted, and weighing between three quarters and twice a portion. A dish that
 * serves it whole (Role.wholePieces) serves one a person; a merguez (half a portion) goes two a
 * person and a filet mignon or a roast chicken (a mass noun) is carved, so neither counts.
 */
export function servedWhole(food: Food): boolean {
  return food.counted && food.piece >= 0.75 * food.portion && food.piece <= 2 * food.portion;
}

/**
 * Sold cooked, smoked or cured and eaten as it is (smoked salmon, ham, surimi, cooked prawns, a
 * roast chicken, canned tuna): seared or grilled as a raw fillet would be, it dries and toughens,
 * and "saumon fumé poêlé" is no dish. A hot dish adds it at the end, off the heat. Chorizo, cured
 * yet as good pan-fried, says so by its use 'cuit'. So is a vegetable sold cooked (Food.cooked: a
 * beetroot), never sautéed again.
 */
export function isReady(food: Food): boolean {
  return food.cooked === true || (food.uses.includes('prêt') && !food.uses.includes('cuit'));
}

/**
 * Eaten as it is sold (Food.uses 'prêt'), even when a dish may pan-fry it (a chorizo, cured): warmed
 * and browned a few minutes, never cooked « bien cuit à cœur » as a raw sausage is.
 */
export const eatenAsSold = (food: Food): boolean => food.uses.includes('prêt');

// Poured, not weighed: milks, juices and drinks, coconut milk, oil, vinegar, soy sauce, syrups, liquid cream.
const LIQUID_KINDS: readonly FoodKind[] = ['lait', 'boisson', 'lait de coco', 'huile', 'vinaigre'];
const LIQUID = ['crème liquide', 'sauce soja', 'sirop', "sirop d'érable"];

/**
 * Whether a recipe pours the food (« 25 cl de lait », « 2 càs de sirop d'érable ») rather than
 * weighs it, whatever unit a fridge or a shop counts it in. A cream is poured when it is counted so.
 */
export function isLiquid(food: Food): boolean {
  return (LIQUID_KINDS.includes(food.kind) || LIQUID.includes(food.name)) && food.spoon === undefined;
}

/** Grams of one spoon of the food, when it is a powder weighed by its own spoon (Food.spoon); undefined otherwise (a spoon of water's weight). */
export function spoonGrams(food: Pick<Food, 'spoon'> | null | undefined, unit: Unit): number | undefined {
  if (!food?.spoon) return undefined;
  return unit === 'càs' ? food.spoon : unit === 'càc' ? food.spoon / 3 : undefined;
}

// Sweet enough to make a dessert without sugar from the cupboard: fruit, sweeteners, chocolate,
// biscuits, ice cream. Not a lemon, not unsweetened cocoa.
const SWEET_KINDS: readonly FoodKind[] = ['fruit', 'sucrant', 'chocolat', 'biscuit', 'glace'];
const NOT_SWEET = ['citron', 'citron vert', 'cacao'];
const SWEET = ['raisin sec', "jus d'orange", 'jus de pomme', 'jus de raisin', "jus d'ananas", 'limonade', 'sirop de menthe'];

/** Whether a food sweetens a dessert on its own (the bench and the chef's dead-end message read it). */
export function isSweet(food: Food): boolean {
  return SWEET.includes(food.name) || (SWEET_KINDS.includes(food.kind) && !NOT_SWEET.includes(food.name));
}
