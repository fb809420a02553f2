import { atHand, type Dish, type DishPattern } from '../dish-pattern';
import { foodOf } from '../food-lookup';
import { isReady, type Food } from '../foods';
import { auAll, deAll, deEach, few, listed, the, theAll } from '../dish-french';
import { ONIONS, roles } from './roles';
import { cut, garnish } from './steps';

/** A soup of what waits in the fridge: a velouté as an entrée, or served in small glasses before a meal. */
export function veloute(type: 'entrée' | 'amuse-bouche'): DishPattern {
  const glasses = type === 'amuse-bouche';
  return {
    type,
    id: glasses ? 'veloute-en-verrines' : 'veloute',
    roles: {
      légumes: roles.of({ kinds: ['légume', 'féculent', 'légumineuse'], uses: ['soupe'], foods: ['tomates pelées', 'tomates concassées', 'coulis de tomate', 'passata', 'sauce tomate'], min: 1, max: glasses ? 2 : 3, share: glasses ? 0.4 : 1.1, main: true }),
      onctueux: roles.of({ kinds: ['crème', 'fromage frais', 'lait', 'lait de coco'], except: ['fromage blanc', 'skyr'], min: 0, max: 1, share: glasses ? 0.2 : 0.5 }),
      aromate: roles.onion(),
      épice: roles.only(['curry', 'cumin', 'muscade', 'curcuma', 'gingembre', 'paprika'], 0, 1, 1, false, true),
      herbe: roles.herb(),
      bouillon: roles.stock(glasses ? 80 : 200),
    },
    fat: true,
    water: glasses ? 80 : 200,
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
