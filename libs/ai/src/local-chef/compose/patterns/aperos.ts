import { frenchList } from '#contracts';
import type { Dish, DishPattern, Role } from '../dish-pattern';
import { agree, asMass, au, auAll, de, deAll, deEach, few, juiced, listed, paired, shown, shownAll, some, the, theAll, them, they, TITLE_LISTED } from '../dish-french';
import { eatenAsSold, isBite, type Food } from '../foods';
import { APERO_BITE_GRAMS, APERO_KIND_GRAMS, BINDER_GRAMS, BOARD_KIND_NAMES, BREAD, CRISPBREADS, GREEN_SALAD, IN_FLORETS, NEVER_BAKED, NOT_IN_PIECES, NOT_ON_BREAD, ONIONS, roles, SWEET_FRESH_CHEESES } from './roles';
import { capitalize } from '../../french-text';
import { cut, eggHalves, fishForSpread, garnish, greased, hardBoiled, isSpread, sliceBread, tartines, toastBread, toCut, toppedBread } from './steps';
import { veloute } from './veloutes';

// Apéro and amuse-bouche: finger food. The same dish can be either; the amuse-bouche is the small,
// dainty version served before a meal.

const apero = (p: Omit<DishPattern, 'type'>): DishPattern => ({ type: 'apéro', ...p });
/**
 * A cold filling as a cook readies each of its foods: a fresh cheese or a tinned fish crushed with
 * the fork, a hard cheese grated (Food.grates), a soft one, a ham or a smoked salmon cut in small
 * dice: « Mélangez la ricotta écrasée avec le gruyère râpé », never « le gruyère et l'emmental
 * écrasés »; a filling of one food is readied, nothing to mix it with (« Coupez le saumon fumé en
 * petits dés »).
 */
function filling(foods: readonly Food[]): string {
  const grated = foods.filter((f) => f.grates || f.prep === 'râpé');
  const diced = foods.filter((f) => !grated.includes(f) && (f.kind === 'fromage' || f.kind === 'charcuterie' || f.pieceUnit === 'tranche'));
  const crushed = foods.filter((f) => !grated.includes(f) && !diced.includes(f));
  if (foods.length === 1) {
    if (grated.length > 0) return `Râpez ${the(foods[0])}`;
    if (diced.length > 0) return `Coupez ${the(foods[0])} en petits dés`;
    return `Écrasez ${the(foods[0])} à la fourchette`;
  }
  const [first, ...rest] = [
    crushed.length > 0 && `${theAll(crushed)} ${agree('écrasé', crushed)}`,
    grated.length > 0 && `${theAll(grated)} ${agree('râpé', grated)}`,
    diced.length > 0 && `${theAll(diced)} ${agree('coupé', diced)} en petits dés`,
  ].filter((part): part is string => typeof part === 'string');
  return `Mélangez ${rest.length > 0 ? `${first} avec ${frenchList(rest)}` : first!}`;
}

const amuse = (p: Omit<DishPattern, 'type'>): DishPattern => ({ type: 'amuse-bouche', ...p });

const DIPPERS = [...BREAD, 'cracker', 'biscotte'];
const dippers = () => roles.of({ kinds: ['légume'], uses: ['bâtonnet'], foods: DIPPERS, min: 0, max: 2, share: 0.6 });
// Vegetables cut into sticks; a cauliflower in florets (IN_FLORETS); those of a bite (radishes,
// cherry tomatoes) go to the bowl whole.
const inFlorets = (foods: readonly Food[]) => foods.filter((f) => f.kind === 'légume' && IN_FLORETS.includes(f.name));
const inSticks = (foods: readonly Food[]) => foods.filter((f) => f.kind === 'légume' && !isBite(f) && !IN_FLORETS.includes(f.name));
const whole = (foods: readonly Food[]) => foods.filter((f) => f.kind === 'légume' && isBite(f));
/** "Tomates cerises", "bouquets de chou-fleur", "bâtonnets de carottes et de concombre": the parts of a title's crudités, sticks last (their own list holds an "et"). */
const cruditesParts = (foods: readonly Food[]): string[] => {
  const sticks = inSticks(foods);
  const florets = inFlorets(foods);
  return [...whole(foods).map(shown), ...(florets.length > 0 ? [`bouquets ${deEach(florets)}`] : []), ...(sticks.length > 0 ? [`bâtonnets ${deEach(sticks)}`] : [])];
};
/** The dippers as a description offers them: "du pain de mie, des radis, des bouquets de chou-fleur et des bâtonnets de carottes". */
const dippersTold = (foods: readonly Food[]): string[] => {
  const sticks = inSticks(foods);
  const florets = inFlorets(foods);
  return [
    ...foods.filter((f) => !sticks.includes(f) && !florets.includes(f)).map(some),
    ...(florets.length > 0 ? [`des bouquets ${deEach(florets)}`] : []),
    ...(sticks.length > 0 ? [`des bâtonnets ${deEach(sticks)}`] : []),
  ];
};
/**
 * A title's list with one « et »: when its last part holds its own (« bâtonnets de radis et de
 * carottes »), the others are joined by commas. "Tomates cerises et bâtonnets de poivrons",
 * "Baguette, bâtonnets de radis et de carottes".
 */
const titleList = (parts: readonly string[]) => (parts.at(-1)?.includes(' et ') ? parts.join(', ') : frenchList(parts));
const cruditesList = (foods: readonly Food[]) => titleList(cruditesParts(foods));

/**
 * « comté et saucisson », « comté et charcuteries »: a board's main foods by name when the title
 * lists them in a row (TITLE_LISTED), else each kind of two or more by its name (BOARD_KIND_NAMES).
 */
function boardName(mains: readonly Food[]): string {
  if (mains.length <= TITLE_LISTED) return shownAll(mains);
  const kinds = [...new Set(mains.map((f) => f.kind))];
  return frenchList(kinds.flatMap((kind) => {
    const ofKind = mains.filter((f) => f.kind === kind);
    return ofKind.length > 1 && BOARD_KIND_NAMES[kind] ? [BOARD_KIND_NAMES[kind]!] : ofKind.map(shown);
  }));
}

/** The one part of the dippers a title names beside its dip (see withDippers), or none. */
const dippersPart = (d: Dish, named = 0): { part?: string; sticks: boolean } => {
  // A title names three foods at the most (see few): the dippers fill what room is left.
  const dippers = few(d.of('trempettes'), named);
  const vegetables = dippers.filter((f) => f.kind === 'légume');
  const breads = dippers.filter((f) => f.kind === 'pain');
  // "Guacamole et bâtonnets de radis", "Houmous maison, bâtonnets de carottes et de chou-fleur",
  // "Rillettes de thon, baguette": the dip and one part beside it, the vegetables' sticks first, then
  // the bread; never the row of a menu (« Rillettes de thon, radis et bâtonnets de fenouil », « Dip,
  // baguette et crackers »: see TITLE_LISTED).
  // Florets are told as sticks are (« et bouquets de chou-fleur »).
  const sticks = inSticks(vegetables).length > 0 || inFlorets(vegetables).length > 0 ? cruditesParts(vegetables).at(-1) : undefined;
  return { part: sticks ?? [...breads.map(shown), ...cruditesParts(vegetables)][0], sticks: sticks !== undefined };
};
const withDippers = (head: string, d: Dish, named = 0) => {
  const { part, sticks } = dippersPart(d, named);
  if (part === undefined) return head;
  // Sticks are told as such (« et bâtonnets de radis »); a bare name after « et » would read as the
  // dip's own (« Rillettes de sardines et radis »), and a title holds one « et »: a comma then.
  return `${head}${sticks && !part.includes(' et ') && !head.includes(' et ') ? ' et' : ','} ${part}`;
};
/**
 * "Lavez et coupez les carottes en bâtonnets.", "Lavez les radis et servez-les entiers ou coupés en
 * deux."; a bite readied its own way (see cut) is readied so, never washed and halved.
 */
const prepareVegetables = (foods: readonly Food[]) => {
  const bites = toCut(whole(foods));
  return [
    inSticks(foods).length > 0 && cut(inSticks(foods), 'en bâtonnets'),
    cut(inFlorets(foods)),
    bites.length > 0 && `Lavez ${theAll(bites)} et servez-${them(bites)} ${agree('entier', bites)} ou ${agree('coupé', bites)} en deux.`,
    cut(whole(foods).filter((f) => !bites.includes(f))),
  ];
};
/** Bread is sliced and toasted; crackers and biscottes, already crisp, go on the table as they are. */
const prepareDippers = (d: Dish) => {
  const breads = d.of('trempettes').filter((f) => f.kind === 'pain' && !CRISPBREADS.includes(f.name));
  const crisp = d.of('trempettes').filter((f) => CRISPBREADS.includes(f.name));
  return [
    ...prepareVegetables(d.of('trempettes')),
    ...breads.map((bread) => toastBread(bread, 'en tranches ou en mouillettes', 'faites-les griller')),
    crisp.length > 0 && `Posez ${theAll(crisp)} à côté, pour tartiner ou tremper.`,
  ];
};

/** A base creamy already (a crème fraîche, a fresh cheese): never loosened with oil (« mixez la crème fraîche avec l'huile »). */
const CREAMY: readonly Food['kind'][] = ['crème', 'fromage frais'];
const creamy = (d: Dish) => d.of('base').every((f) => CREAMY.includes(f.kind));

/** A dip: a creamy base, its seasoning, and things to dip in it. */
/** `named`: how many foods the dip's own name names (« Dip de fromage frais au basilic »: two). */
/** `onlyWritten`: base foods taken only as the fridge names them (see Role.onlyWritten). */
function dip(type: 'apéro' | 'amuse-bouche', id: string, base: readonly string[], title: (d: Dish) => string, extra: DishPattern['roles'] = {}, named = (_d: Dish) => 0, onlyWritten?: Role['onlyWritten']): DishPattern {
  return {
    type,
    id,
    roles: {
      base: { ...roles.only(base, 1, 1, type === 'apéro' ? 0.6 : 0.4, true), onlyWritten },
      ...extra,
      acide: roles.acid(),
      herbe: roles.herb(),
      trempettes: dippers(),
    },
    // A dip is loosened with oil, never with butter (« Écrasez la betterave avec le beurre »).
    fat: 'huile',
    time: 15,
    difficulty: 'facile',
    title: (d) => withDippers(title(d), d, named(d)),
    // Something to dip is told only when the dish has some: a dip alone is served in its bowl.
    description: (d) => `${title(d).replace(/ maison$/u, '')} maison${d.has('trempettes') ? `, avec ${frenchList(dippersTold(d.of('trempettes')))} à tremper` : ''}. Se prépare ${d.readyIn}.`,
    steps: (d) => [
      // A cream or a fresh cheese is stirred smooth, never « écrasée »; an avocado, chickpeas or a beetroot are mashed.
      `${creamy(d) ? 'Mélangez' : 'Écrasez ou mixez'} ${theAll(d.all('base', ...Object.keys(extra)))} avec ${frenchList([...(creamy(d) ? [] : [d.fat]), ...d.of('acide').map((f) => the(juiced(f))), 'le sel', 'le poivre'])}.`,
      d.has('herbe') && `Ajoutez ${theAll(d.of('herbe'))} ${agree('ciselé', d.of('herbe'))}.`,
      ...prepareDippers(d),
      // « De quoi tremper » only beside something to dip; an amuse-bouche is served in spoons (« Cuillères de guacamole »).
      type === 'apéro'
        ? `Servez bien frais dans un bol${d.has('trempettes') ? ', entouré de quoi tremper' : ''}.`
        : `Répartissez dans de petites cuillères et servez bien frais${d.has('trempettes') ? ', avec de quoi tremper à côté' : ''}.`,
    ],
  };
}

/**
 * What flavours a dip of a plain base, as its title names it: its garlic, its herb, its lemon (« Dip
 * à la crème fraîche et à la ciboulette »), or the base as sold when that is flavoured already
 * (« Fromage frais ail et fines herbes »); none for a plain cream or fresh cheese.
 */
const SOLD_FLAVOURED = /\b(?:ail|herbes|ciboulette|poivre|échalote)\b/iu;
// A lemon squeezed in flavours it too (« Dip au fromage blanc et au citron »); a dash of vinegar only seasons it.
const flavoursOf = (d: Dish): Food[] => [...d.all('ail', 'herbe'), ...d.of('acide').filter((f) => f.name.includes('citron'))];
const soldFlavoured = (d: Dish): boolean => SOLD_FLAVOURED.test(d.written('base')[0] ?? '');
/**
 * « Dip à la crème fraîche et à la ciboulette », « Dip au fromage frais ail et fines herbes »: a dip
 * named by its base alone (« Dip de crème fraîche ») reads poor, so a plain one is named by what it
 * is for (« Dip au fromage blanc pour bâtonnets de carottes »; see plainDip).
 */
function dipTitle(d: Dish): string {
  const base = d.of('base')[0];
  if (flavoursOf(d).length > 0) return `Dip ${auAll([base, ...flavoursOf(d)])}`;
  if (soldFlavoured(d)) return `Dip ${au(base)}${d.written('base')[0].replace(/^.*?(?=\s(?:ail|herbes|ciboulette|poivre|échalote|à l'|aux?)\b)/iu, '')}`;
  return `Dip ${au(base)}`;
}
/**
 * The dip of a plain base: flavoured, it is named so (dipTitle) beside its dippers; plain, it is
 * named by what it is for: the dippers (« Dip au fromage blanc pour bâtonnets de carottes »), or,
 * served alone in its bowl, the apéritif.
 */
function plainDip(pattern: DishPattern): DishPattern {
  const flavoured = (d: Dish) => flavoursOf(d).length > 0 || soldFlavoured(d);
  return { ...pattern, title: (d) => (flavoured(d) ? pattern.title(d) : `${dipTitle(d)} pour ${dippersPart(d, 1).part ?? "l'apéritif"}`) };
}

function crudites(type: 'apéro' | 'amuse-bouche'): DishPattern {
  return {
    type,
    id: type === 'apéro' ? 'batonnets-croquants' : 'crudites-croque-au-sel',
    roles: {
      légumes: roles.of({ kinds: ['légume'], uses: ['bâtonnet'], min: 1, max: 3, share: 0.8, main: true }),
      sauce: roles.of({ kinds: ['yaourt', 'fromage frais', 'crème', 'beurre'], uses: ['dip'], foods: ['mayonnaise', 'houmous', 'tapenade', 'pesto', 'moutarde', 'beurre'], except: SWEET_FRESH_CHEESES, min: 0, max: 1, share: 0.4, pantry: true }),
    },
    time: 10,
    difficulty: 'facile',
    title: (d) => {
      const sauce = d.of('sauce')[0];
      const vegetables = d.of('légumes');
      if (sauce?.kind === 'beurre') return `${shownAll(few(vegetables, 1))} croque-au-sel, avec du beurre`;
      const shownVegetables = listed(vegetables, sauce ? 1 : 0);
      // The amuse-bouche is served in glasses (its last step): « Verrines de chou-fleur croque-au-sel », eaten raw with salt alone.
      if (type === 'amuse-bouche') return `Verrines ${deAll(shownVegetables)}${sauce ? `, sauce ${au({ ...sauce, counted: false })}` : ' croque-au-sel'}`;
      return `${cruditesList(shownVegetables)}${sauce ? `, sauce ${au({ ...sauce, counted: false })}` : ' à croquer'}`;
    },
    // The sauce is told as one bowl of it (asMass): « dans le yaourt », never « dans les yaourts ».
    description: (d) => `Des crudités bien fraîches à croquer${d.has('sauce') ? ` et à tremper dans ${the(asMass(d.of('sauce')[0]))}` : ', juste salées'} : l'apéro léger.`,
    steps: (d) => [
      ...prepareVegetables(d.of('légumes')),
      `Disposez ${inSticks(d.of('légumes')).length > 0 && inFlorets(d.of('légumes')).length === 0 ? 'les bâtonnets' : 'les crudités'} dans des verres, bien frais.`,
      d.has('sauce') ? `Servez avec ${the(asMass(d.of('sauce')[0]))} dans un petit bol, ${agree('relevé', [asMass(d.of('sauce')[0])])} de sel et de poivre.` : 'Servez avec un peu de sel à part.',
    ],
  };
}

/** Slices rolled around a fresh cheese: bites before a meal, or a plate of them as an entrée. */
export function roules(type: 'amuse-bouche' | 'entrée'): DishPattern {
  const bites = type === 'amuse-bouche';
  return {
    type,
    id: bites ? 'roules' : 'roules-entree',
    roles: {
      tranches: roles.of({ kinds: ['charcuterie', 'poisson', 'volaille'], uses: ['tranche'], min: 1, max: 1, share: bites ? 0.5 : 0.8, main: true }),
      // Going with the slices (pairings.ts): never a fromage blanc rolled in ham. A slice rolls up
      // about its own weight of it (Role.weighs), due or not: never 300 g of fromage blanc in 120 g
      // of smoked salmon.
      farce: { ...roles.of({ kinds: ['fromage frais'], uses: ['dip'], foods: ['ricotta', 'houmous', 'tapenade', 'pesto'], except: SWEET_FRESH_CHEESES, min: 1, max: 1, share: bites ? 0.4 : 0.7, goesWith: ['tranches'] }), weighs: { role: 'tranches', ratio: bites ? 0.8 : 0.9 } },
      croquant: roles.of({ kinds: ['légume'], uses: ['cru'], min: 0, max: 1, share: 0.2 }),
      herbe: roles.herb(),
    },
    time: bites ? 15 : 20,
    difficulty: 'facile',
    // A leaf of lettuce rolled in goes without saying ("Roulés de jambon cru au fromage frais et à la salade").
    title: (d) => `Roulés ${de({ ...d.of('tranches')[0], counted: false })} ${auAll(d.all('farce', 'croquant').filter((f) => !GREEN_SALAD.includes(f.name)))}`,
    description: (d) => `Des bouchées roulées ${de({ ...d.of('tranches')[0], counted: false })} et ${de(d.of('farce')[0])}, coupées en tronçons.`,
    steps: (d) => [
      `Mélangez ${the(d.of('farce')[0])} avec ${d.has('herbe') ? `${the(d.of('herbe')[0])} ${agree('ciselé', d.of('herbe'))} et ` : ''}le poivre.`,
      d.has('croquant') && cut(d.of('croquant'), isBite(d.of('croquant')[0]) ? 'en fines rondelles' : 'en très fins bâtonnets'),
      `Étalez la farce sur les tranches ${de({ ...d.of('tranches')[0], counted: false })}${d.has('croquant') ? `, ajoutez ${the(d.of('croquant')[0])}` : ''} et roulez-les serré.`,
      bites ? 'Réservez 20 minutes au frais, puis coupez en tronçons et piquez-les de cure-dents.' : 'Réservez 20 minutes au frais et servez trois ou quatre roulés par assiette, avec un peu de salade si vous en avez.',
    ],
  };
}

/**
 * Skewers: two or three things that hold on a pick. For the apéro, each food a person's few picks
 * hold (APERO_BITE_GRAMS), neither a scrap nor the whole wedge due soon: a skewer stays a bite.
 */
function skewers(type: 'apéro' | 'amuse-bouche', id: string, name: string): DishPattern {
  return {
    type,
    id,
    roles: {
      morceaux: roles.of({ kinds: ['légume', 'fromage', 'charcuterie', 'fruit', 'poisson', 'fruits de mer'], uses: ['cube'], notWritten: NOT_IN_PIECES, min: 2, max: 3, share: type === 'apéro' ? 0.5 : 0.35, ...(type === 'apéro' ? { least: APERO_BITE_GRAMS, most: APERO_BITE_GRAMS } : {}), main: true, goesWith: ['morceaux'], savoury: true }),
      // A leaf of basil or mint only beside its partners (pairings.ts): tomato and mozzarella, melon and feta.
      herbe: roles.of({ ...roles.only(['basilic', 'menthe'], 0, 1, 1), goesWith: ['morceaux'] }),
    },
    time: 15,
    difficulty: 'facile',
    title: (d) => `${name} ${paired(d.all('morceaux', 'herbe'))}`,
    description: (d) => `De petites piques ${deEach(d.all('morceaux', 'herbe'))}, colorées et prêtes ${d.readyIn}.`,
    steps: (d) => [
      cut(d.of('morceaux'), 'en bouchées de même taille'),
      `Enfilez-les en alternance sur des piques${d.has('herbe') ? `, avec une feuille ${de(d.of('herbe')[0])}` : ''}.`,
      'Gardez au frais jusqu\'au moment de servir.',
    ],
  };
}


/** A yoghurt served as a dip's sauce: seasoned first, never a plain pot beside the bites. */
const yoghurtSauce = (d: Dish) => d.of('sauce')[0]?.kind === 'yaourt';

/**
 * Bites of pizza dough are « Mini-pizzas » with their cheese, their spread or their tomato, like the
 * plat's pizza; ham and mustard rolled in pizza dough are « Bouchées ».
 */
const miniPizzas = (d: Dish): boolean =>
  d.of('pâte')[0].name === 'pâte à pizza' && d.of('garniture').some((f) => f.kind === 'fromage' || f.kind === 'fromage frais' || f.name === 'pesto' || f.name === 'tapenade' || f.name.startsWith('tomate'));

/** « Découpez la pâte feuilletée », or half of it, the other half kept (Role.halved). */
const halfOf = (pastry: Food): string =>
  (pastry.pieces ?? 1) < 1 ? `Coupez ${the(pastry)} en deux et gardez une moitié au frais, bien emballée. Découpez l'autre` : `Découpez ${the(pastry)}`;

/** Puff, shortcrust or pizza dough in little squares, filled and baked: for the apéro as for the amuse-bouche. */
function feuilletes(type: 'apéro' | 'amuse-bouche'): DishPattern {
  return {
    type,
    id: type === 'apéro' ? 'feuilletes-apero' : 'feuilletes',
    roles: {
      // A sheet cut in squares makes some thirty bites, the apéro of six or seven; half of it for a
      // table of three or fewer (Role.halved), its filling in proportion.
      pâte: { ...roles.only(['pâte feuilletée', 'pâte brisée', 'pâte à pizza'], 1, 1, 0.55, true), smallestPortion: 0.9, halved: true },
      // Half a portion of each filling a person: the sheet is cut in squares whatever the count, and
      // 30 g of fresh cheese over a whole puff pastry for five is a smear, not a filling.
      garniture: roles.of({ kinds: ['fromage', 'charcuterie', 'poisson', 'légume', 'fromage frais'], uses: ['fond', 'prêt', 'soupe', 'dip'], foods: ['pesto', 'tapenade', 'moutarde'], except: NEVER_BAKED, min: 1, max: 2, share: 0.5 }),
    },
    time: 24,
    difficulty: 'facile',
    title: (d) => `${d.of('pâte')[0].name === 'pâte feuilletée' ? 'Feuilletés' : miniPizzas(d) ? 'Mini-pizzas' : 'Bouchées'} ${auAll(d.of('garniture'))}`,
    description: (d) => `De petites bouchées dorées ${auAll(d.of('garniture'))}, tout juste sorties du four.`,
    steps: (d) => [
      'Préchauffez le four à 200 °C.',
      cut(d.of('garniture'), 'en petits morceaux'),
      `${halfOf(d.of('pâte')[0])} en carrés. Garnissez-les ${deEach(d.of('garniture'))}, puis repliez-les ou roulez-les.`,
      // The bites are told as the title names them: « feuilletés », or « bouchées » and « mini-pizzas ».
      `Enfournez 12 à 15 minutes, ${d.of('pâte')[0].name === 'pâte feuilletée' ? "jusqu'à ce qu'ils soient bien dorés" : "jusqu'à ce qu'elles soient bien dorées"}.`,
    ],
  };
}

/** Hot bites: sausages or prawns seared, cut and served on picks. */
function hotBites(type: 'apéro' | 'amuse-bouche'): DishPattern {
  return {
    type,
    id: type === 'apéro' ? 'bouchees-chaudes' : 'mini-bouchees-chaudes',
    roles: {
      // Seared until cooked through: raw prawns (gambas), never cooked ones.
      // With the drink, some 30 g a person at the least (APERO_BITE_GRAMS): never three thin slices of chorizo.
      bouchées: {
        ...roles.only(['saucisse', 'merguez', 'chipolata', 'knacki', 'knack', 'saucisse de Strasbourg', 'saucisse de Francfort', 'cervelas', 'gambas', 'blanc de poulet', 'poulet', 'chorizo', 'halloumi', 'tofu fumé'], 1, 1, type === 'apéro' ? 0.5 : 0.3, true),
        cooks: true,
        ...(type === 'apéro' ? { least: APERO_BITE_GRAMS } : {}),
      },
      // A bowl to dip in: some 10 g a person at the least, never « 5 g de mayonnaise » for two.
      sauce: { ...roles.only(['moutarde', 'ketchup', 'mayonnaise', 'yaourt', 'yaourt grec', 'houmous'], 0, 1, 0.3, false, true), least: 10 },
      herbe: roles.herb(),
    },
    fat: true,
    time: 15,
    difficulty: 'facile',
    title: (d) => `${type === 'apéro' ? 'Bouchées' : 'Mini-bouchées'} ${de(d.of('bouchées')[0])} ${agree('grillé', [{ ...d.of('bouchées')[0], gender: 'f', counted: true }])}${d.has('sauce') ? `, sauce ${au({ ...d.of('sauce')[0], counted: false })}` : ''}`,
    description: (d) => `${theAll(d.of('bouchées'))} ${agree('doré', d.of('bouchées'))} à la poêle et ${agree('coupé', d.of('bouchées'))} en bouchées, à piquer encore ${agree('chaud', d.of('bouchées'))}.`,
    steps: (d) => [
      eatenAsSold(d.of('bouchées')[0])
        ? `Faites dorer ${the(d.of('bouchées')[0])} 3 à 4 minutes dans ${d.fat}, en ${them(d.of('bouchées'))} retournant, juste pour ${them(d.of('bouchées'))} chauffer.`
        : `Faites dorer ${the(d.of('bouchées')[0])} 8 à 10 minutes dans ${d.fat}, en ${them(d.of('bouchées'))} retournant, jusqu'à ce qu'${they(d.of('bouchées'))} ${they(d.of('bouchées')).endsWith('s') ? 'soient' : 'soit'} bien ${agree('cuit', d.of('bouchées'))} à cœur.`,
      `Coupez-${them(d.of('bouchées'))} en bouchées et piquez chacune d'un cure-dent.`,
      // A plain yoghurt is no sauce: it is seasoned, with the herb when there is one.
      yoghurtSauce(d)
        ? `Mélangez ${the({ ...d.of('sauce')[0], counted: false })} avec ${d.has('herbe') ? `${theAll(d.of('herbe'))} ${agree('ciselé', d.of('herbe'))}, ` : ''}le sel et le poivre, et servez chaud avec cette sauce dans un petit bol.`
        : d.has('sauce') && `Servez chaud avec ${the(d.of('sauce')[0])} dans un petit bol.`,
      !yoghurtSauce(d) && garnish(d),
    ],
  };
}

/** Fish rillettes of a tin or a pack of smoked fish: a spread to dip into, or small spoons before a meal. */
function rillettes(type: 'apéro' | 'amuse-bouche'): DishPattern {
  const bites = type === 'amuse-bouche';
  return {
    type,
    id: bites ? 'cuilleres-rillettes' : 'rillettes',
    roles: {
      poisson: roles.only(['thon', 'sardine', 'maquereau', 'saumon fumé', 'truite fumée'], 1, 1, bites ? 0.4 : 0.6, true),
      liant: roles.of({ kinds: ['fromage frais', 'crème', 'beurre', 'yaourt'], except: ['petit-suisse', ...SWEET_FRESH_CHEESES], min: 1, max: 1, share: bites ? 0.3 : 0.5, most: BINDER_GRAMS }),
      acide: roles.acid(),
      herbe: roles.herb(),
      ...(bites ? {} : { trempettes: dippers() }),
    },
    time: 10,
    difficulty: 'facile',
    title: (d) => (bites ? `Cuillères de rillettes ${de(d.of('poisson')[0])}${d.has('herbe') ? ` ${au(d.of('herbe')[0])}` : ''}` : withDippers(`Rillettes ${de(d.of('poisson')[0])}`, d, 1)),
    description: (d) => `Des rillettes express ${de(d.of('poisson')[0])} ${au(d.of('liant')[0])}, ${bites ? 'servies en petites cuillères' : 'à tartiner'}.`,
    steps: (d) => [
      `${fishForSpread(d.of('poisson')[0])}, puis mélangez avec ${frenchList([...d.of('liant'), ...d.of('acide').map(juiced)].map(the).concat('le sel', 'le poivre'))}.`,
      d.has('herbe') && `Ajoutez ${the(d.of('herbe')[0])} ${agree('ciselé', d.of('herbe'))}.`,
      ...prepareDippers(d),
      bites ? 'Répartissez en petites cuillères, ou sur des toasts, et servez frais.' : 'Servez frais.',
    ],
  };
}

/** Cooked prawns in a cold marinade: the prawn bite of a fridge whose prawns are sold cooked, never seared again. */
function marinatedPrawns(type: 'apéro' | 'amuse-bouche'): DishPattern {
  const bites = type === 'amuse-bouche';
  return {
    type,
    id: bites ? 'cuilleres-crevettes-marinees' : 'crevettes-marinees',
    roles: {
      crevettes: roles.only(['crevette'], 1, 1, bites ? 0.3 : 0.5, true),
      acide: roles.acid(),
      aromate: roles.only(['ail', 'échalote', 'gingembre'], 0, 1, 1),
      herbe: roles.herb(),
    },
    fat: 'huile',
    time: 15,
    difficulty: 'facile',
    // Oil, salt and pepper alone make no marinade.
    accepts: (d) => d.all('acide', 'aromate', 'herbe').length > 0,
    title: (d) => `${bites ? 'Cuillères de crevettes' : 'Crevettes'} marinées ${auAll(d.all('acide', 'aromate', 'herbe'))}`,
    description: (d) => `Des crevettes marinées ${auAll(d.all('acide', 'aromate', 'herbe'))}, fraîches et sans cuisson.`,
    steps: (d) => [
      'Décortiquez les crevettes si besoin, en gardant le bout de la queue.',
      d.has('aromate') && `Hachez finement ${the(d.of('aromate')[0])}.`,
      `Mélangez les crevettes avec ${d.fat}${d.all('acide', 'aromate').length > 0 ? `, ${theAll([...d.of('acide').map(juiced), ...d.of('aromate')])}` : ''}, le sel et le poivre${d.has('herbe') ? `, puis ${theAll(d.of('herbe'))} ${agree('ciselé', d.of('herbe'))}` : ''}.`,
      'Laissez mariner au moins 10 minutes au frais.',
      bites ? 'Servez dans des cuillères apéritives, bien frais.' : 'Servez bien frais, avec des cure-dents pour les piquer.',
    ],
  };
}

const toppings = (min: number, max: number, share: number) =>
  roles.of({ kinds: ['légume', 'fromage', 'fromage frais', 'charcuterie', 'poisson', 'fruits de mer', 'fruit'], uses: ['cru', 'prêt', 'fond', 'dip', 'cube', 'salé', 'tranche'], foods: ['tapenade', 'pesto', 'houmous', 'miel'], except: [...NOT_ON_BREAD, ...SWEET_FRESH_CHEESES], min, max, share, goesWith: ['garniture'], savoury: true });

/** A toast's toppings are more than olives or pickles (Food.garnishes): « Toasts aux olives » alone is a bowl of olives on bread (a tapenade is its own spread). */
const moreThanGarnish = (d: Dish): boolean => d.of('garniture').some((f) => !f.garnishes);

export const APERO_PATTERNS: DishPattern[] = [
  dip('apéro', 'guacamole', ['avocat'], () => 'Guacamole', {
    tomate: roles.only(['tomate', 'tomate cerise'], 0, 1, 0.3),
    oignon: roles.only(['oignon rouge', 'oignon', 'échalote'], 0, 1, 0.3),
  }),
  dip('apéro', 'tzatziki', ['yaourt', 'yaourt grec', 'fromage blanc', 'skyr'], () => 'Tzatziki', {
    concombre: roles.only(['concombre'], 1, 1, 0.5),
    ail: roles.only(['ail'], 0, 1, 1),
  }),
  dip('apéro', 'houmous', ['pois chiche'], () => 'Houmous maison', { ail: roles.only(['ail'], 0, 1, 1) }),
  plainDip(dip('apéro', 'dip-fromage-frais', ['fromage frais', 'chèvre frais', 'ricotta', 'boursin', 'carré frais', 'St Môret', 'fromage blanc', 'crème fraîche', 'crème épaisse'], dipTitle, {
    ail: roles.only(['ail', 'échalote'], 0, 1, 1),
  }, (d) => 1 + flavoursOf(d).length)),
  // The beet sold cooked, which makes no chips, is mashed into the « caviar » of the Russian-French table.
  dip('apéro', 'caviar-de-betterave', ['betterave'], () => 'Caviar de betterave', { ail: roles.only(['ail', 'échalote'], 0, 1, 1) }, () => 1, { betterave: /\bcuite?s?\b/iu }),
  crudites('apéro'),
  apero({
    id: 'tartines',
    roles: {
      pain: roles.only([...BREAD, 'cracker', 'biscotte'], 1, 1, 0.5, true),
      garniture: toppings(1, 2, 0.4),
      herbe: roles.herb(),
    },
    fat: true,
    time: 15,
    difficulty: 'facile',
    accepts: moreThanGarnish,
    title: (d) => {
      const toppingsChosen = d.of('garniture');
      if (toppingsChosen.some((f) => f.name.startsWith('tomate'))) return `Bruschetta ${paired(d.all('garniture', 'herbe'))}`;
      return `${d.of('pain')[0].name === 'cracker' || d.of('pain')[0].name === 'biscotte' ? 'Toasts' : 'Tartines'} ${auAll(toppingsChosen)}`;
    },
    description: (d) => `Des tartines croustillantes ${auAll(d.of('garniture'))}, à picorer à l'apéro.`,
    // A fresh cheese or a paste is spread first, the rest cut and laid on it (see isSpread).
    steps: (d) => {
      // Spread as a mass (« d'avocat », « de rillettes »), whatever pieces it took.
      const spreads = d.of('garniture').filter(isSpread).map(asMass);
      const pieces = d.of('garniture').filter((f) => !isSpread(f));
      return [
        toastBread(d.of('pain')[0], 'en tranches', `badigeonnez-les légèrement ${d.fatDe}, puis faites-les griller`),
        pieces.length > 0 && cut(pieces, 'en petits morceaux ou en fines tranches'),
        // Nothing spread on a cracker or a biscotte (a bread's slices were brushed as they toasted):
        // it is buttered or oiled first, or its toppings sit dry on it and slide off.
        `${spreads.length > 0 ? `Tartinez ${tartines(d.of('pain')[0])} ${deEach(spreads)}${pieces.length > 0 ? ' et garnissez-les ' : ''}` : CRISPBREADS.includes(d.of('pain')[0].name) ? `${greased(d, tartines(d.of('pain')[0]))}, puis garnissez-les ` : `Garnissez ${toppedBread(d.of('pain')[0])} `}${deEach(pieces)}, salez et poivrez.`,
        garnish(d),
      ];
    },
  }),
  skewers('apéro', 'brochettes-apero', 'Brochettes'),
  apero({
    id: 'planche',
    // A fruit or a pickle beside the meats and cheeses must suit each of them (pairings.ts): grapes with a comté, never strawberries with ham.
    roles: {
      principal: roles.of({ kinds: ['charcuterie', 'fromage'], uses: ['prêt', 'cube', 'tranche'], notWritten: NOT_IN_PIECES, min: 2, max: 4, share: 0.6, byKind: APERO_KIND_GRAMS, main: true, assortment: true }),
      accompagnement: roles.of({ kinds: ['légume', 'fruit', 'pain', 'fruit sec'], uses: ['bâtonnet', 'cube', 'salé'], foods: ['cornichon', 'olive', 'radis', 'tomate cerise', 'raisin', 'noix', 'cracker', ...BREAD], min: 0, max: 3, share: 0.5, goesWith: ['principal'] }),
    },
    time: 10,
    difficulty: 'facile',
    // Named after its cheeses and charcuteries, every one of them (the vegetables and fruit are its
    // garnish): never « Planche apéro : dinde et tomate » with a feta left out.
    title: (d) => `Planche apéro : ${boardName(d.of('principal'))}`,
    description: () => "Une planche à partager, sans cuisson : chacun pioche ce qu'il aime.",
    steps: (d) => {
      // What is sold sliced (Food.pieceUnit 'tranche': ham, turkey breast, sliced cheese) is rolled, never cut in slices again.
      const sliced = d.of('principal').filter((f) => f.pieceUnit === 'tranche');
      const sides = d.of('accompagnement');
      const produce = sides.filter((f) => f.kind === 'légume' || f.kind === 'fruit');
      const bites = toCut(produce.filter(isBite));
      const sticks = produce.filter((f) => !isBite(f) && f.uses.includes('bâtonnet'));
      const quarters = produce.filter((f) => !bites.includes(f) && !sticks.includes(f));
      const breads = sides.filter((f) => f.kind === 'pain' && !CRISPBREADS.includes(f.name));
      const bowls = sides.filter((f) => f.kind === 'fruit sec' || CRISPBREADS.includes(f.name));
      return [
        sliced.length > 0 && `Roulez ${theAll(sliced)} en cigarettes.`,
        cut(d.of('principal').filter((f) => !sliced.includes(f)), 'en tranches fines ou en cubes'),
        bites.length > 0 && `Lavez ${theAll(bites)} et servez-${them(bites)} ${agree('entier', bites)}.`,
        sticks.length > 0 && cut(sticks, 'en bâtonnets'),
        quarters.length > 0 && cut(quarters, 'en quartiers'),
        breads.length > 0 && sliceBread(breads),
        bowls.length > 0 && `Versez ${theAll(bowls)} dans ${bowls.length > 1 ? 'des coupelles' : 'une coupelle'}.`,
        'Disposez le tout sur une planche et servez aussitôt.',
      ];
    },
  }),
  apero({
    id: 'chips-legumes',
    roles: {
      // Raw vegetables only: a beet sold cooked ("Betterave cuite") never crisps.
      légumes: { ...roles.only(['pomme de terre', 'patate douce', 'betterave', 'panais', 'carotte', 'courgette', 'chou'], 1, 2, 0.6, true), notWritten: /\bcuite?s?\b/iu },
      épice: roles.only(['paprika', 'herbes de Provence', 'curry', 'cumin', "piment d'Espelette", 'thym', 'romarin'], 0, 1, 1, false, true),
    },
    fat: true,
    time: 24,
    difficulty: 'facile',
    title: (d) => `Chips ${deAll(listed(d.of('légumes')))} au four${d.has('épice') ? ` ${au(d.of('épice')[0])}` : ''}`,
    description: () => "Des chips maison, fines et croustillantes, bien plus légères que celles du paquet.",
    steps: (d) => [
      'Préchauffez le four à 200 °C.',
      cut(d.of('légumes'), 'en tranches très fines, à la mandoline si possible', { peel: true }),
      `Mélangez-les avec ${d.fat}${d.has('épice') ? `, ${the(d.of('épice')[0])}` : ''} et le sel, puis étalez-les sans qu'elles se chevauchent.`,
      'Enfournez 15 à 18 minutes, en surveillant la fin : elles doivent être dorées, pas brûlées.',
    ],
  }),
  rillettes('apéro'),
  apero({
    id: 'fromage-roti',
    roles: {
      fromage: roles.only(['camembert', 'brie', 'reblochon', 'bûche de chèvre', 'chèvre'], 1, 1, 1.2, true),
      parfum: roles.only(['miel', 'ail', 'thym', 'romarin', 'herbes de Provence', 'noix'], 0, 2, 1, false, true),
      trempettes: dippers(),
    },
    time: 24,
    difficulty: 'facile',
    title: (d) =>
      withDippers(`${d.of('fromage')[0].name === 'bûche de chèvre' || d.of('fromage')[0].name === 'chèvre' ? 'Chèvre rôti' : `${capitalize(d.of('fromage')[0].name)} rôti`}${d.has('parfum') ? ` ${auAll(d.of('parfum'))}` : ''}`, d, d.of('parfum').length),
    description: (d) => `${the(d.of('fromage')[0])} ${agree('fondant', d.of('fromage'))} tout juste ${agree('sorti', d.of('fromage'))} du four, à partager en y trempant ${d.has('trempettes') ? theAll(d.of('trempettes')) : 'du pain'}.`,
    steps: (d) => [
      'Préchauffez le four à 200 °C.',
      `Posez ${the(d.of('fromage')[0])} dans un petit plat, entaillez le dessus${d.has('parfum') ? ` et garnissez ${deEach(d.of('parfum'))}` : ''}.`,
      'Enfournez 15 minutes, jusqu\'à ce que le cœur soit coulant.',
      ...prepareDippers(d),
      'Servez aussitôt, à partager.',
    ],
  }),
  hotBites('apéro'),
  feuilletes('apéro'),
  marinatedPrawns('apéro'),
  apero({
    id: 'olives-marinees',
    roles: {
      olives: roles.only(['olive'], 1, 1, 1.5, true),
      parfum: roles.of({ kinds: ['herbe', 'aromate'], foods: ['citron', 'paprika', "piment d'Espelette"], except: ['gingembre'], min: 1, max: 2, share: 1, pantry: true }),
    },
    fat: true,
    time: 10,
    difficulty: 'facile',
    title: (d) => `Olives marinées ${auAll(d.of('parfum'))}`,
    description: () => 'Des olives parfumées maison, meilleures après quelques heures de marinade.',
    steps: (d) => [
      // One list, one « et »: « avec l'huile, le basilic ciselé et le zeste râpé du citron ».
      `Égouttez les olives et mélangez-les avec ${frenchList([d.fat, ...d.of('parfum').map(marinade)])}.`,
      'Laissez mariner au moins 30 minutes, idéalement quelques heures, et servez à température ambiante.',
    ],
  }),
];

/** What flavours a marinade, as it goes in: « la ciboulette ciselée », « l'ail émincé », « le zeste du citron », « le paprika ». */
function marinade(food: Food): string {
  if (food.kind === 'herbe') return ['thym', 'romarin', 'herbes de Provence'].includes(food.name) ? the(food) : `${the(food)} ${agree('ciselé', [food])}`;
  if (food.kind === 'aromate' || ONIONS.includes(food.name)) return `${the(food)} ${agree('épluché', [food])} et ${agree('émincé', [food])}`;
  if (food.kind === 'fruit') return `le zeste râpé ${some(food)}`;
  return the(food);
}

export const AMUSE_BOUCHE_PATTERNS: DishPattern[] = [
  amuse({
    id: 'verrines',
    roles: {
      // A savoury cream: never the children's sweet petit-suisse nor a skyr.
      base: roles.of({ kinds: ['fromage frais', 'yaourt', 'crème'], foods: ['avocat', 'houmous'], except: ['skyr', 'petit-suisse', ...SWEET_FRESH_CHEESES], min: 1, max: 1, share: 0.4, main: true }),
      // Diced on the cream, and going with it (pairings.ts): no leaves nor raw onion in a glass, no ham on a yoghurt.
      dessus: roles.of({ kinds: ['légume', 'poisson', 'fruits de mer', 'charcuterie', 'fruit'], uses: ['cru', 'prêt', 'salé'], foods: ['abricot', 'figue', 'poire', 'pomme', 'fraise', 'mangue', 'raisin'], except: [...NOT_ON_BREAD, ...ONIONS, 'chou', 'chou rouge'], min: 1, max: 2, share: 0.3, goesWith: ['base', 'dessus'] }),
      acide: roles.acid(),
      herbe: roles.of({ ...roles.herb(), goesWith: ['base', 'dessus'] }),
    },
    time: 15,
    difficulty: 'facile',
    title: (d) => `Verrines ${de({ ...d.of('base')[0], counted: false })} ${auAll(d.of('dessus'))}`,
    description: (d) => `De petites verrines fraîches : ${the({ ...d.of('base')[0], counted: false })} en crème, ${theAll(d.of('dessus'))} par-dessus.`,
    steps: (d) => [
      `Écrasez ou fouettez ${the({ ...d.of('base')[0], counted: false })}${d.has('acide') ? ` avec ${the(juiced(d.of('acide')[0]))}` : ''}, salez et poivrez.`,
      cut(d.of('dessus'), 'en tout petits dés'),
      `Répartissez la crème dans de petits verres et garnissez ${deEach(d.of('dessus'))}.`,
      garnish(d),
      "Gardez au frais jusqu'au moment de servir.",
    ],
  }),
  skewers('amuse-bouche', 'mini-brochettes', 'Mini-brochettes'),
  roules('amuse-bouche'),
  amuse({
    id: 'canapes',
    roles: {
      support: roles.only([...BREAD, 'cracker', 'biscotte'], 1, 1, 0.3, true),
      garniture: toppings(1, 2, 0.3),
      herbe: roles.herb(),
    },
    fat: true,
    time: 15,
    difficulty: 'facile',
    accepts: moreThanGarnish,
    title: (d) => `Canapés ${auAll(d.of('garniture'))}`,
    description: (d) => `De petits canapés ${auAll(d.of('garniture'))}, à servir sur un plateau.`,
    // A fresh cheese or a paste is spread first, the rest cut and laid on it (see isSpread).
    steps: (d) => {
      // Spread as a mass (« d'avocat », « de rillettes »), whatever pieces it took.
      const spreads = d.of('garniture').filter(isSpread).map(asMass);
      const pieces = d.of('garniture').filter((f) => !isSpread(f));
      // A raw vegetable (a tomato, a cucumber) wants its salt; a ham or a cheese brings its own.
      const season = pieces.some((f) => f.kind === 'légume') ? 'salez et poivrez' : 'poivrez';
      return [
        toastBread(d.of('support')[0], 'en petits carrés ou en rondelles', 'faites-les griller légèrement'),
        pieces.length > 0 && cut(pieces, 'en petits morceaux'),
        // Nothing to spread: each canapé is buttered or oiled first, as a cook does, never topped dry.
        `${spreads.length > 0 ? `Tartinez chaque canapé ${deEach(spreads)}${pieces.length > 0 ? ' et garnissez-le ' : ''}` : `${greased(d, 'chaque canapé')}, puis garnissez-le `}${deEach(pieces)}, ${season}.`,
        garnish(d),
      ];
    },
  }),
  amuse({
    id: 'tomates-farcies-froides',
    roles: {
      tomates: roles.only(['tomate cerise', 'tomate'], 1, 1, 0.6, true),
      // A filling whose foods go together (pairings.ts): never ham crushed with a fromage blanc.
      farce: roles.of({ kinds: ['fromage frais', 'poisson', 'fromage', 'charcuterie'], uses: ['dip', 'prêt', 'cube'], except: SWEET_FRESH_CHEESES, min: 1, max: 2, share: 0.3, goesWith: ['farce'] }),
      herbe: roles.herb(),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => `${shown(d.of('tomates')[0])} ${agree('farci', d.of('tomates'))} ${auAll(d.of('farce'))}`,
    // Told by the count its line takes: « La tomate évidée », « Coupez le chapeau de la tomate ».
    description: (d) => `${theAll(d.of('tomates'))} ${agree('évidé', d.of('tomates'))} et ${agree('garni', d.of('tomates'))} ${deEach(d.of('farce'))} : une bouchée fraîche et colorée.`,
    steps: (d) => [
      `Coupez le chapeau ${some(d.of('tomates')[0])} et videz-${them(d.of('tomates'))} avec une petite cuillère.`,
      // A fresh cheese wants its salt; a hard cheese, a ham or a fish brings its own.
      `${filling(d.of('farce'))}, ${d.of('farce').some((f) => f.kind === 'fromage frais') ? 'salez et poivrez' : 'poivrez'}.`,
      `Garnissez ${the(d.of('tomates')[0])} ${d.of('farce').length > 1 ? 'de ce mélange' : 'de cette farce'} et gardez au frais.`,
      garnish(d),
    ],
  }),
  amuse({
    id: 'oeufs-farcis',
    roles: {
      œufs: roles.eggs(0.25),
      farce: roles.of({ kinds: ['fromage frais', 'poisson'], uses: ['dip', 'prêt'], foods: ['mayonnaise', 'avocat', 'moutarde'], except: SWEET_FRESH_CHEESES, min: 1, max: 2, share: 0.3, pantry: true }),
      herbe: roles.herb(),
    },
    time: 20,
    difficulty: 'facile',
    title: (d) => (d.of('farce').length === 1 && d.of('farce')[0].name === 'mayonnaise' ? 'Œufs mimosa' : `Œufs farcis ${auAll(d.of('farce'))}`),
    description: () => 'Des demi-œufs durs farcis, la bouchée classique qui disparaît toujours la première.',
    steps: (d) => {
      const halves = eggHalves(d);
      return [
        hardBoiled(d, 'refroidissez-les et écalez-les'),
        `Coupez-${halves.it} en deux et retirez ${halves.yolks}.`,
        `Écrasez ${halves.yolks} avec ${theAll(d.of('farce'))}, salez et poivrez.`,
        `Garnissez ${halves.whites} à la petite cuillère ou à la poche.`,
        garnish(d),
      ];
    },
  }),
  feuilletes('amuse-bouche'),
  amuse({
    id: 'bouchees-fraiches',
    roles: {
      support: roles.only(['concombre', 'endive', 'radis', 'courgette'], 1, 1, 0.4, true),
      garniture: roles.of({ kinds: ['fromage frais', 'poisson', 'fruits de mer', 'fromage'], uses: ['dip', 'prêt', 'cube'], except: SWEET_FRESH_CHEESES, min: 1, max: 2, share: 0.25 }),
      herbe: roles.herb(),
    },
    time: 15,
    difficulty: 'facile',
    title: (d) => `Bouchées ${de(d.of('support')[0])} ${auAll(d.of('garniture'))}`,
    // An endive gives its leaves, as little boats; the others are cut in thick slices.
    description: (d) => `Des ${d.of('support')[0].name === 'endive' ? 'feuilles' : 'rondelles'} croquantes ${de(d.of('support')[0])} garnies ${deEach(d.of('garniture'))}, fraîches et légères.`,
    steps: (d) => [
      d.of('support')[0].name === 'endive'
        ? `Détachez les feuilles ${de(d.of('support')[0])}, rincez-les et séchez-les.`
        : cut(d.of('support'), 'en rondelles épaisses'),
      `Garnissez chaque bouchée ${deEach(d.of('garniture'))}.`,
      garnish(d),
      "Gardez au frais jusqu'au moment de servir.",
    ],
  }),
  crudites('amuse-bouche'),
  hotBites('amuse-bouche'),
  marinatedPrawns('amuse-bouche'),
  rillettes('amuse-bouche'),
  veloute('amuse-bouche'),
  dip('amuse-bouche', 'mini-guacamole', ['avocat'], () => 'Cuillères de guacamole', {
    tomate: roles.only(['tomate', 'tomate cerise'], 0, 1, 0.2),
  }),
];
