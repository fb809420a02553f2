import { frenchList } from '#contracts';
import type { Dish, DishPattern } from '../dish-pattern';
import { isSweet, type Food } from '../foods';
import { herbSuitsFruit } from '../pairings';
import { agree, asMass, au, auAll, de, deAll, deEach, flavourOf, listed, plural, shown, shownAll, the, theAll, them, they, TITLE_FOODS, untilThey } from '../dish-french';
import { BREAKFAST_CEREALS, CHOCOLATES, FRESH_DAIRY, NOT_DESSERT_FRUITS, POWDERED_SUGARS, SMALL_DRIED_FRUITS, SUGARS, SWEET_FRESH_CHEESES, SYRUPS, roles, syrupAsWritten } from './roles';
import { crushes, cut, cutFruit, eggs, greased, isSpread, lineMould, meltChocolate, separatedEggs, sliceBread, tartines, toastBread, toCut } from './steps';

/** A quatre-quarts' flour, sugar and butter: each as heavy as its eggs (Role.weighs). */
const AS_THE_EGGS = { role: 'œufs', ratio: 1 } as const;

const dessert = (p: Omit<DishPattern, 'type'>): DishPattern => ({ type: 'dessert', ...p });

/** How a flavouring is readied: citrus pressed, herbs chopped, roots grated, spices as they are. */
function flavourStep(food: Food): string | undefined {
  if (food.kind === 'fruit') return `Pressez ${the(asMass(food))}`;
  if (food.kind === 'herbe') return `Ciselez ${the(asMass(food))}`;
  if (food.name === 'gingembre') return `Râpez finement ${the(asMass(food))}`;
  return undefined;
}

/** The jam as the fridge names it ("confiture de fraises"), or plainly "confiture" ("Pot de confiture"). */
function jam(d: Dish): string {
  const written = d.written('confiture')[0] ?? '';
  return /^confiture\b/u.test(written) ? written : 'confiture';
}

/** The compote as the fridge names it, in the singular ("compote de pommes"), or plainly "compote". */
function compote(d: Dish): string {
  const written = (d.written('compote')[0] ?? '').replace(/^compotes\b/u, 'compote');
  return /^compote\b/u.test(written) ? written : 'compote';
}

/** "des flocons d'avoine gonflés dans", "du muesli gonflé dans". */
/** A liquid cream tops a cold coupe whipped (« à la crème fouettée »), a warm fruit in a trickle: never poured as a topping. */
const liquidCream = (food: Food) => food.name === 'crème liquide';
/** A coupe names its sugar only when nothing else tops it (« Coupe de yaourt au sucre »). */
const namedToppings = (toppings: Food[]): Food[] => (toppings.some((f) => !POWDERED_SUGARS.includes(f.name)) ? toppings.filter((f) => !POWDERED_SUGARS.includes(f.name)) : toppings);
/** A topping as the coupe tells it: the liquid cream by what it becomes. */
const asTopping = (food: Food): Food => (liquidCream(food) ? { ...food, name: 'crème fouettée' } : food);
/** What is served beside a warm fruit: a liquid cream is poured over, in a trickle (« un filet de crème liquide »); the rest as it is. */
const served = (food: Food) => (liquidCream(food) ? `un filet ${de(food)}` : the(food));
/**
 * What the whisk makes of the coupe's cream, with its article: a cream is a chantilly only when
 * sweetened; a mascarpone stays a mascarpone (« Pomme au mascarpone fouetté », never « à la crème
 * fouettée »).
 */
const whipped = (d: Dish): { au: string; the: string; a: string } => {
  if (d.of('crème')[0]?.name === 'mascarpone') return { au: 'au mascarpone fouetté', the: 'le mascarpone fouetté', a: 'un mascarpone fouetté' };
  const name = d.has('sucre') ? 'chantilly' : 'crème fouettée';
  return { au: `à la ${name}`, the: `la ${name}`, a: `une ${name}` };
};

const oats = (food: Food) => (food.name === 'muesli' ? 'du muesli gonflé dans' : "des flocons d'avoine gonflés dans");


export const DESSERT_PATTERNS: DishPattern[] = [
  dessert({
    id: 'compote',
    roles: {
      fruits: roles.dessertFruit(1, 2, 1, true, ['cuit']),
      sucre: roles.sugar(0, 0.5),
      épice: roles.sweetSpice(),
    },
    water: 30,
    time: 25,
    difficulty: 'facile',
    title: (d) => `Compote ${deAll(d.of('fruits'))}${d.has('épice') ? ` ${au(d.of('épice')[0])}` : ''}`,
    description: (d) => `Une compote maison ${deEach(d.of('fruits'))}${d.has('sucre') ? '' : ', sans sucre ajouté'}, à manger tiède ou froide : le meilleur sort pour des fruits bien mûrs.`,
    steps: (d) => [
      // Each fruit cored or stoned as it needs (Food.cored, Food.stoned): never « les cerises, sans cœurs, noyaux ni pépins ».
      cut(d.of('fruits'), 'en morceaux', { peel: true }),
      `Mettez-${them(d.of('fruits'))} dans une casserole avec ${frenchList(["l'eau", ...d.all('sucre', 'épice').map(the)])}.`,
      'Couvrez et laissez cuire 15 à 20 minutes à feu doux, en remuant de temps en temps.',
      'Écrasez à la fourchette pour une compote rustique, ou mixez pour une compote lisse.',
    ],
  }),
  dessert({
    id: 'crumble',
    roles: {
      fruits: roles.dessertFruit(1, 2, 1, true, ['cuit']),
      farine: roles.only(['farine', "flocons d'avoine", "poudre d'amande"], 1, 1, 1, false, true),
      beurre: roles.butter(1, 2),
      sucre: roles.only(POWDERED_SUGARS, 1, 1, 1.5, false, true),
      épice: roles.sweetSpice(),
    },
    time: 40,
    difficulty: 'facile',
    title: (d) => `Crumble ${auAll(d.all('fruits', 'épice'))}`,
    description: (d) => `Des ${shownAll(d.of('fruits'))} fondants sous une pâte sablée croustillante : le dessert réconfortant par excellence.`,
    steps: (d) => [
      'Préchauffez le four à 180 °C.',
      cut(d.of('fruits'), 'en morceaux', { peel: true }),
      `Répartissez les fruits dans un plat${d.has('épice') ? `, saupoudrés ${de(d.of('épice')[0])}` : ''}.`,
      `Mélangez du bout des doigts ${theAll(d.all('farine', 'sucre', 'beurre'))} coupé en dés, jusqu'à obtenir une pâte sableuse.`,
      'Émiettez la pâte sur les fruits et enfournez 25 à 30 minutes, jusqu\'à ce que le dessus soit doré.',
    ],
  }),
  dessert({
    id: 'clafoutis',
    roles: {
      fruits: roles.only(['cerise', 'abricot', 'prune', 'pomme', 'poire', 'framboise', 'myrtille', 'mirabelle', 'pêche', 'nectarine', 'mûre', 'banane'], 1, 1, 0.8, true),
      œufs: roles.eggs(0.35),
      // A batter that sets by its eggs: 2.5 ml of milk a gram of egg (50 cl for four eggs), half as
      // much of a cream; less of it means fewer people, never four eggs in 18 cl of cream.
      lait: { ...roles.of({ kinds: ['lait', 'crème'], foods: ["lait d'amande", 'lait de soja', "lait d'avoine"], min: 1, max: 1, share: 0.7 }), weighs: { role: 'œufs', ratio: (food) => (food.kind === 'crème' ? 1.2 : 2.5) } },
      farine: roles.only(['farine', 'maïzena'], 1, 1, 0.6, false, true),
      sucre: roles.only(POWDERED_SUGARS, 1, 1, 1.2, false, true),
    },
    fat: true,
    time: 44,
    difficulty: 'facile',
    title: (d) => `Clafoutis ${au(d.of('fruits')[0])}`,
    description: (d) => `Un clafoutis moelleux ${au(d.of('fruits')[0])}, à servir tiède : les fruits fondent dans une pâte légère aux œufs.`,
    steps: (d) => [
      `Préchauffez le four à 180 °C et ${greased(d, 'un plat à four')}.`,
      cut(d.of('fruits'), 'en morceaux'),
      `Répartissez ${theAll(d.of('fruits'))} dans le plat.`,
      `Fouettez ${eggs(d)} avec ${the(d.of('sucre')[0])}, ajoutez ${the(d.of('farine')[0])} puis, petit à petit, ${the(d.of('lait')[0])}.`,
      'Versez la pâte sur les fruits et enfournez 30 à 35 minutes, jusqu\'à ce que le clafoutis soit doré et pris.',
    ],
  }),
  dessert({
    id: 'salade-de-fruits',
    roles: {
      fruits: roles.dessertFruit(1, 4, 1),
      // A fresh herb only with the fruits it flavours: never « Salade de pommes au basilic ». An orange
      // juice is a splash over the fruit, some 4 cl a person at the most, never 60 cl over 500 g of grapes.
      parfum: { ...roles.only(['menthe', 'basilic', 'cannelle', 'vanille', 'citron', 'citron vert', "jus d'orange", 'miel', 'sucre', 'sucre vanillé'], 0, 1, 0.5, false, true), goesWith: ['fruits'], pairsBy: herbSuitsFruit, most: 40 },
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => {
      const fruits = d.of('fruits');
      const flavour = d.has('parfum') ? ` ${au(d.of('parfum')[0])}` : '';
      // Segments of one fruit make no salad: a salad takes two fruits, or one dressed with its
      // flavour (« Salade d'oranges à la cannelle »); one fruit alone is named for what it is.
      if (fruits.length === 1 && !flavour) return `${shown(fruits[0])} ${agree('frais', fruits)}`;
      // One fruit sweetened is the classic « Fraises au sucre », no salad.
      if (fruits.length === 1 && SUGARS.includes(d.of('parfum')[0].name)) return `${shown(fruits[0])}${flavour}`;
      if (fruits.length >= 3) return `Salade de fruits frais${flavour}`;
      return `Salade ${deAll(fruits)}${flavour}`;
    },
    // A fruit readied its own way (clementines in segments, berries whole) is not « coupé ».
    // A sugar sweetens the fruit, it does not lift it: « Les kiwis coupés minute et sucrés au miel ».
    description: (d) => {
      const fruits = d.of('fruits');
      const parfum = d.of('parfum')[0];
      const flavoured = !parfum
        ? ''
        : SUGARS.includes(parfum.name)
          ? ` et ${agree('sucré', fruits)}${parfum.name.startsWith('sucre') ? '' : ` ${au(parfum)}`}`
          : ` et ${agree('relevé', fruits)} ${de(parfum)}`;
      return `${theAll(fruits)} ${agree(toCut(fruits).length === fruits.length ? 'coupé' : 'préparé', fruits)} minute${flavoured} : un dessert frais, léger et sans cuisson.`;
    },
    steps: (d) => [
      cut(d.of('fruits'), 'en morceaux de même taille', { peel: true }),
      // A lemon is pressed and its juice poured over, never stirred in whole.
      d.of('fruits').length > 1 && `Réunissez ${theAll(d.of('fruits'))} dans un saladier.`,
      d.has('parfum') &&
        (d.of('parfum')[0].kind === 'fruit'
          ? `Pressez ${the(d.of('parfum')[0])} et arrosez-${them(d.of('fruits'))} de ${plural(d.of('parfum')[0]) ? 'leur' : 'son'} jus, en mélangeant délicatement.`
          : `Mélangez-${them(d.of('fruits'))} délicatement avec ${the(d.of('parfum')[0])}.`),
      'Réservez 30 minutes au frais avant de servir.',
    ],
  }),
  dessert({
    id: 'fruits-poeles',
    roles: {
      fruit: roles.dessertFruit(1, 1, 1, true, ['cuit']),
      sucrant: roles.only(['miel', 'sucre', 'sucre roux', "sirop d'érable", 'caramel', 'sucre vanillé'], 0, 1, 0.6, false, true),
      beurre: roles.butter(0, 1),
      épice: roles.sweetSpice(),
      // The fresh dairy of the dessert side: a goat cheese or a garlic-and-herb cheese beside warm pears is a savoury plate.
      accompagnement: roles.of({ kinds: ['glace', 'crème', 'biscuit'], except: ['crème'], foods: [...FRESH_DAIRY, ...SWEET_FRESH_CHEESES, 'ricotta'], min: 0, max: 1, share: 0.5 }),
    },
    time: 20,
    difficulty: 'facile',
    // Fruit browns in butter only: without it, it is cooked covered in a little water until tender
    // (« Pommes fondantes »), never seared in water nor fried in oil.
    title: (d) => {
      // Named as a dish is, in the plural for a fruit counted by the piece (« Pommes fondantes » of one
      // apple), in the singular for one weighed as a mass (« Ananas fondant »).
      const first = d.of('fruit')[0];
      const fruit = [{ ...first, counted: first.counted || first.pluralName }];
      const flavours = d.all('sucrant', 'épice');
      if (d.has('beurre')) return `${shown(d.of('fruit')[0])} ${agree('poêlé', fruit)} ${auAll([d.of('beurre')[0], ...flavours].slice(0, TITLE_FOODS - 1))}`;
      return `${shown(d.of('fruit')[0])} ${agree('fondant', fruit)}${flavours.length > 0 ? ` ${auAll(flavours)}` : ''}`;
    },
    description: (d) => {
      const fruit = d.of('fruit');
      const sweet = d.has('sucrant') ? ` et ${agree(d.has('beurre') ? 'caramélisé' : 'parfumé', fruit)} ${au(d.of('sucrant')[0])}` : '';
      const cooked = d.has('beurre') ? `${agree('doré', fruit)} au beurre à la poêle` : `${agree('fondant', fruit)}, ${agree('cuit', fruit)} doucement à couvert`;
      return `${theAll(fruit)} ${cooked}${sweet}, à déguster tiède${d.has('accompagnement') ? ` avec ${served(d.of('accompagnement')[0])}` : ''}.`;
    },
    steps: (d) => [
      cut(d.of('fruit'), 'en quartiers ou en tranches épaisses', { peel: true }),
      d.has('beurre')
        ? `Faites-${them(d.of('fruit'))} dorer 6 à 8 minutes dans une poêle avec ${the(d.of('beurre')[0])}, à feu moyen.`
        : `Faites-${them(d.of('fruit'))} cuire 8 à 10 minutes à couvert et à feu doux dans une poêle avec un fond d'eau, ${untilThey(d.of('fruit'), 'fondant')}.`,
      d.all('sucrant', 'épice').length > 0 &&
        `Ajoutez ${theAll(d.all('sucrant', 'épice'))} et laissez ${d.has('beurre') ? 'caraméliser 2 minutes' : 'cuire 2 minutes à découvert'} en retournant les morceaux${!d.has('beurre') && d.has('sucrant') ? ", jusqu'à ce que le jus devienne sirupeux" : ''}.`,
      `Servez tiède${d.has('accompagnement') ? ` avec ${served(d.of('accompagnement')[0])}` : ''}.`,
    ],
  }),
  dessert({
    id: 'coupe-yaourt',
    roles: {
      base: roles.only(['yaourt', 'yaourt grec', 'fromage blanc', 'skyr', 'petit-suisse', 'compote', 'mascarpone', 'ricotta'], 1, 1, 1, true),
      garniture: roles.of({ kinds: ['fruit', 'fruit sec', 'biscuit', 'chocolat'], except: [...NOT_DESSERT_FRUITS, 'cacao'], foods: ['miel', 'confiture', "sirop d'érable", 'sirop', 'compote', 'caramel', "flocons d'avoine", ...POWDERED_SUGARS, 'cannelle', 'crème fraîche', 'crème liquide', 'granola', 'céréales'], min: 1, max: 2, share: 0.6, pantry: true }),
    },
    // Something sweet in the bowl: a compote, or a sweet topping. Petits-suisses under crème
    // fraîche, ricotta under whipped cream, are dairy on dairy, no dessert.
    accepts: (d) => d.of('base')[0].name === 'compote' || d.of('garniture').some(isSweet),
    time: 20,
    difficulty: 'facile',
    title: (d) => `Coupe ${de({ ...d.of('base')[0], counted: false })} ${auAll(namedToppings(d.told('garniture')).map(asTopping))}`,
    description: (d) => `Un dessert frais et vite prêt : ${the({ ...d.of('base')[0], counted: false })} ${auAll(namedToppings(d.of('garniture')).map(asTopping))}, en verrines ou en coupes.`,
    steps: (d) => {
      const sugar = d.of('garniture').find((f) => POWDERED_SUGARS.includes(f.name));
      const toppings = d.of('garniture').filter((f) => f !== sugar).map(asTopping);
      return [
        d.of('garniture').some((f) => f.kind === 'fruit') && cut(d.of('garniture').filter((f) => f.kind === 'fruit'), 'en petits morceaux'),
        d.of('garniture').some(crushes) && `Concassez grossièrement ${theAll(d.of('garniture').filter(crushes))}.`,
        d.of('garniture').some(liquidCream) && `Fouettez ${the(d.of('garniture').find(liquidCream)!)} bien froide en crème fouettée.`,
        // A sugar is sprinkled, never « garnissez de melon et de sucre ».
        `Répartissez ${the(d.of('base')[0])} dans des coupes${toppings.length > 0 ? ` et garnissez ${deEach(toppings)}` : ''}${sugar ? `${toppings.length > 0 ? ', puis saupoudrez' : ' et saupoudrez'} ${de(sugar)}` : ''}.`,
        'Servez bien frais.',
      ];
    },
  }),
  dessert({
    id: 'mousse-au-chocolat',
    roles: {
      // The chocolate sets the mousse: nine tenths of its portion a person at the least, so the eggs
      // keep their ratio to it (never 100 g of chocolate beaten into six eggs for five).
      chocolat: { ...roles.only(['chocolat', 'chocolat noir', 'chocolat au lait'], 1, 1, 1, true), smallestPortion: 0.9 },
      œufs: roles.eggs(0.75),
      sucre: roles.sweetener(['sucre', 'sucre vanillé'], 0.5),
    },
    time: 25,
    difficulty: 'moyen',
    title: (d) => (d.of('chocolat')[0].name === 'chocolat au lait' ? 'Mousse au chocolat au lait' : 'Mousse au chocolat'),
    description: () => 'La mousse au chocolat de toujours, aérienne et intense, à préparer quelques heures avant le repas.',
    steps: (d) => [
      `Faites fondre ${the(d.of('chocolat')[0])} au bain-marie ou à feu très doux, puis laissez tiédir.`,
      `${separatedEggs(d).separate}. Incorporez ${separatedEggs(d).yolks} au chocolat fondu.`,
      `Montez ${separatedEggs(d).whites} en neige ferme avec une pincée de sel${d.has('sucre') ? ` en ajoutant ${the(d.of('sucre')[0])} à la fin` : ''}.`,
      `Incorporez ${separatedEggs(d).whites} au chocolat en trois fois, délicatement, en soulevant la masse à la spatule.`,
      'Répartissez en coupes et laissez prendre au moins 3 heures au réfrigérateur.',
    ],
  }),
  dessert({
    id: 'mousse-au-chocolat-a-l-eau',
    roles: {
      // Hervé This's « chocolat chantilly »: chocolate and water only. The chocolate sweetens it:
      // no sugar, no eggs, no cream. The water keeps its ratio to the chocolate (about 0.9 ml a gram),
      // and the chocolate is the mousse: nine tenths of its portion a person at the least.
      chocolat: { ...roles.only(['chocolat', 'chocolat noir', 'chocolat au lait'], 1, 1, 1, true), smallestPortion: 0.9 },
      épice: roles.sweetSpice(),
    },
    water: { role: 'chocolat', perGram: 0.9 },
    time: 20,
    difficulty: 'moyen',
    title: (d) => (d.of('chocolat')[0].name === 'chocolat au lait' ? "Mousse au chocolat au lait, à l'eau" : "Mousse au chocolat à l'eau"),
    description: () =>
      "Le « chocolat chantilly » d'Hervé This : rien que du chocolat et de l'eau, fouettés sur un bain d'eau glacée jusqu'à devenir mousse. Sans œufs, sans crème, sans sucre ajouté : le chocolat suffit.",
    steps: (d) => [
      `Mettez l'eau dans une casserole avec ${the(d.of('chocolat')[0])} en morceaux${d.has('épice') ? ` et ${the(d.of('épice')[0])}` : ''} et faites fondre à feu doux en remuant, jusqu'à obtenir une crème lisse.`,
      "Remplissez un grand saladier d'eau très froide (avec des glaçons si vous en avez) et posez dedans un saladier plus petit.",
      'Versez-y le chocolat fondu et fouettez vivement, au batteur si possible : en quelques minutes il épaissit et devient mousseux. Arrêtez dès que le fouet laisse des traces nettes, car il continue de prendre.',
      "S'il devient granuleux, faites-le refondre un instant et fouettez de nouveau.",
      "Répartissez aussitôt en verrines et servez, ou gardez au frais jusqu'au repas.",
    ],
  }),
  dessert({
    id: 'fruits-au-chocolat',
    roles: {
      chocolat: roles.only(CHOCOLATES, 1, 1, 0.7),
      fruits: roles.dessertFruit(1, 3, 0.8, true, ['mixé', 'cube', 'cuit']),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `${shownAll(listed(d.of('fruits')))} au ${d.of('chocolat')[0].name} fondu`,
    description: (d) => `${theAll(d.of('fruits'))} à tremper dans ${the(d.of('chocolat')[0])} fondu : un dessert à partager, joyeux et sans four.`,
    steps: (d) => [
      cut(d.of('fruits'), 'en morceaux à piquer'),
      `Faites fondre ${the(d.of('chocolat')[0])} au bain-marie avec une cuillère d'eau, en remuant jusqu'à ce qu'il soit lisse.`,
      'Servez le chocolat chaud dans un bol, entouré des fruits et de piques.',
    ],
  }),
  dessert({
    id: 'riz-au-lait',
    roles: {
      // Some 25 g of rice a person, cooked in eight times its weight in milk (1 l for 125 g): less
      // milk means fewer ramekins, never 200 g of rice in a litre.
      riz: roles.only(['riz', 'semoule'], 1, 1, 0.3, true),
      lait: { ...roles.milk(1, 2.5, true), weighs: { role: 'riz', ratio: 8 } },
      sucre: roles.sweetener(['sucre', 'sucre vanillé', 'sucre roux', 'miel'], 1.5),
      épice: roles.sweetSpice(),
    },
    time: 40,
    difficulty: 'facile',
    // Without sugar nor honey at hand it is said plain (« nature »), never passed off as the sweet one;
    // spiced, it is no longer plain: « à la cannelle, sans sucre », never « à la cannelle nature ».
    title: (d) => `${d.of('riz')[0].name === 'riz' ? 'Riz' : 'Semoule'} au lait${d.has('épice') ? ` ${au(d.of('épice')[0])}` : ''}${d.has('sucre') ? '' : d.has('épice') ? ', sans sucre' : ' nature'}`,
    description: (d) =>
      d.of('riz')[0].name === 'riz'
        ? `Un riz au lait crémeux cuit doucement${d.has('sucre') ? ', le dessert de grand-mère' : ', nature et sans sucre,'} à servir tiède ou froid.`
        : `Une semoule au lait crémeuse cuite doucement${d.has('sucre') ? ', le dessert de grand-mère' : ', nature et sans sucre,'} à servir tiède ou froid.`,
    steps: (d) => [
      `Portez ${the(d.of('lait')[0])} à frémissement${d.has('épice') ? ` avec ${the(d.of('épice')[0])}` : ''}.`,
      d.of('riz')[0].name === 'riz'
        ? 'Versez le riz en pluie et laissez cuire 30 minutes à feu très doux, en remuant souvent pour qu\'il n\'attache pas.'
        : 'Versez la semoule en pluie et laissez cuire 8 minutes à feu doux, sans cesser de remuer.',
      d.has('sucre') && `Ajoutez ${the(d.of('sucre')[0])} en fin de cuisson.`,
      'Versez dans des ramequins et servez tiède ou bien frais.',
    ],
  }),
  dessert({
    id: 'pates-au-lait',
    roles: {
      // The small pasta of the old "pâtes au lait", cooked in sweet milk: without sugar, a soup.
      pâtes: roles.only(['coquillette', 'pâtes'], 1, 1, 0.6, true),
      lait: roles.milk(1, 2.5, true),
      sucre: roles.only(['sucre', 'sucre vanillé', 'sucre roux', 'miel'], 1, 1, 1.5, false, true),
      épice: roles.sweetSpice(),
    },
    time: 25,
    difficulty: 'facile',
    title: (d) => `Pâtes au lait${d.has('épice') ? ` ${au(d.of('épice')[0])}` : ''}`,
    description: () => 'Des pâtes cuites doucement dans le lait sucré, comme les faisaient nos grands-mères : un dessert tout simple, à servir tiède.',
    steps: (d) => [
      `Portez ${the(d.of('lait')[0])} à frémissement${d.has('épice') ? ` avec ${the(d.of('épice')[0])}` : ''}.`,
      `Versez ${the(d.of('pâtes')[0])} et laissez cuire 12 à 15 minutes à feu doux, en remuant souvent, jusqu'à ce qu'elles soient fondantes et le lait crémeux.`,
      `Ajoutez ${the(d.of('sucre')[0])} en fin de cuisson et servez tiède.`,
    ],
  }),
  dessert({
    id: 'pain-perdu',
    roles: {
      pain: roles.only(['pain', 'baguette', 'brioche', 'pain de mie', 'pain de campagne'], 1, 1, 1, true),
      // Optional: pain perdu without eggs is bread soaked in sweet milk, as old as the other.
      œufs: roles.of({ kinds: ['œuf'], min: 0, max: 1, share: 0.4, whenHeld: true }),
      // The bread drinks about one and a half times its weight (25 cl for 160 g), never 65 cl for 250 g.
      lait: { ...roles.milk(1, 0.8), weighs: { role: 'pain', ratio: 1.5 } },
      sucre: roles.sweetener(SUGARS, 1),
      fruit: roles.dessertFruit(0, 1, 0.6, false, ['cuit', 'mixé']),
    },
    fat: true,
    time: 20,
    difficulty: 'facile',
    // Without eggs the sweet milk is all the dish: it needs its sugar. With eggs, unsweetened, it is
    // a dessert only beside a fruit: plain bread in egg and milk is a savoury pain perdu.
    accepts: (d) => d.has('sucre') || (d.has('œufs') && d.has('fruit')),
    title: (d) => `${d.of('pain')[0].name === 'brioche' ? 'Brioche perdue' : 'Pain perdu'}${d.has('œufs') ? '' : ' sans œufs'}${d.has('fruit') ? ` ${au(d.told('fruit')[0])}` : ''}`,
    description: (d) =>
      d.has('œufs')
        ? 'Le pain de la veille trempé dans les œufs et le lait puis doré à la poêle : le goûter anti-gaspi par excellence.'
        : 'Le pain de la veille trempé dans le lait sucré puis doré à la poêle, sans œufs : le goûter anti-gaspi par excellence.',
    steps: (d) => [
      sliceBread(d.of('pain'), 'en tranches épaisses', true),
      d.has('œufs') ? `Battez ${eggs(d)} avec ${theAll(d.all('lait', 'sucre'))}.` : `Faites tiédir ${the(d.of('lait')[0])} et faites-y fondre ${the(d.of('sucre')[0])}.`,
      'Trempez les tranches dans ce mélange, des deux côtés.',
      `Faites-les dorer 2 à 3 minutes de chaque côté dans ${d.fat}, à feu moyen.`,
      d.has('fruit') && `Servez avec ${cutFruit(d.of('fruit')[0], 'en morceaux')}.`,
    ],
  }),
  dessert({
    id: 'crepes',
    roles: {
      farine: roles.only(['farine'], 1, 1, 2, false, true),
      // Optional: crêpes without eggs are a batter of their own, a little thicker, as good filled.
      œufs: roles.of({ kinds: ['œuf'], min: 0, max: 1, share: 0.45 }),
      // A batter holds by its ratio, twice the flour's weight in milk, a coconut or almond milk as a
      // cow's: milk short by more than a tenth means fewer crêpes, never a thick batter of 300 g of
      // flour in 50 cl.
      lait: { ...roles.milk(1, 0.85, true), weighs: { role: 'farine', ratio: 2 } },
      // Always in the batter when held: a dessert crêpe is sweet.
      sucre: roles.of({ kinds: [], foods: ['sucre', 'sucre vanillé'], min: 0, max: 1, share: 0.6, pantry: true, whenHeld: true }),
      garniture: roles.of({ kinds: ['fruit', 'chocolat'], except: NOT_DESSERT_FRUITS, foods: ['confiture', 'miel', 'pâte à tartiner', "sirop d'érable", 'caramel'], min: 0, max: 1, share: 0.6 }),
    },
    fat: true,
    time: 40,
    difficulty: 'facile',
    // Flour, milk and oil make a plain batter, no dessert: sugar in it or something sweet to fill it.
    accepts: (d) => d.has('sucre') || d.of('garniture').some(isSweet),
    title: (d) => `Crêpes${d.has('œufs') ? '' : ' sans œufs'}${d.has('garniture') ? ` ${au(d.of('garniture')[0])}` : d.has('œufs') ? ' maison' : ''}`,
    description: (d) => `Des crêpes fines et dorées${d.has('œufs') ? '' : ', sans œufs'}, à garnir selon les envies de chacun.`,
    steps: (d) => [
      `Mélangez ${theAll(d.all('farine', 'sucre'))} dans un saladier${d.has('œufs') ? `, creusez un puits et cassez-y ${eggs(d)}` : ` avec une cuillère ${d.fatDe} et une pincée de sel`}.`,
      `Versez ${the(d.of('lait')[0])} petit à petit en fouettant, jusqu'à obtenir une pâte lisse ; laissez reposer si vous avez le temps.`,
      // A fruit is cut (a berry rinsed), a chocolate melted, before they fill the crêpes.
      d.of('garniture')[0]?.kind === 'fruit' && cut(d.of('garniture'), 'en fines tranches', { peel: true }),
      d.of('garniture')[0]?.kind === 'chocolat' && meltChocolate(d.of('garniture')[0]),
      `Faites cuire les crêpes une à une dans une poêle chaude légèrement graissée ${d.fatDe}, 1 minute de chaque côté.`,
      d.has('garniture') && `Garnissez-les ${de(d.of('garniture')[0])}${d.of('garniture')[0].kind === 'chocolat' ? ` ${agree('fondu', d.of('garniture'))}` : ''} et pliez-les en quatre.`,
    ],
  }),
  dessert({
    id: 'coupe-glacee',
    roles: {
      glace: roles.of({ kinds: ['glace'], min: 1, max: 1, share: 1, main: true }),
      garniture: roles.of({ kinds: ['fruit', 'chocolat', 'biscuit', 'fruit sec'], except: [...NOT_DESSERT_FRUITS.filter((f) => f !== 'compote'), 'cacao'], foods: ['caramel', 'confiture', 'compote', "sirop d'érable", 'sirop', 'céréales', 'granola'], min: 0, max: 2, share: 0.5 }),
    },
    time: 20,
    difficulty: 'facile',
    // A tub of ice cream is a dessert on its own: served in coupes when nothing else can garnish it.
    title: (d) => (d.has('garniture') ? `Coupe glacée ${auAll(d.told('garniture'))}` : `Coupes ${de(d.of('glace')[0])}`),
    description: (d) =>
      d.has('garniture')
        ? `${the(d.of('glace')[0])} en coupe avec ${theAll(d.of('garniture'))} : le dessert express qui fait plaisir.`
        : `${the(d.of('glace')[0])} servie en boules, dans des coupes bien froides : le dessert express qui fait plaisir.`,
    steps: (d) => [
      d.of('garniture').some((f) => f.kind === 'chocolat') && meltChocolate(d.of('garniture').find((f) => f.kind === 'chocolat')!),
      d.of('garniture').some((f) => f.kind === 'fruit') && cut(d.of('garniture').filter((f) => f.kind === 'fruit'), 'en morceaux'),
      d.has('garniture') ? `Disposez des boules ${de(d.of('glace')[0])} dans des coupes et garnissez ${deEach(d.of('garniture'))}.` : `Placez les coupes 10 minutes au congélateur, puis disposez-y des boules ${de(d.of('glace')[0])}.`,
      'Servez aussitôt.',
    ],
  }),
  dessert({
    id: 'gateau-au-yaourt',
    roles: {
      yaourt: roles.only(['yaourt', 'yaourt grec'], 1, 1, 0.17, true),
      œufs: roles.eggs(0.25),
      farine: roles.only(['farine'], 1, 1, 1.4, false, true),
      sucre: roles.only(POWDERED_SUGARS, 1, 1, 1.7, false, true),
      fruit: roles.dessertFruit(0, 1, 0.5, false, ['cuit']),
    },
    fat: true,
    time: 44,
    difficulty: 'facile',
    title: (d) => `Gâteau au yaourt${d.has('fruit') ? ` ${au(d.of('fruit')[0])}` : ''}`,
    description: () => 'Le gâteau au yaourt que les enfants savent faire : moelleux, simple, et toujours réussi.',
    steps: (d) => [
      `Préchauffez le four à 180 °C et ${greased(d, 'un moule')}.`,
      `Mélangez le yaourt, ${eggs(d)} et ${the(d.of('sucre')[0])}, puis ${the(d.of('farine')[0])} et ${d.fat}.`,
      d.has('fruit') && `Ajoutez ${cutFruit(d.of('fruit')[0], 'en dés')}.`,
      'Versez dans le moule et enfournez 30 à 35 minutes : la pointe d\'un couteau doit ressortir sèche.',
    ],
  }),
  dessert({
    id: 'tarte-aux-fruits',
    roles: {
      pâte: { ...roles.only(['pâte brisée', 'pâte feuilletée', 'pâte sablée'], 1, 1, 1, true), bakedWhole: true },
      fruits: roles.dessertFruit(1, 2, 0.9, false, ['cuit']),
      sucre: roles.sweetener([...POWDERED_SUGARS, 'miel'], 0.8),
      nappage: roles.of({ kinds: [], foods: ['confiture', 'compote', "poudre d'amande"], min: 0, max: 1, share: 0.5 }),
    },
    time: 44,
    difficulty: 'facile',
    title: (d) => `Tarte ${d.of('pâte')[0].name === 'pâte feuilletée' ? 'fine ' : ''}${auAll(d.of('fruits'))}`,
    description: (d) => `Une tarte ${auAll(d.of('fruits'))} toute simple, les fruits dorés sur une pâte croustillante.`,
    steps: (d) => [
      `Préchauffez le four à 200 °C et ${lineMould(d.of('pâte')[0])}.`,
      d.has('nappage') && `Étalez ${the(d.of('nappage')[0])} sur le fond.`,
      cut(d.of('fruits'), 'en fines tranches', { peel: true }),
      'Disposez les fruits en rosace.',
      d.has('sucre') && `Saupoudrez ${de(d.of('sucre')[0])}.`,
      'Enfournez 30 minutes, jusqu\'à ce que la pâte soit dorée et les fruits fondants.',
    ],
  }),
  dessert({
    id: 'feuilletes-sucres',
    roles: {
      pâte: { ...roles.only(['pâte feuilletée', 'pâte brisée', 'pâte sablée'], 1, 1, 0.8, true), bakedWhole: true },
      garniture: roles.of({ kinds: ['chocolat'], except: ['cacao'], foods: ['confiture', 'miel', 'caramel', 'compote'], min: 1, max: 1, share: 0.7 }),
      extra: roles.of({ kinds: ['fruit sec'], foods: ['cannelle', 'banane', 'poire', 'pomme'], min: 0, max: 1, share: 0.4 }),
    },
    time: 30,
    difficulty: 'facile',
    // Named by their pastry: « feuilletées » only of a puff pastry, never of a shortcrust.
    title: (d) => `Torsades${d.of('pâte')[0].name === 'pâte feuilletée' ? ' feuilletées' : ''} ${auAll(d.all('garniture', 'extra'))}`,
    description: () => 'Des torsades croustillantes et fondantes, à partager au goûter ou au dessert.',
    steps: (d) => [
      `Préchauffez le four à 200 °C et déroulez ${the(d.of('pâte')[0])}.`,
      `Étalez ${the(d.of('garniture')[0])} sur la moitié de la pâte${d.has('extra') ? `, parsemez ${de(d.of('extra')[0])} en petits morceaux` : ''} et rabattez l'autre moitié par-dessus.`,
      'Coupez en bandes de 2 cm et torsadez-les sur une plaque.',
      'Enfournez 15 à 18 minutes, jusqu\'à ce qu\'elles soient bien dorées, et laissez tiédir.',
    ],
  }),
  dessert({
    id: 'rochers-chocolat',
    roles: {
      chocolat: roles.only(CHOCOLATES, 1, 1, 0.8, true),
      croquant: roles.of({ kinds: ['fruit sec', 'biscuit'], foods: ["flocons d'avoine", 'céréales'], min: 1, max: 2, share: 1 }),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Rochers ${au(d.of('chocolat')[0])} ${auAll(d.of('croquant'))}`,
    description: (d) => `De petits rochers croquants ${au(d.of('chocolat')[0])}, à croquer avec le café ou au goûter.`,
    steps: (d) => [
      `Faites fondre ${the(d.of('chocolat')[0])} au bain-marie, à feu doux.`,
      `Concassez grossièrement ${theAll(d.of('croquant'))} et mélangez-${them(d.of('croquant'))} au chocolat fondu.`,
      'Formez de petits tas à la cuillère sur une feuille de papier cuisson.',
      'Laissez durcir 1 heure au frais avant de servir.',
    ],
  }),
  dessert({
    id: 'creme-au-chocolat',
    roles: {
      chocolat: roles.only([...CHOCOLATES, 'pâte à tartiner'], 1, 1, 1, true),
      crème: roles.of({ kinds: ['crème', 'lait'], foods: ['mascarpone'], min: 1, max: 1, share: 1.2 }),
      œufs: roles.of({ kinds: ['œuf'], min: 0, max: 1, share: 0.3 }),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => (d.of('crème')[0].kind === 'crème' || d.of('crème')[0].name === 'mascarpone' ? 'Mousse au chocolat express' : 'Crème au chocolat'),
    description: (d) => `Un dessert au chocolat tout doux ${au({ ...d.of('crème')[0], counted: false })}, sans four, à laisser prendre au frais.`,
    steps: (d) => [
      `Faites fondre ${the(d.of('chocolat')[0])} au bain-marie et laissez tiédir.`,
      d.of('crème')[0].kind === 'lait'
        ? `Faites chauffer ${the(d.of('crème')[0])} sans le faire bouillir${d.has('œufs') ? `, versez-le sur ${eggs(d, 'battu')} en fouettant, remettez sur feu doux 3 minutes jusqu'à ce que la crème nappe la cuillère` : ''}, puis mélangez avec le chocolat fondu.`
        : `Fouettez ${the(d.of('crème')[0])} bien froide en chantilly souple, puis incorporez délicatement le chocolat fondu.`,
      'Répartissez en ramequins et laissez prendre au moins 2 heures au réfrigérateur.',
    ],
  }),
  dessert({
    id: 'fruits-chantilly',
    roles: {
      fruits: roles.dessertFruit(1, 2, 1, true, ['mixé', 'cuit', 'cube']),
      crème: roles.only(['crème liquide', 'crème', 'crème fraîche', 'mascarpone'], 1, 1, 0.6),
      sucre: roles.sweetener(['sucre', 'sucre vanillé', 'miel'], 0.3),
    },
    time: 20,
    difficulty: 'facile',
    // A chantilly is sweetened: without sugar nor honey at hand, the cream is « fouettée ».
    title: (d) => `${shownAll(listed(d.of('fruits')))} ${whipped(d).au}`,
    description: (d) => `${theAll(d.of('fruits'))} ${agree('frais', d.of('fruits'))} sous ${whipped(d).a} maison : le dessert simple et gourmand.`,
    steps: (d) => [
      cut(d.of('fruits'), 'en morceaux'),
      // The fruit the dish has: « Répartissez la pomme », never « les fruits » of one apple.
      `Répartissez ${theAll(d.of('fruits'))} dans des coupes.`,
      `Fouettez ${the(d.of('crème')[0])} bien ${agree('froid', d.of('crème'))}${d.has('sucre') ? ` avec ${the(d.of('sucre')[0])}` : ''} ${untilThey(d.of('crème'), 'ferme')}.`,
      `Déposez ${whipped(d).the} par-dessus et servez aussitôt.`,
    ],
  }),
  dessert({
    id: 'tartines-gourmandes',
    roles: {
      pain: roles.only(['pain', 'baguette', 'brioche', 'pain de mie', 'pain de campagne', 'pain complet', 'biscotte'], 1, 1, 0.8, true),
      beurre: roles.butter(0, 1),
      douceur: roles.only(['confiture', 'miel', 'pâte à tartiner', 'chocolat', 'chocolat noir', 'chocolat au lait', 'compote', 'caramel', ...POWDERED_SUGARS], 1, 1, 1, false, true),
      fruit: roles.dessertFruit(0, 1, 0.5, false, ['mixé', 'cuit']),
    },
    time: 20,
    difficulty: 'facile',
    // Sugar on bread holds only on butter: the tartine beurre-sucre.
    accepts: (d) => !d.of('douceur')[0].name.startsWith('sucre') || d.has('beurre'),
    title: (d) => `Tartines grillées ${auAll([...d.told('douceur'), ...d.told('fruit')])}`,
    description: (d) => `Des tartines croustillantes ${auAll(d.all('beurre', 'douceur', 'fruit'))}, le dessert-goûter que les enfants adorent.`,
    steps: (d) => [
      toastBread(d.of('pain')[0], 'en tranches', 'faites-les griller'),
      d.has('fruit') && cut([d.of('fruit')[0]], 'en fines tranches'),
      `Tartinez ${tartines(d.of('pain')[0])} ${deEach(d.all('beurre', 'douceur'))}${d.has('fruit') ? ' et garnissez de fruits' : ''}.`,
      d.of('douceur')[0].kind === 'chocolat' && d.of('douceur')[0].name !== 'pâte à tartiner' && 'Pour le chocolat, posez les carrés sur le pain encore chaud : ils fondent en une minute.',
    ],
  }),
  dessert({
    id: 'affogato',
    roles: {
      glace: roles.of({ kinds: ['glace'], min: 1, max: 1, share: 1, main: true }),
      café: roles.only(['café'], 1, 1, 1),
      // Something crunchy on the ice cream: a spread is not (see crushes).
      croquant: roles.of({ kinds: ['biscuit', 'fruit sec', 'chocolat'], except: ['cacao', 'pâte à tartiner'], min: 0, max: 1, share: 0.4 }),
    },
    water: 40,
    time: 20,
    difficulty: 'facile',
    title: (d) => `Affogato ${au(d.of('glace')[0])}${d.has('croquant') ? ` et ${au(d.of('croquant')[0])}` : ''}`,
    description: () => "Une boule de glace noyée d'un café bien chaud : le dessert italien le plus simple qui soit.",
    steps: (d) => [
      `Préparez un café serré avec ${the(d.of('café')[0])} et l'eau.`,
      `Déposez une ou deux boules ${de(d.of('glace')[0])} dans des tasses ou des verres.`,
      `Versez le café brûlant dessus${d.has('croquant') ? ` et parsemez ${de(d.of('croquant')[0])} concassé` : ''}, puis servez aussitôt.`,
    ],
  }),
  dessert({
    id: 'tiramisu-express',
    roles: {
      crème: roles.only(['mascarpone', 'fromage blanc', 'ricotta', 'skyr', 'yaourt grec'], 1, 1, 0.8, true),
      biscuits: roles.of({ kinds: ['biscuit'], foods: ['biscotte', 'brioche', 'pain de mie'], except: BREAKFAST_CEREALS, min: 1, max: 1, share: 1 }),
      parfum: roles.of({ kinds: ['fruit', 'chocolat'], except: NOT_DESSERT_FRUITS, foods: ['café', 'confiture', 'compote'], min: 0, max: 1, share: 0.5 }),
      sucre: roles.sweetener(['sucre', 'sucre vanillé', 'miel'], 0.5),
    },
    // Something sweet in it: fromage blanc on crumbled sandwich bread, nothing else, is no dessert.
    accepts: (d) => d.has('sucre') || d.all('biscuits', 'parfum').some(isSweet),
    time: 20,
    difficulty: 'facile',
    title: (d) => {
      const flavour = d.of('parfum')[0];
      if (flavour?.name === 'café') return 'Tiramisu express';
      return `Verrines façon tiramisu${flavour ? ` ${au(flavour)}` : ''}`;
    },
    description: (d) => `${the({ ...d.of('crème')[0], counted: false })} ${agree('fouetté', [{ ...d.of('crème')[0], counted: false }])} et ${theAll(d.of('biscuits'))} en couches, à préparer sans four une heure à l'avance.`,
    steps: (d) => [
      `Fouettez ${the({ ...d.of('crème')[0], counted: false })}${d.has('sucre') ? ` avec ${the(d.of('sucre')[0])}` : ''} ${untilThey([{ ...d.of('crème')[0], counted: false }], 'lisse')}.`,
      d.of('parfum')[0]?.name === 'café' && 'Préparez un café fort et laissez-le refroidir.',
      `Émiettez ${theAll(d.of('biscuits'))}${d.of('parfum')[0]?.name === 'café' ? ' et imbibez-les de café' : ''}.`,
      d.has('parfum') && d.of('parfum')[0].name !== 'café' && (d.of('parfum')[0].kind === 'fruit' ? cut(d.of('parfum'), 'en petits morceaux') : `Coupez ou écrasez ${the(d.of('parfum')[0])}.`),
      // The layers it has: « le pain de mie, la crème et les fraises », never a « garniture » it lacks.
      `Montez des verrines en alternant ${frenchList([theAll(d.of('biscuits')), 'la crème', ...d.of('parfum').filter((f) => f.name !== 'café').map(the)])}, et finissez par la crème.`,
      'Réservez au moins 1 heure au frais avant de servir.',
    ],
  }),
  dessert({
    id: 'biscuits-garnis',
    roles: {
      // Sweet biscuits only: a savoury cracker never goes in a dessert, nor a biscotte, which is no biscuit to sandwich.
      biscuits: roles.of({ kinds: ['biscuit'], except: [...BREAKFAST_CEREALS, 'guimauve'], min: 1, max: 1, share: 1, main: true }),
      garniture: roles.only(['pâte à tartiner', 'confiture', 'miel', 'caramel', 'chocolat', 'chocolat noir', 'chocolat au lait', 'chocolat blanc', 'mascarpone'], 1, 1, 0.8),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Biscuits fourrés ${au(d.of('garniture')[0])}`,
    description: (d) => `Des biscuits assemblés deux à deux ${au(d.of('garniture')[0])}, le dessert-goûter à faire avec les enfants.`,
    steps: (d) => [
      CHOCOLATES.includes(d.of('garniture')[0].name) && `Faites fondre ${the(d.of('garniture')[0])} au bain-marie.`,
      `Tartinez la moitié ${de(d.of('biscuits')[0])} ${de(d.of('garniture')[0])} et recouvrez avec l'autre moitié.`,
      'Laissez prendre 15 minutes au frais avant de servir.',
    ],
  }),
  dessert({
    id: 'omelette-soufflee',
    roles: {
      œufs: roles.eggs(0.6),
      // The jam, honey or spread sweetens it: the old omelette à la confiture needs no sugar.
      douceur: roles.only(['confiture', 'miel', 'pâte à tartiner', "sirop d'érable", 'caramel', 'compote', ...POWDERED_SUGARS], 1, 1, 1, false, true),
      épice: roles.sweetSpice(),
    },
    fat: true,
    time: 20,
    difficulty: 'moyen',
    title: (d) => `Omelette soufflée ${au(asMass(d.of('douceur')[0]))}${d.has('épice') ? ` et ${au(d.of('épice')[0])}` : ''}`,
    description: (d) => `L'omelette sucrée de nos grands-mères : des œufs battus en neige, dorés au ${d.fat === 'le beurre' ? 'beurre' : 'fond de la poêle'} et fourrés ${au(asMass(d.of('douceur')[0]))}, à servir aussitôt.`,
    steps: (d) => {
      const filling = d.of('douceur')[0];
      const spread = !filling.name.startsWith('sucre');
      const { separate, yolks, whites, it } = separatedEggs(d);
      return [
        `${separate}. Montez ${whites} en neige ferme avec une pincée de sel.`,
        `Fouettez ${yolks}${spread ? '' : ` avec ${the(filling)}`}${d.has('épice') ? ` et ${the(d.of('épice')[0])}` : ''}, puis incorporez-${it} délicatement ${whites === 'le blanc' ? 'au blanc' : 'aux blancs'}.`,
        `Faites chauffer ${d.fat} dans une grande poêle, versez l'omelette et laissez cuire 4 à 5 minutes à feu doux, à couvert, jusqu'à ce qu'elle soit gonflée et dorée dessous.`,
        spread ? `Étalez ${the(asMass(filling))} sur une moitié, repliez l'omelette et faites-la glisser sur un plat.` : "Repliez l'omelette et faites-la glisser sur un plat.",
        'Servez aussitôt, avant qu\'elle ne retombe.',
      ];
    },
  }),
  dessert({
    id: 'pudding-aux-biscuits',
    roles: {
      // Sweet biscuits soaked in milk and eggs: they bring the sugar, as stale bread brings nothing.
      biscuits: roles.only(['biscuit', 'spéculoos', 'petit-beurre', 'brioche'], 1, 1, 1.4, true),
      lait: roles.milk(1, 0.8),
      œufs: roles.eggs(0.4),
      extra: roles.of({ kinds: ['fruit', 'chocolat'], except: [...NOT_DESSERT_FRUITS, 'cacao', 'pâte à tartiner'], foods: ['raisin sec'], min: 0, max: 1, share: 0.4 }),
      sucre: roles.sweetener([...POWDERED_SUGARS, 'miel'], 0.5),
      épice: roles.sweetSpice(),
    },
    fat: true,
    time: 44,
    difficulty: 'facile',
    title: (d) => `Pudding ${d.of('biscuits')[0].name === 'brioche' ? 'à la brioche' : 'aux biscuits'}${d.has('extra') ? ` et ${au(d.of('extra')[0])}` : ''}`,
    description: (d) => `Le pudding du Nord, anti-gaspi et fondant : ${theAll(d.of('biscuits'))} ${agree('trempé', d.of('biscuits'))} dans le lait et les œufs${d.has('extra') ? `, avec ${the(d.of('extra')[0])}` : ''}, ${agree('cuit', d.of('biscuits'))} au four jusqu'à être ${agree('doré', d.of('biscuits'))}.`,
    steps: (d) => [
      `Préchauffez le four à 180 °C et ${greased(d, 'un moule')}.`,
      `Émiettez ${theAll(d.of('biscuits'))} dans un saladier et versez dessus ${the(d.of('lait')[0])} tiède ; laissez tremper 10 minutes.`,
      `Écrasez à la fourchette, puis ajoutez ${eggs(d, 'battu')}${d.all('sucre', 'épice').length > 0 ? `, ${theAll(d.all('sucre', 'épice'))}` : ''}${d.has('extra') ? ` et ${the(d.of('extra')[0])}${d.of('extra')[0].kind === 'fruit sec' ? '' : ' en morceaux'}` : ''}.`,
      'Versez dans le moule et enfournez 35 minutes : le pudding doit être pris et doré. Servez tiède ou froid.',
    ],
  }),
  dessert({
    id: 'oeufs-au-lait',
    roles: {
      // A custard sets by its ratio, 2.5 ml of milk a gram of egg (three eggs for 40 cl), whatever
      // the eggs round to: fewer eggs make fewer ramekins, never 2 eggs in 60 cl that never set.
      œufs: { ...roles.eggs(0.4), smallestPortion: 0.8 },
      lait: { ...roles.milk(1, 1, true), weighs: { role: 'œufs', ratio: 2.5 } },
      sucre: roles.only(['sucre', 'sucre vanillé', 'sucre roux', 'miel', "sirop d'érable", 'caramel'], 1, 1, 1.2, false, true),
      épice: roles.sweetSpice(),
    },
    time: 44,
    difficulty: 'facile',
    title: (d) => `Œufs au lait${d.has('épice') ? ` ${au(d.of('épice')[0])}` : ''}`,
    description: () => "Le dessert de nos grands-mères : une crème aux œufs toute simple, cuite doucement au four.",
    steps: (d) => [
      'Préchauffez le four à 160 °C.',
      `Faites tiédir ${the(d.of('lait')[0])}${d.has('épice') ? ` avec ${the(d.of('épice')[0])}` : ''}.`,
      `Fouettez ${eggs(d)} avec ${the(d.of('sucre')[0])}, puis versez le lait tiède en fouettant.`,
      'Répartissez dans des ramequins posés dans un plat rempli d\'eau chaude et enfournez 35 minutes.',
      'Laissez refroidir et servez frais.',
    ],
  }),
  dessert({
    id: 'fruits-secs-caramelises',
    roles: {
      fruits: roles.of({ kinds: ['fruit sec'], except: SMALL_DRIED_FRUITS, min: 1, max: 2, share: 2, main: true }),
      sucre: roles.only([...POWDERED_SUGARS, 'miel'], 1, 1, 1.5, false, true),
      épice: roles.sweetSpice(),
    },
    water: 10,
    time: 20,
    difficulty: 'facile',
    title: (d) => `${shownAll(d.of('fruits'))} ${agree('caramélisé', d.of('fruits'))}`,
    description: (d) => `${theAll(d.of('fruits'))} enrobés de caramel croquant, à grignoter avec le café ou en fin de repas.`,
    steps: (d) => [
      `Faites chauffer ${the(d.of('sucre')[0])} avec l'eau dans une poêle${d.has('épice') ? ` et ${the(d.of('épice')[0])}` : ''}.`,
      `Dès que le sirop bout, ajoutez ${theAll(d.of('fruits'))} et remuez sans arrêt jusqu'à ce que le sucre les enrobe et caramélise, 8 à 10 minutes.`,
      'Étalez-les aussitôt sur une feuille de papier cuisson et laissez refroidir avant de servir.',
    ],
  }),
  dessert({
    id: 'granite',
    roles: {
      jus: roles.only(["jus d'orange", 'jus de pomme', 'limonade', 'jus de raisin', "jus d'ananas"], 1, 1, 0.8, true),
      // A fresh herb only with the fruit it flavours: « Granité à l'orange et à la menthe », never « à la pomme et au basilic ».
      parfum: { ...roles.only(['menthe', 'basilic', 'citron', 'citron vert', 'gingembre', 'cannelle', 'vanille', 'sucre vanillé'], 0, 1, 0.3, false, true), goesWith: ['jus'], pairsBy: (parfum, jus) => herbSuitsFruit(parfum, flavourOf(jus)) },
    },
    time: 20,
    difficulty: 'facile',
    // Named by its fruit, as a sorbet is: « Granité à l'orange », never « au jus d'orange ».
    title: (d) => `Granité ${au(flavourOf(d.of('jus')[0]))}${d.has('parfum') ? ` et ${au(asMass(d.of('parfum')[0]))}` : ''}`,
    description: (d) => `Des cristaux glacés ${de(d.of('jus')[0])}${d.has('parfum') ? ` parfumés ${au(asMass(d.of('parfum')[0]))}` : ''} : un dessert léger et rafraîchissant, sans cuisson.`,
    steps: (d) => [
      d.has('parfum') && (flavourStep(d.of('parfum')[0])
        ? `${flavourStep(d.of('parfum')[0])} et mélangez-l${d.of('parfum')[0].gender === 'f' ? 'a' : 'e'} ${au(d.of('jus')[0])}.`
        : `Mélangez ${the(asMass(d.of('parfum')[0]))} ${au(d.of('jus')[0])}.`),
      `Versez ${d.has('parfum') ? 'le mélange' : the(d.of('jus')[0])} dans un plat large et peu profond et placez-le au congélateur.`,
      'Toutes les 30 minutes pendant 3 heures, grattez la surface à la fourchette pour former des cristaux.',
      'Servez en verres bien froids, dès la sortie du congélateur.',
    ],
  }),
  dessert({
    id: 'granite-au-sirop',
    roles: {
      sirop: roles.only(SYRUPS, 1, 1, 1, true),
      parfum: roles.only(['menthe', 'citron', 'citron vert'], 0, 1, 0.3),
    },
    water: 150,
    time: 20,
    difficulty: 'facile',
    title: (d) => `Granité ${au(syrupAsWritten(d))}`,
    description: (d) => `${the(syrupAsWritten(d))} allongé d'eau et pris en cristaux au congélateur : le dessert glacé des enfants, prêt sans cuisson.`,
    steps: (d) => [
      d.has('parfum') && flavourStep(d.of('parfum')[0]) && `${flavourStep(d.of('parfum')[0])}.`,
      `Mélangez ${the(syrupAsWritten(d))} avec l'eau${d.has('parfum') ? ` et ${the(asMass(d.of('parfum')[0]))}` : ''}.`,
      'Versez dans un plat large et peu profond et placez-le au congélateur.',
      'Toutes les 30 minutes pendant 3 heures, grattez la surface à la fourchette pour former des cristaux.',
      'Servez en verres bien froids.',
    ],
  }),
  dessert({
    id: 'granite-a-la-confiture',
    roles: {
      // A jam is fruit and sugar already: let down with twice its weight of water (about a fifth
      // sugar, as a sorbet syrup), it freezes into a granita.
      confiture: roles.only(['confiture'], 1, 1, 3, true),
      parfum: roles.only(['citron', 'citron vert', 'menthe', 'basilic'], 0, 1, 0.3),
    },
    water: { role: 'confiture', perGram: 1.7 },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Granité à la ${jam(d)}${d.has('parfum') ? ` et ${au(asMass(d.of('parfum')[0]))}` : ''}`,
    description: (d) => `La ${jam(d)} délayée dans l'eau${d.has('parfum') ? ` avec ${the(asMass(d.of('parfum')[0]))}` : ''} et prise en cristaux au congélateur : un dessert glacé sans cuisson, sucré par la seule confiture.`,
    steps: (d) => [
      `Faites tiédir l'eau et délayez-y la ${jam(d)} en fouettant ; passez au tamis si vous voulez un granité sans morceaux.`,
      d.has('parfum') && `${flavourStep(d.of('parfum')[0]) ?? `Ajoutez ${the(asMass(d.of('parfum')[0]))}`} et mélangez-l${d.of('parfum')[0].gender === 'f' ? 'a' : 'e'} au sirop.`,
      'Laissez refroidir, puis versez dans un plat large et peu profond et placez-le au congélateur.',
      'Toutes les 30 minutes pendant 3 heures, grattez la surface à la fourchette pour former des cristaux.',
      'Servez en verres bien froids.',
    ],
  }),
  dessert({
    id: 'mousse-legere-a-la-confiture',
    roles: {
      // The fool: whipped cream marbled with jam, which sweetens it.
      crème: roles.only(['crème liquide', 'crème', 'crème fraîche', 'crème épaisse'], 1, 1, 1.2, true),
      confiture: roles.only(['confiture'], 1, 1, 2),
      croquant: roles.of({ kinds: ['biscuit', 'fruit sec'], except: [...BREAKFAST_CEREALS, 'guimauve', 'graine de sésame', 'pignon de pin', 'raisin sec'], min: 0, max: 1, share: 0.4 }),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Mousse légère à la ${jam(d)}${d.has('croquant') ? ` et ${au(d.of('croquant')[0])}` : ''}`,
    description: (d) => `Une chantilly marbrée de ${jam(d)}, à la manière du « fool » anglais : sans sucre ajouté, la confiture suffit, et prête ${d.readyIn}.`,
    steps: (d) => [
      `Fouettez ${the(d.of('crème')[0])} bien ${agree('froid', d.of('crème'))} (saladier et fouet passés 10 minutes au congélateur) jusqu'à ce qu'${they(d.of('crème'))} ${d.of('crème').some(plural) ? 'tiennent' : 'tienne'} au fouet.`,
      `Détendez la ${jam(d)} à la fourchette, puis incorporez-la à la crème en quelques tours de spatule, sans trop mélanger, pour la marbrer.`,
      d.has('croquant') && `Concassez grossièrement ${the(d.of('croquant')[0])}.`,
      `Répartissez en verrines${d.has('croquant') ? ` et parsemez ${de(d.of('croquant')[0])}` : ''} ; gardez au frais jusqu'au moment de servir.`,
    ],
  }),
  dessert({
    id: 'granite-aux-agrumes',
    roles: {
      agrumes: roles.only(['citron', 'citron vert', 'orange', 'pamplemousse', 'clémentine', 'mandarine'], 1, 2, 1, true),
      sucre: roles.only(['sucre', 'sucre roux', 'miel', 'sirop'], 1, 1, 1.2, false, true),
      parfum: roles.only(['menthe', 'basilic', 'gingembre'], 0, 1, 0.3),
    },
    water: 100,
    time: 20,
    difficulty: 'facile',
    title: (d) => `Granité ${auAll(d.all('agrumes', 'parfum').map(asMass))}`,
    description: (d) => `Un granité acidulé ${auAll(d.of('agrumes'))}, rafraîchissant en fin de repas, sans cuisson.`,
    steps: (d) => [
      `Pressez ${theAll(d.of('agrumes'))}.`,
      d.has('parfum') && flavourStep(d.of('parfum')[0]) && `${flavourStep(d.of('parfum')[0])}.`,
      `Faites fondre ${the(d.of('sucre')[0])} dans l'eau tiède, puis ajoutez le jus${d.has('parfum') ? ` et ${the(asMass(d.of('parfum')[0]))}` : ''}.`,
      'Versez dans un plat large et peu profond et placez-le au congélateur.',
      'Toutes les 30 minutes pendant 3 heures, grattez la surface à la fourchette pour former des cristaux, puis servez.',
    ],
  }),
  dessert({
    id: 'granite-au-cafe',
    roles: {
      // A strong coffee, sweetened while hot, as the Italian granita di caffè.
      café: roles.only(['café'], 1, 1, 1.5, true),
      sucre: roles.only(POWDERED_SUGARS, 1, 1, 1.5, false, true),
    },
    water: 150,
    time: 20,
    difficulty: 'facile',
    title: () => 'Granité au café',
    description: () => 'Un café fort, sucré et pris en cristaux au congélateur : le granité des étés italiens, sans cuisson.',
    steps: (d) => [
      `Préparez un café fort avec ${the(d.of('café')[0])} et l'eau, et faites-y fondre ${the(d.of('sucre')[0])} tant qu'il est chaud.`,
      'Laissez refroidir, puis versez dans un plat large et peu profond et placez-le au congélateur.',
      'Toutes les 30 minutes pendant 3 heures, grattez la surface à la fourchette pour former des cristaux.',
      'Servez en verres bien froids.',
    ],
  }),
  dessert({
    id: 'pizza-sucree',
    roles: {
      pâte: { ...roles.only(['pâte à pizza'], 1, 1, 1, true), bakedWhole: true },
      // Spread on the dough when it leaves the oven: baked, the spread burns.
      tartinade: roles.only(['pâte à tartiner'], 1, 1, 1.5),
      garniture: roles.only(['banane', 'poire', 'noisette', 'amande', 'noix', 'pistache'], 0, 1, 0.5),
    },
    time: 25,
    difficulty: 'facile',
    title: (d) => `Pizza sucrée à la pâte à tartiner${d.has('garniture') ? ` et ${au(d.of('garniture')[0])}` : ''}`,
    description: (d) =>
      `Une pâte à pizza dorée au four, tartinée encore chaude ${de(d.of('tartinade')[0])}${d.has('garniture') ? ` et ${agree('garni', d.of('pâte'))} ${de(d.of('garniture')[0])}` : ''} : le dessert à partager, prêt ${d.readyIn}.`,
    steps: (d) => {
      const topping = d.of('garniture')[0];
      return [
        'Préchauffez le four à 220 °C.',
        `Étalez ${the(d.of('pâte')[0])} sur une plaque couverte de papier cuisson, piquez-${them(d.of('pâte'))} à la fourchette et enfournez 10 à 12 minutes, ${untilThey(d.of('pâte'), 'bien doré')}.`,
        topping && (topping.kind === 'fruit' ? cut([topping], 'en fines tranches', { peel: true }) : crushes(topping) && `Concassez grossièrement ${the(topping)}.`),
        `À la sortie du four, tartinez aussitôt ${d.of('pâte').some(plural) ? 'les pizzas' : 'la pizza'} ${de(d.of('tartinade')[0])}, qui fond à la chaleur${topping ? `, et répartissez dessus ${the(topping)}` : ''}.`,
        'Coupez en parts et servez tiède.',
      ];
    },
  }),
  dessert({
    id: 'creme-fouettee-au-miel',
    roles: {
      crème: roles.only(['crème liquide'], 1, 1, 1.2, true),
      miel: roles.only(['miel'], 1, 1, 1, false, true),
      fruit: { ...roles.dessertFruit(0, 1, 0.6, false, ['mixé', 'cuit', 'cube']), whenHeld: true },
      biscuits: roles.of({ kinds: ['biscuit'], except: [...BREAKFAST_CEREALS, 'guimauve'], min: 0, max: 1, share: 0.6, whenHeld: true }),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Crème fouettée ${auAll(d.all('miel', 'fruit', 'biscuits').map(asMass))}`,
    description: (d) =>
      `Une crème fouettée sucrée au miel${d.all('fruit', 'biscuits').length > 0 ? `, avec ${theAll(d.all('fruit', 'biscuits'))}` : ''}, servie en verrines : un dessert léger prêt ${d.readyIn}.`,
    steps: (d) => [
      `Fouettez ${the(d.of('crème')[0])} bien ${agree('froid', d.of('crème'))} (saladier et fouet passés 10 minutes au congélateur) ${untilThey(d.of('crème'), 'ferme')}, puis incorporez ${the(d.of('miel')[0])} en filet.`,
      d.has('fruit') && cut(d.of('fruit'), 'en petits morceaux', { peel: true }),
      d.has('biscuits') && `Émiettez grossièrement ${theAll(d.of('biscuits'))}.`,
      `Répartissez en verrines${d.all('fruit', 'biscuits').length > 0 ? `, en alternant la crème avec ${theAll(d.all('fruit', 'biscuits'))}` : ''} ; gardez au frais jusqu'au moment de servir.`,
    ],
  }),
  dessert({
    id: 'fondue-au-chocolat',
    roles: {
      chocolat: roles.only(CHOCOLATES, 1, 1, 0.7, true),
      crème: roles.of({ kinds: ['crème', 'lait'], foods: ["lait d'amande", 'lait de coco', "lait d'avoine", 'lait de soja'], min: 0, max: 1, share: 0.3 }),
      mouillettes: roles.of({ kinds: ['biscuit'], foods: ['brioche', 'pain de mie', 'pain', 'baguette', 'pain de campagne', 'guimauve'], except: BREAKFAST_CEREALS, min: 1, max: 2, share: 0.8 }),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Fondue ${au(d.of('chocolat')[0])} et ses mouillettes`,
    description: (d) => `${the(d.of('chocolat')[0])} fondu au centre de la table, ${theAll(d.of('mouillettes'))} à tremper : un dessert à partager, sans four.`,
    steps: (d) => [
      cut(d.of('mouillettes'), 'en morceaux faciles à piquer'),
      `Faites fondre ${the(d.of('chocolat')[0])} au bain-marie${d.has('crème') ? ` avec ${the(d.of('crème')[0])}` : " avec deux cuillères d'eau"}, en remuant jusqu'à ce qu'il soit lisse.`,
      'Servez le chocolat bien chaud dans un bol, entouré des mouillettes et de piques.',
    ],
  }),
  dessert({
    id: 'bircher',
    roles: {
      flocons: roles.only(["flocons d'avoine", 'muesli'], 1, 1, 1, true),
      liquide: roles.of({ kinds: ['lait', 'yaourt'], foods: ["lait d'amande", "lait d'avoine", 'lait de soja', 'jus de pomme', "jus d'orange", 'fromage blanc', 'skyr'], min: 1, max: 2, share: 0.5 }),
      fruit: roles.of({ kinds: ['fruit', 'fruit sec'], except: [...NOT_DESSERT_FRUITS, 'graine de sésame', 'pignon de pin'], foods: ['compote', 'confiture', 'miel', "sirop d'érable", 'cannelle'], min: 0, max: 2, share: 0.6, pantry: true }),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Bircher ${d.has('fruit') ? auAll(d.of('fruit')) : 'nature'}`.trim(),
    description: (d) => `Le birchermüesli suisse : ${oats(d.of('flocons')[0])} ${theAll(d.of('liquide'))}${d.has('fruit') ? ` avec ${theAll(d.of('fruit'))}` : ''}, frais et crémeux, en verrines.`,
    steps: (d) => [
      `Mélangez ${d.of('flocons')[0].name === 'muesli' ? 'le muesli' : "les flocons d'avoine"} avec ${theAll(d.of('liquide'))} et laissez gonfler au moins 1 heure au frais (ou toute la nuit).`,
      cut(d.of('fruit').filter((f) => f.kind === 'fruit'), 'en petits morceaux'),
      d.has('fruit') && `Incorporez ${theAll(d.of('fruit'))} juste avant de servir.`,
      'Répartissez en verrines et servez bien frais.',
    ],
  }),
  dessert({
    id: 'crumble-express',
    roles: {
      compote: roles.only(['compote'], 1, 1, 1, true),
      croquant: roles.of({ kinds: ['biscuit', 'fruit sec'], foods: ["flocons d'avoine", 'céréales', 'granola', 'biscotte'], except: ['cacao', 'raisin sec', 'graine de sésame', 'pignon de pin', 'guimauve'], min: 1, max: 1, share: 0.8 }),
      crème: roles.only(['yaourt', 'yaourt grec', 'fromage blanc', 'skyr', 'crème fraîche', 'mascarpone', 'petit-suisse'], 0, 1, 0.5),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Verrines crumble express ${au(d.of('croquant')[0])}`,
    description: (d) => `${the({ ...d.of('compote')[0], counted: false })} sous ${the(d.of('croquant')[0])} concassé${d.has('crème') ? ` et ${the(d.of('crème')[0])}` : ''} : tout le goût d'un crumble, sans four et ${d.readyIn}.`,
    steps: (d) => [
      `Concassez grossièrement ${the(d.of('croquant')[0])}.`,
      `Répartissez ${the({ ...d.of('compote')[0], counted: false })} dans des verrines${d.has('crème') ? `, puis une couche ${de(d.of('crème')[0])}` : ''}.`,
      `Parsemez ${de(d.of('croquant')[0])} juste avant de servir, pour qu'il reste croquant.`,
    ],
  }),
  dessert({
    id: 'tarte-au-sucre',
    roles: {
      pâte: { ...roles.only(['pâte brisée', 'pâte feuilletée', 'pâte sablée'], 1, 1, 1, true), bakedWhole: true },
      sucre: roles.only(['sucre roux', 'sucre', 'sucre vanillé'], 1, 1, 1.5, false, true),
      crème: roles.of({ kinds: ['crème', 'beurre'], min: 1, max: 1, share: 0.5, pantry: true }),
      œufs: roles.of({ kinds: ['œuf'], min: 0, max: 1, share: 0.25 }),
    },
    time: 40,
    difficulty: 'facile',
    title: () => 'Tarte au sucre',
    description: () => 'La tarte au sucre du Nord et de Belgique : une pâte dorée, un sucre caramélisé et fondant.',
    steps: (d) => [
      `Préchauffez le four à 200 °C et ${lineMould(d.of('pâte')[0])}.`,
      d.of('crème')[0].kind === 'crème'
        ? d.has('œufs')
          ? `Mélangez ${the(d.of('crème')[0])} avec ${eggs(d, 'battu')} et versez sur la pâte.`
          : `Versez ${the(d.of('crème')[0])} sur la pâte.`
        : `Parsemez la pâte ${de(d.of('crème')[0])} en petits morceaux${d.has('œufs') ? `, puis versez ${eggs(d, 'battu')}` : ''}.`,
      `Saupoudrez ${the(d.of('sucre')[0])} en couche régulière.`,
      'Enfournez 20 à 25 minutes, jusqu\'à ce que le sucre soit caramélisé, et servez tiède.',
    ],
  }),
  dessert({
    id: 'chantilly-au-cacao',
    roles: {
      cacao: roles.only(['cacao'], 1, 1, 1, true),
      crème: roles.only(['crème liquide', 'crème', 'crème fraîche'], 1, 1, 0.8),
      sucre: roles.only(['sucre', 'sucre vanillé', 'sucre roux'], 1, 1, 0.5, false, true),
      croquant: roles.of({ kinds: ['biscuit', 'fruit sec'], except: [...BREAKFAST_CEREALS, 'guimauve', 'graine de sésame', 'pignon de pin'], min: 0, max: 1, share: 0.4 }),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Mousse express au cacao${d.has('croquant') ? ` et ${au(d.of('croquant')[0])}` : ''}`,
    description: () => 'Une chantilly au cacao montée en deux minutes, aérienne et chocolatée, sans four ni œufs.',
    steps: (d) => [
      `Fouettez ${the(d.of('crème')[0])} bien froide jusqu'à ce qu'elle commence à tenir.`,
      `Ajoutez ${the(d.of('cacao')[0])} et ${the(d.of('sucre')[0])} tamisés et fouettez encore jusqu'à ce que la chantilly soit ferme.`,
      d.has('croquant') && `Concassez ${the(d.of('croquant')[0])}.`,
      `Répartissez en verrines${d.has('croquant') ? ` et parsemez ${de(d.of('croquant')[0])}` : ''} ; servez aussitôt ou gardez 2 heures au frais.`,
    ],
  }),
  dessert({
    id: 'glace-sauce-caramel',
    roles: {
      glace: roles.of({ kinds: ['glace'], min: 1, max: 1, share: 1, main: true }),
      sucre: roles.only(['sucre', 'sucre roux'], 1, 1, 0.5, false, true),
      liant: roles.of({ kinds: ['crème', 'beurre'], min: 1, max: 1, share: 0.3, pantry: true }),
    },
    water: 10,
    time: 20,
    difficulty: 'facile',
    title: (d) => `Coupe ${de(d.of('glace')[0])}, sauce caramel maison`,
    description: (d) => `${the(d.of('glace')[0])} nappée d'une sauce caramel faite minute : le dessert express qui fait plaisir.`,
    steps: (d) => [
      `Faites fondre ${the(d.of('sucre')[0])} avec l'eau dans une casserole, sans remuer, jusqu'à obtenir un caramel blond.`,
      `Hors du feu, ajoutez ${the(d.of('liant')[0])} en fouettant (attention aux projections), puis laissez tiédir.`,
      `Servez des boules ${de(d.of('glace')[0])} nappées de sauce caramel.`,
    ],
  }),
  dessert({
    id: 'quatre-quarts',
    roles: {
      // Half an egg a person (three eggs for six), and as much flour, sugar and butter as the eggs
      // weigh, whatever they round to: fewer eggs make a smaller cake for fewer, never a heavier one.
      œufs: { ...roles.eggs(0.25), smallestPortion: 0.9 },
      farine: { ...roles.only(['farine'], 1, 1, 1, false, true), weighs: AS_THE_EGGS },
      sucre: { ...roles.only(POWDERED_SUGARS, 1, 1, 1, false, true), weighs: AS_THE_EGGS },
      beurre: { ...roles.butter(1, 1), weighs: AS_THE_EGGS },
      parfum: roles.of({ kinds: ['fruit', 'chocolat'], except: [...NOT_DESSERT_FRUITS, 'cacao'], foods: ['citron', 'citron vert', 'cannelle', 'vanille'], min: 0, max: 1, share: 0.4 }),
    },
    time: 44,
    difficulty: 'facile',
    title: (d) => `Quatre-quarts${d.has('parfum') ? ` ${au(d.of('parfum')[0])}` : ''}`,
    description: () => 'Le gâteau breton aux quatre ingrédients à poids égal : doré, moelleux, inratable.',
    steps: (d) => [
      'Préchauffez le four à 180 °C et beurrez un moule.',
      `Faites fondre ${the(d.of('beurre')[0])} et laissez tiédir.`,
      `Fouettez ${eggs(d)} avec ${the(d.of('sucre')[0])} jusqu'à ce que le mélange blanchisse, puis ajoutez ${the(d.of('farine')[0])} et le beurre fondu.`,
      d.has('parfum') && `Incorporez ${the(d.of('parfum')[0])} ${d.of('parfum')[0].kind === 'fruit' ? 'en petits morceaux (ou le zeste pour un agrume)' : ''}.`.replace(' .', '.'),
      'Versez dans le moule et enfournez 35 à 40 minutes : la lame d\'un couteau doit ressortir sèche.',
    ],
  }),
  dessert({
    id: 'sables',
    roles: {
      // A sablé dough is two of flour for one of butter (« 200 g de farine, 100 g de beurre »), never more butter than flour.
      farine: roles.only(['farine'], 1, 1, 1.3, false, true),
      beurre: roles.butter(1, 2),
      sucre: roles.only(POWDERED_SUGARS, 1, 1, 1.3, false, true),
      parfum: roles.of({ kinds: ['chocolat', 'fruit sec'], except: ['cacao', 'raisin sec'], foods: ['œuf', 'citron', 'citron vert', 'confiture', 'pâte à tartiner', "flocons d'avoine"], min: 0, max: 2, share: 0.4 }),
    },
    minFridge: 1,
    time: 40,
    difficulty: 'facile',
    title: (d) => `Sablés maison ${auAll(d.of('parfum').filter((f) => f.kind !== 'œuf'))}`.trim(),
    description: () => 'Des petits sablés croustillants et fondants, à partager au dessert ou au goûter.',
    steps: (d) => [
      'Préchauffez le four à 180 °C.',
      `Mélangez du bout des doigts ${theAll(d.all('farine', 'sucre'))} avec ${the(d.of('beurre')[0])} mou coupé en dés, jusqu'à obtenir une pâte sableuse${d.of('parfum').some((f) => f.kind === 'œuf') ? `, puis liez-la avec ${eggs(d)}` : ''}.`,
      // Chocolate and nuts are crushed into the dough; a jam or a spread fills a hollow in each sablé.
      d.of('parfum').some((f) => f.kind !== 'œuf' && !isSpread(f)) && `Ajoutez ${theAll(d.of('parfum').filter((f) => f.kind !== 'œuf' && !isSpread(f)))}${d.of('parfum').some(crushes) ? ` ${agree('concassé', d.of('parfum').filter(crushes))}` : ''}.`,
      'Formez un boudin, coupez-le en rondelles d\'un centimètre et posez-les sur une plaque.',
      // Each sablé takes one spread: « de confiture ou de pâte à tartiner », never both in one hollow.
      d.of('parfum').some(isSpread) && `Creusez le centre de chaque sablé du bout du doigt et garnissez-le ${frenchList(d.of('parfum').filter(isSpread).map(de), 'ou')}.`,
      'Enfournez 12 à 15 minutes, jusqu\'à ce que les bords soient dorés, et laissez refroidir sur une grille.',
    ],
  }),
  dessert({
    id: 'coupe-de-compote',
    roles: {
      // A compote of the shop is a dessert as it is, as a scoop of ice cream is: with a crunch or a
      // dairy it is a crumble express or a coupe, alone it is served fresh or warmed. Last of the
      // desserts: the draws of the dishes before it stay as they were.
      compote: roles.only(['compote'], 1, 1, 1, true),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `Coupe de ${compote(d)}`,
    description: (d) => `une ${compote(d)} toute simple, bien fraîche ou tiédie : le dessert du quotidien, prêt en un instant.`,
    steps: (d) => [
      `Répartissez la ${compote(d)} dans des coupes et servez-la bien fraîche.`,
      "Ou faites-la tiédir 3 à 4 minutes à la casserole, à feu doux, pour une compote chaude, comme un dessert d'hiver.",
    ],
  }),
];
