// What kind of dish a title names, read from the word it opens with: the week planner serves no
// kind at more than one meal in three (five composed salads running, in November, is no week), nor
// twice within three days (plan-rules.ts, KIND_SPACING_DAYS).
// To extend: add the words a title opens with (singular, as a cook writes it) to a kind, or a kind
// with the plural the planner says it with (« déjà 3 salades cette semaine »). A title that opens
// with none of them (« Poulet basquaise ») has no kind here: its protein and its base are counted.
// The season: a kind served cold (`cold`) is at most COLD_DINNERS_PER_WEEK dinner(s) a week in the
// COLD_MONTHS, where the warming kinds (`warming`) are preferred; mark a kind to move it. A dish of
// a cold kind that a word of its title says is served warm (`warmWords`: « Salade de chèvre chaud »,
// « Salade de lentilles tiède », « Salade de gésiers ») is still of its kind, but not cold: add the
// word (as a cook writes it) to the kind.
import { isHeadOf, normalizeIngredientName, words } from './names';

export interface DishKind {
  kind: string;
  /** How the week says several of them: « déjà 3 salades cette semaine ». */
  plural: string;
  /** The words a title of this kind opens with. */
  heads: readonly string[];
  /** Served cold as a main course (a composed salad): one dinner a week at most in the cold months. */
  cold?: true;
  /** Words of a title that say a dish of this cold kind is served warm: dishKindOf gives it the kind without `cold`. */
  warmWords?: readonly string[];
  /** A hot dish that warms a winter evening: preferred in the cold months. */
  warming?: true;
}

export const DISH_KINDS: readonly DishKind[] = [
  { kind: 'salade', plural: 'salades', heads: ['salade', 'taboulé', 'bowl', 'poké'], cold: true, warmWords: ['chaud', 'chaude', 'tiède', 'gésier'] },
  { kind: 'soupe', plural: 'soupes', heads: ['soupe', 'velouté', 'potage', 'bouillon', 'minestrone', 'crème de'], warming: true },
  { kind: 'soupe froide', plural: 'soupes froides', heads: ['gaspacho', 'soupe froide', 'vichyssoise'], cold: true },
  // A plate of cold meats (« Assiette de jambon blanc, salade verte »): a cold dinner like a salad.
  { kind: 'assiette froide', plural: 'assiettes froides', heads: ['assiette'], cold: true },
  { kind: 'gratin', plural: 'gratins', heads: ['gratin', 'hachis parmentier', 'parmentier', 'lasagne', 'moussaka', 'tian'], warming: true },
  { kind: 'tarte', plural: 'tartes, quiches ou pizzas', heads: ['tarte', 'quiche', 'tourte', 'pizza', 'flammekueche', 'pissaladière', 'feuilleté'] },
  { kind: 'omelette', plural: 'omelettes', heads: ['omelette', 'frittata', 'brouillade', 'shakshuka', 'œuf'] },
  { kind: 'poêlée', plural: 'poêlées', heads: ['poêlée', 'wok', 'sauté de légumes', 'fricassée'] },
  {
    kind: 'pain garni',
    plural: 'wraps, galettes ou sandwichs',
    heads: ['wrap', 'galette', 'crêpe', 'taco', 'burrito', 'fajita', 'quesadilla', 'croque', 'sandwich', 'burger', 'panini', 'tartine', 'bruschetta'],
  },
  { kind: 'mijoté', plural: 'plats mijotés', heads: ['curry', 'tajine', 'ragoût', 'mijoté', 'chili', 'colombo', 'dahl', 'blanquette', 'navarin', 'daube'], warming: true },
];

/** The months (1 to 12, read from the kitchen's Europe/Zurich dates) when dinner is wanted hot: November to March. */
export const COLD_MONTHS: readonly number[] = [11, 12, 1, 2, 3];

/** How many dinners of a cold kind a week of the cold months holds at most. */
export const COLD_DINNERS_PER_WEEK = 1;

/** Whether a kitchen date ('YYYY-MM-DD', Europe/Zurich) falls in the cold months. */
export const inColdMonths = (date: string): boolean => COLD_MONTHS.includes(Number(date.slice(5, 7)));

/** The kinds preferred on a cold month's evening (soupes, gratins, plats mijotés). */
export const WARMING_KINDS: readonly string[] = DISH_KINDS.filter((k) => k.warming).map((k) => k.kind);

/** The kinds served cold (salades, soupes froides). */
export const COLD_KINDS: readonly string[] = DISH_KINDS.filter((k) => k.cold).map((k) => k.kind);

const HEADS = DISH_KINDS.flatMap((kind) => kind.heads.map((head) => ({ head: normalizeIngredientName(head), kind })))
  // The longest first: « sauté de légumes » before any shorter word it opens with.
  .sort((a, b) => b.head.length - a.head.length);

/** Each cold kind with warm words, as a warm dish of it reads: the same kind, not cold. */
const SERVED_WARM = new Map(
  DISH_KINDS.filter((k) => k.cold && k.warmWords?.length).map((k) => {
    const { cold: _cold, ...warm } = k;
    return [k, { warm: warm as DishKind, words: k.warmWords!.map((w) => words(normalizeIngredientName(w))) }] as const;
  }),
);

/** Whether the words `phrase` follow one another somewhere in `title` (both normalized, as words). */
const holds = (title: readonly string[], phrase: readonly string[]): boolean =>
  title.some((_, i) => phrase.every((word, j) => title[i + j] === word));

/** The little words between a kind's head and the food it is made of: « Soupe de… », « Wraps au… », « Frittata à la… ». */
const LINKS = new Set(['de', 'du', 'des', "d'", 'au', 'aux', 'a', 'la', 'le', 'les', "l'", 'et']);

/**
 * The food a dish of a kind is named for, first after its head, as a comparison key (« Soupe de
 * tomates au riz » → tomate, « Wraps au jambon blanc et aux carottes » → jambon); null for a title of
 * no kind. Two soups of tomatoes in one week are one soup twice, whatever else they hold.
 */
export function kindLeadOf(title: string): string | null {
  const key = normalizeIngredientName(title);
  const head = HEADS.find((h) => isHeadOf(h.head, key));
  if (!head) return null;
  return words(key).slice(words(head.head).length).find((word) => !LINKS.has(word)) ?? null;
}

/**
 * The title among `others` of a dish of the same kind as `title` named for the same food: a
 * Tuesday's « Soupe de tomates au riz » beside a Friday's « Soupe de tomates et potiron aux pâtes »
 * is one soup twice, however far apart. Undefined when there is none, or `title` has no kind.
 */
export function sameKindAndFood(title: string, others: readonly string[]): string | undefined {
  const kind = dishKindOf(title)?.kind;
  const lead = kindLeadOf(title);
  if (!kind || !lead) return undefined;
  return others.find((other) => dishKindOf(other)?.kind === kind && kindLeadOf(other) === lead);
}

/** The kind of dish a title names (« Salade composée au gruyère » → salade), or null; a warm salad is a salad, not cold. */
export function dishKindOf(title: string): DishKind | null {
  const key = normalizeIngredientName(title);
  const kind = HEADS.find((h) => isHeadOf(h.head, key))?.kind ?? null;
  const warm = kind && SERVED_WARM.get(kind);
  if (!warm) return kind;
  const titleWords = words(key);
  return warm.words.some((phrase) => holds(titleWords, phrase)) ? warm.warm : kind;
}
