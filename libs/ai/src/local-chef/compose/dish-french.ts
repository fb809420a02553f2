import { frenchList } from '#contracts';
import { agreeWithQuantity, elides } from '#ingredients';
import { foodOf } from './food-lookup';
import { isProtein, type Food } from './foods';
import { withProperNouns } from './proper-nouns';

// The words a composed dish is told with: "aux courgettes et au jambon", "les courgettes",
// "velouté de carottes", "sautées". Gender and number come from the food table, elision from
// #ingredients (no elision before a y nor an aspirated h: "le yaourt", "de haricots").

/**
 * Whether a dish tells the food in the plural: names written so ("les pâtes"); counted foods as a
 * kind ("les courgettes"), unless one is cut for all ("le melon") or the dish takes one piece or
 * less ("la poire" for ½ poire, "la pâte brisée" for 1); counted by weight, by their nature.
 */
export function plural(food: Food): boolean {
  if (food.pluralName) return true;
  return food.counted && !food.wholeInTitle && (food.pieces === undefined || food.pieces > 1 || food.manyInTitle === true);
}

/** The food as a dish that takes `pieces` of it tells it (see Food.pieces): unchanged when its line weighs it. */
export const inPieces = (food: Food, pieces: number | undefined): Food => (pieces === undefined || !food.counted ? food : { ...food, pieces });

/**
 * A lemon as a dressing, a dip or a fruit salad takes it: its juice (« le jus du citron », « le jus
 * des citrons »), never the whole fruit; any other acid (a vinegar, a bottled lemon juice) as it is.
 */
export function juiced(food: Food): Food {
  if (food.kind !== 'fruit') return food;
  const of = some(food);
  return { ...food, name: `jus ${of}`, gender: 'm', counted: false, pluralName: false, wholeInTitle: false };
}

/**
 * A bottled juice as the flavour of a drink names it, by its fruit: « à l'orange » of a « jus
 * d'orange », never « au jus d'orange » beside a juice's own name; any other food as it is.
 */
export function flavourOf(food: Food): Food {
  const fruit = /^jus d(?:e |')(.+)$/u.exec(food.name)?.[1];
  const named = fruit === undefined ? null : foodOf(fruit);
  return named ? { ...named, counted: false, days: food.days } : food;
}

/** The food told as one mass, singular whatever its count: a squeeze of lemon is "au citron", a juice "de tomate". */
export const asMass = (food: Food): Food => ({ ...food, counted: false });

/** The food's name as a title writes it: counted foods in the plural ("courgettes"), others in the singular. */
export function shown(food: Food): string {
  return food.counted && plural(food) ? agreeWithQuantity(food.name, 2) : food.name;
}

/** "les courgettes", "le jambon", "la feta", "l'ail". */
export function the(food: Food): string {
  if (plural(food)) return `les ${shown(food)}`;
  if (elides(food.name)) return `l'${food.name}`;
  return food.gender === 'f' ? `la ${food.name}` : `le ${food.name}`;
}

const WRITTEN_PLURAL = /[sx]$/u;

/**
 * A household's fridge item named with its definite article, as a sentence about their own food
 * says it: "les courgettes", "le poulet", "l'emmental râpé", "la crème fraîche", "le jus d'orange"
 * (a name ending in s or x is plural only for a food that is counted or named in the plural).
 * The gender is the chef's food table's; null when the chef does not know the food.
 */
export function theItem(name: string): string | null {
  const written = withProperNouns(name.trim().toLowerCase());
  if (!written) return null;
  const food = foodOf(written);
  if (WRITTEN_PLURAL.test(written.split(/\s+/u)[0]!) && (!food || food.counted || food.pluralName)) return `les ${written}`;
  if (!food) return null;
  if (elides(written)) return `l'${written}`;
  return food.gender === 'f' ? `la ${written}` : `le ${written}`;
}

/**
 * "des radis", "du chou-fleur", "de la baguette", "de l'avocat": some of the food, as a cook offers
 * it; the same words say « de » before its article (« l'eau de cuisson des gnocchis », « le chapeau
 * de la tomate »).
 */
export function some(food: Food): string {
  if (plural(food)) return `des ${shown(food)}`;
  if (elides(food.name)) return `de l'${food.name}`;
  return food.gender === 'f' ? `de la ${food.name}` : `du ${food.name}`;
}

/** "aux courgettes", "au jambon", "à la feta", "à l'ail". */
export function au(food: Food): string {
  if (plural(food)) return `aux ${shown(food)}`;
  if (elides(food.name)) return `à l'${food.name}`;
  return food.gender === 'f' ? `à la ${food.name}` : `au ${food.name}`;
}

/** "de courgettes", "d'aubergines", "de riz". */
export function de(food: Food): string {
  const name = shown(food);
  return elides(name) ? `d'${name}` : `de ${name}`;
}

/** "son riz", "sa semoule", "ses carottes", "son huile". */
export function his(food: Food): string {
  if (plural(food)) return `ses ${shown(food)}`;
  return food.gender === 'f' && !elides(food.name) ? `sa ${food.name}` : `son ${food.name}`;
}

/** The pronoun standing for the foods after a verb: "coupez-les" for courgettes, "coupez-le" for one melon, "coupez-la" for one mangue. */
export function them(foods: readonly Food[]): string {
  if (foods.length !== 1 || plural(foods[0])) return 'les';
  return foods[0].gender === 'f' ? 'la' : 'le';
}

// Adjectives whose feminine is not the masculine with an e.
const FEMININE: Readonly<Record<string, string>> = { frais: 'fraîche', doux: 'douce', blanc: 'blanche', sec: 'sèche', croquant: 'croquante' };

const many = (foods: readonly Food[]) => foods.length > 1 || foods.some(plural);
const feminine = (foods: readonly Food[]) => foods.length > 0 && foods.every((f) => f.gender === 'f');

/**
 * An adjective or a participle agreeing with the foods it describes, by their gender and number in
 * this dish: "sauté" → "sautées" for courgettes and aubergines, "coupé" → "coupée" for ½ poire,
 * "frais" → "fraîche" for the eau gazeuse, "tendre" → "tendres".
 */
export function agree(adjective: string, foods: readonly Food[]): string {
  let word = adjective;
  if (feminine(foods)) word = FEMININE[word] ?? (word.endsWith('e') ? word : word.endsWith('er') ? `${word.slice(0, -2)}ère` : `${word}e`);
  return many(foods) && !/[sx]$/u.test(word) ? `${word}s` : word;
}

/** The subject pronoun standing for the foods: "il" for the potiron, "elles" for tomatoes. */
export function they(foods: readonly Food[]): string {
  return `${feminine(foods) ? 'elle' : 'il'}${many(foods) ? 's' : ''}`;
}

/** "qu'il soit tendre et doré", "qu'elles soient bien dorées": the foods until they are so. */
export function untilThey(foods: readonly Food[], ...adjectives: string[]): string {
  return `jusqu'à ce qu'${they(foods)} ${many(foods) ? 'soient' : 'soit'} ${frenchList(adjectives.map((a) => a.replace(/\S+$/u, (word) => agree(word, foods))))}`;
}

export const theAll = (foods: readonly Food[]) => frenchList(foods.map(the));
export const auAll = (foods: readonly Food[]) => frenchList(foods.map(au));
export const shownAll = (foods: readonly Food[]) => frenchList(foods.map(shown));
/**
 * "de courgettes, poivrons et tomates": the preposition once, elided on the first name, as a title
 * names a dish (« Poêlée de courgettes et poivrons »); a sentence says it before each (deEach).
 */
export function deAll(foods: readonly Food[]): string {
  if (foods.length === 0) return '';
  const [first, ...rest] = foods;
  if (rest.length === 0) return de(first);
  return `${de(first)}${rest.length === 1 ? ' et ' : ', '}${shownAll(rest)}`;
}
/**
 * "de concombre et de carotte", "d'oranges et de pamplemousses": the preposition before each name,
 * as French writes what a juice or sticks are made of (« jus de pomme et de carotte »), and as a
 * sentence says what garnishes a dish (« garnissez de raisin et de melon », never « de raisin et melon »).
 */
export const deEach = (foods: readonly Food[]) => frenchList(foods.map(de));
// The time a description gives, from the dish's preparation time: the first band that holds it.
const READY_IN: readonly (readonly [number, string])[] = [
  [5, 'en cinq minutes'],
  [10, 'en dix minutes'],
  [15, "en un quart d'heure"],
  [20, 'en vingt minutes'],
  [25, 'en vingt-cinq minutes'],
  [30, 'en une demi-heure'],
  [40, "en un peu plus d'une demi-heure"],
  [45, "en trois quarts d'heure"],
];

/** "en dix minutes", "en un quart d'heure": a preparation time as a description tells it. */
export function readyIn(minutes: number): string {
  return READY_IN.find(([most]) => minutes <= most)?.[1] ?? "en moins d'une heure";
}

/** The most foods a title names: the others are told in the description. */
export const TITLE_FOODS = 3;
// Within this many days a food is urgent: the dish is told as saving it ("De quoi finir…").
const URGENT_DAYS = 2;

/**
 * The foods a title has room for, when `named` foods are named in it already ("Salade de riz" names
 * one): all of them in their order when they fit; else first the foods the dish is built to use up
 * (the soonest dated, and any urgent, by Food.days), so the title names them as the description and
 * the week's « Utilise les courgettes… » do; then its protein; then the others in their order; a
 * fresh herb last, in the room they leave: it seasons the dish, it is not what the dish is made of
 * (« Spaghetti aux carottes et au mascarpone », never « à la menthe et au mascarpone » for 500 g of
 * carrots, however soon the mint is due).
 */
export function few(foods: readonly Food[], named = 0): Food[] {
  const room = Math.max(0, TITLE_FOODS - named);
  if (foods.length <= room) return foods.slice();
  const herbs = foods.filter((f) => f.kind === 'herbe');
  const made = foods.filter((f) => f.kind !== 'herbe');
  const dated = made.filter((f) => typeof f.days === 'number').sort((a, b) => a.days! - b.days!);
  const first = dated.filter((f, i) => i === 0 || f.days! <= URGENT_DAYS);
  // Then the dish's protein, before any food that can wait: never the gnocchis' salmon left out for a courgette of next week (see isProtein).
  const protein = made.filter((f) => isProtein(f) && !first.includes(f)).slice(0, 1);
  return [...first, ...protein, ...made.filter((f) => !first.includes(f) && !protein.includes(f)), ...herbs].slice(0, room);
}

/**
 * The foods a title has room for (see few), the dish's protein always among them, first when few
 * would leave it out: « Gnocchis au saumon et aux courgettes », never the salmon left out for the
 * courgettes and the tomatoes that expire tomorrow.
 */
export function fewWithProtein(foods: readonly Food[], named = 0): Food[] {
  const kept = few(foods, named);
  const protein = foods.find(isProtein);
  if (!protein || kept.includes(protein) || named >= TITLE_FOODS) return kept;
  return [protein, ...few(foods.filter((f) => f !== protein), named + 1)];
}

/**
 * The most foods a title lists by their bare names, in a row: « Soupe de carottes et poireaux »,
 * « Planche apéro : comté et saucisson », « Saucisses poêlées, courgettes » (the dish's own food is
 * the first of that row). Three bare names read as a menu's listing (« carottes, tomates et
 * oignons », « Steaks poêlés, pommes de terre et avocat »), not as a dish: the others are told in
 * the description.
 */
export const TITLE_LISTED = 2;

/**
 * The foods a title lists bare (see TITLE_LISTED), chosen as few chooses them: `named` foods are in
 * the title already, `bare` of them in the same row.
 */
export function listed(foods: readonly Food[], named = 0, bare = 0): Food[] {
  return few(foods, Math.max(named, TITLE_FOODS - TITLE_LISTED + bare));
}

/** "tomate-mozzarella", "citron-menthe": the short pairs of snack and drink names. */
export const paired = (foods: readonly Food[]) => foods.map((f) => f.name).join('-');
