// What a household means when it avoids a food: avoiding "champignons" means no cèpes either,
// avoiding "fromage de chèvre" means no bûche, "piment" no harissa. Each family is the food as people
// write it and the foods and products that are it, or are made of it. To extend: add a member to its
// family, or a family; words are compared folded (case, accents, plurals), as avoided foods are.

import { normalizeWords } from './normalize-words';

export const FOOD_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  champignon: ['cèpe', 'girolle', 'morille', 'shiitaké', 'shiitake', 'pleurote', 'chanterelle', 'trompette de la mort', 'bolet', 'truffe', 'mousseron'],
  'fromage de chèvre': ['chèvre', 'chèvre frais', 'bûche de chèvre', 'crottin', 'sainte-maure', 'picodon', 'valençay', 'rocamadour', 'chabichou', 'pélardon'],
  // « Pas de fromage » is every cheese, never a fresh dairy eaten as a yoghurt is (fromage blanc, séré, mascarpone).
  fromage: [
    'gruyère', 'emmental', 'emmentaler', 'comté', 'beaufort', 'raclette', 'tomme', 'vacherin', 'mont-d\'or', 'parmesan', 'pecorino', 'mozzarella', 'burrata',
    'feta', 'halloumi', 'paneer', 'chèvre', 'bûche de chèvre', 'crottin', 'ricotta', 'brie', 'camembert', 'coulommiers', 'roquefort', 'bleu d\'auvergne',
    'fourme d\'ambert', 'gorgonzola', 'reblochon', 'tête de moine', 'appenzeller', 'sbrinz', 'cheddar', 'mimolette', 'gouda', 'cantal', 'saint-nectaire',
    'munster', 'morbier', 'maroilles', 'saint-marcellin', 'cancoillotte',
  ],
  charcuterie: [
    'jambon', 'jambon cru', 'jambon blanc', 'lardon', 'bacon', 'saucisson', 'saucisse', 'chorizo', 'salami', 'rosette', 'coppa', 'pancetta', 'mortadelle',
    // « Pâté » alone would read as « pâte » once folded, and a terrine may be of vegetables: named in full.
    'rillettes', 'pâté de campagne', 'pâté en croûte', 'terrine de campagne', 'viande séchée', 'bresaola', 'speck', 'cervelas', 'boudin', 'andouille', 'andouillette', 'knack', 'longeole',
  ],
  légumineuse: ['lentille', 'lentilles corail', 'pois chiche', 'houmous', 'haricot rouge', 'haricot blanc', 'haricot noir', 'flageolet', 'fève', 'pois cassé', 'edamame'],
  agrume: ['citron', 'citron vert', 'orange', 'clémentine', 'mandarine', 'pamplemousse', 'kumquat', 'yuzu', 'bergamote'],
  // « Un dessert sans fruits » is no fruit fresh, cooked, dried or pressed; never the fruits à coque
  // (nuts, their own family) nor what cooks call a vegetable (tomate, avocat).
  fruit: [
    'pomme', 'poire', 'banane', 'orange', 'clémentine', 'mandarine', 'pamplemousse', 'citron', 'citron vert', 'kiwi', 'fraise', 'framboise', 'myrtille',
    'mûre', 'groseille', 'cassis', 'cerise', 'abricot', 'pêche', 'nectarine', 'prune', 'mirabelle', 'quetsche', 'raisin', 'melon', 'pastèque', 'mangue',
    'ananas', 'figue', 'grenade', 'rhubarbe', 'coing', 'fruit de la passion', 'litchi', 'papaye', 'kaki', 'datte', 'pruneau', 'compote', 'airelle', 'canneberge',
  ],
  // Sold cooked, in a jar or as a purée, chestnuts are « marrons »: one food by either name.
  marron: ['châtaigne', 'crème de marrons', 'purée de marrons'],
  châtaigne: ['marron', 'crème de marrons', 'purée de marrons'],
  'fruits rouges': ['fraise', 'framboise', 'myrtille', 'mûre', 'groseille', 'cassis'],
  // The offal a family says it avoids, never a word that names something else too (« langue de chat », « cœur de palmier »).
  abats: ['foie', 'rognon', 'tripes', 'cervelle', 'ris de veau', 'gésier', 'andouillette'],
  chèvre: ['crottin', 'sainte-maure', 'picodon', 'valençay', 'rocamadour', 'chabichou', 'pélardon'],
  piment: ['harissa', 'tabasco', 'sriracha', "piment d'espelette", 'chili', 'jalapeño', 'sambal', 'poivre de cayenne', 'pâte de piment'],
  crevette: ['gambas', 'scampi'],
  tomate: ['ketchup', 'coulis de tomate', 'concentré de tomate', 'passata', 'sauce tomate', 'gaspacho', 'tomates pelées', 'tomates concassées'],
  olive: ['tapenade'],
  anchois: ['tapenade', 'nuoc-mâm', 'sauce worcestershire'],
  céleri: ['céleri-rave', 'céleri branche', 'sel de céleri'],
  ail: ['aïoli', 'ail des ours', 'rouille'],
  arachide: ['cacahuète', 'beurre de cacahuète', "huile d'arachide"],
  cacahuète: ['arachide', 'beurre de cacahuète', "huile d'arachide"],
  // « Sans sucre ajouté »: what sweetens as sugar does, never the fruit that is sweet by itself.
  sucre: ['sucre glace', 'sucre vanillé', 'sucre de canne', 'cassonade', 'vergeoise', 'sirop', "sirop d'érable", "sirop d'agave", 'miel', 'confiture', 'caramel', 'lait concentré sucré'],
  chocolat: ['cacao', 'pâte à tartiner', 'nutella', 'ganache'],
  noisette: ['pâte à tartiner', 'nutella', 'praliné', 'pralin', 'gianduja'],
  oignon: ['ciboule', 'oignon nouveau', 'oignon frit'],
  poivron: ['piquillos'],
  // « Pas de courge » is no squash of any name.
  courge: ['butternut', 'courge butternut', 'courge musquée', 'potiron', 'potimarron', 'citrouille'],
  moutarde: ['mayonnaise'],
  coriandre: ['pesto de coriandre'],
  basilic: ['pesto'],
  fraise: ['confiture de fraises'],
  // « Sans vin » is no wine of any name: the book's Valais wines and the usual ones.
  vin: ['fendant', 'chasselas', 'dôle', 'petite arvine', 'humagne', 'cornalin', 'johannisberg', 'pinot noir', 'gamay', 'champagne', 'crémant', 'prosecco', 'porto', 'madère'],
  // « Pas de pâtes » is no spaghetti either; « des spaghetti carbonara » are the book's « Pâtes à la carbonara ».
  pâtes: ['spaghetti', 'tagliatelle', 'penne', 'coquillette', 'fusilli', 'macaroni', 'linguine', 'farfalle', 'rigatoni', 'lasagne', 'vermicelle'],
};

/**
 * The families whose members a cook takes for one another in a dish: a potiron makes the butternut
 * velouté, cèpes the mushroom one. Never a cheese for another, a fruit for another, a ham for a
 * sausage: those make other dishes. Read by the chat's ideas for a food no recipe names.
 */
export const COOKED_ALIKE: readonly string[] = ['courge', 'champignon', 'fromage de chèvre', 'crevette'];

/** Each family by its folded name, with its members as folded words: read by the avoided foods and by isOfFamily. */
export const FAMILY_MEMBERS: ReadonlyMap<string, readonly string[][]> = new Map(
  Object.entries(FOOD_FAMILIES).map(([family, members]) => [normalizeWords(family).join(' '), members.map(normalizeWords)]),
);

/** Whether `food` is a member of the family `family` names (words folded as question words are). */
export function isOfFamily(food: string, family: string): boolean {
  const folded = normalizeWords(food).join(' ');
  return (FAMILY_MEMBERS.get(normalizeWords(family).join(' ')) ?? []).some((member) => member.join(' ') === folded);
}
