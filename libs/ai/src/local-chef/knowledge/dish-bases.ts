import type { DishType } from '#contracts';

// « Une omelette aux champignons ? », « un risotto au potiron ? »: the question names the garnish,
// the kind of dish says what it is made on. For each kind the chat reads (by its first word, as a
// composed dish's title begins), the course it is and the foods it is made on when the question
// names only what goes with them: the composing chef makes that kind of dish of both, with the
// cupboard's basics. To extend: add a kind with a garnish a test can name (see dish-bases.spec.ts).

export interface DishBase {
  /** The kind as a title begins (« omelette », « velouté »). */
  kind: string;
  /** Its article, as a reply says it (« une omelette »). */
  article: 'un' | 'une';
  /** How it is said with its garnish: « un gratin de chou-fleur », « une omelette aux champignons ». */
  garnished: 'de' | 'au';
  type: DishType;
  /** What the dish is made on, besides the foods named and the cupboard (salt, pepper, oil, water). */
  bases: readonly string[];
  /** A garnish the dish takes, for the test that each kind composes. */
  example: string;
  /** The garnish that makes the kind a dessert of the book (« une salade de fruits »). */
  sweetWith?: string;
}

export const DISH_BASES: readonly DishBase[] = [
  { kind: 'omelette', article: 'une', garnished: 'au', type: 'plat', bases: ['œufs'], example: 'champignons' },
  { kind: 'frittata', article: 'une', garnished: 'au', type: 'plat', bases: ['œufs', 'pommes de terre', 'parmesan'], example: 'courgettes' },
  { kind: 'risotto', article: 'un', garnished: 'au', type: 'plat', bases: ['riz', 'oignon', 'parmesan'], example: 'champignons' },
  { kind: 'quiche', article: 'une', garnished: 'au', type: 'plat', bases: ['pâte brisée', 'œufs', 'crème', 'gruyère'], example: 'brocoli' },
  { kind: 'gratin', article: 'un', garnished: 'de', type: 'plat', bases: ['crème', 'gruyère'], example: 'chou-fleur' },
  { kind: 'curry', article: 'un', garnished: 'de', type: 'plat', bases: ['lait de coco', 'curry', 'oignon', 'carottes', 'riz'], example: 'pois chiches' },
  { kind: 'poêlée', article: 'une', garnished: 'de', type: 'plat', bases: [], example: 'champignons' },
  { kind: 'salade', article: 'une', garnished: 'de', type: 'entrée', bases: [], example: 'tomates', sweetWith: 'fruits' },
  { kind: 'velouté', article: 'un', garnished: 'de', type: 'entrée', bases: ['crème', 'oignon'], example: 'brocoli' },
  { kind: 'crumble', article: 'un', garnished: 'au', type: 'dessert', bases: ['farine', 'beurre', 'sucre'], example: 'poires' },
  { kind: 'clafoutis', article: 'un', garnished: 'au', type: 'dessert', bases: ['œufs', 'lait', 'farine', 'sucre'], example: 'cerises' },
  { kind: 'compote', article: 'une', garnished: 'de', type: 'dessert', bases: ['sucre'], example: 'poires' },
  { kind: 'smoothie', article: 'un', garnished: 'au', type: 'boisson', bases: ['yaourt', 'banane'], example: 'fraises' },
];

/**
 * Foods whose name is also a kind of dish of the book: « une salade ? » asks for a salad to eat
 * (the book's salads), « que faire avec de la salade ? » for ideas with the leaves.
 */
export const FOODS_THAT_ARE_DISHES: readonly string[] = ['salade'];

/** « Un gratin de légumes », « une quiche aux légumes »: no food named, the month's vegetables (seasons.ts). */
export const GENERIC_VEGETABLES: readonly string[] = ['légumes', 'légume'];

/**
 * Kinds whose dishes are also of a wider kind, by the first word of their titles: a quiche or a
 * tourte is a tart (« une tarte salée ? » gets the quiches).
 */
export const KINDS_WITHIN: Readonly<Record<string, readonly string[]>> = {
  tarte: ['quiche', 'tourte'],
};

/**
 * Dishes a household names otherwise than the book's titles, read as the book's name before
 * anything else in the question (chef-question.ts): « une crêpe salée » is a galette de sarrasin,
 * the Breton way. To extend: the words said, and the name the book knows the dish by, one and several.
 */
export const DISHES_SAID_OTHERWISE: readonly { said: RegExp; one: string; many: string }[] = [{ said: /\bcr[êe]pes? sal[ée]es?\b/giu, one: 'galette de sarrasin', many: 'galettes de sarrasin' }];
