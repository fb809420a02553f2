// The shop's aisles and which ingredient goes in which: the week's shopping list is grouped by
// them, in walking order, and the fridge's shelves are read from them (inventory-category.ts). To extend: add a term (singular, lowercase, as a cook writes it) to the
// aisle's list below; the longest term found in a name wins ("lait de coco" before "lait"), so an
// exception is a longer term in another aisle. A household can move an ingredient to another
// aisle (its overrides win over this table). Anything unknown goes to "Autre".
import { isHeadOf, normalizeIngredientName } from './names';

export const AISLES = [
  'Fruits et légumes',
  'Boucherie / poissonnerie',
  'Crèmerie',
  'Épicerie salée',
  'Épicerie sucrée',
  'Boissons',
  'Surgelés',
  'Autre',
] as const;
export type Aisle = (typeof AISLES)[number];

export const isAisle = (value: unknown): value is Aisle => typeof value === 'string' && (AISLES as readonly string[]).includes(value);

const AISLE_TERMS: Record<Exclude<Aisle, 'Autre'>, readonly string[]> = {
  'Fruits et légumes': [
    'ail', 'oignon', 'échalote', 'poireau', 'carotte', 'courgette', 'aubergine', 'poivron', 'tomate', 'tomate cerise',
    'pomme de terre', 'patate douce', 'courge', 'butternut', 'potiron', 'potimarron', 'citrouille', 'champignon',
    'épinard', 'salade', 'laitue', 'roquette', 'mâche', 'endive', 'chou', 'chou-fleur', 'brocoli', 'céleri', 'céleri-rave',
    'fenouil', 'navet', 'panais', 'betterave', 'radis', 'concombre', 'haricot vert', 'petit pois', 'asperge', 'artichaut',
    'avocat', 'maïs', 'blette', 'cresson', 'topinambour', 'gingembre', 'piment', 'herbe', 'persil', 'ciboulette',
    'basilic', 'coriandre', 'menthe', 'aneth', 'estragon', 'cerfeuil', 'thym', 'romarin', 'sauge', 'laurier',
    'citron', 'citron vert', 'orange', 'pomme', 'poire', 'banane', 'fraise', 'framboise', 'myrtille', 'cerise', 'abricot',
    'pêche', 'nectarine', 'prune', 'raisin', 'kiwi', 'mangue', 'ananas', 'melon', 'pastèque', 'figue', 'grenade',
    'clémentine', 'mandarine', 'pamplemousse', 'rhubarbe', 'coing', 'fruit', 'légume',
    'pousse de soja', 'germe de soja', 'mesclun', 'romaine', 'cœur de romaine',
  ],
  'Boucherie / poissonnerie': [
    'viande', 'bœuf', 'veau', 'agneau', 'porc', 'poulet', 'dinde', 'canard', 'pintade', 'lapin', 'volaille', 'steak',
    'entrecôte', 'escalope', 'filet mignon', 'rôti', 'côte', 'côtelette', 'gigot', 'haché', 'viande hachée', 'saucisse',
    'saucisson', 'merguez', 'chipolata', 'lardon', 'jambon', 'bacon', 'chorizo', 'cervelas', 'viande séchée', 'lard',
    'poisson', 'saumon', 'truite', 'cabillaud', 'colin', 'merlu', 'lieu', 'dorade',
    // Tuna and sardines bare are the tins (Épicerie salée); these are the fishmonger's.
    'thon frais', 'pavé de thon', 'filet de thon', 'longe de thon', 'tataki de thon', 'sardine fraîche', 'maquereau frais', 'bar', 'sole', 'perche',
    'féra', 'crevette', 'moule', 'gambas', 'calamar', 'noix de saint-jacques', 'saint-jacques', 'fruits de mer',
  ],
  Crèmerie: [
    'lait', 'crème', 'crème fraîche', 'beurre', 'yaourt', 'yogourt', 'fromage', 'fromage blanc', 'séré', 'gruyère', 'emmental',
    'vacherin', 'raclette', 'parmesan', 'mozzarella', 'feta', 'chèvre', 'comté', 'tête de moine', 'appenzeller',
    'ricotta', 'mascarpone', 'mascarpone', 'cheddar', 'reblochon', 'camembert', 'brie', 'oeuf', 'œuf', 'tofu',
    'pâte feuilletée', 'pâte brisée', 'pâte à pizza', 'gnocchi', 'lait de soja', 'crème de soja', 'boisson végétale',
    'tomme', 'roquefort',
  ],
  'Épicerie salée': [
    'pâtes', 'spaghetti', 'tagliatelle', 'penne', 'macaroni', 'lasagne', 'nouille', 'riz', 'risotto', 'semoule', 'couscous',
    'boulgour', 'quinoa', 'polenta', 'farine', 'pain', 'chapelure', 'lentille', 'pois chiche', 'haricot rouge',
    'haricot blanc', 'haricot', 'fève', 'huile', 'vinaigre', 'moutarde', 'mayonnaise', 'ketchup', 'sauce soja',
    'sauce tomate', 'concentré de tomate', 'coulis de tomate', 'tomate concassée', 'pulpe de tomate', 'bouillon',
    'fond de veau', 'sel', 'poivre', 'épice', 'cumin', 'curry', 'paprika', 'curcuma', 'muscade', 'cannelle moulue',
    'herbes de provence', 'olive', 'câpre', 'cornichon', 'thon', 'sardine', 'maquereau en conserve', 'lait de coco',
    'crème de coco', 'noix', 'amande', 'noisette', 'pignon', 'graine', 'sésame', 'tahini', 'cacahuète', 'levure',
    'tortilla', 'galette', 'biscotte', 'maïzena', 'fécule', 'vin blanc de cuisine', 'sauce', 'conserve',
    'tamari', 'garam masala', 'ras el hanout', "za'atar", 'origan', 'cardamome', 'safran', 'clou de girofle', 'badiane',
    'étoile de badiane', 'raifort', 'anchois', 'filet d\'anchois', 'gressin', 'blini', 'châtaigne',
  ],
  'Épicerie sucrée': [
    'sucre', 'sucre glace', 'cassonade', 'miel', 'confiture', 'chocolat', 'cacao', 'vanille', 'sucre vanillé', 'biscuit',
    'levure chimique', 'sirop', "sirop d'érable", 'caramel', 'raisin sec', 'fruit sec', 'datte', 'abricot sec',
    'pruneau', 'céréale', 'flocon d\'avoine', 'compote', 'pâte à tartiner', 'amande en poudre', 'poudre d\'amande',
    'noix de coco râpée', 'cannelle', "eau de fleur d'oranger",
    'meringue', 'boudoir', 'purée de marrons', 'gélatine', 'agar-agar', 'fond de tartelette',
  ],
  Boissons: [
    'eau', 'eau gazeuse', 'eau minérale', 'soda', 'jus', "jus d'orange", 'jus de pomme', 'vin', 'vin blanc', 'vin rouge', 'bière', 'cidre',
    'kirsch', 'rhum', 'café', 'thé', 'tisane', 'infusion', 'limonade', 'sirop de menthe', 'prosecco', 'champagne', 'porto', 'cognac',
    'fendant', 'dôle', 'tonic', 'apérol', 'abricotine', 'williamine',
  ],
  Surgelés: ['surgelé', 'glace', 'sorbet', 'petits pois surgelés', 'épinards surgelés', 'frites', 'glaçon'],
};

// Each term once, normalized, with its aisle; longest first so the most specific term wins.
const TERMS: readonly { term: string; aisle: Aisle }[] = Object.entries(AISLE_TERMS)
  .flatMap(([aisle, terms]) => terms.map((term) => ({ term: normalizeIngredientName(term), aisle: aisle as Aisle })))
  .sort((a, b) => b.term.length - a.term.length);

/**
 * The aisle of an ingredient name. The household's overrides (ingredient name → aisle) win; then
 * the longest table term that opens the name ("huile" opens "huile d'olive"), else the longest
 * term found as whole words inside it ("filets de saumon"), else "Autre". "surgelé" anywhere in
 * the name sends it to the freezer aisle.
 */
export function aisleOf(name: string, overrides: readonly { ingredient: string; aisle: Aisle }[] = []): Aisle {
  const key = normalizeIngredientName(name);
  if (!key) return 'Autre';
  const own = overrides.find((o) => normalizeIngredientName(o.ingredient) === key);
  if (own) return own.aisle;
  if (/\bsurgele/u.test(key)) return 'Surgelés';
  const head = TERMS.find((t) => isHeadOf(t.term, key));
  if (head) return head.aisle;
  const padded = ` ${key.replace(/'/gu, "' ")} `;
  const inside = TERMS.find((t) => padded.includes(` ${t.term.replace(/'/gu, "' ")} `));
  return inside?.aisle ?? 'Autre';
}
