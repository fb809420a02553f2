// The main protein of a dish, by family: the week planner serves no family more than twice a
// week. To extend: add a term (singular, as a cook writes it) to its family, or a family in the
// place of its priority: a dish's main protein is the first family, in this order, that one of its
// ingredient lines names (the lardons of a quiche make it a pork dish before its eggs count).
import { foodFamilies, type FoodFamily } from './food-families';
import { isHeadOf, normalizeIngredientName } from './names';

export type ProteinFamily = FoodFamily;

/**
 * Stocks named after a meat or a fish (« fond de veau », « bouillon de bœuf », « fumet de poisson »):
 * they flavour a dish, they are no piece of its protein, nor the food a household avoids by its name.
 */
export const STOCKS: readonly string[] = ['fond', 'fumet', 'bouillon', 'cube de bouillon', 'court-bouillon'];

export const PROTEIN_FAMILIES: readonly ProteinFamily[] = [
  { family: 'poisson', terms: ['poisson', 'saumon', 'truite', 'cabillaud', 'colin', 'merlu', 'lieu', 'thon', 'dorade', 'bar', 'sole', 'perche', 'féra', 'sardine', 'maquereau', 'filet de perche'], except: STOCKS },
  { family: 'fruits de mer', terms: ['crevette', 'moule', 'gambas', 'calamar', 'saint-jacques', 'fruits de mer'], except: STOCKS },
  { family: 'volaille', terms: ['poulet', 'dinde', 'canard', 'pintade', 'volaille', 'magret'], except: STOCKS },
  { family: 'bœuf', terms: ['bœuf', 'boeuf', 'steak', 'entrecôte', 'viande hachée', 'haché', 'viande séchée', 'bresaola'], except: STOCKS },
  { family: 'veau', terms: ['veau'], except: STOCKS },
  { family: 'agneau', terms: ['agneau', 'gigot', 'mouton', 'merguez'], except: STOCKS },
  { family: 'porc', terms: ['porc', 'lardon', 'jambon', 'bacon', 'saucisse', 'saucisson', 'chorizo', 'cervelas', 'lard', 'chipolata', 'filet mignon', 'longeole'], except: STOCKS },
  { family: 'gibier', terms: ['lapin', 'chevreuil', 'cerf', 'sanglier'], except: STOCKS },
  { family: 'tofu', terms: ['tofu', 'tempeh', 'seitan'] },
  { family: 'légumineuses', terms: ['lentille', 'pois chiche', 'haricot rouge', 'haricot blanc', 'haricot noir', 'fève', 'pois cassé', 'flageolet'] },
  { family: 'œufs', terms: ['œuf', 'oeuf'] },
  {
    family: 'fromage',
    terms: [
      'fromage', 'gruyère', 'emmental', 'vacherin', 'raclette', 'parmesan', 'mozzarella', 'feta', 'chèvre', 'comté', 'reblochon', 'ricotta', 'halloumi',
      'tomme', 'beaufort', 'brie', 'camembert', 'roquefort', 'gorgonzola', 'pecorino', 'burrata', 'cheddar', 'gouda', 'mimolette', 'cantal',
      'morbier', 'munster', 'saint-nectaire', "fourme d'ambert", "mont-d'or", 'appenzeller', 'sbrinz', 'tête de moine',
    ],
  },
];

/** The families of meat and fish (a flesh, never tofu, a pulse, eggs or cheese): what a main course is first made of, what costs. */
export const MEAT_AND_FISH_FAMILIES: readonly string[] = ['poisson', 'fruits de mer', 'volaille', 'bœuf', 'veau', 'agneau', 'porc', 'gibier'];

const PROTEINS = foodFamilies(PROTEIN_FAMILIES);

/** The families an ingredient name belongs to, first by priority; null when it is no protein. */
export const proteinFamilyOf = (name: string): string | null => PROTEINS.familyOf(name);

/** A dish's main protein family from its ingredient names (lines parsed by the caller), or null. */
export const mainProtein = (ingredientNames: readonly string[]): string | null => PROTEINS.mainOf(ingredientNames);

const STOCK_KEYS = STOCKS.map(normalizeIngredientName);

/** Whether an ingredient name is a stock (STOCKS): « fond de veau », « cube de bouillon de volaille ». */
export const isStock = (name: string): boolean => {
  const key = normalizeIngredientName(name);
  return key !== '' && STOCK_KEYS.some((stock) => isHeadOf(stock, key));
};

/** The words that name a family, to tell a cook (or a model) to leave it out. */
export const proteinTerms = (family: string): readonly string[] => PROTEINS.termsOf(family);
