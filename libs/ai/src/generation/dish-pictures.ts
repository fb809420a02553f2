import type { DishType } from '#contracts';

// Which of the pictures the web app ships (apps/web/public/images/recipes) shows which dish. A
// recipe's picture follows the dish its title names: a soup gets the bowl of soup, a cheese course
// the cheese board, a smoothie the tall glass. A title naming none of these gets one of its type's
// three pictures, spread by id (recipe-identity.ts).
//
// Each entry: the picture, the dish names that call for it (lower case, without accents; a name
// matches whole words), and the dish types it may illustrate (a « salade » is fruit in a dessert,
// leaves elsewhere). Entries are tried in order, first on the title's opening words (the dish), then
// anywhere in it, so put the more specific names first.

export interface DishPicture {
  picture: string;
  names: string[];
  types?: DishType[];
}

const SAVOURY: DishType[] = ['entrée', 'plat'];
const NIBBLES: DishType[] = ['apéro', 'amuse-bouche'];

export const DISH_PICTURES: DishPicture[] = [
  // Desserts
  { picture: 'apero-1', names: ['assiette de fromages', 'assiette de', 'plateau de fromages'], types: ['dessert'] },
  { picture: 'dessert-2', names: ['riz au lait', 'fromage blanc', 'faisselle', 'yaourt', 'yaourts', 'petits-suisses', 'skyr', 'mousse', 'creme', 'coupe', 'coupes', 'verrine', 'verrines', 'granite', 'glace', 'panna cotta', 'tiramisu', 'ile flottante', 'oeufs a la neige', 'pates au lait'], types: ['dessert'] },
  { picture: 'dessert-1', names: ['tarte', 'tartelettes', 'crumble', 'clafoutis', 'gateau', 'buche', 'cake', 'galette', 'flan', 'far', 'quatre-quarts', 'moelleux', 'brownie', 'cookies', 'sables', 'rochers', 'torsades', 'pain perdu', 'crepes', 'gaufres', 'beignets', 'biscuits'], types: ['dessert'] },
  { picture: 'dessert-3', names: ['salade', 'compote', 'fruits', 'brochettes', 'poelees', 'poeles', 'roties', 'rotis'], types: ['dessert'] },
  // Drinks: iced ones first, so a « thé glacé » is not taken for a hot tea.
  { picture: 'boisson-3', names: ['the glace', 'cafe glace', 'chocolat glace', 'jus', 'citronnade', 'limonade', 'orangeade', 'eau infusee', 'eau', 'cocktail', 'grenadine', 'sirop', 'punch', 'spritz', 'mojito'], types: ['boisson'] },
  { picture: 'boisson-1', names: ['smoothie', 'milkshake', 'lassi', 'frappe'], types: ['boisson'] },
  { picture: 'boisson-2', names: ['the', 'cafe', 'chocolat chaud', 'lait chaud', 'lait', 'tisane', 'infusion', 'vin chaud', 'latte', 'cappuccino'], types: ['boisson'] },
  // Savoury
  { picture: 'entree-2', names: ['soupe', 'veloute', 'potage', 'gaspacho', 'bouillon', 'creme de', 'minestrone', 'garbure'], types: SAVOURY },
  { picture: 'entree-1', names: ['salade', 'taboule', 'carpaccio', 'crudites', 'cocktail de', 'avocat', 'melon', 'melons'], types: SAVOURY },
  { picture: 'entree-3', names: ['terrine', 'rillettes', 'pate', 'pate en croute'], types: ['entrée'] },
  { picture: 'amuse-bouche-1', names: ['tartines', 'toasts', 'bruschetta', 'croque', 'croque-monsieur'], types: SAVOURY },
  { picture: 'plat-2', names: ['gratin', 'lasagnes', 'moussaka', 'hachis parmentier', 'parmentier', 'tartiflette', 'quiche', 'tarte', 'tarte fine', 'clafoutis', 'flan'], types: ['plat'] },
  { picture: 'plat-3', names: ['pates', 'spaghetti', 'penne', 'coquillettes', 'tagliatelles', 'linguine', 'fusilli', 'macaronis', 'gnocchis', 'nouilles', 'risotto', 'riz saute', 'riz'], types: ['plat'] },
  { picture: 'plat-1', names: ['curry', 'mijote', 'mijotes', 'mijotee', 'mijotees', 'ragout', 'blanquette', 'boeuf bourguignon', 'bourguignon', 'pot-au-feu', 'chili', 'tajine', 'couscous', 'dahl', 'lentilles', 'haricots', 'pois chiches', 'cassoulet', 'soupe', 'potee', 'navarin', 'daube', 'fricassee', 'poelee', 'wok'], types: ['plat'] },
  // Nibbles
  { picture: 'apero-1', names: ['planche', 'plateau', 'camembert roti', 'chevre roti', 'fromage roti'], types: NIBBLES },
  { picture: 'apero-2', names: ['dip', 'houmous', 'guacamole', 'tzatziki', 'tapenade', 'rillettes', 'caviar', 'batonnets', 'tartinade', 'croque-au-sel'], types: NIBBLES },
  { picture: 'apero-3', names: ['chips', 'olives', 'noix', 'cacahuetes', 'amandes', 'pop-corn', 'popcorn'], types: NIBBLES },
  { picture: 'amuse-bouche-2', names: ['verrine', 'verrines', 'cuilleres', 'shots'], types: NIBBLES },
  { picture: 'amuse-bouche-3', names: ['brochettes', 'mini-brochettes', 'pics'], types: NIBBLES },
  { picture: 'amuse-bouche-1', names: ['canapes', 'toasts', 'tartines', 'bruschetta', 'bouchees', 'mini-bouchees', 'feuilletes', 'mini-pizzas', 'allumettes', 'roules', 'oeufs farcis', 'tomates farcies', 'blinis', 'crostini'], types: NIBBLES },
];

/** "Velouté d'oignons" → "veloute d oignons": lower case, no accents, words apart. */
function plain(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9-]+/g, ' ')
    .trim()} `;
}

/** The picture a dish's title calls for (as named in DISH_PICTURES), or null when it names none. */
export function pictureForDish(type: DishType, title: string): string | null {
  const words = plain(title);
  const candidates = DISH_PICTURES.filter((entry) => !entry.types || entry.types.includes(type));
  // The dish is named first: « Salade de fruits » is a salad of fruit, « Tartines au chèvre » tartines.
  for (const entry of candidates) if (entry.names.some((name) => words.startsWith(` ${name} `))) return entry.picture;
  for (const entry of candidates) if (entry.names.some((name) => words.includes(` ${name} `))) return entry.picture;
  return null;
}
