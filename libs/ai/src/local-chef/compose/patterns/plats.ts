import { frenchList } from '#contracts';
import { atHand, type Dish, type DishPattern } from '../dish-pattern';
import { agree, asMass, au, auAll, de, deAll, deEach, few, fewWithProtein, listed, plural, shown, shownAll, some, the, theAll, them, TITLE_FOODS, untilThey } from '../dish-french';
import { fleshOf, isReady, type Food } from '../foods';
import { BAKED_RAW_IN_A_QUICHE, BREAD, COOKED_HAMS, CURRY_SPICES, GRAINS, LAID_ON_AFTER_BAKING, NEVER_BAKED, QUICK_STARCHES, GREEN_SALAD, LEAVES, LONG_PASTA, NOT_ON_BREAD, ONIONS, PASTA, roles, SEASONED_MEATS, SPLITS_WHEN_BOILED, STRIP_CUTS, STRIP_VEGETABLES, SWEET_FRESH_CHEESES } from './roles';
import { soupeRepas } from './veloutes';
import { capitalize } from '../../french-text';
import { cheeseWays, coatWithFat, cut, greased, minced, dressing, eggs, garnish, hardBoiled, inDressing, lineMould, ofDressing, sprinkled, theDressing, toCut, vinaigrette } from './steps';

const plat = (p: Omit<DishPattern, 'type'>): DishPattern => ({ type: 'plat', ...p });

/**
 * How a cook cooks a protein in a pan, by kind; a food sold ready to eat is only cut, for the end (see
 * offHeat). A leg taken off the bone is cut `pieces` once cooked (a wrap's in strips).
 */
function sear(food: Food, fat: string, pieces = 'en morceaux'): string {
  // Nuggets or a breaded fish are often sold cooked: they only need their crumb golden.
  if (food.breaded) return `Faites dorer ${the(food)} dans ${fat} à feu moyen, 3 à 4 minutes de chaque côté, jusqu'à ce que la panure soit croustillante (ou au four, le temps indiqué sur le paquet).`;
  if (isReady(food)) {
    if (food.prep === 'dés') return `Gardez ${the(food)} pour la fin, sans ${them([food])} faire cuire.`;
    // Cooked prawns: shelled, whole, never diced.
    if (food.prep === 'décortiqué') return `Décortiquez ${the(food)} si besoin et gardez-${them([food])} pour la fin, sans ${them([food])} faire cuire.`;
    if (food.prep === 'émietté') return `Égouttez ${the(food)} et émiettez-${them([food])} à la fourchette, sans ${them([food])} faire cuire.`;
    if (food.prep === 'effiloché') return `Effilochez ${the(food)} en ôtant la peau et les os, et gardez-${them([food])} pour la fin, sans ${them([food])} faire cuire.`;
    return `Coupez ${the(food)} en dés ou en lanières, sans ${them([food])} faire cuire.`;
  }
  switch (food.kind) {
    case 'poisson':
      return `Faites cuire ${the(food)} 3 à 4 minutes de chaque côté dans ${fat}, à feu moyen.`;
    case 'fruits de mer':
      return `Faites sauter ${the(food)} 3 à 4 minutes dans ${hot(fat)}.`;
    case 'volaille':
      return `Faites dorer ${the(food)} dans ${fat}, 6 à 8 minutes de chaque côté, jusqu'à ce que la chair soit bien cuite à cœur${food.offBone ? `, puis ôtez la peau et les os et coupez la chair ${pieces}` : ''}.`;
    case 'tofu':
      return `Coupez ${the(food)} en dés et faites-le dorer 8 minutes dans ${fat}.`;
    case 'charcuterie':
      return `Faites revenir ${the(food)} 5 minutes dans ${fat}.`;
    default:
      // Minced meat has no sides to sear: it is crumbled in the pan.
      if (!food.counted && MINCED.test(food.name)) return brownedInPieces(food, fat);
      if (food.rare) return `Saisissez ${the(food)} dans ${hot(fat)}, 2 à 4 minutes de chaque côté selon la cuisson souhaitée.`;
      // Pork and sausages are never served pink (Food.rare).
      return `Faites dorer ${the(food)} dans ${fat} à feu moyen, 10 à 12 minutes en ${them([food])} retournant, ${untilThey([food], 'bien cuit')} à cœur.`;
  }
}

/**
 * A wrap's protein, cooked and then in strips a hand can roll (« Coupez-les en lanières »); what the pan
 * leaves small already (lardons, minced meat, a leg's flesh cut off the bone, tofu in dice) as it is,
 * a fish in flakes.
 */
function inStrips(food: Food, fat: string): string | false {
  if (food.uses.includes('prêt')) return cut([food], 'en lanières');
  const cooked = sear(food, fat, 'en lanières');
  if (food.offBone || food.kind === 'charcuterie' || food.kind === 'tofu' || (!food.counted && MINCED.test(food.name))) return cooked;
  if (food.kind === 'poisson' && !food.breaded) return flaked(food, fat);
  return `${cooked} Coupez-${them([food])} en lanières.`;
}

/** « l'huile bien chaude », « le beurre bien chaud ». */
const hot = (fat: string) => `${fat} bien ${fat.startsWith('le ') ? 'chaud' : 'chaude'}`;

/**
 * A protein a dish mixes in (pasta, a sautéed rice): a meat or a poultry browned in pieces (minced
 * meat crumbled), a fish cooked then flaked, never whole steaks or breasts stirred into the rice.
 */
function mixedIn(food: Food, fat: string): string {
  if (food.breaded || isReady(food)) return sear(food, fat);
  if (food.kind === 'viande' || food.kind === 'volaille') return brownedInPieces(food, fat);
  if (food.kind === 'poisson') return flaked(food, fat);
  return sear(food, fat);
}

/** A fish cooked, then flaked for a wrap, a rice or a pasta: « Émiettez-le en gros morceaux ». */
const flaked = (food: Food, fat: string) => `${sear(food, fat)} Émiettez-${them([food])} en gros morceaux.`;

/** « Salez et poivrez le cabillaud. »: a plain meat, poultry, fish or seafood seared in a pan is seasoned there. */
const seasonSeared = (food: Food): string | false =>
  !food.breaded && !isReady(food) && food.kind !== 'charcuterie' && !SEASONED_MEATS.includes(food.name) && `Salez et poivrez ${the(food)}.`;

/** Minced meat, a steak haché or a viande hachée: crumbled in the pan. */
const MINCED = /\bhach[ée]/u;

/**
 * A protein browned in pieces: "Coupez le jambon en morceaux et faites-les dorer 5 minutes dans l'huile.", for a
 * leg taken off the bone "Désossez le poulet, coupez la chair…"; minced meat is crumbled in the pan, never cut.
 */
function brownedInPieces(food: Food, fat: string): string {
  if (MINCED.test(food.name)) return `Faites dorer ${the(food)} 5 minutes dans ${fat}, en ${them([food]) === 'les' ? 'les ' : "l'"}émiettant à la cuillère.`;
  return `${food.offBone ? `Désossez ${the(food)}, coupez la chair` : `Coupez ${the(food)}`} en morceaux et faites-les dorer 5 minutes dans ${fat}.`;
}

/** Sauces a cold plate serves from the jar, unseasoned. */
const SAUCES_AS_THEY_ARE = ['mayonnaise', 'moutarde'];
/**
 * A cold plate's sauce as the table has it: a mayonnaise or a mustard as it is; a yoghurt, a fromage
 * blanc or a cream seasoned into « la sauce au yaourt », never « les yaourts à part » of two pots.
 */
const coldPlateSauce = (sauce: Food): string => (SAUCES_AS_THEY_ARE.includes(sauce.name) ? the(sauce) : `la sauce ${au(asMass(sauce))}`);

/** The ready-to-eat protein of a hot dish (ham, smoked salmon, cooked prawns) joins it off the heat, only warmed through. */
const offHeat = (food: Food | undefined) => food !== undefined && isReady(food) && `Hors du feu, ajoutez ${the(food)} et mélangez délicatement.`;

/** Cooking a starch: potatoes boiled, pulses rinsed, frozen chips in the oven, grains and pasta as the packet says (half of it before an oven). */
function cookStarch(food: Food, done: 'à point' | 'à moitié' = 'à point'): string {
  const half = done === 'à moitié';
  if (food.name === 'frite') return `Faites cuire ${the(food)} au four, étalées sur une plaque, le temps indiqué sur le paquet, en les retournant à mi-cuisson.`;
  if (food.name === 'pomme de terre' || food.name === 'patate douce') return `Épluchez ${the(food)}, coupez-${them([food])} en morceaux et faites-les cuire ${half ? '10' : '20'} minutes à l'eau bouillante salée.`;
  // Lentils are salted once cooked: salted water keeps their skins tough.
  if (food.kind === 'légumineuse') return food.name.startsWith('lentille') ? `Faites cuire ${the(food)} 20 minutes à l'eau frémissante, sans sel, puis égouttez et salez.` : `Rincez et égouttez ${the(food)}.`;
  // Couscous semolina soaks in boiling water, never boils.
  if (food.name === 'semoule') return `Versez sur ${the(food)} son volume d'eau bouillante salée, couvrez 5 minutes, puis égrenez à la fourchette.`;
  if (food.name === 'gnocchi') return `Faites cuire ${the(food)} dans l'eau bouillante salée : ils sont prêts quand ils remontent à la surface.`;
  return `Faites cuire ${the(food)} dans une grande casserole d'eau bouillante salée, ${half ? 'la moitié du' : 'le'} temps indiqué sur le paquet.`;
}

/**
 * The starch served beside a dish that cooks a while, as two places in its steps: a long one (rice,
 * pasta, potatoes) goes on `first` and cooks while the rest is readied, as it says (« pendant ce
 * temps »); a quick one (QUICK_STARCHES) is made `last`, « Pendant que le curry mijote », so it is
 * hot when served, never soaked first and left to cool half an hour.
 */
function besideStarch(food: Food | undefined, meanwhile: string): { first: string | false; last: string | false } {
  if (!food) return { first: false, last: false };
  const step = cookStarch(food);
  if (QUICK_STARCHES.includes(food.name)) return { first: false, last: `Pendant que ${meanwhile}, ${step.charAt(0).toLowerCase()}${step.slice(1)}` };
  // What only rinses (a pulse) has nothing to wait for. A step that already joins its actions
  // (« coupez-les et faites-les cuire », « puis égouttez », « : ils sont prêts… ») is followed by a sentence of its own,
  // never a second « et » in the same one.
  if (!/\bcuire\b/u.test(step)) return { first: step, last: false };
  const joined = /\b(?:et|puis)\b|\s:/u.test(step);
  return { first: joined ? `${step} Pendant ce temps, préparez la suite.` : `${step.replace(/\.$/u, '')}, et préparez la suite pendant ce temps.`, last: false };
}

/** Whether the protein of a curry is a pulse (chickpeas, lentils), rinsed and simmered rather than browned. */
const pulse = (d: Dish) => d.of('protéine')[0]?.kind === 'légumineuse';

/** "sauce tomate", "à la crème", "à la moutarde": a sauce as a title names it. */
function withSauce(food: Food): string {
  if (food.kind === 'sauce tomate') return 'sauce tomate';
  if (food.kind === 'crème') return 'à la crème';
  return au({ ...food, counted: false });
}


/** An émincé's meat as its title and description name it: by its flesh, as a mass (« de poulet », never « de blancs de poulet »). */
const stripsOf = (d: Dish): Food => ({ ...fleshOf(d.of('viande')[0]), counted: false });

/** What a tarte fine or a pizza bakes with, and the smoked fish laid on it out of the oven (LAID_ON_AFTER_BAKING). */
const laidOn = (d: Dish): Food[] => d.of('garniture').filter((f) => LAID_ON_AFTER_BAKING.includes(f.name));
const baked = (d: Dish): Food[] => d.all('garniture', 'fromage').filter((f) => !LAID_ON_AFTER_BAKING.includes(f.name));

/**
 * A pizza dough with a tomato sauce and nothing else on it: the marinara of Naples, a pizza in its
 * own right (« Pizza à la tomate »); a tarte fine, a pesto or a cream alone is no dish.
 */
const marinara = (d: Dish): boolean => d.all('garniture', 'fromage').length === 0 && d.of('pâte')[0]?.name === 'pâte à pizza' && d.of('sauce')[0]?.kind === 'sauce tomate';

/** A side salad readied as its leaves or vegetables are (see cut), then dressed. */
/**
 * The poêlée's last step: what was cooked apart (the potatoes, a protein seared, the vegetables
 * sautéed together with the onion) goes back in one pan, a ready protein joining off the heat; what
 * cooked in one pan has nothing to gather (« Réunissez le tout » of spinach and cauliflower sautéed
 * together), it is seasoned where it is.
 */
function gatherPoelee(d: Dish): string {
  const readyProtein = d.has('protéine') && isReady(d.of('protéine')[0]);
  // Without vegetables, the onion was added to the potatoes' pan: nothing of it to gather.
  const cookedApart = [d.of('pommesDeTerre'), readyProtein ? [] : d.of('protéine'), d.of('légumes')].filter((foods) => foods.length > 0);
  if (cookedApart.length === 1) return `Salez, poivrez ${theAll(cookedApart[0])}${cookedApart[0].length > 1 ? ', puis' : ' et'} laissez encore 3 minutes sur le feu.`;
  return `Réunissez ${readyProtein ? theAll(d.all('légumes', 'pommesDeTerre')) : 'le tout'} dans la poêle, salez, poivrez et laissez encore 3 minutes sur le feu.`;
}

const dressed = (d: Dish, salad: readonly Food[]) =>
  [cut(salad, 'en fines tranches'), `Assaisonnez-${them(salad)} ${dressing(d)}.`].filter((step) => typeof step === 'string').join(' ');

/** A protein's name in a title: "Steak haché", "Crevettes", "Saumon". */
const single = (food: Food) => (food.piece <= 30 ? shown(food) : food.name);
const singleAsFood = (food: Food): Food => ({ ...food, counted: food.piece <= 30 && food.counted });
/**
 * A seared protein as its dish tells it, title and description alike: counted by the piece, by the
 * pieces the dish takes (« Merguez poêlées » for three, « Steak poêlé » for one); else as single does.
 */
const seared = (food: Food): Food => (food.pieces !== undefined ? food : singleAsFood(food));
const searedName = (food: Food): string => (food.pieces !== undefined ? shown(food) : single(food));

/** A spread told as one: "à l'avocat", "d'avocat écrasé", never "aux avocats". */
const spread = asMass;

/** ", puis ajoutez le jambon en morceaux", ", puis ajoutez le thon égoutté et émietté": a salad's proteins after its dressing (not its eggs nor a grated cheese). */
function addedProteins(proteins: readonly Food[]): string {
  // A fresh goat's cheese is too soft to cut: it is crumbled over (« le chèvre frais émietté »).
  const crumbled = proteins.filter((f) => f.kind === 'fromage frais');
  const cutUp = toCut(proteins.filter((f) => f.kind !== 'œuf' && !crumbled.includes(f)));
  const flaked = proteins.filter((f) => f.prep === 'émietté');
  // A roast chicken's flesh, off its bones.
  const pulled = proteins.filter((f) => f.prep === 'effiloché');
  // Cooked prawns go in whole, shelled, never in pieces.
  const shelled = proteins.filter((f) => f.prep === 'décortiqué');
  const added = [
    ...(cutUp.length > 0 ? [`${theAll(cutUp)} en morceaux`] : []),
    ...(flaked.length > 0 ? [`${theAll(flaked)} ${agree('égoutté', flaked)} et ${agree('émietté', flaked)}`] : []),
    ...(shelled.length > 0 ? [`${theAll(shelled)} ${agree('décortiqué', shelled)}`] : []),
    ...(pulled.length > 0 ? [`${theAll(pulled)} ${agree('effiloché', pulled)}`] : []),
    ...(crumbled.length > 0 ? [`${theAll(crumbled)} ${agree('émietté', crumbled)}`] : []),
  ];
  return added.length > 0 ? `, puis ajoutez ${frenchList(added)}` : '';
}

/** A salad with a starch: a main dish, or a lighter entrée. */
export function saladeComplete(type: 'plat' | 'entrée'): DishPattern {
  const light = type === 'entrée';
  return {
    type,
    id: light ? 'salade-composee' : 'salade-complete',
    roles: {
      base: roles.of({ kinds: ['légumineuse'], foods: [...PASTA.filter((p) => p !== 'nouille' && p !== 'gnocchi' && !LONG_PASTA.includes(p)), ...GRAINS, 'pomme de terre'], min: 1, max: 1, share: light ? 0.4 : 0.8, main: true }),
      // Gherkins and olives alone still make a pasta salad: the starch is its heart.
      crudités: { ...roles.rawVegetables(0, 3, 0.6), pickles: true },
      // A fresh goat's cheese crumbled over lentils or pasta is a bistro's salad (« Salade de lentilles au chèvre frais »).
      protéine: roles.of({ kinds: ['charcuterie', 'poisson', 'volaille', 'fruits de mer', 'œuf', 'fromage'], uses: ['prêt', 'cube', 'cru'], foods: ['œuf', 'chèvre frais'], min: 0, max: 2, share: 0.6 }),
      acide: roles.acid(),
      herbe: roles.herb(),
    },
    fat: 'huile',
    time: light ? 25 : 30,
    difficulty: 'facile',
    // Green leaves alone beside the starch make no dish; they are never named ("Salade de riz à la salade").
    accepts: (d) => d.all('crudités', 'protéine').some((f) => !GREEN_SALAD.includes(f.name)),
    title: (d) => {
      const base = d.of('base')[0];
      const rest = d.all('crudités', 'protéine').filter((f) => !GREEN_SALAD.includes(f.name));
      if (base.name === 'semoule' || base.name === 'boulgour') return `Taboulé ${auAll(fewWithProtein(rest, 1))}`;
      return `Salade ${de(base)} ${auAll(fewWithProtein(rest, 1))}`;
    },
    description: (d) => `Une salade complète et fraîche : ${theAll(d.all('base', 'crudités', 'protéine'))}, ${d.has('acide') ? `${agree('lié', d.all('base', 'crudités', 'protéine'))} d'une vinaigrette maison` : inDressing(d, d.all('base', 'crudités', 'protéine'))}.`,
    steps: (d) => [
      cookStarch(d.of('base')[0]),
      // A soaked semolina has no water to drain.
      d.of('base')[0].kind !== 'légumineuse' && (d.of('base')[0].name === 'semoule' ? 'Laissez refroidir.' : 'Égouttez et laissez refroidir.'),
      d.of('protéine').some((f) => f.kind === 'œuf') && hardBoiled(d, 'refroidissez-les, écalez-les et coupez-les en quartiers'),
      cut(d.of('crudités'), 'en petits morceaux'),
      vinaigrette(d),
      // Two lists never joined by a third "et": the proteins come after, cut in pieces.
      `Mélangez ${theAll(d.all('base', 'crudités'))} avec ${theDressing(d)}${addedProteins(d.of('protéine'))}.`,
      ...d.of('protéine').filter((f) => f.prep === 'râpé').map((f) => `Parsemez ${de(f)}${cheeseWays(f)}.`),
      d.of('protéine').some((f) => f.kind === 'œuf') && `Ajoutez ${eggs(d)} au moment de servir.`,
      garnish(d),
    ],
  };
}

// A large pan (28 cm) sets an omelette of eight eggs at the most, two each for four: for more
// people a cook shares the eggs between two pans, never eleven eggs in one that stays raw inside.
const ONE_PAN_SERVINGS = 4;

/** Where an omelette cooks: one large pan, or two for more than ONE_PAN_SERVINGS people. */
function pans(d: Dish): { two: boolean; inA: string; inThe: string; pour: string; pourIn: string } {
  return d.servings > ONE_PAN_SERVINGS
    ? { two: true, inA: 'dans deux grandes poêles', inThe: 'entre les deux poêles', pour: 'Répartissez', pourIn: 'répartissez-y' }
    : { two: false, inA: 'dans une grande poêle', inThe: 'dans la poêle', pour: 'Versez', pourIn: 'versez-y' };
}

/** Vegetables sautéed in a pan, with a protein, eggs cooked on them or potatoes. */
const poelee = plat({
  id: 'poelee',
  offTheBone: true,
  roles: {
    légumes: roles.vegetables(0, 3, 1.2, true),
    pommesDeTerre: roles.only(['pomme de terre', 'patate douce'], 0, 1, 0.8, true),
    protéine: roles.anyProtein(0, 1, 0.8),
    // Eggs cooked on the vegetables, two a person, make a meal of a poêlée that has no meat.
    œufs: { ...roles.eggs(1, false), min: 0 },
    aromate: roles.onion(),
    herbe: roles.herb(),
  },
  fat: true,
  time: 35,
  difficulty: 'facile',
  // Eggs go on vegetables alone or with a charcuterie (chorizo, lardons), never on a fish or a chicken;
  // vegetables alone are the poêlée de légumes (below), which feeds fewer.
  accepts: (d) =>
    d.all('légumes', 'pommesDeTerre').length > 0 &&
    !(d.has('œufs') && d.has('protéine') && d.of('protéine')[0].kind !== 'charcuterie') &&
    (d.has('protéine') || d.has('œufs') || d.has('pommesDeTerre')),
  title: (d) => {
    const vegetables = listed(d.all('légumes', 'pommesDeTerre'), d.has('protéine') || d.has('œufs') ? 1 : 0);
    // The protein before an herb due sooner: « Poêlée de poireaux et navets au saumon », never « à la coriandre » with the salmon untold.
    const extras = fewWithProtein(d.all('protéine', 'œufs', 'herbe'), vegetables.length);
    return `Poêlée ${deAll(vegetables)}${extras.length > 0 ? ` ${auAll(extras)}` : ''}`;
  },
  description: (d) => `${theAll(d.all('légumes', 'pommesDeTerre'))} ${agree('sauté', d.all('légumes', 'pommesDeTerre'))} à la poêle${d.has('protéine') ? ` avec ${the(d.of('protéine')[0])}` : ''}${d.has('œufs') ? ', les œufs cuits dessus' : ''} : simple, coloré et prêt ${d.readyIn}.`,
  steps: (d) => [
    d.has('pommesDeTerre') && `Épluchez ${the(d.of('pommesDeTerre')[0])}, coupez-${them(d.of('pommesDeTerre'))} en petits cubes et faites-les dorer 15 minutes dans ${d.fat}, à couvert, en remuant de temps en temps.`,
    cut(d.of('légumes')),
    d.has('aromate') && `${minced(d.of('aromate')[0])}.`,
    // Tossed with the vegetables, a steak haché is crumbled, never seared whole « selon la cuisson souhaitée ».
    d.has('protéine') && (MINCED.test(d.of('protéine')[0].name) ? brownedInPieces(d.of('protéine')[0], d.fat) : sear(d.of('protéine')[0], d.fat)),
    // A poêlée of potatoes alone has nothing more to sauté; an onion or garlic alone never sautés
    // 12 minutes (it burns): it joins the potatoes for their last minutes.
    d.has('légumes')
      ? `Faites sauter ${theAll(d.all('aromate', 'légumes'))} 10 à 12 minutes dans ${d.fat}, à feu moyen à vif, ${untilThey(d.all('aromate', 'légumes'), 'tendre', 'doré')}.`
      : d.has('aromate') && `Ajoutez ${the(d.of('aromate')[0])} ${au(d.of('pommesDeTerre')[0])} et laissez revenir 3 minutes, sans ${them(d.of('aromate'))} laisser brûler.`,
    gatherPoelee(d),
    offHeat(d.of('protéine')[0]),
    d.has('œufs') && `Creusez des puits dans la poêlée, cassez-y ${the(d.of('œufs')[0])}, salez-${them(d.of('œufs'))}, couvrez et laissez cuire 4 à 5 minutes à feu doux, jusqu'à ce que les blancs soient pris et les jaunes encore coulants.`,
    garnish(d),
  ],
});

/**
 * Vegetables alone, sautéed, make a light dinner only as full plates: some 250 g a person and seven
 * tenths of it at the least (smallestPortion), so two aubergines feed two, never five (a side dish
 * each). The poêlée itself then takes a protein, eggs or potatoes beside its vegetables.
 */
const poeleeDeLegumes: DishPattern = {
  ...poelee,
  id: 'poelee-de-legumes',
  roles: { légumes: { ...roles.vegetables(1, 3, 1.7, true), smallestPortion: 0.7 }, aromate: roles.onion(), herbe: roles.herb() },
  accepts: undefined,
};

export const PLAT_PATTERNS: DishPattern[] = [
  plat({
    id: 'omelette',
    roles: {
      // An omelette for a meal: two eggs each, a scant one and a half at the least (80 g).
      œufs: roles.eggs(1, true, 80),
      pommesDeTerre: roles.only(['pomme de terre'], 0, 1, 0.5),
      légumes: roles.vegetables(0, 2, 0.6),
      viande: roles.of({ kinds: ['charcuterie'], min: 0, max: 1, share: 0.5 }),
      fromage: roles.cheese(0, 1, 0.6),
      // A spoonful of cream makes the omelette soft, and finishes a carton that must go.
      crème: roles.of({ kinds: ['crème'], min: 0, max: 1, share: 0.2 }),
      herbe: roles.herb(),
    },
    fat: true,
    time: 30,
    difficulty: 'facile',
    title: (d) => {
      // The first vegetable, the potatoes and the meat lead: « Frittata aux poireaux, aux pommes de terre et aux lardons ».
      const [vegetable, ...vegetables] = d.of('légumes');
      const extras = [...(vegetable ? [vegetable] : []), ...d.all('pommesDeTerre', 'viande'), ...vegetables, ...d.all('fromage', 'crème', 'herbe')];
      if (extras.length === 0) return 'Omelette nature';
      return `${d.all('pommesDeTerre', 'légumes', 'viande', 'fromage').length >= 3 ? 'Frittata' : 'Omelette'} ${auAll(few(extras))}`;
    },
    description: (d) => `Une omelette généreuse et dorée${d.all('pommesDeTerre', 'légumes', 'viande', 'fromage').length > 0 ? ` ${auAll(d.all('pommesDeTerre', 'légumes', 'viande', 'fromage'))}` : ''}, prête ${d.readyIn} avec ce que vous avez.`,
    steps: (d) => [
      d.has('pommesDeTerre') && `Épluchez ${the(d.of('pommesDeTerre')[0])}, coupez-${them(d.of('pommesDeTerre'))} en fines rondelles et faites-les dorer 15 minutes dans ${d.fat}, à couvert.`,
      cut(d.of('légumes'), 'en petits morceaux'),
      d.has('viande') && cut([d.of('viande')[0]], 'en dés'),
      // Ham or saucisson, ready to eat, goes into the eggs as it is; bacon and vegetables are cooked first.
      d.all('légumes', 'viande').filter((f) => !isReady(f)).length > 0 && `Faites revenir ${theAll(d.all('viande', 'légumes').filter((f) => !isReady(f)))} 6 à 8 minutes dans ${d.fat}, à feu moyen, ${pans(d).inA}${pans(d).two ? ', moitié dans chacune' : ''}.`,
      `Battez ${eggs(d)} en omelette avec ${d.has('crème') ? `${the(d.of('crème')[0])}, ` : ''}le sel et le poivre${d.has('herbe') ? `, puis ajoutez ${theAll(d.of('herbe'))} ${agree('ciselé', d.of('herbe'))}` : ''}.`,
      // Nothing cooked before the eggs: the pan is greased for them.
      `${d.has('pommesDeTerre') || d.all('légumes', 'viande').some((f) => !isReady(f)) ? `${pans(d).pour} ${eggs(d)} ${pans(d).inThe}` : `Faites chauffer ${d.fat} ${pans(d).inA}, ${pans(d).pourIn} ${eggs(d)}`}${d.of('viande').some(isReady) ? `, ajoutez ${the(d.of('viande')[0])}` : ''}${d.has('fromage') ? `, ${d.of('fromage')[0].prep === 'râpé' ? `parsemez ${de(d.of('fromage')[0])}${cheeseWays(d.of('fromage')[0])}` : `ajoutez ${the(d.of('fromage')[0])} ${agree('coupé', d.of('fromage'))} en petits morceaux`}` : ''} et laissez prendre 8 à 10 minutes à feu doux, à couvert.`,
      `Faites glisser ${pans(d).two ? 'les omelettes' : "l'omelette"} sur un plat et servez aussitôt, ${pans(d).two ? 'coupées' : 'coupée'} en parts.`,
    ],
  }),
  plat({
    id: 'pates-garnies',
    offTheBone: true,
    roles: {
      pâtes: roles.only(PASTA, 1, 1, 1, true),
      // A fresh cheese melted in a little cooking water is a sauce ("pâtes au chèvre frais", "au Boursin").
      sauce: roles.of({ kinds: ['crème', 'sauce tomate'], foods: ['pesto', 'chèvre frais', 'fromage frais', 'boursin', 'St Môret', 'ricotta', 'mascarpone', 'carré frais'], min: 0, max: 1, share: 1 }),
      légumes: roles.vegetables(0, 2, 0.8),
      protéine: roles.anyProtein(0, 1, 0.7),
      fromage: roles.cheese(0, 1, 0.5),
      ail: roles.only(['ail'], 0, 1, 1),
      herbe: roles.herb(),
    },
    fat: true,
    time: 30,
    difficulty: 'facile',
    // Plain pasta needs at least butter or garlic: "gnocchis au beurre" and "spaghetti à l'ail et à l'huile" are dishes, pasta with oil alone is not.
    accepts: (d) => d.all('sauce', 'légumes', 'protéine', 'fromage', 'ail').length > 0 || d.fat === 'le beurre',
    title: (d) => {
      const pasta = shown(d.of('pâtes')[0]);
      const extras = d.all('sauce', 'légumes', 'protéine', 'fromage');
      if (extras.length > 0) return `${pasta} ${auAll(fewWithProtein([...extras, ...d.of('herbe')], 1))}`;
      if (d.has('ail')) return `${pasta} à l'ail${d.has('herbe') ? ',' : ' et'} ${d.fat === 'le beurre' ? 'au beurre' : "à l'huile"}${d.has('herbe') ? ` et ${au(d.of('herbe')[0])}` : ''}`;
      return `${pasta} au beurre${d.has('herbe') ? ` et ${au(d.of('herbe')[0])}` : ''}`;
    },
    description: (d) =>
      `Des ${shown(d.of('pâtes')[0])} ${d.all('sauce', 'légumes', 'protéine', 'fromage').length > 0 ? auAll(d.all('sauce', 'légumes', 'protéine', 'fromage')) : d.has('ail') ? "à l'ail doré" : 'poêlées au beurre'} : un plat familial qui fait la part belle à ${atHand(d)}.`,
    steps: (d) => {
      const sauce = d.of('sauce')[0];
      const stirredIn = sauce && (sauce.kind === 'condiment' || sauce.kind === 'fromage frais');
      // Nothing browns in the pan (no garlic, vegetables nor raw protein): the sauce heats alone and
      // the pasta is tossed with the fat, which would else be listed for nothing.
      const emptyPan = !d.has('ail') && !d.has('légumes') && !d.of('protéine').some((f) => !isReady(f));
      return [
        cookStarch(d.of('pâtes')[0]),
        cut(d.of('légumes')),
        d.has('ail') && `${minced(d.of('ail')[0])}, puis faites-le dorer doucement 2 minutes dans ${d.fat}, sans le laisser brûler.`,
        // Minced steaks are crumbled into the sauce, never seared « selon la cuisson souhaitée » and tossed whole with the pasta.
        d.has('protéine') && mixedIn(d.of('protéine')[0], d.fat),
        d.has('légumes') && `Faites revenir ${theAll(d.of('légumes'))} 8 à 10 minutes dans ${d.fat}${d.has('protéine') && !isReady(d.of('protéine')[0]) ? `, puis remettez ${the(d.of('protéine')[0])}` : ''}.`,
        sauce &&
          (sauce.kind === 'crème'
            ? emptyPan
              ? `Faites frémir ${the(sauce)} 2 minutes dans une petite casserole.`
              : `Ajoutez ${the(sauce)} et laissez frémir 2 minutes.`
            : sauce.kind === 'sauce tomate'
              ? emptyPan
                ? `Faites mijoter ${the(sauce)} 10 minutes à feu doux dans une petite casserole.`
                : `Ajoutez ${the(sauce)} et laissez mijoter 10 minutes à feu doux.`
              : // A pesto is stirred in raw when the pasta is tossed (the step after): no step of its own.
                sauce.kind === 'fromage frais' && `Délayez ${the(sauce)} dans une louche d'eau de cuisson ${some(d.of('pâtes')[0])}.`),
        `Égouttez ${the(d.of('pâtes')[0])} en gardant un peu d'eau de cuisson et mélangez-${them(d.of('pâtes'))} ${emptyPan ? `avec ${d.fat}${sauce ? `, ${the(sauce)}` : ''} et un peu d'eau de cuisson si besoin` : `à la garniture${stirredIn ? ` et ${au(sauce)}` : ''}, avec un peu d'eau de cuisson si besoin`}.`,
        offHeat(d.of('protéine')[0]),
        d.has('fromage') && `Servez parsemé ${de(d.of('fromage')[0])}${cheeseWays(d.of('fromage')[0], 'râpé', 'en copeaux')}.`,
        garnish(d),
      ];
    },
  }),
  plat({
    id: 'riz-saute',
    offTheBone: true,
    roles: {
      base: roles.only(['riz', 'nouille'], 1, 1, 1, true),
      légumes: roles.vegetables(1, 3, 0.8),
      protéine: roles.of({ kinds: ['viande', 'volaille', 'poisson', 'fruits de mer', 'tofu', 'charcuterie', 'œuf'], min: 0, max: 1, share: 0.6 }),
      sauce: roles.only(['sauce soja'], 0, 1, 1),
      aromate: roles.only(['ail', 'gingembre', 'oignon', 'échalote'], 0, 1, 1),
    },
    fat: true,
    time: 30,
    difficulty: 'facile',
    title: (d) => `${d.of('base')[0].name === 'riz' ? 'Riz sauté' : 'Nouilles sautées'} ${auAll(fewWithProtein(d.all('protéine', 'légumes')))}`,
    // Seared, not « encore croquantes »: a tomato or a spinach leaf is no crunchier for the wok.
    description: (d) => `Un plat sauté façon wok, ${theAll(d.of('légumes'))} ${agree('saisi', d.of('légumes'))} à feu vif${d.has('protéine') ? ` avec ${the(d.of('protéine')[0])}` : ''}, vite fait et rassasiant.`,
    steps: (d) => [
      d.of('base')[0].name === 'riz' ? "Faites cuire le riz à l'eau bouillante salée, égouttez-le et laissez-le tiédir." : "Faites cuire les nouilles à l'eau bouillante, le temps indiqué sur le paquet, et égouttez-les.",
      cut(d.of('légumes'), 'en fines lamelles'),
      d.has('aromate') && `Hachez ${the(d.of('aromate')[0])}.`,
      d.has('protéine') && (d.of('protéine')[0].kind === 'œuf' ? `Battez ${eggs(d)}, faites-${them(d.of('protéine'))} cuire en omelette brouillée dans ${d.fat} et réservez.` : mixedIn(d.of('protéine')[0], d.fat)),
      `Faites sauter ${theAll(d.all('aromate', 'légumes'))} 5 à 6 minutes à feu vif dans ${d.fat}, en remuant sans cesse.`,
      `Ajoutez ${d.of('base')[0].name === 'riz' ? 'le riz' : 'les nouilles'}${d.has('protéine') && !isReady(d.of('protéine')[0]) ? ` et ${the(d.of('protéine')[0])}` : ''}${d.has('sauce') ? ' avec la sauce soja' : ''}, faites sauter encore 3 minutes${d.has('protéine') && isReady(d.of('protéine')[0]) ? '' : ' et servez bien chaud'}.`,
      d.has('protéine') && isReady(d.of('protéine')[0]) && `Hors du feu, ajoutez ${the(d.of('protéine')[0])}, mélangez et servez aussitôt.`,
    ],
  }),
  plat({
    id: 'risotto',
    offTheBone: true,
    roles: {
      riz: roles.only(['riz'], 1, 1, 1, true),
      aromate: roles.only(['oignon', 'échalote'], 0, 1, 1),
      légumes: roles.vegetables(1, 2, 0.7),
      protéine: roles.of({ kinds: ['charcuterie', 'fruits de mer', 'volaille'], min: 0, max: 1, share: 0.5 }),
      fromage: roles.only(['parmesan', 'gruyère', 'comté', 'emmental', 'fromage râpé', 'tomme', 'chèvre'], 0, 1, 0.5),
      herbe: roles.herb(),
    },
    fat: true,
    water: 250,
    time: 45,
    difficulty: 'moyen',
    title: (d) => `Risotto ${auAll(fewWithProtein(d.all('légumes', 'protéine', 'fromage')))}`,
    description: (d) => `Un risotto crémeux ${auAll(d.all('légumes', 'protéine', 'fromage'))}, remué patiemment jusqu'à ce que le riz soit fondant.`,
    // A raw meat is browned first, in pieces (a chicken leg boned, see offTheBone), lardons or prawns
    // as a pan cooks them; a food sold ready to eat (ham, cooked prawns) joins off the heat, never
    // fried then boiled twenty minutes in the rice.
    steps: (d) => {
      const protein = d.of('protéine')[0];
      const raw = protein !== undefined && !isReady(protein);
      const inPan = d.has('aromate') || raw;
      return [
        'Portez l\'eau à frémissement dans une casserole, salée.',
        cut(d.of('légumes'), 'en petits dés'),
        protein && (raw && (protein.kind === 'volaille' || protein.kind === 'viande') ? brownedInPieces(protein, d.fat) : sear(protein, d.fat)),
        d.has('aromate') && `${minced(d.of('aromate')[0], 'finement')}, puis faites-${them([d.of('aromate')[0]])} fondre 3 minutes${raw ? '' : ` dans ${d.fat}`}.`,
        inPan ? `Ajoutez ${theAll(d.of('légumes'))} et faites revenir 5 minutes.` : `Faites revenir ${theAll(d.of('légumes'))} 5 minutes dans ${d.fat}, dans une sauteuse.`,
        'Versez le riz et remuez 2 minutes, jusqu\'à ce que les grains deviennent translucides.',
        "Ajoutez l'eau chaude louche par louche, en attendant chaque fois qu'elle soit absorbée, pendant 18 à 20 minutes, en remuant souvent.",
        `Hors du feu, ${protein && !raw ? `ajoutez ${the(protein)}, ` : ''}${d.has('fromage') ? `incorporez ${the(d.of('fromage')[0])}${cheeseWays(d.of('fromage')[0], 'râpé')}, ` : ''}couvrez et laissez reposer 2 minutes avant de servir.`,
        garnish(d),
      ];
    },
  }),
  poelee,
  poeleeDeLegumes,
  plat({
    id: 'viande-et-accompagnement',
    roles: {
      // The protein is seared and named "poêlé": never a smoked salmon nor a roast chicken.
      protéine: { ...roles.meat(1, 1, 1, true), cooks: true, wholePieces: true },
      // Green lentils are a bistro's side as much as a starch (saucisses aux lentilles, saumon aux lentilles); red ones fall apart.
      féculent: roles.of({ kinds: ['féculent'], foods: ['lentille'], except: ['polenta'], min: 0, max: 1, share: 0.8 }),
      légumes: roles.vegetables(0, 2, 0.9),
      salade: roles.sideSalad(0, 1, 0.7),
      aromate: roles.only(['ail', 'échalote', 'gingembre', 'oignon', 'oignon rouge'], 0, 1, 1),
      sauce: roles.of({ kinds: ['crème', 'sauce tomate'], foods: ['moutarde', 'pesto', 'lait de coco'], min: 0, max: 1, share: 0.6 }),
      herbe: roles.herb(),
    },
    fat: true,
    time: 35,
    difficulty: 'facile',
    title: (d) => {
      const p = d.told('protéine')[0];
      const sides = d.all('féculent', 'légumes', 'salade');
      const sauce = d.has('sauce') ? ` ${withSauce(d.of('sauce')[0])}` : '';
      const seasonings = !d.has('sauce') ? few(d.all('aromate', 'herbe'), 2) : [];
      // The protein opens the row of bare names: one side beside it (« Saucisses poêlées, courgettes »).
      const sidesBeside = (named: number) => listed(sides, 1 + (sauce ? 1 : 0) + named, 1);
      // An onion that can wait never takes the title from a vegetable that cannot (the leeks of tomorrow left out).
      const waiting = sides.filter((f) => !sidesBeside(seasonings.length).includes(f) && typeof f.days === 'number' && f.days <= 2);
      const herbs = seasonings.filter((h) => !waiting.some((f) => f.kind === h.kind && (h.days ?? Infinity) > f.days!));
      const shownSides = sidesBeside(herbs.length);
      return `${searedName(p)} ${agree('poêlé', [seared(p)])}${sauce}${herbs.length > 0 ? ` ${auAll(herbs)}` : ''}${shownSides.length > 0 ? `, ${shownAll(shownSides)}` : ''}`;
    },
    description: (d) => {
      // "Crevettes à la poêle nappées de crème, servies avec…": the words agree with the title's protein.
      const p = d.of('protéine')[0];
      const sides = d.all('féculent', 'légumes', 'salade');
      // A meat alone on the plate is a dinner only with a side from elsewhere: said, never left to
      // guess (« le frigo » only of the fridge's foods, see atHand).
      const sideFromElsewhere =
        d.foodsFrom === 'fridge' ? " Le frigo n'a rien d'autre pour l'accompagner : du pain, du riz ou des pâtes du placard feront l'affaire." : ' À servir avec du pain, du riz ou des pâtes.';
      return `${searedName(p)} à la poêle${d.has('sauce') ? ` ${agree('nappé', [seared(p)])} ${de(d.of('sauce')[0])}` : ''}${sides.length > 0 ? `, ${agree('servi', [seared(p)])} avec ${theAll(sides)}` : ''} : l'assiette simple du quotidien.${sides.length > 0 ? '' : sideFromElsewhere}`;
    },
    steps: (d) => [
      besideStarch(d.of('féculent')[0], 'le reste cuit').first,
      cut(d.of('légumes')),
      d.has('légumes') && `Faites revenir ${theAll(d.of('légumes'))} 10 à 12 minutes dans ${d.fat}, à feu moyen, salez et poivrez.`,
      d.has('aromate') && `${minced(d.of('aromate')[0])}.`,
      sear(d.of('protéine')[0], d.fat),
      seasonSeared(d.of('protéine')[0]),
      d.has('aromate') && `Ajoutez ${the(d.of('aromate')[0])} en fin de cuisson et laissez-${them([d.of('aromate')[0]])} dorer 2 minutes.`,
      d.has('sauce') && `Retirez ${the(d.of('protéine')[0])}, versez ${the(d.of('sauce')[0])} dans la poêle avec un peu d'eau, grattez les sucs et laissez réduire 2 minutes.`,
      besideStarch(d.of('féculent')[0], 'le reste cuit').last,
      d.has('salade') && dressed(d, d.of('salade')),
      `Servez ${the(d.of('protéine')[0])} bien ${agree('chaud', d.of('protéine'))}${d.has('sauce') ? `, ${agree('nappé', d.of('protéine'))} de sauce` : ''}${d.all('féculent', 'légumes', 'salade').length > 0 ? ` avec ${theAll(d.all('féculent', 'légumes', 'salade'))}` : ''}.`,
      garnish(d),
    ],
  }),
  plat({
    // Meat cut in strips, seared, then simmered a few minutes in a sauce made in the pan: an émincé
    // feeds by the grams, where seared whole a breast feeds one (four blancs de poulet, 500 g, make
    // dinner for five as an émincé, for four served whole).
    id: 'emince',
    roles: {
      viande: { ...roles.only(STRIP_CUTS, 1, 1, 1, true), cooks: true },
      sauce: roles.of({ kinds: ['crème', 'sauce tomate'], foods: ['lait de coco'], min: 1, max: 1, share: 0.6 }),
      légumes: { ...roles.only(STRIP_VEGETABLES, 0, 1, 0.6), cooks: true },
      aromate: roles.only(['oignon', 'oignon rouge', 'échalote', 'ail'], 0, 1, 1),
      féculent: roles.of({ kinds: ['féculent'], except: ['polenta', 'frite'], min: 0, max: 1, share: 0.8 }),
      herbe: roles.herb(),
    },
    fat: true,
    time: 30,
    difficulty: 'facile',
    title: (d) => {
      const meat = stripsOf(d);
      const sauce = withSauce(d.of('sauce')[0]);
      const vegetable = d.of('légumes')[0];
      // « Émincé de poulet à la crème et aux champignons », « Émincé de dinde aux poivrons, sauce tomate ».
      if (!vegetable) return `Émincé ${de(meat)} ${sauce}`;
      return sauce.startsWith('sauce') ? `Émincé ${de(meat)} ${au(vegetable)}, ${sauce}` : `Émincé ${de(meat)} ${sauce} et ${au(vegetable)}`;
    },
    description: (d) => {
      const sides = d.all('féculent');
      return `Des lanières ${de(stripsOf(d))} saisies puis mijotées ${withSauce(d.of('sauce')[0]).replace(/^sauce tomate$/u, 'dans une sauce tomate')}${d.has('légumes') ? ` avec ${theAll(d.of('légumes'))}` : ''}${sides.length > 0 ? `, servies avec ${theAll(sides)}` : ''} : le plat du soir prêt ${d.readyIn}.`;
    },
    steps: (d) => {
      const meat = d.of('viande')[0];
      const rare = meat.rare === true;
      // Leaves (spinach) wilt in the simmering sauce; what the pan browns first is the rest.
      const leaves = d.of('légumes').filter((f) => f.prep === 'feuille');
      const pan = d.all('aromate', 'légumes').filter((f) => !leaves.includes(f));
      return [
        besideStarch(d.of('féculent')[0], 'le reste cuit').first,
        `Coupez ${the(meat)} en fines lanières${SEASONED_MEATS.includes(meat.name) ? '' : ', salez et poivrez'}.`,
        `Faites dorer les lanières dans ${hot(d.fat)}, ${rare ? '2 à 3 minutes à feu vif' : "5 à 6 minutes en remuant, jusqu'à ce qu'elles soient cuites à cœur"}, puis réservez-les.`,
        d.has('aromate') && `${minced(d.of('aromate')[0])}.`,
        cut(d.of('légumes')),
        pan.length > 0 && `Dans la même poêle, faites revenir ${theAll(pan)} ${pan.some((f) => d.of('légumes').includes(f)) ? '8 à 10 minutes' : '3 minutes'} à feu moyen.`,
        `Versez ${the(d.of('sauce')[0])} en grattant les sucs, remettez les lanières${leaves.length > 0 ? ` et ${theAll(leaves)}, qui tombent en 2 minutes,` : ''} et laissez mijoter 5 minutes à feu doux. Salez et poivrez.`,
        besideStarch(d.of('féculent')[0], "l'émincé mijote").last,
        `Servez bien chaud${d.has('féculent') ? ` avec ${theAll(d.of('féculent'))}` : ''}.`,
        garnish(d),
      ];
    },
  }),
  plat({
    // Nuggets or a breaded fish as a family serves them: golden in the pan, beside a starch, a
    // vegetable or a salad, ketchup or mayonnaise on the side; never napped with a sauce nor
    // seasoned with an onion, which the seared meats of viande-et-accompagnement take.
    id: 'pane-et-accompagnement',
    roles: {
      protéine: roles.breaded(1, 1, 1, true),
      féculent: roles.of({ kinds: ['féculent'], except: ['polenta'], min: 0, max: 1, share: 0.8 }),
      légumes: roles.vegetables(0, 2, 0.9),
      salade: roles.sideSalad(0, 1, 0.7),
      àCôté: roles.only(['ketchup', 'mayonnaise'], 0, 1, 0.2),
    },
    fat: true,
    time: 30,
    difficulty: 'facile',
    title: (d) => {
      const p = d.told('protéine')[0];
      // The protein opens the row of bare names, one side beside it, as viande-et-accompagnement's title.
      const sides = listed(d.all('féculent', 'légumes', 'salade'), 1, 1);
      return `${searedName(p)} ${agree('doré', [seared(p)])}${sides.length > 0 ? `, ${shownAll(sides)}` : ''}`;
    },
    description: (d) => {
      const p = d.of('protéine')[0];
      const sides = d.all('féculent', 'légumes', 'salade');
      // « …servis avec les pommes de terre et les courgettes, un peu de ketchup à côté »: one « et » in the row.
      return `${searedName(p)} ${agree('doré', [seared(p)])} à la poêle${sides.length > 0 ? `, ${agree('servi', [seared(p)])} avec ${theAll(sides)}` : ''}${d.has('àCôté') ? `, un peu ${de(d.of('àCôté')[0])} à côté` : ''} : le dîner croustillant qui met toute la famille d'accord.`;
    },
    steps: (d) => [
      besideStarch(d.of('féculent')[0], 'le reste cuit').first,
      cut(d.of('légumes')),
      d.has('légumes') && `Faites revenir ${theAll(d.of('légumes'))} 10 à 12 minutes dans ${d.fat}, à feu moyen, salez et poivrez.`,
      sear(d.of('protéine')[0], d.fat),
      besideStarch(d.of('féculent')[0], 'le reste cuit').last,
      d.has('salade') && dressed(d, d.of('salade')),
      `Servez ${the(d.of('protéine')[0])} bien ${agree('chaud', d.of('protéine'))}${d.all('féculent', 'légumes', 'salade').length > 0 ? ` avec ${theAll(d.all('féculent', 'légumes', 'salade'))}` : ''}${d.has('àCôté') ? `, ${the(d.of('àCôté')[0])} à part` : ''}.`,
    ],
  }),
  plat({
    // The cold plate of a French supper, for what is sold ready to eat and never seared: a roast
    // chicken with mayonnaise, prawns with mayonnaise, sardines or mackerel with potatoes in oil,
    // a plate of ham with a salad.
    id: 'assiette-froide',
    roles: {
      // Of the charcuterie, the cooked hams a plate is made of (COOKED_HAMS); a raw ham or a
      // saucisson is an apéritif's or a starter's.
      // It is the meal: 50 g each at the least (two slices of ham for three, never one).
      protéine: { ...roles.readyProtein(1, 1, 1), kinds: ['poisson', 'volaille', 'fruits de mer'], foods: COOKED_HAMS, least: 50 },
      pommesDeTerre: roles.only(['pomme de terre'], 0, 1, 0.8),
      // The plate's vegetable, not a garnish: two courgettes due tomorrow are two people's salad.
      crudités: roles.of({ kinds: ['légume'], uses: ['cru'], except: ONIONS, min: 0, max: 2, share: 0.7 }),
      sauce: roles.only(['mayonnaise', 'moutarde', 'crème fraîche', 'crème épaisse', 'fromage blanc', 'fromage frais', 'yaourt', 'yaourt grec'], 0, 1, 0.4, false, true),
      pain: roles.only(BREAD, 0, 1, 0.5),
      acide: roles.acid(),
      herbe: roles.herb(),
    },
    fat: 'huile',
    time: 30,
    difficulty: 'facile',
    // A dinner: with a side that fills the plate (potatoes, a salad, bread), never the protein and its
    // sauce alone (250 g of prawns for four). Ham with bread alone is a sandwich (the tartines').
    accepts: (d) => d.all('pommesDeTerre', 'crudités', ...(d.of('protéine')[0].kind === 'charcuterie' ? [] : ['pain'])).length > 0,
    title: (d) => {
      const p = d.of('protéine')[0];
      const sauce = d.of('sauce')[0];
      const raw = d.of('crudités').filter((f) => !GREEN_SALAD.includes(f.name));
      // One side after the protein, never the row of a menu (« Thon, sauce au yaourt, pommes de terre
      // tièdes et salade de radis », see TITLE_LISTED), and « crudités » for two raw vegetables; the
      // mayonnaise is named as a bistro does (« Assiette de thon mayonnaise ») where no side is.
      const mayonnaise = sauce?.name === 'mayonnaise';
      const side = [
        raw.length > 1 && 'crudités',
        d.has('pommesDeTerre') && 'pommes de terre tièdes',
        d.has('crudités') && (raw.length > 0 ? `salade ${deAll(listed(raw))}` : 'salade verte'),
        sauce && !mayonnaise && `sauce ${au(asMass(sauce))}`,
      ].find((s): s is string => typeof s === 'string');
      // « Assiette de saumon fumé, salade de concombre », « Assiette de poulet rôti froid »: what a
      // brasserie writes, and a title the week reads as a cold dinner (dishKindOf's « assiette »).
      return `Assiette ${de(singleAsFood(p))}${p.kind === 'volaille' ? ' froid' : ''}${side ? `, ${side}` : mayonnaise ? ' mayonnaise' : ''}`;
    },
    description: (d) => {
      const sides = d.all('pommesDeTerre', 'crudités');
      const sauce = d.of('sauce')[0];
      return `L'assiette froide des soirs sans cuisson : ${the(d.of('protéine')[0])}${sides.length > 0 ? ` avec ${theAll(sides)}` : ''}${sauce ? `${sides.length > 1 ? ',' : ''} et ${coldPlateSauce(sauce)}` : ''}, tout simplement.`;
    },
    steps: (d) => {
      const p = d.of('protéine')[0];
      const sauce = d.of('sauce')[0];
      return [
        d.has('pommesDeTerre') && `Faites cuire ${the(d.of('pommesDeTerre')[0])} 20 minutes à l'eau bouillante salée, pelez-${them(d.of('pommesDeTerre'))} et coupez-${them(d.of('pommesDeTerre'))} en rondelles encore tièdes.`,
        cut(d.of('crudités'), 'en fines tranches'),
        d.all('pommesDeTerre', 'crudités').length > 0 && vinaigrette(d),
        d.all('pommesDeTerre', 'crudités').length > 0 && `Arrosez ${theAll(d.all('pommesDeTerre', 'crudités'))} ${ofDressing(d)}.`,
        p.kind === 'volaille' ? `Découpez ${the(p)} en morceaux et disposez-les sur les assiettes.` : `Disposez ${the(p)} sur les assiettes.`,
        sauce && !SAUCES_AS_THEY_ARE.includes(sauce.name) && `Assaisonnez ${the(asMass(sauce))} de sel et de poivre${d.has('acide') ? ` et d'un filet ${de(asMass(d.of('acide')[0]))}` : ''}.`,
        // Without a sauce nor a dressing to take it, the lemon goes on the plate.
        // Warm potatoes are served as they are, never « bien frais » beside « pommes de terre tièdes ».
        `${d.has('pommesDeTerre') ? 'Servez sans attendre, les pommes de terre encore tièdes' : 'Servez bien frais'}${sauce ? `, ${coldPlateSauce(sauce)} à part` : ''}${d.has('pain') ? `, avec ${the(d.of('pain')[0])}` : ''}${d.of('acide')[0]?.kind === 'fruit' && !sauce && d.all('pommesDeTerre', 'crudités').length === 0 ? `, ${the(d.of('acide')[0])} en quartiers` : ''}.`,
        garnish(d),
      ];
    },
  }),
  plat({
    id: 'gratin',
    offTheBone: true,
    roles: {
      // A vegetable sold cooked (a beetroot) is only warmed through under the cheese, never sautéed
      // first. A tin of corn goes in a salad or a soup, never as a gratin's vegetable (« Gratin de maïs »).
      légumes: { ...roles.vegetables(0, 2, 1, true), cooks: false, except: [...ONIONS, 'maïs'] },
      féculent: roles.only(['pomme de terre', ...PASTA.filter((p) => p !== 'nouille')], 0, 1, 1, true),
      liant: roles.of({ kinds: ['crème', 'lait'], min: 0, max: 1, share: 1 }),
      protéine: roles.of({ kinds: ['charcuterie', 'volaille', 'viande'], min: 0, max: 1, share: 0.6 }),
      fromage: roles.meltingCheese(1, 1, 0.7),
    },
    fat: true,
    time: 50,
    difficulty: 'facile',
    accepts: (d) => d.all('légumes', 'féculent').length > 0,
    title: (d) => {
      const base = few(d.all('féculent', 'légumes'), 1);
      // Its meat is always named, its cheese when there is room: « Gratin de betteraves et courgettes au jambon blanc ».
      return `Gratin ${deAll(base)} ${auAll(fewWithProtein(d.all('protéine', 'fromage'), base.length))}`;
    },
    description: (d) => `Un gratin doré et fondant, ${theAll(d.all('féculent', 'légumes'))} sous une couche ${de(d.of('fromage')[0])} : un plat qui réchauffe toute la tablée.`,
    steps: (d) => [
      `Préchauffez le four à 200 °C et ${greased(d, 'un plat à gratin')}.`,
      d.has('féculent') && cookStarch(d.of('féculent')[0], 'à moitié'),
      cut(d.of('légumes'), 'en rondelles'),
      d.of('légumes').some((f) => !isReady(f)) && `Faites revenir ${theAll(d.of('légumes').filter((f) => !isReady(f)))} 8 minutes dans ${d.fat}.`,
      // A roast chicken, cooked already, is pulled off its bones; it warms in the oven.
      d.has('protéine') && (toCut(d.of('protéine')).length > 0 ? brownedInPieces(d.of('protéine')[0], d.fat) : d.of('protéine')[0].prep === 'effiloché' ? cut(d.of('protéine')) : `Faites dorer ${the(d.of('protéine')[0])} 5 minutes dans ${d.fat}.`),
      `Disposez le tout dans le plat${d.has('liant') ? `, arrosez ${de(d.of('liant')[0])}` : ''}, salez, poivrez et couvrez ${de(d.of('fromage')[0])}${cheeseWays(d.of('fromage')[0], 'râpé', 'en tranches')}.`,
      'Enfournez 25 minutes, jusqu\'à ce que le dessus soit bien doré.',
    ],
  }),
  plat({
    id: 'quiche',
    roles: {
      pâte: { ...roles.only(['pâte brisée', 'pâte feuilletée'], 1, 1, 1, true), bakedWhole: true },
      œufs: roles.eggs(0.4),
      liant: roles.of({ kinds: ['crème', 'lait'], min: 0, max: 1, share: 1 }),
      garniture: roles.of({ kinds: ['légume', 'charcuterie', 'poisson', 'volaille'], uses: ['soupe', 'prêt'], foods: ['lardon', 'bacon', ...BAKED_RAW_IN_A_QUICHE], min: 1, max: 2, share: 0.6 }),
      fromage: roles.meltingCheese(0, 1, 0.5),
    },
    fat: true,
    time: 55,
    difficulty: 'moyen',
    title: (d) => `${d.of('pâte')[0].name === 'pâte feuilletée' ? 'Tarte feuilletée' : 'Quiche'} ${auAll(fewWithProtein(d.all('garniture', 'fromage')))}`,
    description: (d) => `Une tarte salée bien garnie ${auAll(d.all('garniture', 'fromage'))}, à servir chaude ou tiède avec une salade.`,
    // A food sold ready to eat or cooked (smoked salmon, ham, a cooked beetroot; see isReady) is only
    // cut and laid on the pastry: the oven warms it, never a pan first.
    // A fresh salmon (BAKED_RAW_IN_A_QUICHE) is cut in cubes and laid raw: the oven cooks it.
    steps: (d) => {
      const raw = d.of('garniture').filter((f) => BAKED_RAW_IN_A_QUICHE.includes(f.name));
      const fried = d.of('garniture').filter((f) => !isReady(f) && !raw.includes(f));
      const ready = [...d.of('garniture').filter(isReady), ...raw];
      return [
        `Préchauffez le four à 190 °C et ${lineMould(d.of('pâte')[0])}.`,
        cut(d.of('garniture').filter((f) => f.kind === 'légume'), 'en petits morceaux'),
        cut(raw, 'en dés'),
        cut(ready.filter((f) => f.kind !== 'légume' && !raw.includes(f)), 'en petits morceaux'),
        fried.length > 0
          ? `Faites revenir ${theAll(fried)} 8 minutes dans ${d.fat} et répartissez sur la pâte${ready.length > 0 ? ` avec ${theAll(ready)}` : ''}.`
          : `Répartissez ${theAll(ready)} sur la pâte.`,
        `Battez ${eggs(d)}${d.has('liant') ? ` avec ${the(d.of('liant')[0])}` : ''}, salez, poivrez et versez sur la garniture.`,
        d.has('fromage') && `Parsemez ${de(d.of('fromage')[0])}${cheeseWays(d.of('fromage')[0], 'râpé', 'émietté')}.`,
        'Enfournez 30 à 35 minutes, jusqu\'à ce que la quiche soit prise et dorée.',
      ];
    },
  }),
  plat({
    id: 'curry',
    offTheBone: true,
    roles: {
      protéine: roles.of({ kinds: ['volaille', 'viande', 'poisson', 'fruits de mer', 'tofu', 'légumineuse'], min: 0, max: 1, share: 1, main: true }),
      légumes: roles.vegetables(1, 2, 0.8),
      sauce: roles.of({ kinds: ['lait de coco', 'crème', 'sauce tomate'], foods: ['yaourt', 'yaourt grec'], min: 1, max: 1, share: 1 }),
      // A curry is named for its spices: without curry, turmeric or cumin, in the fridge or the cupboard, it is no curry.
      // About a teaspoon and a half of curry a person (see pantryLine).
      épice: roles.only(CURRY_SPICES, 1, 1, 2.5, false, true),
      aromate: roles.only(['oignon', 'échalote', 'ail', 'gingembre'], 0, 1, 1),
      // A curry comes with its rice (or another grain) whenever the fridge holds one.
      riz: { ...roles.only(GRAINS, 0, 1, 0.8), whenHeld: true },
    },
    fat: true,
    time: 45,
    difficulty: 'facile',
    title: (d) => {
      const [main, ...rest] = d.all('protéine', 'légumes');
      const sauce = d.of('sauce')[0];
      // The coconut milk is named when the title has room for it: « Curry de poulet aux courgettes et
      // au lait de coco », but « Curry de poulet aux courgettes et aux tomates » (its sauce is told after).
      const named = sauce.kind === 'lait de coco' && rest.length < TITLE_FOODS - 1 ? [...rest, sauce] : rest;
      return `Curry ${de(main)}${named.length > 0 ? ` ${auAll(named)}` : ''}`;
    },
    description: (d) => {
      const sauce = d.of('sauce')[0];
      const how = SPLITS_WHEN_BOILED.includes(sauce.name) ? `adouci ${au({ ...sauce, counted: false })} en fin de cuisson` : `mijoté avec ${the(sauce)}`;
      return `Un curry doux et parfumé, ${how}${d.has('riz') ? `, servi avec ${the(d.of('riz')[0])}` : ''}.`;
    },
    steps: (d) => [
      besideStarch(d.of('riz')[0], 'le curry mijote').first,
      cut(d.of('légumes')),
      d.has('aromate') && `${minced(d.of('aromate')[0])}, puis faites-${them([d.of('aromate')[0]])} fondre 3 minutes dans ${d.fat}.`,
      // A ready protein (a tinned tuna, cooked prawns) is never browned: readied, it joins the curry off the heat.
      d.has('protéine') && (pulse(d) ? `Rincez et égouttez ${the(d.of('protéine')[0])}.` : isReady(d.of('protéine')[0]) ? cut(d.of('protéine'), 'en morceaux') : brownedInPieces(d.of('protéine')[0], d.fat)),
      // Pulses go in with the vegetables; with nothing yet in the pan, the vegetables are what first meets the fat.
      d.has('aromate') || (d.has('protéine') && !pulse(d) && !isReady(d.of('protéine')[0]))
        ? `Ajoutez ${theAll([...d.of('légumes'), ...(pulse(d) ? d.of('protéine') : []), ...d.of('épice')])}, remuez 2 minutes.`
        : `Faites revenir ${theAll([...d.of('légumes'), ...(pulse(d) ? d.of('protéine') : []), ...d.of('épice')])} 2 minutes dans ${d.fat}, dans une sauteuse.`,
      // A yoghurt splits when it boils: the curry simmers in a little water, the yoghurt goes in off the heat.
      SPLITS_WHEN_BOILED.includes(d.of('sauce')[0].name)
        ? `Mouillez d'un fond d'eau, couvrez et laissez mijoter 20 minutes à feu doux, jusqu'à ce que tout soit tendre. Hors du feu, incorporez ${the(d.of('sauce')[0])} et réchauffez doucement, sans laisser bouillir.`
        : `Versez ${the(d.of('sauce')[0])}, couvrez et laissez mijoter 20 minutes à feu doux, jusqu'à ce que tout soit tendre.`,
      besideStarch(d.of('riz')[0], 'le curry mijote').last,
      offHeat(d.of('protéine')[0]),
      'Goûtez, rectifiez l\'assaisonnement et servez bien chaud.',
    ],
  }),
  saladeComplete('plat'),
  plat({
    id: 'croque',
    roles: {
      pain: roles.only(['pain de mie', 'pain', 'pain complet', 'pain de campagne', 'baguette'], 1, 1, 1.2, true),
      garniture: roles.of({ kinds: ['charcuterie', 'volaille', 'poisson'], uses: ['tranche', 'prêt'], min: 0, max: 1, share: 0.7 }),
      fromage: roles.meltingCheese(1, 1, 0.8),
      légume: roles.only(['tomate', 'champignon', 'champignon de Paris', 'épinard', 'poivron'], 0, 1, 0.4),
      salade: roles.only(['salade', 'laitue', 'roquette', 'mâche'], 0, 1, 1),
    },
    fat: true,
    time: 30,
    difficulty: 'facile',
    title: (d) => {
      const ham = d.of('garniture')[0]?.kind === 'charcuterie';
      const extras = ham ? d.of('légume') : d.all('garniture', 'légume', 'fromage');
      const name = d.of('pain')[0].name === 'baguette' ? 'Baguette gratinée' : ham ? 'Croque-monsieur' : 'Croque';
      return `${name}${extras.length > 0 ? ` ${auAll(extras)}` : ''}${d.has('salade') ? ', salade verte' : ''}`;
    },
    description: (d) => `Des croques bien dorés ${auAll(d.all('garniture', 'fromage', 'légume'))}, le dîner vite fait que tout le monde aime.`,
    steps: (d) => [
      'Préchauffez le four à 200 °C.',
      // The fat the lines list, never « Beurrez ou huilez » over a butter alone.
      `${capitalize(greased(d, `les tranches ${de(d.of('pain')[0])}`))} sur une face.`,
      cut(d.of('garniture').filter((f) => f.prep === 'effiloché')),
      `Garnissez la moitié des tranches ${deEach(d.all('garniture', 'légume', 'fromage'))}, puis refermez avec les autres tranches, face ${d.fat === 'le beurre' ? 'beurrée' : 'huilée'} dehors.`,
      'Enfournez 12 à 15 minutes, jusqu\'à ce que les croques soient dorés et le fromage fondu.',
      d.has('salade') && `Servez avec ${the(d.of('salade')[0])} assaisonnée ${dressing(d)}.`,
    ],
  }),
  plat({
    id: 'legumineuses-mijotees',
    roles: {
      base: roles.of({ kinds: ['légumineuse'], min: 1, max: 1, share: 1, main: true }),
      légumes: roles.vegetables(0, 2, 0.6),
      protéine: roles.of({ kinds: ['charcuterie'], min: 0, max: 1, share: 0.5 }),
      sauce: roles.of({ kinds: ['sauce tomate'], min: 0, max: 1, share: 0.8 }),
      aromate: roles.onion(),
      épice: roles.only(['cumin', 'curry', 'paprika', 'thym', 'herbes de Provence'], 0, 1, 1, false, true),
    },
    fat: true,
    water: 150,
    time: 45,
    difficulty: 'facile',
    // Pulses simmered in water alone are not a dinner: an onion, a vegetable, a tomato sauce, a spice or a meat makes them one.
    accepts: (d) => d.all('légumes', 'protéine', 'sauce', 'aromate', 'épice').length > 0,
    title: (d) => `${shown(d.of('base')[0])} ${agree('mijoté', [d.of('base')[0]])}${d.all('légumes', 'protéine', 'sauce', 'épice').length > 0 ? ` ${auAll(fewWithProtein(d.all('légumes', 'protéine', 'sauce', 'épice'), 1))}` : ''}`,
    description: (d) => `${theAll(d.of('base'))} ${agree('mijoté', d.of('base'))} doucement${d.all('aromate', 'légumes', 'protéine', 'sauce').length > 0 ? ` avec ${theAll(d.all('aromate', 'légumes', 'protéine', 'sauce'))}` : ''} : nourrissant et économique.`,
    steps: (d) => [
      d.of('base')[0].name.startsWith('lentille') ? `Rincez ${the(d.of('base')[0])}.` : `Rincez et égouttez ${the(d.of('base')[0])}.`,
      cut(d.of('légumes'), 'en dés'),
      d.has('aromate') && `${minced(d.of('aromate')[0])}.`,
      d.all('aromate', 'protéine', 'légumes').length > 0 && `Faites revenir ${theAll(d.all('aromate', 'protéine', 'légumes'))} 5 minutes dans ${d.fat}.`,
      `Ajoutez ${the(d.of('base')[0])}${d.has('sauce') ? `, ${the(d.of('sauce')[0])}` : ''}${d.has('épice') ? `, ${the(d.of('épice')[0])}` : ''} et l'eau, couvrez et laissez mijoter 25 minutes à feu doux.`,
      'Salez en fin de cuisson, poivrez et servez bien chaud.',
    ],
  }),
  plat({
    id: 'hachis-parmentier',
    roles: {
      pommesDeTerre: roles.only(['pomme de terre'], 1, 1, 1, true),
      viande: roles.only(['viande hachée', 'steak haché', 'bœuf'], 1, 1, 0.8, true),
      lait: roles.milk(0, 0.4),
      aromate: roles.onion(),
      fromage: roles.meltingCheese(0, 1, 0.4),
    },
    fat: true,
    time: 55,
    difficulty: 'moyen',
    title: (d) => `Hachis parmentier${d.has('fromage') ? ` gratiné ${au(d.of('fromage')[0])}` : ''}`,
    description: () => 'Le hachis parmentier de la maison : une purée onctueuse sur une viande bien revenue, gratinée au four.',
    steps: (d) => [
      'Épluchez les pommes de terre, coupez-les en morceaux et faites-les cuire 20 minutes à l\'eau bouillante salée.',
      d.has('aromate') && `${minced(d.of('aromate')[0])}, puis faites-${them([d.of('aromate')[0]])} fondre dans ${d.fat}.`,
      `Faites revenir ${the(d.of('viande')[0])} 8 minutes en l'émiettant, salez et poivrez.`,
      `Préchauffez le four à 200 °C. Écrasez les pommes de terre en purée${d.has('lait') ? ` avec ${the(d.of('lait')[0])} chaud` : " avec un peu d'eau de cuisson"}.`,
      `Étalez la viande dans un plat, couvrez de purée${d.has('fromage') ? ` et parsemez ${de(d.of('fromage')[0])}` : ''}.`,
      'Enfournez 20 minutes, jusqu\'à ce que le dessus soit doré.',
    ],
  }),
  plat({
    id: 'wraps',
    offTheBone: true,
    roles: {
      galette: roles.only(['tortilla', 'wrap'], 1, 1, 1, true),
      // Crisp nuggets or breaded fish in strips: the wrap children ask for.
      protéine: roles.of({ kinds: ['volaille', 'viande', 'poisson', 'charcuterie', 'tofu', 'légumineuse'], min: 0, max: 1, share: 0.7, breaded: true }),
      crudités: roles.rawVegetables(1, 3, 0.5),
      fromage: roles.of({ kinds: ['fromage', 'fromage frais'], except: SWEET_FRESH_CHEESES, min: 0, max: 1, share: 0.5 }),
      sauce: roles.of({ kinds: ['yaourt'], foods: ['mayonnaise', 'houmous', 'ketchup'], min: 0, max: 1, share: 0.5 }),
    },
    fat: true,
    time: 30,
    difficulty: 'facile',
    // A dinner rolled in a galette holds something that fills: a protein, a cheese, an avocado or a
    // houmous, never lamb's lettuce and a yoghurt alone.
    accepts: (d) => d.has('protéine') || d.has('fromage') || d.all('crudités', 'sauce').some((f) => f.name === 'avocat' || f.name === 'houmous'),
    // The lettuce of a wrap goes without saying ("Wraps au tofu et à la salade").
    title: (d) => `Wraps ${auAll(fewWithProtein(d.all('protéine', 'crudités', 'fromage').filter((f) => !GREEN_SALAD.includes(f.name))))}`,
    description: (d) => `Des wraps roulés et garnis ${auAll(d.all('protéine', 'crudités', 'fromage'))}, à manger avec les doigts.`,
    steps: (d) => [
      cut(d.of('crudités'), 'en fines lanières'),
      d.has('protéine') && inStrips(d.of('protéine')[0], d.fat),
      'Réchauffez les galettes 30 secondes de chaque côté dans une poêle sèche.',
      `Garnissez chaque galette ${d.has('sauce') ? `${de(asMass(d.of('sauce')[0]))}, puis ` : ''}${deEach(d.all('protéine', 'crudités', 'fromage'))}.`,
      'Roulez serré, coupez en deux en biais et servez.',
    ],
  }),
  plat({
    id: 'pizza',
    roles: {
      // The dough is the dish: one pizza dough or one sheet of pastry, topped flat, feeds three at table
      // (some 85 g a person), never six.
      pâte: { ...roles.only(['pâte à pizza', 'pâte feuilletée', 'pâte brisée'], 1, 1, 1.4, true), smallestPortion: 0.9, bakedWhole: true },
      sauce: roles.of({ kinds: ['sauce tomate'], foods: ['crème fraîche', 'crème épaisse', 'pesto'], min: 0, max: 1, share: 0.6 }),
      garniture: roles.of({ kinds: ['légume', 'charcuterie', 'volaille', 'poisson', 'viande'], uses: ['soupe', 'cru', 'prêt'], foods: ['lardon', 'bacon', 'viande hachée', 'steak haché', 'merguez', 'chorizo'], except: [...NEVER_BAKED, 'endive'], min: 0, max: 3, share: 0.5 }),
      // A ricotta goes on in spoonfuls, as on a pizza bianca.
      fromage: { ...roles.meltingCheese(0, 1, 0.6), foods: ['ricotta'] },
      herbe: roles.herb(),
    },
    fat: true,
    time: 40,
    difficulty: 'facile',
    // A cheese alone makes a pizza blanche, a tomato sauce alone on a pizza dough a marinara (see
    // marinara); nothing at all on the dough is not a dish. A pizza has its tomato, its cream or its
    // cheese (a roast chicken on bare dough is bread and chicken); a tarte fine may be vegetables
    // brushed with oil, never a meat alone on bare pastry. One meat or poultry at the most, a
    // charcuterie beside it as a pizza has: never « au poulet rôti, au steak haché et à la mozzarella ».
    accepts: (d) => {
      if (marinara(d)) return true;
      if (d.all('garniture', 'fromage').length === 0) return false;
      if (d.of('garniture').filter((f) => f.kind === 'viande' || f.kind === 'volaille').length > 1) return false;
      const dressed = d.has('sauce') || d.has('fromage');
      return d.of('pâte')[0].name === 'pâte à pizza' ? dressed : dressed || d.of('garniture').some((f) => f.kind === 'légume');
    },
    title: (d) => `${d.of('pâte')[0].name === 'pâte à pizza' ? 'Pizza' : 'Tarte fine'} ${marinara(d) ? 'à la tomate' : auAll(fewWithProtein(d.all('garniture', 'fromage')))}`,
    description: (d) =>
      marinara(d)
        ? 'Une pizza maison croustillante à la tomate, toute simple, comme la marinara des pizzerias napolitaines.'
        : `Une ${d.of('pâte')[0].name === 'pâte à pizza' ? 'pizza maison' : 'tarte fine'} croustillante ${auAll(d.all('garniture', 'fromage'))}, garnie de ${atHand(d)}.`,
    steps: (d) => {
      // Two doughs for more than three at table (the pâte role's smallestPortion): every step says both.
      const two = plural(d.of('pâte')[0]);
      // Two told by their name (« les pâtes feuilletées »), never « les pâtes », which is pasta.
      const dough = two ? the(d.of('pâte')[0]) : 'la pâte';
      return [
        `Préchauffez le four à 220 °C et déroulez ${the(d.of('pâte')[0])} sur ${two ? 'des plaques, avec leur' : 'une plaque, avec son'} papier.`,
        cut(d.of('garniture').filter((f) => f.kind === 'légume'), 'en fines tranches'),
        // A ready sausage is sliced, a raw meat cut and browned, before it goes on the pastry: never
        // a whole chorizo nor five whole merguez laid on a tarte fine. What is sold diced (lardons) is browned as it is.
        cut(d.of('garniture').filter((f) => f.kind !== 'légume' && f.uses.includes('prêt') && baked(d).includes(f)), 'en fines tranches'),
        ...d.of('garniture')
          .filter((f) => f.kind !== 'légume' && !f.uses.includes('prêt'))
          .map((f) => (f.prep === 'dés' ? `Faites revenir ${the(f)} 5 minutes dans ${d.fat}.` : brownedInPieces(f, d.fat))),
        marinara(d)
          ? `Étalez ${the(d.of('sauce')[0])} sur ${dough}${d.oilDe ? ` et arrosez d'un filet ${d.oilDe}` : ''}.`
          : `${d.has('sauce') ? `Étalez ${the(d.of('sauce')[0])} sur ${dough}` : coatWithFat(d, dough)}${baked(d).length > 0 ? `, puis répartissez ${theAll(baked(d))}` : ''}.`,
        `Salez légèrement, poivrez et enfournez 15 à 20 minutes, jusqu'à ce que ${dough} ${two ? 'soient dorées' : 'soit dorée'}.`,
        laidOn(d).length > 0 && `À la sortie du four, déposez ${theAll(laidOn(d))} sur ${d.of('pâte')[0].name === 'pâte à pizza' ? (two ? 'les pizzas' : 'la pizza') : two ? 'les tartes' : 'la tarte'}.`,
        garnish(d),
      ];
    },
  }),
  plat({
    id: 'pizza-surgelee',
    roles: {
      pizza: roles.only(['pizza surgelée'], 1, 1, 1, true),
      garniture: roles.of({ kinds: ['charcuterie', 'fromage', 'fromage frais', 'légume'], uses: ['prêt', 'fond', 'cru'], foods: ['olive', 'champignon'], except: [...NEVER_BAKED, 'roquette', 'endive', 'carotte'], min: 0, max: 2, share: 0.3 }),
      salade: roles.only(['salade', 'laitue', 'mâche', 'roquette'], 0, 1, 1),
      herbe: roles.herb(),
    },
    fat: true,
    time: 25,
    difficulty: 'facile',
    // The pizza from the freezer becomes a dinner once something of the fridge goes on it or beside it.
    accepts: (d) => d.all('garniture', 'salade').length > 0,
    // « Pizza surgelée garnie aux tomates et au gruyère, avec sa salade »: one « et » in a title.
    title: (d) => `Pizza surgelée${d.has('garniture') ? ` garnie ${auAll(d.of('garniture'))}` : ''}${d.has('salade') ? (d.of('garniture').length > 1 ? ', avec sa salade' : ' et sa salade') : ''}`,
    description: (d) =>
      `La pizza du congélateur${d.has('garniture') ? ` relevée ${auAll(d.of('garniture'))}` : ''}${d.has('salade') ? `, servie avec ${the(d.of('salade')[0])} ${agree('assaisonné', d.of('salade'))}` : ''} : un dîner prêt ${d.readyIn}.`,
    steps: (d) => {
      // As many pizzas as the line takes: « la pizza » of « 1 pizza surgelée », whatever the table.
      const several = (d.of('pizza')[0].pieces ?? 1) > 1;
      const pizzas = several ? 'les pizzas' : 'la pizza';
      return [
        `Préchauffez le four à la température indiquée sur l'emballage ${several ? 'des pizzas surgelées' : 'de la pizza surgelée'}.`,
        cut(d.of('garniture').filter((f) => f.kind === 'légume' && f.name !== 'olive'), 'en fines tranches'),
        d.has('garniture') && `Répartissez ${theAll(d.of('garniture'))} sur ${pizzas} encore surgelée${several ? 's' : ''}.`,
        `Enfournez ${pizzas} pour le temps indiqué, jusqu'à ce que le dessous soit croustillant.`,
        d.has('salade') && `Pendant la cuisson, lavez ${the(d.of('salade')[0])} et assaisonnez-la ${dressing(d)}.`,
        garnish(d),
      ];
    },
  }),
  plat({
    id: 'salade-repas',
    roles: {
      feuilles: roles.only(LEAVES, 1, 1, 1),
      crudités: roles.of({ kinds: ['légume'], uses: ['cru'], except: LEAVES, min: 0, max: 2, share: 0.6 }),
      garniture: roles.of({
        kinds: ['charcuterie', 'poisson', 'volaille', 'fruits de mer', 'fromage', 'fromage frais'],
        uses: ['prêt', 'cube', 'fond'],
        foods: ['œuf'],
        min: 1,
        max: 2,
        share: 0.8,
        main: true,
      }),
      fruit: roles.only(['pomme', 'poire', 'raisin', 'figue', 'orange', 'pamplemousse', 'mangue', 'pêche', 'grenade'], 0, 1, 0.4),
      croquant: roles.only(['noix', 'amande', 'noisette', 'pignon de pin', 'graine de sésame', 'raisin sec'], 0, 1, 0.5),
      pain: roles.only(BREAD, 0, 1, 0.4),
      acide: roles.acid(),
      herbe: roles.herb(),
    },
    fat: 'huile',
    time: 30,
    difficulty: 'facile',
    // A meal, not a side salad: leaves, what makes it filling, and something more.
    accepts: (d) => d.all('crudités', 'garniture', 'fruit', 'croquant', 'pain').length >= 2,
    title: (d) => {
      const leaf = d.of('feuilles')[0];
      const goat = d.of('garniture').find((f) => f.name === 'bûche de chèvre' || f.name === 'chèvre');
      // The crudités last: named when there is room, or first when they are the fridge's urgent food (see few).
      const named = [...d.of('garniture').filter((f) => f !== goat), ...d.all('fruit', 'croquant', 'crudités')];
      const rest = named.length > 0 ? ` ${auAll(few(named, goat || !GREEN_SALAD.includes(leaf.name) ? 1 : 0))}` : '';
      if (goat) return `Salade de chèvre chaud${rest}`;
      return `${leaf.name === 'salade' || leaf.name === 'laitue' ? 'Salade composée' : `Salade ${de(leaf)}`}${rest}`;
    },
    description: (d) =>
      `Une salade-repas généreuse : ${theAll(d.all('feuilles', 'crudités', 'garniture', 'fruit', 'croquant'))}${d.has('pain') ? ', avec ses croûtons' : ''}, ${inDressing(d, d.all('feuilles', 'crudités', 'garniture', 'fruit', 'croquant'))}. Le dîner frais et complet.`,
    steps: (d) => {
      const goat = d.of('garniture').find((f) => f.name === 'bûche de chèvre' || f.name === 'chèvre');
      const cold = d.of('garniture').filter((f) => f !== goat && f.kind !== 'œuf');
      return [
        d.of('garniture').some((f) => f.kind === 'œuf') && hardBoiled(d, 'refroidissez-les, écalez-les et coupez-les en quartiers'),
        cut(d.of('feuilles'), 'en lanières'),
        cut(d.of('crudités'), 'en fines tranches ou en bouchées'),
        cold.length > 0 && cut(cold, 'en lanières ou en dés'),
        d.has('fruit') && cut([d.of('fruit')[0]], 'en fines tranches'),
        d.has('pain') && !goat && `Coupez ${the(d.of('pain')[0])} en dés et faites-les dorer 3 minutes à la poêle dans un filet ${d.fatDe}.`,
        goat && `Coupez ${the(goat)} en rondelles${d.has('pain') ? ` posées sur des tranches ${de(d.of('pain')[0])}` : ''} et passez-les 5 minutes sous le gril du four ou à la poêle, jusqu'à ce qu'elles fondent.`,
        vinaigrette(d),
        `Mélangez ${theAll(d.all('feuilles', 'crudités', 'fruit', 'croquant'))} avec ${theDressing(d)}, répartissez dans de grandes assiettes et disposez dessus ${frenchList([...d.of('garniture').map(the), ...(d.has('pain') && !goat ? ['les croûtons'] : [])])}.`,
        garnish(d),
      ];
    },
  }),
  plat({
    id: 'choucroute',
    roles: {
      choucroute: roles.only(['choucroute'], 1, 1, 1, true),
      viandes: roles.only(['saucisse', 'knacki', 'knack', 'saucisse de Strasbourg', 'saucisse de Francfort', 'cervelas', 'lardon', 'bacon', 'jambon', 'jambon blanc', 'jambon cru', 'côte de porc', 'porc', 'filet mignon', 'chipolata'], 0, 2, 0.7),
      poisson: roles.only(['saumon', 'pavé de saumon', 'cabillaud', 'colin', 'lieu', 'merlu', 'saumon fumé', 'truite fumée', 'crevette'], 0, 1, 0.7),
      pommesDeTerre: roles.only(['pomme de terre'], 0, 1, 0.8),
      pomme: roles.only(['pomme'], 0, 1, 0.3),
      fromage: roles.only(['comté', 'emmental', 'gruyère', 'fromage râpé', 'raclette', 'tomme', 'fromage'], 0, 1, 0.4),
      aromate: roles.only(['oignon', 'échalote'], 0, 1, 1),
    },
    fat: true,
    water: 50,
    time: 45,
    difficulty: 'facile',
    // The choucroute of the shop, reheated as it is, is no dish: it gets its garnish, and meat and fish never together.
    accepts: (d) => d.all('viandes', 'poisson', 'pommesDeTerre', 'fromage').length > 0 && !(d.has('viandes') && d.has('poisson')),
    title: (d) => {
      if (d.has('poisson')) return `Choucroute de la mer ${au(d.of('poisson')[0])}`;
      if (d.has('viandes')) return `Choucroute garnie ${auAll(d.of('viandes'))}`;
      if (d.has('fromage')) return `Choucroute gratinée ${au(d.of('fromage')[0])}`;
      return 'Choucroute aux pommes de terre';
    },
    description: (d) =>
      `La choucroute mijotée doucement${d.all('viandes', 'poisson', 'pommesDeTerre', 'pomme').length > 0 ? ` avec ${theAll(d.all('viandes', 'poisson', 'pommesDeTerre', 'pomme'))}` : ''}${d.has('fromage') ? `, fondue sous ${the(d.of('fromage')[0])}` : ''} : le plat d'hiver alsacien, généreux et sans façon.`,
    steps: (d) => [
      d.has('pommesDeTerre') && `Épluchez ${the(d.of('pommesDeTerre')[0])} et faites-${them(d.of('pommesDeTerre'))} cuire 20 minutes à l'eau bouillante salée.`,
      d.has('aromate') && `${minced(d.of('aromate')[0])}, puis faites-${them([d.of('aromate')[0]])} fondre 3 minutes dans ${d.fat}, dans une cocotte.`,
      d.has('viandes') && `Faites dorer ${theAll(d.of('viandes'))} 5 minutes dans ${d.fat}${d.has('aromate') ? '' : ', dans une cocotte'}.`,
      `Ajoutez la choucroute${d.has('pomme') ? ` et ${the(d.of('pomme')[0])} en dés` : ''} avec l'eau, couvrez et laissez mijoter 20 minutes à feu doux, en remuant de temps en temps.`,
      d.has('poisson') && `Posez ${the(d.of('poisson')[0])} sur la choucroute pour les 8 dernières minutes, à couvert.`,
      d.has('pommesDeTerre') && 'Ajoutez les pommes de terre égouttées pour les 5 dernières minutes.',
      d.has('fromage') && `Parsemez ${de(d.of('fromage')[0])}${cheeseWays(d.of('fromage')[0], 'râpé')}, couvrez et laissez fondre 2 minutes.`,
      'Servez bien chaud.',
    ],
  }),
  plat({
    id: 'jambon-frites',
    roles: {
      // Ham, sausages to warm, or a roast chicken from the rôtisserie: « poulet-frites », the Sunday dinner.
      viande: roles.only([...COOKED_HAMS, 'knacki', 'knack', 'saucisse de Strasbourg', 'saucisse de Francfort', 'cervelas', 'poulet rôti'], 1, 1, 1, true),
      féculent: roles.only(['frite', 'pomme de terre'], 1, 1, 0.9, true),
      salade: roles.only(['salade', 'laitue', 'roquette', 'mâche', 'tomate', 'tomate cerise', 'concombre'], 0, 1, 0.6),
      condiment: roles.only(['moutarde', 'mayonnaise', 'ketchup'], 0, 1, 0.5, false, true),
    },
    fat: true,
    time: 35,
    difficulty: 'facile',
    title: (d) => {
      // The dish is named after its piece, as a seared one is: « Blanc de dinde et frites », never « Dinde et frites ».
      const meat = d.told('viande')[0];
      const ham = meat.name === 'jambon' || meat.name === 'jambon blanc';
      const name = ham ? 'jambon' : meat.counted ? shown(meat) : meat.name;
      const side = d.of('féculent')[0].name === 'frite' ? (ham ? 'jambon-frites' : `${name} et frites`) : `${name}, pommes de terre sautées`;
      const salad = d.of('salade')[0];
      return `${side}${salad ? `, ${salad.name === 'salade' || salad.name === 'laitue' ? 'salade verte' : `salade ${de(salad)}`}` : ''}`;
    },
    description: (d) =>
      `${d.of('féculent')[0].name === 'frite' ? 'Des frites dorées au four' : 'Des pommes de terre dorées à la poêle'} avec ${the(d.of('viande')[0])}${d.has('salade') ? ` et ${the(d.of('salade')[0])} ${agree('assaisonné', d.of('salade'))}` : ''} : le dîner simple que les enfants réclament.`,
    steps: (d) => {
      const meat = d.of('viande')[0];
      const hot = ['knacki', 'knack', 'saucisse de Strasbourg', 'saucisse de Francfort', 'cervelas'].includes(meat.name);
      return [
        d.of('féculent')[0].name === 'frite'
          ? cookStarch(d.of('féculent')[0])
          : `Épluchez ${the(d.of('féculent')[0])}, coupez-${them(d.of('féculent'))} en cubes et faites-les dorer 20 minutes dans ${d.fat}, à couvert, en remuant souvent.`,
        meat.name === 'poulet rôti'
          ? `Réchauffez ${the(meat)} 15 minutes au four à 180 °C, puis découpez-${them([meat])} en morceaux.`
          : hot
            ? `Faites chauffer ${the(meat)} 5 minutes dans l'eau frémissante, sans ${them([meat])} faire bouillir.`
            : `Sortez ${the(meat)} du réfrigérateur un quart d'heure avant de servir.`,
        d.has('salade') && dressed(d, d.of('salade')),
        `Servez ${the(meat)} avec ${d.of('féculent')[0].name === 'frite' ? 'les frites bien chaudes, salées' : 'les pommes de terre bien chaudes'}${d.has('condiment') ? ` et ${the(d.of('condiment')[0])}` : ''}${d.has('salade') ? ', la salade à côté' : ''}.`,
      ];
    },
  }),
  plat({
    id: 'tartines-repas',
    roles: {
      pain: roles.only(['pain', 'baguette', 'pain de campagne', 'pain complet'], 1, 1, 1.3, true),
      // A full portion of the spread each: on a dinner's tartines it is what fills, not a smear. The
      // spread and the salad always go in when at hand (whenHeld): with them, bread and a houmous are
      // a supper (accepts), never left to the draw of a role.
      tartinade: roles.of({ kinds: ['fromage frais'], foods: ['houmous', 'tapenade', 'pesto', 'avocat'], except: [...SWEET_FRESH_CHEESES, 'skyr', 'fromage blanc'], min: 0, max: 1, share: 1, whenHeld: true }),
      garniture: roles.of({
        kinds: ['légume', 'charcuterie', 'poisson', 'fruits de mer', 'fromage'],
        uses: ['cru', 'prêt', 'fond'],
        foods: ['œuf', 'lardon', 'bacon', 'champignon', 'champignon de Paris', 'tomates pelées', 'tomates concassées', 'pomme', 'poire', 'figue'],
        // An avocado goes in slices over a fresh cheese as well as crushed on its own.
        except: [...NOT_ON_BREAD, 'maïs'],
        min: 0,
        max: 2,
        share: 0.6,
      }),
      salade: { ...roles.only(['salade', 'laitue', 'roquette', 'mâche'], 0, 1, 1), whenHeld: true },
      herbe: roles.herb(),
    },
    fat: true,
    time: 30,
    difficulty: 'facile',
    // Bread and one topping is a snack; a dinner holds more, and something that fills (vegetables or
    // fruit alone do not): two toppings, or a spread that fills beside a salad (« Tartines de
    // houmous, salade verte », the chèvre frais and its salad).
    accepts: (d) =>
      (d.all('tartinade', 'garniture').length >= 2 && d.all('tartinade', 'garniture').some((f) => f.kind !== 'légume' && f.kind !== 'fruit' && f.kind !== 'sauce tomate')) ||
      (d.has('salade') && d.of('tartinade').some((f) => f.name === 'houmous' || f.kind === 'fromage frais')),
    title: (d) => `Tartines ${auAll(fewWithProtein([...d.of('tartinade').map(spread), ...d.of('garniture')], d.has('salade') ? 1 : 0))}${d.has('salade') ? `, ${d.of('salade')[0].name === 'salade' || d.of('salade')[0].name === 'laitue' ? 'salade verte' : `salade de ${d.of('salade')[0].name}`}` : ''}`,
    description: (d) =>
      `De grandes tartines grillées ${auAll([...d.of('tartinade').map(spread), ...d.of('garniture')])}${d.has('salade') ? `, servies avec ${the(d.of('salade')[0])} ${agree('assaisonné', d.of('salade'))}` : ''} : le dîner du soir, vite prêt et rassasiant.`,
    steps: (d) => {
      const cooked = d.of('garniture').filter((f) => ['lardon', 'bacon', 'champignon', 'champignon de Paris', 'tomates pelées', 'tomates concassées'].includes(f.name));
      const eggs = d.of('garniture').some((f) => f.kind === 'œuf');
      const raw = d.of('garniture').filter((f) => !cooked.includes(f) && f.kind !== 'œuf');
      return [
        `Coupez ${the(d.of('pain')[0])} en grandes tranches et faites-les griller.`,
        cooked.length > 0 && `Faites revenir ${theAll(cooked)} 5 à 8 minutes dans ${d.fat}${cooked.some((f) => f.kind === 'sauce tomate') ? ', jusqu\'à ce que la sauce épaississe' : ''}.`,
        eggs && `Faites cuire ${theAll(d.of('garniture').filter((f) => f.kind === 'œuf'))} au plat ou ${agree('brouillé', d.of('garniture').filter((f) => f.kind === 'œuf'))} dans ${d.fat}.`,
        raw.length > 0 && cut(raw, 'en fines tranches'),
        d.has('tartinade') && `Tartinez les tranches ${de(spread(d.of('tartinade')[0]))}${d.of('tartinade')[0].name === 'avocat' ? ' écrasé à la fourchette avec une pincée de sel' : ''}${d.has('garniture') ? '' : `, poivrez${sprinkled(d)}`}.`,
        d.has('garniture') && `Garnissez les tranches ${deEach(d.of('garniture'))}, poivrez${sprinkled(d)}.`,
        d.has('salade') && `Servez avec ${the(d.of('salade')[0])} assaisonnée ${dressing(d)}.`,
      ];
    },
  }),
  soupeRepas(),
  plat({
    id: 'soupe-a-l-oignon',
    roles: {
      oignons: roles.only(['oignon', 'oignon rouge'], 1, 1, 3, true),
      fromage: roles.meltingCheese(1, 1, 0.8),
      pain: roles.only(['pain', 'baguette', 'pain de campagne', 'pain complet', 'pain de mie'], 0, 1, 0.8),
      lardons: roles.only(['lardon', 'bacon'], 0, 1, 0.6),
      herbe: roles.only(['thym', 'laurier', 'persil'], 0, 1, 1, false, true),
      bouillon: roles.stock(300),
    },
    fat: true,
    water: 300,
    time: 55,
    difficulty: 'facile',
    title: (d) => `Soupe à l'oignon gratinée ${au(d.of('fromage')[0])}${d.has('lardons') ? ` et ${au(d.of('lardons')[0])}` : ''}`,
    description: () => "La soupe à l'oignon des bistrots : des oignons longuement dorés, un bouillon, et une croûte de fromage fondu.",
    steps: (d) => [
      `${minced(d.of('oignons')[0], 'finement')}, puis faites-${them(d.of('oignons'))} dorer 20 minutes à feu doux dans ${d.fat}, en remuant souvent.`,
      d.has('lardons') && `Ajoutez ${the(d.of('lardons')[0])} et laissez-${them(d.of('lardons'))} dorer 3 minutes.`,
      `Versez l'eau${d.has('bouillon') ? ', émiettez-y le bouillon' : ''}${d.has('herbe') ? `, ajoutez ${the(d.of('herbe')[0])}` : ''}, ${d.has('bouillon') ? 'salez légèrement' : 'salez'}, poivrez et laissez mijoter 15 minutes.`,
      'Préchauffez le four en position gril.',
      `Versez la soupe dans des bols allant au four${d.has('pain') ? `, posez dessus des tranches ${de(d.of('pain')[0])} grillées` : ''} et couvrez ${de(d.of('fromage')[0])}${cheeseWays(d.of('fromage')[0], 'râpé', 'en tranches')}.`,
      'Passez 5 minutes sous le gril, jusqu\'à ce que le fromage soit doré, et servez brûlant.',
    ],
  }),
];
