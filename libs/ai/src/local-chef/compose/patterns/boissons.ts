import { frenchList } from '#contracts';
import type { Dish, DishPattern } from '../dish-pattern';
import { agree, asMass, au, auAll, de, deEach, few, flavourOf, juiced, paired, plural, shown, some, the, theAll, them } from '../dish-french';
import { sameFood, type Food } from '../foods';
import { capitalize } from '../../french-text';
import { CHOCOLATES, namedSyrup, POWDERED_SUGARS, SALTED_JUICE_VEGETABLES, SYRUPS, roles, syrupAsWritten } from './roles';
import { cut, separatedEggs } from './steps';

/** A juice is named by its vegetables and fruit in the singular, as "jus de tomate" and "jus d'orange" are: "jus de carotte à l'orange" (of an orange or a jus d'orange), "jus de concombre et de carotte". */
function juice(d: Dish): string {
  const extras = few(d.all('fruit', 'relevé'), Math.min(2, d.of('légumes').length)).map((f) => asMass(flavourOf(f)));
  return `jus ${deEach(few(d.of('légumes'), extras.length).map(asMass))}${extras.length > 0 ? ` ${auAll(extras)}` : ''}`;
}

/** A tomato juice or a vegetable cocktail, without fruit, takes salt and pepper (see SALTED_JUICE_VEGETABLES). */
const salted = (d: Dish) => !d.has('fruit') && d.of('légumes').some((f) => SALTED_JUICE_VEGETABLES.includes(f.name));

const boisson = (p: Omit<DishPattern, 'type'>): DishPattern => ({ type: 'boisson', ...p });

const PLANT_MILKS = ["lait d'amande", "lait d'avoine", 'lait de soja', 'lait de coco'];
/** Any milk a drink can be made with. */
const drinkMilk = (min: number, share: number, main = false) => roles.of({ kinds: ['lait'], foods: PLANT_MILKS, min, max: 1, share, main });
const isSparkling = (food: Food) => food.name === 'limonade' || food.name === 'eau gazeuse';

/** "grenadine" of "sirop de grenadine", "menthe" of "sirop de menthe"; null for a syrup the fridge does not name. */
const syrupFlavour = (d: Dish): string | null => namedSyrup(d)?.flavour ?? null;

/** A coffee without milk nor ice cream: served iced, on ice cubes (« Café glacé »). */
const icedCoffee = (d: Dish): boolean => !d.has('lait') && d.of('gourmandise')[0]?.kind !== 'glace';

export const BOISSON_PATTERNS: DishPattern[] = [
  boisson({
    id: 'smoothie',
    roles: {
      fruits: roles.dessertFruit(1, 3, 1, true, ['mixé']),
      // Milk never meets citrus: it curdles (see pairings).
      liquide: roles.of({ kinds: ['lait', 'yaourt'], foods: [...PLANT_MILKS, "jus d'orange", 'jus de pomme'], min: 0, max: 1, share: 0.8, goesWith: ['fruits'] }),
      sucrant: roles.only(['miel', "sirop d'érable", 'sirop'], 0, 1, 0.6),
    },
    water: 50,
    time: 10,
    difficulty: 'facile',
    title: (d) => `Smoothie ${paired(d.of('fruits'))}`,
    // « de » before each fruit, as French tells what a drink is made of: « de bananes et de kiwis ».
    description: (d) => `Un smoothie velouté ${deEach(d.of('fruits'))}${d.has('liquide') ? ` ${au(d.of('liquide')[0])}` : ''}, plein de vitamines et prêt ${d.readyIn}.`,
    steps: (d) => [
      cut(d.of('fruits'), 'en morceaux', { peel: true }),
      `Mixez-${them(d.of('fruits'))} avec ${frenchList([...d.all('liquide', 'sucrant').map(the), "l'eau bien froide"])}, jusqu'à ce que ce soit bien lisse.`,
      'Versez dans des verres et servez aussitôt.',
    ],
  }),
  boisson({
    id: 'milkshake',
    roles: {
      lait: drinkMilk(1, 1, true),
      parfum: roles.of({ kinds: ['glace', 'chocolat'], except: ['cacao'], foods: ['compote', 'banane', 'fraise', 'framboise', 'mangue', 'pêche', 'myrtille', 'caramel', 'sirop'], min: 1, max: 2, share: 0.6 }),
    },
    time: 10,
    difficulty: 'facile',
    // Named by its fruit as a flavour, in the singular, as a lassi is: « Milkshake à la banane », never « aux bananes » for one.
    title: (d) => `Milkshake ${auAll(d.of('parfum').map(asMass))}`,
    description: (d) => `Un milkshake onctueux et mousseux ${auAll(d.of('parfum').map(asMass))}, le goûter préféré des enfants.`,
    // A bar of chocolate blended cold leaves grit in the glass: it is melted in a little of the milk
    // first, and goes in cooled; a spread or an ice cream goes in as it is.
    steps: (d) => {
      const bars = d.of('parfum').filter((f) => CHOCOLATES.includes(f.name));
      const milk = d.of('lait')[0];
      const melted = (f: Food): Food => (bars.includes(f) ? { ...f, name: `${f.name} fondu` } : f);
      return [
        d.of('parfum').some((f) => f.kind === 'fruit') && cut(d.of('parfum').filter((f) => f.kind === 'fruit'), 'en morceaux', { peel: true }),
        bars.length > 0 && `Faites fondre ${theAll(bars)} à feu doux dans un peu ${de(milk)}, en remuant, puis laissez refroidir.`,
        bars.length > 0
          ? `Mixez ${theAll(d.of('parfum').map(melted))} avec le reste ${some(milk)} bien froid pendant une minute, jusqu'à ce que ce soit mousseux.`
          : `Mixez ${the(milk)} bien ${agree('froid', [milk])} avec ${theAll(d.of('parfum'))} pendant une minute, jusqu'à ce que ce soit mousseux.`,
        'Servez aussitôt dans de grands verres, avec une paille.',
      ];
    },
  }),
  boisson({
    id: 'jus-presse',
    roles: {
      fruits: roles.of({ kinds: ['fruit'], uses: ['jus'], except: ['citron', 'citron vert'], min: 1, max: 2, share: 1.2, main: true }),
      parfum: roles.only(['menthe', 'gingembre', 'citron', 'citron vert'], 0, 1, 0.3),
    },
    time: 10,
    difficulty: 'facile',
    title: (d) => `Jus ${deEach(d.of('fruits'))} ${d.of('fruits').every((f) => f.pressed) ? agree('pressé', d.of('fruits')) : 'frais'}${d.has('parfum') ? ` ${au(d.of('parfum')[0])}` : ''}`,
    description: (d) => `Un jus maison ${deEach(d.of('fruits'))}, sans rien d'autre que des fruits : plus frais que n'importe quelle bouteille.`,
    // Citrus are pressed, never blended with their pith; a melon or a pineapple is blended and strained (Food.pressed).
    steps: (d) => {
      const pressed = d.of('fruits').filter((f) => f.pressed);
      const blended = d.of('fruits').filter((f) => !f.pressed);
      return [
        blended.length > 0 && `${cut(blended, 'en morceaux', { peel: true })} Mixez-${them(blended)}, puis filtrez le jus.`,
        pressed.length > 0 && `Coupez ${theAll(pressed)} en deux et pressez-${them(pressed)}${blended.length > 0 ? ', puis mélangez les deux jus' : ''}.`,
        d.has('parfum') &&
          (d.of('parfum')[0].pressed
            ? `Pressez ${the(d.of('parfum')[0])} et ajoutez ${plural(d.of('parfum')[0]) ? 'leur' : 'son'} jus.`
            : `Ajoutez ${the(d.of('parfum')[0])} ${d.of('parfum')[0].kind === 'herbe' ? agree('ciselé', d.of('parfum')) : agree('râpé', d.of('parfum'))}.`),
        'Servez aussitôt, avec des glaçons si vous aimez.',
      ];
    },
  }),
  boisson({
    id: 'citronnade',
    roles: {
      citron: roles.only(['citron', 'citron vert'], 1, 2, 1, true),
      sucre: roles.only(['sucre', 'sucre roux', 'miel', 'sirop', "sirop d'érable"], 1, 1, 1.3, false, true),
      parfum: roles.only(['menthe', 'gingembre', 'basilic'], 0, 1, 0.5),
    },
    water: 250,
    time: 10,
    difficulty: 'facile',
    title: (d) => `Citronnade maison${d.has('parfum') ? ` ${au(d.of('parfum')[0])}` : ''}`,
    description: () => 'Une citronnade fraîche et acidulée, juste sucrée : la boisson des après-midi chauds.',
    steps: (d) => [
      `Pressez ${theAll(d.of('citron'))}.`,
      `Mélangez le jus avec ${the(d.of('sucre')[0])} jusqu'à ce qu'il soit dissous, puis allongez avec l'eau bien froide.`,
      d.has('parfum') && `Ajoutez ${the(d.of('parfum')[0])} et laissez infuser 10 minutes.`,
      'Servez avec des glaçons.',
    ],
  }),
  boisson({
    id: 'eau-infusee',
    roles: {
      // Only what gives its taste to cold water (Food uses 'infusion'): never a banana or a kiwi.
      // A few sprigs of a herb a glass at the least (some 6 g a litre), never « 2 g de menthe » for a carafe.
      parfums: roles.of({ kinds: ['fruit'], uses: ['infusion'], foods: ['concombre', 'menthe', 'basilic', 'gingembre', 'romarin', 'thym', 'citron', 'citron vert'], min: 1, max: 2, share: 0.3, main: true, least: 1.5 }),
    },
    water: 250,
    time: 5,
    difficulty: 'facile',
    title: (d) => `Eau infusée ${paired(d.of('parfums'))}`,
    description: (d) => `Une eau fraîche parfumée ${auAll(d.of('parfums'))}, sans sucre : on la boit toute la journée.`,
    steps: (d) => {
      // Leaves are bruised to give their taste, never sliced; the rest is readied by its data (citrus peeled or in segments).
      const leaves = d.of('parfums').filter((f) => f.kind === 'herbe');
      return [
        cut(d.of('parfums').filter((f) => f.kind !== 'herbe'), 'en fines tranches'),
        leaves.length > 0 && `Lavez ${theAll(leaves)} et froissez-${them(leaves)} légèrement entre vos doigts.`,
        "Mettez le tout dans une carafe, couvrez d'eau fraîche et laissez infuser au moins 1 heure au réfrigérateur.",
        'Servez bien frais.',
      ];
    },
  }),
  boisson({
    id: 'chocolat-chaud',
    roles: {
      lait: drinkMilk(1, 1.3, true),
      chocolat: roles.only([...CHOCOLATES, 'cacao', 'pâte à tartiner'], 1, 1, 0.6),
      épice: roles.sweetSpice(),
    },
    time: 10,
    difficulty: 'facile',
    title: (d) => `Chocolat chaud${d.has('épice') ? ` ${au(d.of('épice')[0])}` : ''}`,
    description: (d) => `Un vrai chocolat chaud, épais et réconfortant, fait maison ${d.readyIn}.`,
    steps: (d) => [
      `Faites chauffer ${the(d.of('lait')[0])}${d.has('épice') ? ` avec ${the(d.of('épice')[0])}` : ''} sans le faire bouillir.`,
      // Told of the mix, whatever the chocolate's gender or form (a bar, a spread, a cocoa that never melts).
      `Ajoutez ${the(d.of('chocolat')[0])} et fouettez jusqu'à ce que le mélange soit lisse et mousseux.`,
      'Servez bien chaud.',
    ],
  }),
  boisson({
    id: 'lait-parfume',
    roles: {
      lait: drinkMilk(1, 1.3, true),
      parfum: roles.only(['miel', 'cannelle', 'vanille', 'curcuma', 'gingembre', "sirop d'érable", 'sucre vanillé', 'sirop', 'caramel'], 1, 2, 0.6, false, true),
    },
    time: 10,
    difficulty: 'facile',
    title: (d) => `Lait chaud ${auAll(d.of('parfum'))}`,
    description: (d) => `Un lait chaud tout doux ${auAll(d.of('parfum'))}, parfait pour le soir.`,
    steps: (d) => [
      `Faites chauffer ${the(d.of('lait')[0])} avec ${theAll(d.of('parfum'))}, sans le faire bouillir.`,
      'Fouettez pour le faire mousser et servez bien chaud.',
    ],
  }),
  boisson({
    id: 'the-glace',
    roles: {
      thé: roles.only(['thé'], 1, 1, 1, true),
      parfum: roles.of({ kinds: ['fruit', 'herbe', 'aromate'], uses: ['infusion', 'jus'], min: 0, max: 2, share: 0.4 }),
      sucre: roles.only(['sucre', 'miel', 'sirop'], 0, 1, 0.8, false, true),
    },
    water: 250,
    time: 10,
    difficulty: 'facile',
    title: (d) => `Thé glacé${d.has('parfum') ? ` ${auAll(d.of('parfum'))}` : ' maison'}`,
    description: () => 'Un thé glacé maison, bien moins sucré que ceux du commerce et tout aussi désaltérant.',
    steps: (d) => [
      `Faites infuser ${the(d.of('thé')[0])} 4 minutes dans l'eau frémissante, puis retirez-le.`,
      d.has('sucre') && `Ajoutez ${the(d.of('sucre')[0])} tant que le thé est chaud.`,
      // Each flavour as a cook adds it: herbs in leaves, berries whole, a clementine in segments, a lemon or ginger in slices.
      d.has('parfum') && `Ajoutez ${frenchList(d.of('parfum').map((f) => `${the(f)} ${f.kind === 'herbe' ? 'en feuilles' : f.prep === 'baie' ? agree('entier', [f]) : f.prep === 'quartier' ? 'en quartiers' : 'en tranches'}`))}.`,
      'Laissez refroidir puis placez au réfrigérateur ; servez avec des glaçons.',
    ],
  }),
  boisson({
    id: 'cafe-au-lait',
    roles: {
      café: roles.only(['café'], 1, 1, 1, true),
      lait: roles.milk(0, 0.8),
      gourmandise: roles.of({ kinds: ['glace', 'chocolat'], foods: ['caramel', 'sirop', 'cannelle'], min: 0, max: 1, share: 0.4 }),
    },
    water: 100,
    time: 10,
    difficulty: 'facile',
    title: (d) => {
      if (d.of('gourmandise')[0]?.kind === 'glace') return 'Café liégeois express';
      if (!d.has('lait')) return `Café glacé${d.has('gourmandise') ? ` ${au(d.of('gourmandise')[0])}` : ''}`;
      return `Café latte${d.has('gourmandise') ? ` ${au(d.of('gourmandise')[0])}` : ''}`;
    },
    // An iced coffee is poured once, on the ice in tall glasses: never « versez-le sur beaucoup de
    // glaçons » then « Versez le café dans de grandes tasses », nor told « mousseux » without milk.
    description: (d) => (icedCoffee(d) ? 'Un café bien frais, versé sur des glaçons : la pause des après-midi d\'été.' : 'Un café gourmand à la maison, doux et mousseux, comme au comptoir.'),
    steps: (d) => [
      `Préparez un café serré avec ${the(d.of('café')[0])} et l'eau.`,
      d.has('lait') && `Faites chauffer ${the(d.of('lait')[0])} et fouettez-le pour le faire mousser.`,
      icedCoffee(d)
        ? `Laissez refroidir le café, puis versez-le dans de grands verres remplis de glaçons${d.has('gourmandise') ? ` et ajoutez ${the(d.of('gourmandise')[0])}` : ''}.`
        : `Versez le café dans de grandes tasses${d.has('lait') ? ', puis le lait mousseux' : ''}${d.has('gourmandise') ? ` et ajoutez ${the(d.of('gourmandise')[0])}` : ''}.`,
    ],
  }),
  boisson({
    id: 'lassi',
    roles: {
      yaourt: roles.only(['yaourt', 'yaourt grec', 'skyr', 'fromage blanc', 'petit-suisse'], 1, 1, 1, true),
      fruit: roles.dessertFruit(0, 1, 0.7, false, ['mixé']),
      sucrant: roles.only(['miel', 'sucre', 'cannelle', 'sirop'], 0, 1, 0.5, false, true),
    },
    water: 60,
    time: 5,
    difficulty: 'facile',
    // Named by its fruit as a flavour, in the singular: « Lassi à la mangue », never « Lassi aux bananes »;
    // without one, by what sweetens it (« Lassi au miel », « Lassi sucré »), « nature » only when nothing does.
    title: (d) => {
      if (d.has('fruit')) return `Lassi ${au(asMass(d.of('fruit')[0]))}`;
      const sweetener = d.of('sucrant')[0];
      if (!sweetener) return 'Lassi nature';
      if (POWDERED_SUGARS.includes(sweetener.name)) return 'Lassi sucré';
      return `Lassi ${au(sweetener.name === 'sirop' ? syrupAsWritten(d, 'sucrant') : asMass(sweetener))}`;
    },
    // Made of another fresh dairy than a yoghurt, it says which: never « au yaourt » of a fromage blanc.
    description: (d) => {
      const base = d.of('yaourt')[0];
      return `La boisson au yaourt venue d'Inde${base.name.startsWith('yaourt') ? '' : `, ici ${au(base)}`}, fraîche et onctueuse.`;
    },
    steps: (d) => [
      d.has('fruit') && cut([d.of('fruit')[0]], 'en morceaux', { peel: true }),
      `Mixez ${theAll(d.all('yaourt', 'fruit', 'sucrant'))} avec l'eau bien froide, jusqu'à ce que ce soit mousseux.`,
      'Servez aussitôt, bien frais.',
    ],
  }),
  boisson({
    id: 'jus-de-legumes',
    roles: {
      légumes: roles.only(['tomate', 'tomate cerise', 'carotte', 'concombre', 'betterave', 'céleri'], 1, 2, 1.2, true),
      fruit: roles.only(['orange', 'pomme', 'citron', 'citron vert', "jus d'orange", 'jus de pomme'], 0, 1, 0.5),
      relevé: roles.only(['gingembre', 'basilic', 'menthe', 'persil', "piment d'Espelette"], 0, 1, 0.3, false, true),
    },
    // A tomato or a cucumber gives its own juice and takes a splash of water (some 5 cl a glass); a
    // carrot, a beetroot or a celery takes its weight in water, or the glass holds a purée (Food.firm).
    water: { role: 'légumes', perGram: (food) => (food.firm ? 1 : 0.35) },
    time: 10,
    difficulty: 'facile',
    title: (d) => capitalize(juice(d)),
    description: (d) => `Un jus de légumes frais ${deEach(d.of('légumes'))}, plein de vitamines, à boire bien frais.`,
    // A citrus is pressed and its juice poured in; an apple is peeled and cored, then blended with the vegetables (Food.pressed, Food.cored).
    steps: (d) => {
      const fruit = d.of('fruit').filter((f) => f.kind === 'fruit');
      const pressed = fruit.filter((f) => f.pressed);
      const blended = fruit.filter((f) => !f.pressed);
      const poured = [...pressed.map(juiced), ...d.of('fruit').filter((f) => f.kind !== 'fruit'), ...d.of('relevé')];
      return [
        pressed.length > 0 && `Pressez ${theAll(pressed)}.`,
        [cut(d.of('légumes'), 'en morceaux', { peel: true }), blended.length > 0 && cut(blended, blended.some((f) => f.cored) ? `en morceaux, sans ${blended.some(plural) ? 'les cœurs' : 'le cœur'} ni les pépins` : 'en morceaux', { peel: true })]
          .filter((step): step is string => typeof step === 'string')
          .join(' '),
        `Mixez-${them([...d.of('légumes'), ...blended])} avec ${frenchList(["l'eau froide", ...poured.map(the)])}, puis filtrez si vous aimez un jus lisse.`,
        salted(d) ? `Salez et poivrez légèrement le ${juice(d)}, et servez aussitôt, bien frais.` : 'Servez aussitôt, bien frais.',
      ];
    },
  }),
  boisson({
    id: 'cocktail-sans-alcool',
    roles: {
      base: roles.only(["jus d'orange", 'jus de pomme', 'limonade', 'eau gazeuse'], 1, 2, 1, true),
      touche: roles.of({ kinds: ['fruit'], except: ['compote'], foods: [...SYRUPS, 'menthe', 'basilic', 'gingembre'], min: 0, max: 2, share: 0.3 }),
    },
    time: 5,
    difficulty: 'facile',
    // A juice lengthened with sparkling water or lemonade needs nothing more; a juice alone is not a recipe.
    // An orange in orange juice adds nothing a glass of juice has not (« Cocktail sans alcool orange-ananas-orange »).
    accepts: (d) =>
      (d.has('touche') || (d.of('base').some(isSparkling) && d.of('base').some((f) => !isSparkling(f)))) &&
      !d.of('touche').some((t) => d.of('base').some((b) => sameFood(flavourOf(b), flavourOf(t)))),
    title: (d) => {
      const syrup = d.of('touche').find((f) => f.name.startsWith('sirop'));
      const sparkling = d.of('base').some(isSparkling);
      if (!d.has('touche')) return `${shown(d.of('base').find((f) => !isSparkling(f))!)} pétillant`;
      if (syrup && sparkling && d.of('base').length === 1) return 'Diabolo maison';
      // The sparkling water or the lemonade lengthens the drink, it is no fruit of its name: « Limonade
      // au raisin », « Cocktail sans alcool orange-fraise », never « eau gazeuse-basilic-pomme ».
      const juices = d.of('base').filter((f) => !isSparkling(f));
      if (juices.length === 0) return `${capitalize(d.of('base')[0].name)} ${auAll(d.of('touche').map((f) => asMass(flavourOf(f))))}`;
      return `Cocktail sans alcool ${paired([...juices, ...d.of('touche')].map(flavourOf))}`;
    },
    description: (d) => `Un cocktail sans alcool, frais et ${d.of('base').some(isSparkling) ? 'pétillant' : 'fruité'} : toute la famille trinque.`,
    steps: (d) => [
      // The fruit and the ginger are cut, never dropped whole in a glass; the leaves go in as they are.
      d.of('touche').some((f) => f.kind === 'fruit' || f.kind === 'aromate') && cut(d.of('touche').filter((f) => f.kind === 'fruit' || f.kind === 'aromate'), 'en fines tranches ou en petits morceaux'),
      // The fruit cut goes in the glasses too, never left on the board.
      d.has('touche') && `Répartissez ${theAll(d.of('touche'))} au fond des verres.`,
      `${d.has('touche') ? 'Complétez avec' : 'Versez dans des verres'} ${theAll(d.of('base'))} bien ${agree('frais', d.of('base'))}${d.of('base').length > 1 ? `, ${agree('mélangé', d.of('base'))}` : ''}, ajoutez des glaçons et servez aussitôt.`,
    ],
  }),
  boisson({
    id: 'sirop-a-l-eau',
    roles: {
      // About one volume of syrup for seven of water, as the bottle says.
      sirop: roles.only(SYRUPS, 1, 1, 2, true),
      parfum: roles.only(['citron', 'citron vert', 'menthe'], 0, 1, 0.3),
    },
    water: 200,
    time: 5,
    difficulty: 'facile',
    title: (d) => `${capitalize(syrupFlavour(d) ?? 'sirop')} à l'eau`,
    description: (d) => `${syrupFlavour(d) ? `Une ${syrupFlavour(d)} à l'eau` : "Un sirop à l'eau"}, la boisson fraîche de l'enfance : un trait de sirop, de l'eau bien fraîche, et c'est prêt.`,
    steps: (d) => [
      `Versez ${d.written('sirop')[0] ? `le ${d.written('sirop')[0]}` : 'le sirop'} au fond des verres.`,
      `Complétez avec l'eau bien fraîche${d.has('parfum') ? ` et ${d.of('parfum')[0].kind === 'herbe' ? 'quelques feuilles de menthe' : `une rondelle ${d.of('parfum')[0].name === 'citron' ? 'de citron' : 'de citron vert'}`}` : ''}, ajoutez des glaçons si vous en avez, mélangez et servez.`,
    ],
  }),
  boisson({
    id: 'lait-de-poule',
    roles: {
      lait: drinkMilk(1, 1.2, true),
      œufs: roles.eggs(0.25),
      sucre: roles.only(['sucre', 'sucre vanillé', 'miel', "sirop d'érable"], 1, 1, 1, false, true),
      épice: roles.only(['cannelle', 'vanille', 'muscade'], 0, 1, 1, false, true),
    },
    time: 10,
    difficulty: 'facile',
    title: (d) => `Lait de poule${d.has('épice') ? ` ${au(d.of('épice')[0])}` : ''}`,
    description: () => "Le lait de poule d'autrefois, sans alcool : doux, mousseux et réconfortant.",
    steps: (d) => {
      const { yolks } = separatedEggs(d);
      return [
        `Fouettez ${yolks} d'${yolks === 'le jaune' ? 'œuf' : 'œufs'} avec ${the(d.of('sucre')[0])} jusqu'à ce que le mélange blanchisse.`,
        `Faites chauffer ${the(d.of('lait')[0])}${d.has('épice') ? ` avec ${the(d.of('épice')[0])}` : ''} sans le faire bouillir.`,
        `Versez le lait chaud sur ${yolks} en fouettant, remettez 2 minutes sur feu doux sans bouillir et servez chaud.`,
      ];
    },
  }),
];
