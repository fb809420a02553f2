import { frenchList } from '#contracts';
import type { Dish, DishPattern } from '../dish-pattern';
import { agree, asMass, au, auAll, de, deAll, deEach, few, juiced, listed, shownAll, the, theAll, them } from '../dish-french';
import { fleshOf, isProtein, isReady, type Food } from '../foods';
import { roules } from './aperos';
import { saladeComplete } from './plats';
import { soupeALOignon, veloute } from './veloutes';
import { BINDER_GRAMS, COCKTAIL_SAUCE_BASES, COCKTAIL_SAUCE_GRAMS, CRISPBREADS, GRATED, GREEN_SALAD, LEAVES, NOT_ON_BREAD, ONIONS, roles, SALAD_LEAVES, SWEET_FRESH_CHEESES } from './roles';
import { cheeseWays, cut, eggHalves, fishForSpread, garnish, greased, hardBoiled, inDressing, ofDressing, tartines, theDressing, toastBread, toCut, toppedBread, vinaigrette } from './steps';

const entree = (p: Omit<DishPattern, 'type'>): DishPattern => ({ type: 'entrée', ...p });


/**
 * A cocktail's fish or seafood made ready: a tinned tuna drained and flaked, cooked prawns shelled
 * and kept whole (Food.prep 'décortiqué'), surimi cut, smoked fish cut or flaked.
 */
const seaInPieces = (food: Food) =>
  food.prep === 'émietté'
    ? `Égouttez ${the(food)}, émiettez-${them([food])} à la fourchette`
    : food.prep === 'décortiqué'
      ? `Décortiquez ${the(food)} si besoin`
      : food.kind === 'fruits de mer'
        ? `Coupez ${the(food)} en morceaux`
        : `Coupez ou émiettez ${the(food)}`;

/**
 * An assiette fruitée's savoury partners, readied: a charcuterie or a fish in strips, a cheese cut or
 * crumbled as it comes (a feta, a goat cheese), never « émiettez le jambon blanc »; nuts are crushed (see cut).
 */
function readiedPartners(d: Dish): string[] {
  const partners = toCut(d.of('accord')).filter((f) => f.kind !== 'fruit sec');
  const strips = partners.filter((f) => f.kind === 'charcuterie' || f.kind === 'poisson');
  const cheeses = partners.filter((f) => !strips.includes(f));
  return [cut(strips, 'en lanières'), cheeses.length > 0 && `Coupez ou émiettez ${theAll(cheeses)}.`].filter((step): step is string => typeof step === 'string');
}

export const ENTREE_PATTERNS: DishPattern[] = [
  saladeComplete('entrée'),
  roules('entrée'),
  veloute('entrée'),
  soupeALOignon(),
  entree({
    id: 'salade-crudites',
    roles: {
      crudités: roles.rawVegetables(1, 3, 0.8, true),
      garniture: roles.of({ kinds: ['fromage', 'fromage frais', 'fruit', 'charcuterie', 'poisson', 'fruits de mer', 'fruit sec'], uses: ['cru', 'cube', 'prêt', 'salé', 'fond'], foods: ['œuf', 'noix', 'amande', 'noisette', 'pignon de pin', 'graine de sésame'], min: 0, max: 2, share: 0.4, goesWith: ['crudités', 'garniture'] }),
      acide: roles.acid(),
      herbe: roles.herb(),
    },
    fat: 'huile',
    time: 15,
    difficulty: 'facile',
    // An onion seasons a salad; half a red onion and its dressing is not one (« Salade d'oignon rouge »).
    accepts: (d) => d.of('crudités').some((f) => !ONIONS.includes(f.name)),
    title: (d) => {
      const names = d.all('crudités', 'garniture').map((f) => f.name);
      // The classic's name only for the classic: a ham beside it is named (see few).
      if (names.some((n) => n.startsWith('tomate')) && names.includes('mozzarella') && !d.of('garniture').some(isProtein)) return `Salade tomate-mozzarella${d.has('herbe') ? ` ${au(d.of('herbe')[0])}` : ''}`;
      // Leaves make it a green salad; anything else raw (a corn sold loose, celery) is named.
      // Olives or pickles garnish it, never name it: « Salade verte au jambon cru et aux olives », never « Salade d'olives ».
      const leafy = (f: Food) => !f.counted && SALAD_LEAVES.includes(f.name);
      const leaves = d.of('crudités').filter((f) => leafy(f) && !GREEN_SALAD.includes(f.name));
      const garnishes = d.of('crudités').filter((f) => !leafy(f) && f.garnishes === true);
      const named = d.of('crudités').filter((f) => !leafy(f) && !garnishes.includes(f));
      const toppings = [...d.of('garniture'), ...garnishes];
      if (named.length === 0) return `Salade verte${toppings.length > 0 ? ` ${auAll(few(toppings))}` : ''}`;
      const others = few([...leaves, ...d.of('garniture')], Math.min(2, named.length));
      return `Salade ${deAll(listed(named, others.length > 0 ? 1 : 0))}${others.length > 0 ? ` ${auAll(others)}` : ''}`;
    },
    description: (d) => `Une salade croquante et fraîche, ${theAll(d.all('crudités', 'garniture'))} ${inDressing(d, d.all('crudités', 'garniture'))} : l'entrée prête ${d.readyIn}.`,
    steps: (d) => [
      d.of('garniture').some((f) => f.kind === 'œuf') && hardBoiled(d, 'refroidissez-les, écalez-les et coupez-les en quartiers'),
      cut(d.of('crudités'), 'en fines tranches ou en petits morceaux'),
      d.of('garniture').some((f) => f.kind !== 'œuf') && cut(d.of('garniture').filter((f) => f.kind !== 'œuf'), 'en petits morceaux'),
      vinaigrette(d),
      `Mélangez délicatement le tout avec ${theDressing(d)} au moment de servir.`,
      // A cheese sold grated is never cut: it is sprinkled on the dressed salad.
      ...d.of('garniture').filter((f) => f.prep === 'râpé').map((f) => `Parsemez ${de(f)}${cheeseWays(f)}.`),
      garnish(d),
    ],
  }),
  entree({
    id: 'gaspacho',
    roles: {
      légumes: roles.only(['tomate', 'tomate cerise', 'concombre', 'poivron'], 2, 3, 1, true),
      aromate: roles.only(['ail', 'oignon rouge', 'échalote'], 0, 1, 1),
      acide: roles.acid(),
      herbe: roles.herb(),
    },
    fat: true,
    water: 50,
    time: 15,
    difficulty: 'facile',
    accepts: (d) => d.of('légumes').some((f) => f.name.startsWith('tomate')),
    title: (d) => {
      const others = d.of('légumes').filter((f) => !f.name.startsWith('tomate'));
      return others.length > 0 ? `Gaspacho ${auAll(others)}` : 'Gaspacho';
    },
    description: (d) => `Une soupe froide et désaltérante ${deEach(d.of('légumes'))} ${agree('mixé', d.of('légumes'))} ${agree('cru', d.of('légumes'))}, à servir bien frais.`,
    steps: (d) => [
      cut(d.of('légumes')),
      d.has('aromate') && `Épluchez ${the(d.of('aromate')[0])}.`,
      `Mixez le tout avec l'eau, ${d.fat}${d.has('acide') ? `, ${the(juiced(d.of('acide')[0]))}` : ''}, le sel et le poivre, jusqu'à obtenir une soupe lisse.`,
      'Réservez au frais au moins 1 heure et servez bien froid.',
      garnish(d),
    ],
  }),
  entree({
    id: 'oeufs-cocotte',
    roles: {
      œufs: roles.eggs(0.5),
      crème: roles.of({ kinds: ['crème', 'fromage frais'], except: ['fromage blanc', 'skyr'], min: 0, max: 1, share: 0.5 }),
      garniture: roles.of({ kinds: ['légume', 'charcuterie', 'poisson', 'fromage'], uses: ['soupe', 'prêt', 'fond'], foods: ['lardon', 'bacon'], min: 0, max: 1, share: 0.4 }),
      herbe: roles.herb(),
    },
    fat: true,
    time: 20,
    difficulty: 'facile',
    title: (d) => `Œufs cocotte${d.all('crème', 'garniture', 'herbe').length > 0 ? ` ${auAll(d.all('crème', 'garniture', 'herbe'))}` : ''}`,
    description: (d) => `Des œufs cuits doucement au four${d.all('crème', 'garniture').length > 0 ? ` sur un lit ${deEach(d.all('garniture', 'crème'))}` : ''}, le jaune encore coulant pour y tremper le pain.`,
    steps: (d) => [
      `Préchauffez le four à 180 °C et ${greased(d, 'des ramequins')}.`,
      // A cheese or a ready food (smoked salmon, ham, tinned tuna) goes in as it is readied, never fried.
      d.has('garniture') &&
        (d.of('garniture')[0].kind === 'fromage'
          ? cut([d.of('garniture')[0]], 'en petits dés')
          : isReady(d.of('garniture')[0])
            ? cut([d.of('garniture')[0]], 'en petits morceaux')
            : // A vegetable washed and cut its way (a broccoli in florets), then softened.
              d.of('garniture')[0].kind === 'légume'
              ? `${cut([d.of('garniture')[0]], 'en petits morceaux')} Faites-${them([d.of('garniture')[0]])} revenir 5 minutes dans ${d.fat}.`
              : `Coupez ${the(d.of('garniture')[0])} en petits morceaux et faites-${them([d.of('garniture')[0]])} revenir 5 minutes dans ${d.fat}.`),
      d.all('garniture', 'crème').length > 0
        ? `Répartissez ${theAll(d.all('garniture', 'crème'))} dans les ramequins, puis cassez un œuf dans chacun, salez et poivrez.`
        : 'Cassez un œuf dans chaque ramequin, salez et poivrez.',
      'Posez les ramequins dans un plat rempli d\'eau chaude à mi-hauteur et enfournez 10 à 12 minutes : le blanc doit être pris, le jaune coulant.',
      garnish(d),
    ],
  }),
  entree({
    id: 'avocat-garni',
    roles: {
      avocat: roles.only(['avocat'], 1, 1, 1, true),
      garniture: roles.of({ kinds: ['poisson', 'fruits de mer', 'légume'], uses: ['prêt'], foods: ['tomate cerise', 'surimi', 'crevette'], min: 0, max: 1, share: 0.5 }),
      acide: roles.acid(),
      herbe: roles.herb(),
    },
    fat: 'huile',
    time: 15,
    difficulty: 'facile',
    title: (d) => (d.has('garniture') ? `Avocat ${au(d.of('garniture')[0])}` : d.has('acide') ? 'Avocat vinaigrette' : "Avocat à l'huile et au sel"),
    description: (d) => `Des demi-avocats ${d.has('garniture') ? `garnis ${de(d.of('garniture')[0])}` : d.has('acide') ? 'en vinaigrette' : "à l'huile et au sel"}, la fraîcheur en entrée sans rien allumer.`,
    steps: (d) => [
      "Coupez les avocats en deux, retirez le noyau.",
      // A tinned fish flaked, prawns or cherry tomatoes cut (see cut): never « Émiettez les tomates cerises ».
      d.has('garniture') && cut(d.of('garniture'), 'en petits morceaux'),
      vinaigrette(d),
      `${d.has('garniture') ? `Garnissez le creux des avocats ${de(d.of('garniture')[0])} et nappez` : 'Nappez le creux des avocats'} ${ofDressing(d)} juste avant de servir.`,
      garnish(d),
    ],
  }),
  entree({
    id: 'assiette-fruitee',
    roles: {
      fruit: roles.of({ kinds: ['fruit'], uses: ['salé'], min: 1, max: 2, share: 0.8, main: true, goesWith: ['fruit'] }),
      // A cheese in slices or crumbled beside the fruit, never one sold grated (« Pommes au gruyère » of a bag of gruyère râpé).
      accord: roles.of({ kinds: ['fromage', 'fromage frais', 'charcuterie', 'fruit sec', 'poisson'], uses: ['cube', 'tranche', 'fond', 'cru', 'prêt', 'dip'], foods: ['noix', 'noisette', 'amande', 'roquette', 'mâche', 'salade'], notWritten: GRATED, min: 0, max: 2, share: 0.4, goesWith: ['fruit', 'accord'] }),
      acide: roles.acid(),
      herbe: roles.of({ ...roles.herb(), goesWith: ['fruit', 'accord'] }),
    },
    fat: 'huile',
    time: 15,
    difficulty: 'facile',
    // A melon or a grapefruit is an entrée on its own; other fruits need a savoury partner: a
    // cheese, a ham, a fish or leaves; nuts alone over a pear make a dessert (« Poire aux amandes »).
    accepts: (d) => d.of('accord').some((f) => f.kind !== 'fruit sec') || d.of('fruit').some((f) => ['melon', 'pastèque', 'pamplemousse'].includes(f.name)),
    title: (d) => {
      const fruits = d.of('fruit');
      // Leaves make the plate a salad: "Salade de mâche aux pommes et au gruyère", "Salade de poires au roquefort", never "Pommes à la salade".
      const leaf = d.of('accord').find((f) => LEAVES.includes(f.name));
      const rest = d.of('accord').filter((f) => !LEAVES.includes(f.name));
      if (leaf && !GREEN_SALAD.includes(leaf.name)) return `Salade ${de(leaf)} ${auAll(few([...fruits, ...rest], 1))}`;
      if (leaf) return rest.length > 0 ? `Salade ${deAll(fruits)} ${auAll(rest)}` : `Salade verte ${auAll(fruits)}`;
      return d.has('accord') ? `${shownAll(fruits)} ${auAll(d.of('accord'))}` : `Carpaccio ${deAll(fruits)}${d.has('herbe') ? ` ${au(d.of('herbe')[0])}` : ''}`;
    },
    description: (d) => `Une entrée fraîche et fruitée : ${theAll(d.of('fruit'))}${d.has('accord') ? ` avec ${theAll(d.of('accord'))}` : ''}, ${agree('relevé', d.of('fruit'))} d'un filet ${d.has('acide') ? 'de vinaigrette' : "d'huile"}.`,
    steps: (d) => [
      cut(d.of('fruit'), 'en tranches fines', { peel: true }),
      cut(d.of('accord').filter((f) => LEAVES.includes(f.name))),
      ...readiedPartners(d),
      // Nuts are crushed, never « émiettées » (see cut).
      cut(d.of('accord').filter((f) => f.kind === 'fruit sec')),
      vinaigrette(d),
      `Dressez sur les assiettes, arrosez ${ofDressing(d)} et servez frais.`,
      garnish(d),
    ],
  }),
  entree({
    id: 'oeufs-mimosa',
    roles: {
      œufs: roles.eggs(0.5),
      liant: roles.only(['mayonnaise', 'fromage frais', 'moutarde'], 1, 1, 0.6, false, true),
      garniture: roles.of({ kinds: ['poisson', 'fruits de mer'], uses: ['prêt'], min: 0, max: 1, share: 0.3 }),
      herbe: roles.herb(),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => (d.of('liant')[0].name === 'mayonnaise' && !d.has('garniture') ? 'Œufs mimosa' : `Œufs durs farcis ${auAll(d.all('garniture', 'liant', 'herbe'))}`),
    description: () => "Des œufs durs farcis d'une crème à base de leurs jaunes : l'entrée de bistrot qui plaît à tous les âges.",
    steps: (d) => {
      const halves = eggHalves(d);
      return [
        hardBoiled(d, "passez-les sous l'eau froide et écalez-les"),
        `Coupez-${halves.it} en deux dans la longueur et retirez ${halves.yolks}.`,
        `Écrasez ${halves.yolks} avec ${theAll(d.all('liant', 'garniture'))}, salez et poivrez.`,
        `Garnissez ${halves.whites} de ce mélange et gardez au frais jusqu'au moment de servir.`,
        garnish(d),
      ];
    },
  }),
  entree({
    id: 'rillettes-entree',
    roles: {
      poisson: roles.only(['thon', 'sardine', 'maquereau', 'saumon fumé', 'truite fumée', 'saumon', 'pavé de saumon', 'truite'], 1, 1, 0.8, true),
      liant: roles.of({ kinds: ['fromage frais', 'crème', 'beurre', 'yaourt'], except: SWEET_FRESH_CHEESES, min: 1, max: 1, share: 0.6, most: BINDER_GRAMS }),
      acide: roles.acid(),
      pain: roles.of({ kinds: ['pain'], min: 0, max: 1, share: 0.6 }),
      herbe: roles.herb(),
    },
    time: 15,
    difficulty: 'facile',
    title: (d) => `Rillettes ${de(fleshOf(d.of('poisson')[0]))}${d.has('herbe') ? ` ${au(d.of('herbe')[0])}` : ''}`,
    description: (d) => `Des rillettes maison ${de(fleshOf(d.of('poisson')[0]))} ${au(d.of('liant')[0])}, à tartiner sur du pain grillé.`,
    steps: (d) => [
      !isReady(d.of('poisson')[0]) && `Faites pocher ${the(d.of('poisson')[0])} 8 minutes dans l'eau frémissante salée, puis égouttez et laissez refroidir.`,
      `${fishForSpread(d.of('poisson')[0])}.`,
      `Mélangez avec ${theAll([...d.of('liant'), ...d.of('acide').map(juiced)])}, salez et poivrez.`,
      d.has('herbe') && `Ajoutez ${the(d.of('herbe')[0])} ${agree('ciselé', d.of('herbe'))}.`,
      `Réservez au frais et servez ${d.has('pain') ? `avec ${the(d.of('pain')[0])}${CRISPBREADS.includes(d.of('pain')[0].name) ? '' : ` ${agree('grillé', d.of('pain'))}`}` : 'avec des crudités ou du pain grillé'}.`,
    ],
  }),
  entree({
    id: 'tartines-chaudes',
    roles: {
      pain: roles.only(['pain', 'baguette', 'pain de campagne', 'pain complet', 'pain de mie', 'cracker', 'biscotte'], 1, 1, 0.8, true),
      // Leaves never go under the grill.
      garniture: roles.of({ kinds: ['légume', 'charcuterie', 'poisson', 'fruit'], uses: ['cru', 'prêt', 'salé'], except: LEAVES, min: 0, max: 2, share: 0.4, goesWith: ['garniture'] }),
      // The cheese melts over the garnish: it must go with it as the garnish's foods go together (a
      // goat cheese on figs, a mozzarella on tomatoes), never a comté on melon.
      fromage: { ...roles.meltingCheese(1, 1, 0.5), goesWith: ['garniture'] },
      herbe: { ...roles.herb(), goesWith: ['garniture', 'fromage'] },
    },
    fat: true,
    time: 20,
    difficulty: 'facile',
    title: (d) => `Tartines chaudes ${auAll(d.all('fromage', 'garniture'))}`,
    description: (d) => `Des tartines gratinées au four ${auAll(d.all('fromage', 'garniture'))}, croustillantes dessous et fondantes dessus.`,
    steps: (d) => [
      'Préchauffez le four à 200 °C.',
      toastBread(d.of('pain')[0], 'en tranches', `badigeonnez-les légèrement ${d.fatDe}`),
      cut(d.of('garniture'), 'en fines tranches'),
      `Garnissez ${toppedBread(d.of('pain')[0])} ${deEach(d.all('garniture', 'fromage'))}, salez et poivrez.`,
      'Enfournez 8 à 10 minutes, jusqu\'à ce que le fromage soit fondu et doré.',
      garnish(d),
    ],
  }),
  entree({
    id: 'tartines-fraiches',
    roles: {
      pain: roles.only(['pain', 'baguette', 'pain de campagne', 'pain complet', 'pain de mie', 'cracker', 'biscotte'], 1, 1, 0.6, true),
      tartinade: roles.of({ kinds: ['fromage frais'], foods: ['houmous', 'tapenade', 'pesto', 'avocat', 'beurre'], except: SWEET_FRESH_CHEESES, min: 1, max: 1, share: 0.6 }),
      // Going with the spread (pairings.ts): never ham on a fromage blanc.
      garniture: roles.of({ kinds: ['légume', 'charcuterie', 'poisson', 'fruits de mer'], uses: ['cru', 'prêt'], except: NOT_ON_BREAD, min: 0, max: 2, share: 0.4, goesWith: ['tartinade'] }),
      herbe: roles.herb(),
    },
    time: 15,
    difficulty: 'facile',
    // Bread and butter alone is a side, never an entrée: butter is spread under something.
    accepts: (d) => d.has('garniture') || d.of('tartinade')[0].name !== 'beurre',
    title: (d) => `Tartines ${auAll(d.all('tartinade', 'garniture'))}`,
    description: (d) => `Des tartines fraîches ${auAll(d.all('tartinade', 'garniture'))}, une entrée sans cuisson à servir avec une salade.`,
    steps: (d) => [
      toastBread(d.of('pain')[0], 'en tranches', 'faites-les griller légèrement'),
      // Spread as a mass (« d'avocat »), whatever pieces it took.
      `Tartinez ${tartines(d.of('pain')[0])} ${de(asMass(d.of('tartinade')[0]))}.`,
      cut(d.of('garniture'), 'en fines tranches'),
      d.has('garniture') && `Répartissez ${theAll(d.of('garniture'))} sur les tartines.`,
      'Poivrez et servez aussitôt.',
      garnish(d),
    ],
  }),
  entree({
    id: 'cocktail-de-la-mer',
    roles: {
      mer: roles.only(['crevette', 'surimi', 'saumon fumé', 'truite fumée', 'thon'], 1, 1, 0.7, true),
      // About a tablespoon of its creamy base a person (15 g and more), reddened with a teaspoon of ketchup.
      sauce: { ...roles.only(COCKTAIL_SAUCE_BASES, 1, 1, 0.3, false, true), least: COCKTAIL_SAUCE_GRAMS },
      ketchup: roles.only(['ketchup'], 0, 1, 0.5, false, true),
      crudités: roles.of({ kinds: ['légume', 'fruit'], uses: ['cru', 'salé'], min: 0, max: 2, share: 0.5, goesWith: ['mer', 'crudités'] }),
      acide: roles.acid(),
    },
    time: 15,
    difficulty: 'facile',
    // A bed of green salad under the cocktail is never named ("Cocktail de thon à la salade").
    title: (d) => {
      const named = d.of('crudités').filter((f) => !GREEN_SALAD.includes(f.name));
      return `Cocktail ${de(d.of('mer')[0])}${named.length > 0 ? ` ${auAll(named)}` : ''}`;
    },
    description: (d) => `${theAll(d.of('mer'))} en sauce cocktail maison${d.has('crudités') ? `, avec ${theAll(d.of('crudités'))}` : ''}, ${agree('servi', d.of('mer'))} en verrines bien fraîches.`,
    // The diced vegetables go into the sauce with the seafood; a green salad lines the glasses.
    steps: (d) => {
      // An endive is diced with the rest; the other leaves line the glasses whole or torn.
      const leaves = d.of('crudités').filter((f) => SALAD_LEAVES.includes(f.name) && f.name !== 'endive');
      const diced = d.of('crudités').filter((f) => !leaves.includes(f));
      return [
        // One base alone is seasoned, never « mixed »: « Salez et poivrez la mayonnaise ».
        d.all('sauce', 'ketchup', 'acide').length > 1
          ? `Mélangez ${theAll([...d.all('sauce', 'ketchup'), ...d.of('acide').map(juiced)])}, salez et poivrez.`
          : `Salez et poivrez ${the(d.of('sauce')[0])}.`,
        d.has('crudités') && cut(d.of('crudités'), 'en petits dés'),
        `${seaInPieces(d.of('mer')[0])} et mélangez avec ${frenchList([...diced.map(the), 'la sauce'])}.`,
        leaves.length > 0
          ? `Tapissez le fond des verrines ${de(leaves[0])}, répartissez le cocktail dessus et gardez au frais jusqu'au moment de servir.`
          : "Répartissez en verrines et gardez au frais jusqu'au moment de servir.",
      ];
    },
  }),
];
