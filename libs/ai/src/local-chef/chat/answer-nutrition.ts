import {
  DISH_PORTION_CAUTION,
  DISH_PORTION_FACTS,
  HEALTHY_SENTENCE,
  NUTRITION_CAUTION,
  NUTRITION_FACTS,
  PORTION_NUTRIENT_VARIES,
  UNKNOWN_NUTRITION,
  type DishPortionFacts,
  type NutritionFacts,
  type NutritionRow,
} from '../knowledge/nutrition';
import { capitalize, type ChefQuestion } from './chef-question';
import { frenchList, servingsLabel } from '#contracts';
import { formatAmount } from '#ingredients';
import { scaleRecipeIngredients } from '../scale-recipe';
import { DISH_TYPE_WORDS } from './course-words';
import { constraintsIn } from './recipe-constraints';
import { recipeInHistory, type RecipeInHistory } from './recipe-reply';
import { SUGAR_WORDS, addedSugar, recipeEstimate, roundKcal, type Nutrient } from './recipe-nutrition';
import { bestNamed, foodFinder, hasPhrase, phrases, toWords, withoutSpoonNames } from './text-match';

// "Combien de calories dans des pâtes ?", "c'est gras le fromage ?", "c'est sain le nutella ?":
// rough figures per 100 g (knowledge/nutrition.ts) and the careful sentence, never recipe ideas.
// "Une part de lasagnes ?", "une crêpe ?": a home-made dish gets an order of magnitude per portion,
// of the nutrient asked ("combien de protéines dans une part de lasagnes") or else of calories.

type PortionNutrient = keyof typeof PORTION_NUTRIENT_VARIES;

const DISHES = DISH_PORTION_FACTS.map((facts) => ({ facts, names: phrases(facts.names) }));
const ENTRIES = NUTRITION_FACTS.map((facts) => ({ facts, names: phrases(facts.names) }));
// These say for sure that the question is about nutrition.
const NUTRITION = phrases(['calorie', 'calories', 'kcal', 'calorique', 'caloriques', 'protéine', 'protéines', 'glucide', 'glucides', 'lipide', 'lipides', 'nutritionnel', 'nutritionnelle', 'valeur nutritive', 'valeurs nutritives']);
// These only when a known food is named and no recipe is wished: "c'est gras, le fromage ?" but
// "un plat sain pour ce soir" stays a wish for ideas.
const HEALTH = phrases(['sain', 'saine', 'sains', 'saines', 'healthy', 'bon pour la santé', 'mauvais pour la santé', 'fait grossir', 'font grossir', 'faire grossir']);
const FAT = phrases(['gras', 'grasse', 'lipide', 'lipides', 'matière grasse', 'matières grasses']);
const PROTEIN = phrases(['protéine', 'protéines']);
const CARBS = phrases(['glucide', 'glucides', 'sucres lents']);
// "combien de sucre dans une banane", "la banane c'est sucré ?"; not "combien de sucre pour 1 kg de fraises".
const SUGAR_IN = /\b(?:sucres?\s+(?:dans|y a|contient|il y a)|(?:c'?est|est-ce)\s+(?:\w+\s+)?sucree?s?\b|taux de sucre|teneur en sucre)/;
// Not "trop gras", "très grasse": "ma pâte est trop grasse" is a dish gone wrong.
const FAT_ASKED = /\b(?:c'?est|est-ce|plus|moins)\s+(?:\w+\s+)?gras(?:se)?s?\b|\bgras\s*\?|\bcombien de gras\b/;
// A food named « gras » asks nothing of fat: « avec quoi servir le foie gras ? ».
const NAMED_GRAS = /\bfoies?\s+gras\b/g;
// Fibre as a nutrient, not the celery's strings to peel ("enlever les fibres du céleri").
const FIBRE_ASKED = /\b(?:combien de|riche en|pauvre en|teneur en|taux de|apport en|quantite de)\s+fibres?\b|\bfibres?\s+(?:alimentaires?|dans|ds|d'une?|de la|du|des|y a)\b/;
// A portion named: « combien de sucre par part ? » after a recipe asks what a portion of it holds,
// and « combien de sucre dans une part de gâteau au chocolat » what is eaten, not the recipe's amount.
const PORTION = phrases(['une part', 'par part', 'une portion', 'par portion', 'par personne', 'par tête', 'par assiette']);
// A recipe wished or a dish named: "combien de sucre dans un gâteau au yaourt" asks the recipe's amount, unless a PORTION is named.
const WISH = phrases(['recette', 'recettes', 'idée', 'idées', 'plat', 'repas', 'dîner', 'déjeuner', 'menu', 'que faire', 'que cuisiner', 'propose', 'gâteau', 'tarte', 'crêpes', 'compote', 'confiture', 'cake', 'biscuits', 'cookies', 'sauce', 'pancakes', 'mousse']);

// « Combien de sucre dans une cuillère à café ? » asks what a spoon holds (a conversion), not how sweet sugar is.
const IN_A_MEASURE = /\bdans\s+(?:une?|\d+(?:[.,]\d+)?|deux|trois)\s+(?:cuill|c\.?\s*a\.?\s*[sc]\b|cas\b|cac\b|tasses?\b|verres?\b|pincees?\b)/;

export function answerNutrition(question: ChefQuestion): string | null {
  const { words, folded } = question;
  // « Un plat végan riche en protéines » wishes for a dish (recipe-constraints.ts), asks no figure.
  if (constraintsIn(words).some((c) => c.id === 'protein') && [...WISH, ...DISH_TYPE_WORDS.flatMap(([, list]) => list)].some((w) => hasPhrase(words, w))) return null;
  if (IN_A_MEASURE.test(folded) && !NUTRITION.some((w) => hasPhrase(words, w))) return null;
  const fibre = FIBRE_ASKED.test(folded);
  const strong = fibre || NUTRITION.some((w) => hasPhrase(words, w));
  const carbs = CARBS.some((w) => hasPhrase(words, w));
  const portion = PORTION.some((w) => hasPhrase(words, w));
  const sugar = SUGAR_IN.test(folded) || (portion && SUGAR_WORDS.some((w) => hasPhrase(words, w)));
  const fat = FAT_ASKED.test(folded.replace(NAMED_GRAS, 'foie')) || (strong && FAT.some((w) => hasPhrase(words, w)));
  const health = HEALTH.some((w) => hasPhrase(words, w));
  if (!strong && !carbs && !sugar && !fat && !health) return null;
  const asked: Nutrient[] = [
    ...(PROTEIN.some((w) => hasPhrase(words, w)) ? (['protein'] as const) : []),
    ...(carbs ? (['carbs'] as const) : []),
    ...(sugar ? (['sugar'] as const) : []),
    ...(fat ? (['fat'] as const) : []),
    ...(fibre ? (['fibre'] as const) : []),
  ];
  // "Une part de tarte aux pommes" is the dish, not the apple; "une crêpe c'est gras ?" stays a wish.
  const dish = bestNamed(words, DISHES, (d) => d.names)?.facts;
  if (dish && (strong || portion || !WISH.some((w) => hasPhrase(words, w)))) return portionFigures(dish, asked.filter(isPortionNutrient), health);
  const find = foodFinder(withoutSpoonNames(words));
  // The earliest food named, and at one place the longest name (« pâte à tartiner », not « pâtes »).
  const named = ENTRIES.map(({ facts, names }) => {
    const found = names.map((n) => ({ at: find(n)[0] ?? Infinity, length: n.length })).sort((a, b) => a.at - b.at || b.length - a.length)[0];
    return { facts, at: found?.at ?? Infinity, length: found?.length ?? 0 };
  })
    .filter((e) => e.at < Infinity)
    .sort((a, b) => a.at - b.at || b.length - a.length);
  // "combien de sucre dans une banane": sugar is the nutrient asked, the banana the food.
  const foods = named.length > 1 ? named.filter((e) => !(sugar && e.facts.id === 'sucre')) : named;
  const found = foods[0]?.facts;
  // "Combien de sucre par part ?", "c'est riche en protéines ?" right after a recipe: that recipe is the food.
  const previous = !found || (sugar && found.id === 'sucre') ? recipeInHistory(question.context.history) : undefined;
  if (previous && (strong || portion || !WISH.some((w) => hasPhrase(words, w)))) return recipeFigures(previous, asked, health);
  if (!strong && (!found || WISH.some((w) => hasPhrase(words, w)))) return null;
  if (!found) return UNKNOWN_NUTRITION;
  const lines = [figures(found, health && asked.length === 0 ? ['protein', 'carbs', 'sugar', 'fat'] : asked)];
  if (found.piece) lines.push(`Soit pour ${found.piece}.`);
  if (health) lines.push(HEALTHY_SENTENCE);
  lines.push(NUTRITION_CAUTION);
  return lines.join('\n');
}

/**
 * A portion of the conversation's last recipe: the dish's order of magnitude when the recipe is one
 * of the dishes known per portion, and the sugar its own lines put in each portion when sugar is asked.
 */
function recipeFigures(previous: RecipeInHistory, asked: readonly Nutrient[], health: boolean): string {
  const { recipe } = previous;
  const dish = bestNamed(toWords(recipe.title), DISHES, (d) => d.names)?.facts;
  const servings = previous.servings ?? recipe.servings;
  const ingredients = scaleRecipeIngredients(recipe, servings);
  const sugar = asked.includes('sugar') ? addedSugar(ingredients) : undefined;
  const lines: string[] = [];
  if (sugar) {
    const each = Math.round(sugar.grams / servings);
    lines.push(`« ${recipe.title} » pour ${servingsLabel(servings)} met ${frenchList(sugar.lines)} : environ ${formatAmount({ quantity: each, unit: 'g' })} de sucre ajouté par part, sans compter les sucres des autres ingrédients.`);
  }
  if (dish) return [...lines, portionFigures(dish, asked.filter(isPortionNutrient), health)].join('\n');
  const estimate = recipeEstimate(ingredients, servings);
  if (estimate) {
    const amounts = [`${roundKcal(estimate.kcal)} kcal`, ...asked.map((n) => `${grams(Math.round(estimate[n]))} ${NUTRIENT_WORDS[n]}`)];
    lines.push(`Estimation d'après ses ingrédients, pour une part de « ${recipe.title} » (recette pour ${servingsLabel(servings)}) : environ ${frenchList(amounts)}.`);
    if (estimate.uncounted.length) lines.push(`Je n'ai pas pu compter : ${frenchList(estimate.uncounted)}.`);
  }
  if (lines.length === 0) lines.push(`Je n'ai pas de repères nutritionnels par part pour « ${recipe.title} » dans mon carnet hors ligne.`);
  if (health) lines.push(HEALTHY_SENTENCE);
  // The caution's first sentence speaks of an estimate: without one, only the advice is said.
  lines.push(sugar || estimate ? DISH_PORTION_CAUTION : DISH_PORTION_CAUTION.replace(/^[^.]+\. /, ''));
  return lines.join('\n');
}

const isPortionNutrient = (n: Nutrient): n is PortionNutrient => n in PORTION_NUTRIENT_VARIES;

/** "Une part de lasagnes (environ 300 g) : de l'ordre de 20 à 30 g de protéines, pour 400 à 500 kcal." */
function portionFigures(dish: DishPortionFacts, asked: readonly PortionNutrient[], health: boolean): string {
  const kcal = `${range(dish.kcal)} kcal`;
  const grams = asked.map((n) => `${range(dish[n])} g ${NUTRIENT_WORDS[n]}`);
  const lines = grams.length
    ? [`${capitalize(dish.portion)} : de l'ordre de ${frenchList(grams)}, pour ${kcal}.`, ...asked.map((n) => PORTION_NUTRIENT_VARIES[n])]
    : [`${capitalize(dish.portion)} : de l'ordre de ${kcal}.`, dish.varies];
  if (health) lines.push(HEALTHY_SENTENCE);
  lines.push(DISH_PORTION_CAUTION);
  return lines.join('\n');
}

const NUTRIENT_WORDS: Record<Nutrient, string> = { protein: 'de protéines', carbs: 'de glucides', sugar: 'de sucres', fat: 'de matières grasses', fibre: 'de fibres' };

const range = ([lo, hi]: readonly [number, number]) => `${decimal(lo)} à ${decimal(hi)}`;
const decimal = (n: number) => String(n).replace('.', ',');

function figures(facts: NutritionFacts, asked: readonly Nutrient[]): string {
  const one = (row: NutritionRow) => [`≈ ${row.kcal} kcal`, ...asked.map((n) => `${grams(row[n])} ${NUTRIENT_WORDS[n]}`)].join(', ');
  const rows = facts.rows.map((row) => (row.state ? `${row.state} ${one(row)}` : one(row)));
  return `${facts.label}, pour ${facts.per ?? '100 g'} : ${rows.join(' ; ')}.`;
}

const grams = (n: number) => formatAmount({ quantity: n, unit: 'g' });
