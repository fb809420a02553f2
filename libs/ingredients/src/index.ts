export { parseIngredientLine, writesAmount, type ParsedIngredient } from './parse-ingredient';
export { parseNumber, parseQuantity } from './parse-quantity';
export { elides, formatAmount, formatIngredient, formatQuantity, ofFood } from './format';
export { agreeWithQuantity } from './agreement';
export { areCompatible, mergeQuantities, readableAmount, toBaseUnit, type Amount, type BaseAmount } from './convert';
export { scaleForCook, scaleIngredient } from './scale-ingredient';
export { roundForCook, roundMetric } from './round-for-cook';
export { keptAnswers } from './kept-answers';
export { cutsCompound, isHeadOf, normalizeIngredientName, sameHead, sameIngredient } from './names';
export { coversIngredient } from './covers';
export {
  INGREDIENT_UNITS,
  isMassUnit,
  isUnit,
  isVolumeUnit,
  parseUnit,
  unitFamily,
  unitLabel,
  type MassUnit,
  type Unit,
  type UnitFamily,
  type VolumeUnit,
} from './units';
export { AISLES, aisleOf, isAisle, type Aisle } from './aisles';
export { isSaleUnit, isSpoonMeasure, packOf, soldAs, type PackUnit, type SaleUnit, type SoldAs } from './pack-units';
export { inventoryCategoryOf } from './inventory-category';
export { MEAT_AND_FISH_FAMILIES, PROTEIN_FAMILIES, STOCKS, isStock, mainProtein, proteinFamilyOf, proteinTerms, type ProteinFamily } from './protein-families';
export { BASE_FAMILIES, baseTerms, mainBase } from './base-families';
export { COLD_DINNERS_PER_WEEK, COLD_KINDS, COLD_MONTHS, DISH_KINDS, WARMING_KINDS, dishKindOf, inColdMonths, kindLeadOf, sameKindAndFood, type DishKind } from './dish-kinds';
export type { FoodFamily } from './food-families';
