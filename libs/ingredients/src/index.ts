export { parseIngredientLine, type ParsedIngredient } from './parse-ingredient';
export { parseNumber, parseQuantity } from './parse-quantity';
export { formatIngredient, formatQuantity } from './format';
export { areCompatible, mergeQuantities, toBaseUnit, type Amount, type BaseAmount } from './convert';
export { scaleIngredient } from './scale-ingredient';
export { normalizeIngredientName, sameIngredient } from './names';
export {
  INGREDIENT_UNITS,
  isUnit,
  parseUnit,
  unitFamily,
  unitLabel,
  type MassUnit,
  type Unit,
  type UnitFamily,
  type VolumeUnit,
} from './units';
