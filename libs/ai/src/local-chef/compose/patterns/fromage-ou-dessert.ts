import type { Dish, DishPattern } from '../dish-pattern';
import { agree, au, auAll, de, plural, shown, the, theAll, them } from '../dish-french';
import type { Food } from '../foods';
import { CHEESE_COURSE, CHEESE_COURSE_WHEN_WRITTEN, FRESH_DAIRY, GRATED, roles } from './roles';
import { cut, sliceBread } from './steps';

// « Fromage ou dessert »: a French menu offers the cheese (or a fresh dairy) in place of a dessert.
// When the fridge holds nothing sweet for a dessert, the chef serves that course, and says so; these
// patterns are fallbacks (see DishPattern.fallback): never offered when a sweet dessert is possible.

/** How the description names the convention; the benchmark counts the answers that carry it. */
export const FROMAGE_OU_DESSERT = '« fromage ou dessert »';
/** "Pas de quoi faire un dessert sucré avec le frigo, alors place au fromage, comme au menu « fromage ou dessert » :" (true also of a fridge whose sweet things make no dessert on their own) */
const insteadOfDessert = (course: string) => `Pas de quoi faire un dessert sucré avec le frigo, alors place ${course}, comme au menu ${FROMAGE_OU_DESSERT} :`;

const fallback = (p: Omit<DishPattern, 'type' | 'fallback'>): DishPattern => ({ type: 'dessert', fallback: true, ...p });

const CHEESE_SIDES_FRUITS = ['pomme', 'poire', 'raisin', 'figue'];

// Cheeses of the board told and cut their own way: the parmesan in chunks, as Italians end a meal;
// the raclette as the cheese it is cold (an "assiette de raclette" would be the melted dish); a
// fresh cheese as the fridge names it ("fromage frais ail et fines herbes").
const BOARD_NAMES: Readonly<Record<string, Pick<Food, 'name' | 'gender'>>> = { raclette: { name: 'fromage à raclette', gender: 'm' } };
const BOARD_TITLES: Readonly<Record<string, string>> = { parmesan: ' en éclats' };
const BOARD_CUTS: Readonly<Record<string, string>> = {
  parmesan: "Cassez le parmesan en éclats à la pointe d'un couteau.",
  raclette: 'Coupez le fromage à raclette en fines tranches : froid, il se déguste comme une tomme.',
};

/** The cheeses as the board names them. */
function onBoard(d: Dish): Food[] {
  const written = d.written('fromages');
  return d.of('fromages').map((food, i) => (CHEESE_COURSE_WHEN_WRITTEN[food.name] ? { ...food, name: written[i] } : { ...food, ...BOARD_NAMES[food.name] }));
}

export const DESSERT_FALLBACK_PATTERNS: DishPattern[] = [
  fallback({
    id: 'assiette-de-fromages',
    roles: {
      // Cheeses as they are eaten, never grated ones ("Gruyère râpé" reads as gruyère).
      fromages: roles.of({ foods: CHEESE_COURSE, notWritten: GRATED, onlyWritten: CHEESE_COURSE_WHEN_WRITTEN, min: 1, max: 3, share: 1, main: true, assortment: true }),
      pain: roles.only(['pain', 'baguette', 'pain de campagne', 'pain complet'], 0, 1, 0.6),
      // What goes with cheese: nuts, honey on a goat's cheese, a cherry jam, a pear or grapes.
      accompagnement: roles.only(['noix', 'noisette', 'amande', 'raisin sec', 'miel', 'confiture', ...CHEESE_SIDES_FRUITS], 0, 2, 0.5),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => {
      const cheeses = onBoard(d);
      const sides = d.has('accompagnement') ? ` ${auAll(d.of('accompagnement'))}` : '';
      return cheeses.length > 1 ? `Assiette de fromages${sides}` : `Assiette ${de(cheeses[0])}${BOARD_TITLES[d.of('fromages')[0].name] ?? ''}${sides}`;
    },
    description: (d) =>
      `${insteadOfDessert('au fromage')} ${theAll(onBoard(d))}${d.has('pain') || d.has('accompagnement') ? `, avec ${theAll(d.all('pain', 'accompagnement'))}` : ''}, à servir à température ambiante.`,
    steps: (d) => {
      const cheeses = onBoard(d);
      const fruits = d.of('accompagnement').filter((f) => CHEESE_SIDES_FRUITS.includes(f.name));
      const bunches = fruits.filter((f) => f.prep === 'grain');
      return [
        `Sortez ${theAll(cheeses)} du réfrigérateur 30 minutes à 1 heure avant de servir : à température ambiante, le fromage livre tous ses arômes.`,
        ...d.of('fromages').map((f) => BOARD_CUTS[f.name]),
        d.has('pain') && sliceBread(d.of('pain')),
        // Grapes stay in small bunches on a board; a pear, an apple or a fig is cut as its data says.
        bunches.length > 0 && `Lavez ${theAll(bunches)} et partagez-${them(bunches)} en petites grappes.`,
        cut(fruits.filter((f) => !bunches.includes(f)), 'en lamelles'),
        `Disposez ${cheeses.length > 1 ? 'les fromages sur une planche, du plus doux au plus fort' : 'le fromage sur une planche'}${d.has('accompagnement') ? `, avec ${theAll(d.of('accompagnement'))} à côté` : ''}, et servez avec un couteau par fromage.`,
      ];
    },
  }),
  fallback({
    id: 'fromage-blanc-a-la-creme',
    roles: {
      base: roles.only(['fromage blanc', 'faisselle'], 1, 1, 1, true),
      crème: roles.only(['crème fraîche', 'crème épaisse', 'crème', 'crème liquide'], 1, 1, 0.6),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `${d.of('base')[0].name === 'faisselle' ? 'Faisselle' : 'Fromage blanc'} à la crème`,
    description: (d) => `${insteadOfDessert('au laitage')} ${the(d.of('base')[0])} à la crème des tables de campagne, nature, à servir à la sortie du réfrigérateur.`,
    steps: (d) => [
      d.of('base')[0].name === 'faisselle' && 'Égouttez les faisselles dans leur panier quelques minutes.',
      `Répartissez ${the(d.of('base')[0])} bien ${agree('froid', d.of('base'))} dans des assiettes creuses.`,
      `Nappez chaque part d'une cuillerée ${de(d.of('crème')[0])} et servez aussitôt.`,
    ],
  }),
  fallback({
    id: 'laitage-nature',
    roles: {
      // Served in its pot, one a person: two yoghurts are a dessert for two, never for four.
      base: { ...roles.only(FRESH_DAIRY, 1, 1, 1, true), wholePieces: true },
      croquant: roles.only(['noix', 'noisette', 'amande'], 0, 1, 1),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `${shown(d.of('base')[0])} nature${d.has('croquant') ? ` ${au(d.of('croquant')[0])}` : ''}`,
    description: (d) => `${insteadOfDessert('au laitage')} ${the(d.of('base')[0])} nature, à servir à la sortie du réfrigérateur${d.has('croquant') ? `, avec ${the(d.of('croquant')[0])} concassées` : ''}.`,
    steps: (d) => [
      d.has('croquant') && `Concassez grossièrement ${the(d.of('croquant')[0])}.`,
      `Servez ${the(d.of('base')[0])} bien ${agree('froid', d.of('base'))}, dans ${d.of('base')[0].counted ? (plural(d.of('base')[0]) ? 'leur pot' : 'son pot') : 'des coupes'}${d.has('croquant') ? `, ${agree('parsemé', d.of('base'))} ${de(d.of('croquant')[0])}` : ''}.`,
    ],
  }),
];
