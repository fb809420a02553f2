import type { DishType } from '../../local-recipe';
import type { DishPattern } from '../dish-pattern';
import { AMUSE_BOUCHE_PATTERNS, APERO_PATTERNS } from './aperos';
import { BOISSON_PATTERNS } from './boissons';
import { DESSERT_PATTERNS } from './desserts';
import { ENTREE_PATTERNS } from './entrees';
import { DESSERT_FALLBACK_PATTERNS } from './fromage-ou-dessert';
import { PLAT_PATTERNS } from './plats';

/** Every dish the composing chef knows, by dish type. */
export const DISH_PATTERNS: readonly DishPattern[] = [
  ...PLAT_PATTERNS,
  ...ENTREE_PATTERNS,
  ...DESSERT_PATTERNS,
  ...DESSERT_FALLBACK_PATTERNS,
  ...BOISSON_PATTERNS,
  ...APERO_PATTERNS,
  ...AMUSE_BOUCHE_PATTERNS,
];

export const patternsOfType = (type: DishType): DishPattern[] => DISH_PATTERNS.filter((p) => p.type === type);

/** What to add to a fridge that yields no dish of a type: told to the user at a dead end. */
export const FRIDGE_HINTS: Record<DishType, string> = {
  plat: 'des œufs, des pâtes ou du riz, des légumes à cuire, une viande ou un poisson',
  entrée: 'des légumes à croquer ou pour une soupe, des œufs ou un avocat',
  dessert: 'des fruits, du chocolat, de la confiture, un yaourt avec du miel, ou des œufs et du lait avec du sucre dans « Mon placard » (paramètres)',
  boisson: 'des fruits, du lait, un citron ou des herbes fraîches',
  apéro: 'du pain, des légumes à croquer, du fromage frais ou un avocat',
  'amuse-bouche': 'du fromage frais, des tomates cerises, du concombre, du jambon ou du saumon fumé',
};

export { FROMAGE_OU_DESSERT } from './fromage-ou-dessert';

/** Said before the hint when a dessert is asked of a fridge that holds nothing sweet. */
export const NOTHING_SWEET = 'rien de sucré dans le frigo';

/** The closing advice when basics of the cupboard would make a dish: "Ajoutez-le…", "Ajoutez-la…", "Ajoutez-les…". */
export const addToPantry = (pronoun: 'le' | 'la' | 'les') => `Ajoutez-${pronoun} au frigo, ou à « Mon placard » dans les paramètres si vous en avez toujours.`;
