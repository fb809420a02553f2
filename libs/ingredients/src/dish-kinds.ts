// What kind of dish a title names, read from the word it opens with: the week planner serves no
// kind at more than one meal in three (five composed salads running, in November, is no week).
// To extend: add the words a title opens with (singular, as a cook writes it) to a kind, or a kind
// with the plural the planner says it with (« déjà 3 salades cette semaine »). A title that opens
// with none of them (« Poulet basquaise ») has no kind here: its protein and its base are counted.
import { isHeadOf, normalizeIngredientName } from './names';

export interface DishKind {
  kind: string;
  /** How the week says several of them: « déjà 3 salades cette semaine ». */
  plural: string;
  /** The words a title of this kind opens with. */
  heads: readonly string[];
}

export const DISH_KINDS: readonly DishKind[] = [
  { kind: 'salade', plural: 'salades', heads: ['salade', 'taboulé', 'bowl', 'poké'] },
  { kind: 'soupe', plural: 'soupes', heads: ['soupe', 'velouté', 'potage', 'bouillon', 'minestrone', 'gaspacho', 'crème de'] },
  { kind: 'gratin', plural: 'gratins', heads: ['gratin', 'hachis parmentier', 'parmentier', 'lasagne', 'moussaka', 'tian'] },
  { kind: 'tarte', plural: 'tartes, quiches ou pizzas', heads: ['tarte', 'quiche', 'tourte', 'pizza', 'flammekueche', 'pissaladière', 'feuilleté'] },
  { kind: 'omelette', plural: 'omelettes', heads: ['omelette', 'frittata', 'brouillade', 'shakshuka', 'œuf'] },
  { kind: 'poêlée', plural: 'poêlées', heads: ['poêlée', 'wok', 'sauté de légumes', 'fricassée'] },
  {
    kind: 'pain garni',
    plural: 'wraps, galettes ou sandwichs',
    heads: ['wrap', 'galette', 'crêpe', 'taco', 'burrito', 'fajita', 'quesadilla', 'croque', 'sandwich', 'burger', 'panini', 'tartine', 'bruschetta'],
  },
  { kind: 'mijoté', plural: 'plats mijotés', heads: ['curry', 'tajine', 'ragoût', 'mijoté', 'chili', 'colombo', 'dahl', 'blanquette', 'navarin', 'daube'] },
];

const HEADS = DISH_KINDS.flatMap((kind) => kind.heads.map((head) => ({ head: normalizeIngredientName(head), kind })))
  // The longest first: « sauté de légumes » before any shorter word it opens with.
  .sort((a, b) => b.head.length - a.head.length);

/** The kind of dish a title names (« Salade composée au gruyère » → salade), or null. */
export function dishKindOf(title: string): DishKind | null {
  const key = normalizeIngredientName(title);
  return HEADS.find((h) => isHeadOf(h.head, key))?.kind ?? null;
}
