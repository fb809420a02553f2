import { atHand, type Dish, type DishPattern } from '../dish-pattern';
import { foodOf } from '../food-lookup';
import { eatenAsSold, isReady, type Food } from '../foods';
import { agree, auAll, de, deAll, deEach, few, listed, plural, the, theAll, them, they, untilThey } from '../dish-french';
import { BREAD, ONION_SOUP_GRAMS, ONIONS, PASTA, roles, SOUP_MEATS, SOUP_ONIONS, SOUP_STARCH_MINUTES, SOUP_STARCHES } from './roles';
import { cheeseWays, cut, garnish, minced, toastBread } from './steps';

// Each bowl's water is poured for it (DishPattern.water): with less than nine tenths of its
// vegetables a velouté turns thin (400 g of mushrooms in a litre of water for five), so a fridge
// short of them makes it for fewer, and says so.
const SOUP_SMALLEST_PORTION = 0.9;
// A family soup's starch gives it body: three quarters of its vegetables a bowl still make a meal.
const MEAL_SOUP_SMALLEST_PORTION = 0.75;

/** A soup of what waits in the fridge: a velouté as an entrée, or served in small glasses before a meal. */
export function veloute(type: 'entrée' | 'amuse-bouche'): DishPattern {
  const glasses = type === 'amuse-bouche';
  return {
    type,
    id: glasses ? 'veloute-en-verrines' : 'veloute',
    roles: {
      // A bowl's 20 cl of water takes some 160 g of a vegetable at the most, due or not: potatoes
      // weighed as a side dish's (275 g a bowl) mix into a purée, never a velouté.
      légumes: roles.of({ kinds: ['légume', 'féculent', 'légumineuse'], uses: ['soupe'], foods: ['tomates pelées', 'tomates concassées', 'coulis de tomate', 'passata', 'sauce tomate'], min: 1, max: glasses ? 2 : 3, share: glasses ? 0.4 : 1.1, main: true, smallestPortion: SOUP_SMALLEST_PORTION, most: 160 }),
      onctueux: roles.of({ kinds: ['crème', 'fromage frais', 'lait', 'lait de coco'], except: ['fromage blanc', 'skyr'], min: 0, max: 1, share: glasses ? 0.2 : 0.5 }),
      // A glass holds some two fifths of a bowl (its water, its vegetables): its onion too, half a
      // red onion for six glasses, never two beside two tomatoes and two endives.
      aromate: glasses ? { ...roles.onion(), share: 0.4 } : roles.onion(),
      épice: roles.only(['curry', 'cumin', 'muscade', 'curcuma', 'gingembre', 'paprika'], 0, 1, 1, false, true),
      herbe: roles.herb(),
      bouillon: roles.stock(glasses ? 80 : 200),
    },
    fat: true,
    water: glasses ? 80 : 200,
    // Onions alone make an onion soup (soupeALOignon), a bowl each: as a velouté's vegetable they
    // come by the aromatic's spoonful, half an onion for two in half a litre of water.
    accepts: (d) => d.of('légumes').some((f) => !ONIONS.includes(f.name)),
    time: 30,
    difficulty: 'facile',
    title: (d) => {
      const foods = d.of('légumes');
      const names = foods.map((f) => f.name);
      if (!glasses && names.includes('poireau') && names.includes('pomme de terre') && foods.length === 2) return 'Soupe poireaux-pommes de terre';
      const kind = glasses ? 'Verrines de velouté' : d.has('onctueux') || foods.length === 1 ? 'Velouté' : 'Soupe';
      const extras = few(d.all('onctueux', 'épice'), Math.min(2, foods.length));
      const named = namedVegetables(foods);
      return `${kind} ${deAll(listed(named, extras.length))}${extras.length > 0 ? ` ${auAll(extras)}` : ''}`;
    },
    description: (d) =>
      glasses
        ? `Un velouté ${deEach(namedVegetables(d.of('légumes')))} servi chaud dans de petits verres : l'amuse-bouche des repas de fête, fait de ${atHand(d)}.`
        : `Un ${d.has('onctueux') ? 'velouté tout doux' : 'potage maison'} ${deEach(namedVegetables(d.of('légumes')))}, mixé bien lisse : la meilleure façon de ne rien laisser perdre.`,
    // A coulis, tinned tomatoes or a vegetable sold cooked (a beetroot, see isReady) are cooked
    // already: they go in with the water, never sautéed first; a cooked vegetable is still cut.
    steps: (d) => {
      const sauces = d.of('légumes').filter((f) => f.kind === 'sauce tomate' || isReady(f));
      const fresh = d.of('légumes').filter((f) => f.kind !== 'sauce tomate' && !isReady(f));
      const sauteed = [...d.of('aromate'), ...fresh];
      const spice = d.has('épice') ? `, avec ${the(d.of('épice')[0])}` : '';
      const simmer = fresh.length > 0 ? "20 minutes à petits bouillons, jusqu'à ce que tout soit tendre" : '15 minutes à petits bouillons';
      return [
        cut(d.of('légumes').filter((f) => f.kind !== 'sauce tomate'), 'en morceaux', { peel: true }),
        d.has('aromate') && `Épluchez et émincez ${the(d.of('aromate')[0])}.`,
        sauteed.length > 0 && `Faites revenir ${theAll(sauteed)} 5 minutes dans ${d.fat}, dans une casserole${spice}.`,
        sauces.length === 0
          ? `Couvrez d'eau, ${stocked(d)} et laissez cuire 20 minutes à petits bouillons, jusqu'à ce que tout soit tendre.`
          : `${sauteed.length > 0 ? 'Ajoutez' : 'Versez'} ${theAll(sauces)}${sauteed.length > 0 ? '' : ` dans une casserole${spice}`}, couvrez d'eau, ${stocked(d)} et laissez cuire ${simmer}.`,
        `Mixez finement${d.has('onctueux') ? ` avec ${the(d.of('onctueux')[0])}` : ''}, rectifiez l'assaisonnement et poivrez.`,
        glasses && 'Versez bien chaud dans de petits verres ou des tasses à café.',
        garnish(d),
      ];
    },
  };
}

/**
 * The bistro's onion soup: onions melted slowly until golden, simmered in water or a stock, and
 * gratinée when the fridge holds bread and a cheese that melts (« Soupe à l'oignon gratinée »).
 */
export function soupeALOignon(): DishPattern {
  return {
    type: 'entrée',
    id: 'soupe-a-l-oignon',
    roles: {
      oignons: roles.of({ foods: SOUP_ONIONS, min: 1, max: 1, share: 1, least: ONION_SOUP_GRAMS, main: true }),
      pain: roles.only(BREAD, 0, 1, 0.5),
      // A cheese that melts golden under the grill (gruyère, emmental, comté), never a mozzarella or a fresh cheese (roles.meltingCheese).
      fromage: roles.of({ kinds: ['fromage'], uses: ['fond'], min: 0, max: 1, share: 1 }),
      bouillon: roles.stock(250),
    },
    fat: true,
    water: 250,
    time: 34,
    difficulty: 'facile',
    title: (d) => `Soupe à l'oignon${gratinee(d) ? ' gratinée' : ''}`,
    description: (d) => {
      const onions = d.of('oignons');
      const served = gratinee(d) ? `, sous une croûte de pain et ${de(d.of('fromage')[0])} gratinée` : '';
      return `La soupe à l'oignon des bistrots : ${theAll(onions)} ${agree('fondu', onions)} doucement jusqu'à être ${agree('doré', onions)}, puis ${agree('mijoté', onions)} à petits bouillons${served}.`;
    },
    steps: (d) => {
      const onions = d.of('oignons');
      const cheese = d.of('fromage')[0];
      const bread = d.of('pain')[0];
      return [
        `Épluchez et émincez finement ${theAll(onions)}.`,
        `Faites-${them(onions)} fondre 15 minutes à feu doux dans ${d.fat}, dans une casserole, en remuant souvent, ${untilThey(onions, 'bien doré')}.`,
        `Couvrez d'eau, ${stocked(d)} et laissez cuire 10 minutes à petits bouillons. Poivrez.`,
        gratinee(d) && toastBread(bread, 'en tranches', 'faites-les griller'),
        gratinee(d)
          ? `Versez la soupe dans des bols qui vont au four, posez le pain dessus, couvrez ${de(cheese)}${cheeseWays(cheese, 'râpé')} et passez 3 à 5 minutes sous le gril, jusqu'à ce que le fromage soit doré.`
          : `Servez bien chaud${cheese ? `, parsemé ${de(cheese)}${cheeseWays(cheese, 'râpé')}` : ''}${bread ? `, avec ${the(bread)} ${agree('grillé', [bread])}` : ''}.`,
      ];
    },
  };
}

/**
 * The soup a family makes its dinner of (« la soupe du soir »): vegetables in small pieces, never
 * blended, a starch that makes it a meal (potatoes, small pasta, rice, lentils or beans), a little
 * bacon or sausage when the fridge holds some, bread and a grated cheese beside it. Half an hour,
 * so a weekday's quick dinner can be a warming one on a winter evening.
 */
export function soupeRepas(): DishPattern {
  return {
    type: 'plat',
    id: 'soupe-repas',
    roles: {
      légumes: roles.of({ kinds: ['légume'], uses: ['soupe'], except: ONIONS, foods: ['tomates pelées', 'tomates concassées'], min: 2, max: 3, share: 1, main: true, cooks: true, smallestPortion: MEAL_SOUP_SMALLEST_PORTION }),
      féculent: roles.of({ kinds: ['légumineuse'], foods: SOUP_STARCHES, min: 1, max: 1, share: 0.5 }),
      viande: roles.only(SOUP_MEATS, 0, 1, 0.5),
      aromate: roles.onion(),
      herbe: roles.herb(),
      // A spoonful of grated cheese a bowl at the least, or none.
      fromage: roles.of({ kinds: ['fromage'], uses: ['fond'], min: 0, max: 1, share: 0.3, least: 15 }),
      pain: roles.only(BREAD, 0, 1, 0.5),
      bouillon: roles.stock(350),
    },
    fat: true,
    water: 350,
    time: 35,
    difficulty: 'facile',
    title: (d) => {
      const extras = [d.of('féculent')[0], ...d.of('viande')];
      return `Soupe ${deAll(listed(namedVegetables(d.of('légumes')), extras.length))} ${auAll(extras)}`;
    },
    description: (d) => {
      const beside = d.all('pain', 'fromage');
      return `Une soupe-repas ${deEach(namedVegetables(d.of('légumes')))} en petits morceaux, non mixée, avec ${theAll(d.all('féculent', 'viande'))}${beside.length > 0 ? `, servie avec ${theAll(beside)}` : ''} : un dîner complet qui réchauffe, prêt ${d.readyIn}.`;
    },
    steps: (d) => {
      const vegetables = d.of('légumes');
      const tinned = vegetables.filter((f) => f.kind === 'sauce tomate' || isReady(f));
      const fresh = vegetables.filter((f) => !tinned.includes(f));
      const starch = d.of('féculent')[0];
      // Potatoes and lentils cook from the start; pasta and rice go in for their own time; tinned pulses are only warmed.
      const fromStart = starch.name === 'pomme de terre' || starch.name.startsWith('lentille');
      const meat = d.of('viande')[0];
      // Bacon and raw sausages are browned first, and the vegetables sweat in their fat; a sausage
      // sold cooked is only warmed in the soup, a ham joins it off the heat.
      const browned = meat !== undefined && (!eatenAsSold(meat) || meat.name === 'chorizo');
      const sweated = [...d.of('aromate'), ...fresh];
      const added = [...tinned, ...(fromStart ? [starch] : [])];
      const cheese = d.of('fromage')[0];
      const bread = d.of('pain')[0];
      return [
        cut(starch.name === 'pomme de terre' ? [...fresh, starch] : fresh, 'en petits dés', { peel: true }),
        d.has('aromate') && `${minced(d.of('aromate')[0])}.`,
        browned && (meat.prep === 'dés' ? `Faites dorer ${the(meat)} 3 minutes dans une grande casserole.` : `Coupez ${the(meat)} en ${meat.name === 'bacon' ? 'lanières' : 'rondelles'} et faites-${them([meat])} dorer ${meat.name === 'bacon' ? 3 : 5} minutes dans ${d.fat}, dans une grande casserole.`),
        sweated.length > 0 && (browned ? `Ajoutez ${theAll(sweated)} et faites-${them(sweated)} revenir 5 minutes.` : `Faites revenir ${theAll(sweated)} 5 minutes dans ${d.fat}, dans une grande casserole.`),
        `Versez l'eau${added.length > 0 ? `, ajoutez ${theAll(added)}` : ''}, ${stocked(d)} et laissez cuire 20 minutes à petits bouillons, à couvert.`,
        !fromStart && (PASTA.includes(starch.name) || starch.name === 'riz'
          ? `${minutesBeforeTheEnd(starch)} (le temps indiqué sur le paquet), pour qu'${they([starch])} ${plural(starch) ? 'soient' : 'soit'} ${agree('cuit', [starch])} en même temps que les légumes.`
          : `Rincez et égouttez ${the(starch)}, puis ajoutez-${them([starch])} 5 minutes avant la fin.`),
        meat !== undefined && !browned && (isReady(meat) ? `Hors du feu, ajoutez ${the(meat)} ${agree('coupé', [meat])} en dés.` : `Coupez ${the(meat)} en rondelles et ajoutez-${them([meat])} 5 minutes avant la fin.`),
        `Rectifiez l'assaisonnement, poivrez et servez bien chaud${cheese ? `, parsemé ${de(cheese)}${cheeseWays(cheese, 'râpé')}` : ''}${bread ? `, avec ${the(bread)}` : ''}.`,
        garnish(d),
      ];
    },
  };
}

/** « Ajoutez les coquillettes 10 minutes avant la fin » (SOUP_STARCH_MINUTES). */
const minutesBeforeTheEnd = (starch: Food): string => `Ajoutez ${the(starch)} ${starch.name === 'riz' ? SOUP_STARCH_MINUTES.riz : SOUP_STARCH_MINUTES.pasta} minutes avant la fin`;

const gratinee = (d: Dish): boolean => d.has('pain') && d.has('fromage');

/** The water salted, or the stock crumbled in it: a stock cube is salted already (« émiettez-y le bouillon, salez légèrement »). */
const stocked = (d: Dish) => (d.has('bouillon') ? 'émiettez-y le bouillon, salez légèrement' : 'salez');

/** A coulis or tinned tomatoes as a soup tells them, once beside fresh ones: « Velouté de tomates », never « de coulis de tomate ». */
function tomatoOnce(foods: readonly Food[]): Food[] {
  const told = foods.map((food) => (food.kind === 'sauce tomate' ? (foodOf('tomate') ?? food) : food));
  return told.filter((f, i) => told.findIndex((other) => other.name === f.name) === i);
}

/**
 * The vegetables a soup is named for (see tomatoOnce): an onion beside another vegetable seasons it,
 * as its aromatic, and is never named (« Soupe de betteraves », never « Soupe d'oignon et
 * betteraves »); alone it is the soup (« Velouté d'oignon »).
 */
function namedVegetables(foods: readonly Food[]): Food[] {
  const told = tomatoOnce(foods);
  const others = told.filter((f) => !ONIONS.includes(f.name));
  return others.length > 0 ? others : told;
}
