import type { DishType } from '../../local-recipe';
import type { DishPattern } from '../dish-pattern';
import { AMUSE_BOUCHE_PATTERNS, APERO_PATTERNS } from './aperos';
import { BOISSON_PATTERNS } from './boissons';
import { DESSERT_PATTERNS } from './desserts';
import { ENTREE_PATTERNS } from './entrees';
import { PLAT_PATTERNS } from './plats';

/** Every dish the composing chef knows, by dish type. */
export const DISH_PATTERNS: readonly DishPattern[] = [
  ...PLAT_PATTERNS,
  ...ENTREE_PATTERNS,
  ...DESSERT_PATTERNS,
  ...BOISSON_PATTERNS,
  ...APERO_PATTERNS,
  ...AMUSE_BOUCHE_PATTERNS,
];

export const patternsOfType = (type: DishType): DishPattern[] => DISH_PATTERNS.filter((p) => p.type === type);

/** What to add to a fridge that yields no dish of a type: told to the user at a dead end. */
export const FRIDGE_HINTS: Record<DishType, string> = {
  plat: 'des œufs, des pâtes ou du riz, des légumes à cuire, une viande ou un poisson',
  entrée: 'des légumes à croquer ou pour une soupe, des œufs ou un avocat',
  dessert: 'des fruits, un yaourt, du chocolat, ou des œufs et du lait',
  boisson: 'des fruits, du lait, un citron ou des herbes fraîches',
  apéro: 'du pain, des légumes à croquer, du fromage frais ou un avocat',
  'amuse-bouche': 'du fromage frais, des tomates cerises, du concombre, du jambon ou du saumon fumé',
};
