import type { DietaryRestriction } from '#contracts';
import { isStock, parseIngredientLine } from '#ingredients';
import {
  CLASS_LABELS,
  classifyIngredient,
  matchIngredientTerms,
  type IngredientClass,
  type TermMatch,
} from './ingredient-classes';
import { FAMILY_MEMBERS } from './food-families';
import { normalizeWords, phraseOccurrences } from './normalize-words';

export type { DietaryRestriction };
type Restriction = Exclude<DietaryRestriction, 'none'>;

/** The classes each restriction forbids outright. Kosher's meat-with-dairy rule is checked apart. */
export const FORBIDDEN_CLASSES: Record<Restriction, readonly IngredientClass[]> = {
  vegetarian: ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin'],
  vegan: ['meat', 'poultry', 'pork', 'fish', 'shellfish', 'gelatin', 'dairy', 'egg', 'honey'],
  glutenFree: ['gluten'],
  dairyFree: ['dairy'],
  nutFree: ['nuts'],
  // Halal meat and gelatin need a certified source: a recipe can only avoid what is never halal.
  halal: ['pork', 'alcohol', 'gelatin'],
  // Plain gelatin is made from pork or non-kosher beef; only certified gelatin is kosher.
  kosher: ['pork', 'shellfish', 'gelatin', 'nonKosherMeat'],
};

/** How the reasons name each diet: "interdit pour un régime …". */
export const RESTRICTION_DIET_NAMES: Record<Restriction, string> = {
  vegetarian: 'végétarien',
  vegan: 'végétalien',
  glutenFree: 'sans gluten',
  dairyFree: 'sans lactose',
  nutFree: 'sans fruits à coque',
  halal: 'halal',
  kosher: 'casher',
};

// When a term has several forbidden classes, name the most telling one: 'jambon (porc)' rather
// than 'jambon (viande)'.
const LABEL_PRIORITY: readonly IngredientClass[] = [
  'nonKosherMeat', 'pork', 'poultry', 'shellfish', 'fish', 'gelatin', 'meat', 'dairy', 'egg', 'honey', 'gluten', 'nuts', 'alcohol',
];

export interface RestrictionViolation {
  restriction: DietaryRestriction;
  /** The ingredient line as given. */
  ingredient: string;
  /** French, e.g. 'contient du jambon (porc), interdit pour un régime halal'. */
  reason: string;
}

export interface AvoidedFoodMatch {
  /** The avoided food as the user wrote it. */
  food: string;
  ingredient: string;
  reason: string;
}

function describe(match: TermMatch, cls: IngredientClass): string {
  const label = CLASS_LABELS[cls];
  const sameWords = normalizeWords(label).join(' ') === normalizeWords(match.term).join(' ');
  return sameWords ? match.phrase : `${match.phrase} (${label})`;
}

function firstMatchWith(line: string, classes: readonly IngredientClass[]): { match: TermMatch; cls: IngredientClass } | null {
  const matches = matchIngredientTerms(line).flatMap((segment) => segment.matches);
  for (const cls of LABEL_PRIORITY.filter((c) => classes.includes(c))) {
    const match = matches.find((m) => m.classes.includes(cls));
    if (match) return { match, cls };
  }
  return null;
}

export function findRestrictionViolations(ingredients: string[], restrictions: DietaryRestriction[]): RestrictionViolation[] {
  const active = [...new Set(restrictions)].filter((r): r is Restriction => r !== 'none');
  const violations: RestrictionViolation[] = [];
  for (const restriction of active) {
    const diet = RESTRICTION_DIET_NAMES[restriction];
    for (const ingredient of ingredients) {
      const found = firstMatchWith(ingredient, FORBIDDEN_CLASSES[restriction]);
      if (found) {
        violations.push({ restriction, ingredient, reason: `contient ${describe(found.match, found.cls)}, interdit pour un régime ${diet}` });
      }
    }
    if (restriction === 'kosher') violations.push(...kosherMixing(ingredients, diet));
  }
  return violations;
}

// Kasher law keeps meat (poultry included) and dairy out of the same dish; fish with dairy is fine.
function kosherMixing(ingredients: string[], diet: string): RestrictionViolation[] {
  const meatLine = ingredients.find((line) => classifyIngredient(line).has('meat'));
  if (!meatLine) return [];
  const meat = firstMatchWith(meatLine, ['meat', 'poultry']);
  if (!meat) return [];
  const out: RestrictionViolation[] = [];
  for (const ingredient of ingredients) {
    const dairy = firstMatchWith(ingredient, ['dairy']);
    if (!dairy) continue;
    out.push({
      restriction: 'kosher',
      ingredient,
      reason: `contient ${describe(dairy.match, 'dairy')} avec ${describe(meat.match, meat.cls)} dans la même recette, mélange interdit pour un régime ${diet}`,
    });
  }
  return out;
}

export function passesRestrictions(ingredients: string[], restrictions: DietaryRestriction[]): boolean {
  return findRestrictionViolations(ingredients, restrictions).length === 0;
}

// An avoided food may name a whole family; then any ingredient of that class counts too.
export const FAMILY_WORDS: readonly [string, IngredientClass][] = [
  ['porc', 'pork'],
  ['cochon', 'pork'],
  ['viande', 'meat'],
  ['viande rouge', 'meat'],
  ['volaille', 'poultry'],
  ['poisson', 'fish'],
  ['fruits de mer', 'shellfish'],
  ['crustacés', 'shellfish'],
  ['coquillages', 'shellfish'],
  ['produits laitiers', 'dairy'],
  ['laitages', 'dairy'],
  ['lactose', 'dairy'],
  ['œufs', 'egg'],
  ['gluten', 'gluten'],
  ['fruits à coque', 'nuts'],
  ['oléagineux', 'nuts'],
  ['alcool', 'alcohol'],
  ['gélatine', 'gelatin'],
];
const FAMILIES = new Map(FAMILY_WORDS.map(([words, cls]) => [normalizeWords(words).join(' '), cls]));

/** Whether the line names the food, or a member of its family (« dôle » for « alcool »), not only a food that holds it. */
function namesFood(ingredient: string, foodWords: string[], members: readonly string[][]): boolean {
  // A name that only begins a longer known food is not it: « pommes » of « pommes de terre ».
  return matchIngredientTerms(ingredient).some(({ words, matches }) =>
    [foodWords, ...members].some((name) => phraseOccurrences(words, name).some((start) => !matches.some((m) => m.start === start && m.end - m.start > name.length))),
  );
}

/**
 * Whether an ingredient line is the avoided food itself, by its name, its family's members or a
 * class that is all it is (« 75 cl de dôle » is « alcool », « farine » is « gluten »), rather than
 * a product made with it (« 1 brioche », of gluten, dairy and eggs, for « œufs »): a recipe asked
 * without the food must replace such a line, where it may keep the product and warn.
 */
export function isAvoidedFoodItself(ingredient: string, food: string): boolean {
  const foodWords = normalizeWords(food);
  if (foodWords.length === 0) return false;
  if (namesFood(ingredient, foodWords, FAMILY_MEMBERS.get(foodWords.join(' ')) ?? [])) return true;
  const family = FAMILIES.get(foodWords.join(' '));
  const classes = family ? classifyIngredient(ingredient) : undefined;
  return classes !== undefined && classes.size === 1 && classes.has(family!);
}

/**
 * Avoided foods are matched on normalized words: 'tomate' finds 'tomates cerises' and 'sauce tomate'.
 * A word that only begins a different known food is not the avoided food: avoiding 'lait' spares
 * 'lait de coco', avoiding 'pomme' spares 'pommes de terre'.
 */
export function findAvoidedFoods(ingredients: string[], avoided: string[]): AvoidedFoodMatch[] {
  const out: AvoidedFoodMatch[] = [];
  for (const food of avoided) {
    const foodWords = normalizeWords(food);
    if (foodWords.length === 0) continue;
    const family = FAMILIES.get(foodWords.join(' '));
    // An avoided food's family (food-families.ts): its members count as the food.
    const members = FAMILY_MEMBERS.get(foodWords.join(' ')) ?? [];
    for (const ingredient of ingredients) {
      // A stock named after a meat (« fond de veau », « bouillon de bœuf ») is no piece of it: the
      // meat avoided by its name spares it; the stock avoided by its own name, or the whole class
      // (« viande »), does not.
      // Read only for a line that names the food: this loop runs for every candidate dish of a week.
      const sparedStock = () => isStock(parseIngredientLine(ingredient).name) && !isStock(food);
      if ((namesFood(ingredient, foodWords, members) && !sparedStock()) || (family && classifyIngredient(ingredient).has(family))) {
        out.push({ food, ingredient, reason: `« ${ingredient} » contient ${food.trim()}, un aliment à éviter` });
      }
    }
  }
  return out;
}
