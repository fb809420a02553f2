import { normalizeWords } from '../../validation/normalize-words';

// What a question can ask of a recipe besides its ingredients: a diet ("sans gluten"), no oven
// ("sans four"), quick ("rapide"), for children. The chat reads these words in a question or a
// follow-up ("et sans lactose ?") and keeps only the recipes that qualify, on top of the
// household's own restrictions and avoided foods. To add a constraint, add its words and its rule
// here; chat/recipe-constraints.ts applies them.

import type { DietaryRestriction, DishType } from '#contracts';
import type { RecipeTag } from '../local-recipe';
import { CUISINES } from './cuisines';

/** Diet words, mapped to the restriction the dietary rules check. */
export const DIET_WORDS: readonly [DietaryRestriction, string[]][] = [
  ['glutenFree', ['sans gluten']],
  ['vegan', ['vegan', 'vegane', 'végane', 'végétalien', 'végétalienne', 'sans produit animal']],
  ['vegetarian', ['végétarien', 'végétarienne', 'végé', 'veggie', 'sans viande']],
  ['dairyFree', ['sans lactose', 'sans produits laitiers', 'sans lait']],
  ['nutFree', ['sans fruits à coque', 'sans noix']],
  ['halal', ['halal']],
  ['kosher', ['casher', 'kasher', 'cascher']],
];

/** How a recipe reply names the version it gives ("Version sans gluten"). */
export const DIET_VERSION_LABELS: Record<Exclude<DietaryRestriction, 'none'>, string> = {
  glutenFree: 'sans gluten',
  vegan: 'végétalienne',
  vegetarian: 'végétarienne',
  dairyFree: 'sans lactose',
  nutFree: 'sans fruits à coque',
  halal: 'halal',
  kosher: 'casher',
};

/**
 * The time a family has, said before a number of minutes (« en 20 minutes », « j'ai 15 minutes »,
 * « moins de 30 min ») or after it (« 20 minutes max »). Right after a recipe, « ça se fait en
 * 20 minutes ? » asks how long that recipe takes.
 */
export const TIME_LIMIT_BEFORE = ['en', "j'ai", 'on a', "j'ai que", "je n'ai que", 'on a que', "on n'a que", 'moins de', "moins d'", 'en moins de', "en moins d'", 'pas plus de', "pas plus d'", 'maximum', 'max', 'à peine'];
export const TIME_LIMIT_AFTER = ['max', 'maximum', 'au plus', 'au maximum', 'maxi', 'pas plus'];
export const MINUTE_WORDS = ['minutes', 'minute', 'min', 'mn'];
/** Durations families say in words, in minutes. */
export const NAMED_DURATIONS: readonly [string, number][] = [
  ["un quart d'heure", 15], ["une demi-heure", 30], ["trois quarts d'heure", 45], ['une heure', 60], ['1 heure', 60], ['1 h', 60], ['1h', 60],
];

/** Words that ask for a dish to celebrate: the holidays, a party. */
export const FESTIVE_WORDS = [
  'de fête', 'de fêtes', 'des fêtes', 'pour les fêtes', 'festif', 'festive', 'festifs', 'festives',
  'noël', 'réveillon', 'réveillons', 'nouvel an', "jour de l'an", 'saint-sylvestre',
  // A table for guests: « un plat pour recevoir des amis », « une entrée chic ».
  'pour recevoir', 'des invités', 'mes invités', 'nos invités', 'chic', 'raffiné', 'raffinée', 'raffinés', 'raffinées', 'pour épater',
];

/**
 * Words that ask for a dish to warm the family (« un plat pour se réchauffer », « une soupe qui
 * réchauffe »): a comforting dish, never how to reheat leftovers.
 */
export const WARMING_WORDS = ['pour se réchauffer', 'se réchauffer', 'qui réchauffe', 'qui réchauffent', 'pour avoir chaud', 'qui fait du bien', 'quand il fait froid', 'par ce froid', 'par temps froid'];

export type RecipeConstraintId = 'cold' | 'simmered' | 'savoury' | 'lessSweet' | 'noOven' | 'noCooking' | 'quick' | 'forChildren' | 'light' | 'easy' | 'soup' | 'festive' | 'within' | 'protein' | 'tagged' | 'cuisine' | 'cheap';

/**
 * The wishes of how a dish is made or served, never of which dish it is (a soup, a festive, Swiss or
 * Italian one): « une recette de pâtes rapide » asks for pasta dishes made quickly, « la recette des
 * biscuits de Noël » for one dish.
 */
export const HOW_WISHES: readonly RecipeConstraintId[] = ['quick', 'easy', 'light', 'forChildren', 'noOven', 'noCooking', 'protein', 'lessSweet', 'cold', 'within', 'cheap'];

export interface RecipeConstraint {
  id: RecipeConstraintId;
  words: string[];
  /** As the reply says it: "un dessert sans four". */
  label: string;
  /** After a feminine dish type, when it differs: "une entrée légère". */
  feminine?: string;
  /** 'within': the minutes the family has (« j'ai 20 minutes »), read from the question, not from `words`. */
  minutes?: number;
  /** 'tagged': the tag of the book's recipes that meet it (« suisse », « valais »). */
  tag?: RecipeTag;
  /** 'cuisine': the book's recipes of that cuisine, by id (cuisines.ts). */
  recipes?: readonly string[];
}

export const RECIPE_CONSTRAINTS: readonly RecipeConstraint[] = [
  { id: 'noOven', words: ['sans four', 'sans cuisson au four', 'pas de four', 'sans passer au four', "je n'ai pas de four"], label: 'sans four' },
  // « Sans cuisson » is no heat at all: a crêpe in the pan is no answer to it.
  { id: 'noCooking', words: ['sans cuisson', 'pas de cuisson', 'sans rien cuire', 'sans cuire', 'sans feu', 'sans rien faire cuire'], label: 'sans cuisson' },
  { id: 'quick', words: ['rapide', 'rapides', 'vite fait', 'en vitesse', 'pressé', 'pressée', 'peu de temps', 'express'], label: 'rapide' },
  { id: 'forChildren', words: ['enfant', 'enfants', 'mon fils', 'ma fille', 'nos fils', 'nos filles', 'bébé', 'gamins'], label: 'pour les enfants' },
  // « Trop compliqué, plus simple ? » after a recipe of level « moyen »: one of level « facile ».
  { id: 'easy', words: ['facile', 'faciles', 'plus simple', 'plus facile', 'trop compliqué', 'trop compliquée', 'pas compliqué', 'pas compliquée', 'trop difficile'], label: 'facile' },
  // « Une soupe pour ce soir »: an entrée whose title says it is a soup (SOUP_WORDS).
  { id: 'soup', words: ['soupe', 'soupes', 'velouté', 'veloutés', 'potage', 'potages'], label: 'en soupe' },
  // « Un dessert de Noël », « une entrée pour le réveillon »: a recipe of the book tagged 'festif'.
  { id: 'festive', words: FESTIVE_WORDS, label: 'de fête' },
  // « Un plat mijoté pour dimanche »: a dish that simmers a while (SIMMER_WORDS).
  { id: 'simmered', words: ['mijoté', 'mijotée', 'mijotés', 'mijotées', 'qui mijote', 'qui mijotent'], label: 'mijoté', feminine: 'mijotée' },
  // « Une entrée froide », « une boisson rafraîchissante »: a dish without heat, or served cold (COLD_WORDS).
  // Never the weather: « quand il fait froid » asks for a comforting dish (chat/recipe-constraints.ts).
  { id: 'cold', words: ['froid', 'froide', 'froids', 'froides', 'rafraîchissant', 'rafraîchissante', 'rafraîchissants', 'rafraîchissantes'], label: 'froid', feminine: 'froide' },
  // « Une tarte salée »: a dish of no sweet course (« du beurre salé » is the butter's, see chat/recipe-constraints.ts).
  { id: 'savoury', words: ['salé', 'salée', 'salés', 'salées'], label: 'salé', feminine: 'salée' },
  // « Une boisson pas trop sucrée », « un dessert peu sucré »: a portion holding LESS_SWEET_GRAMS of sugar at most.
  // A wish, never the « trop sucré » of a dish gone wrong, nor a dessert asked by its « sucré ».
  {
    id: 'lessSweet',
    words: ['pas trop sucré', 'pas trop sucrée', 'pas trop sucrés', 'pas trop sucrées', 'peu sucré', 'peu sucrée', 'peu sucrés', 'peu sucrées', 'moins sucré', 'moins sucrée', 'moins sucrés', 'moins sucrées', 'pas trop de sucre', 'peu de sucre', 'ni trop sucré', 'ni trop sucrée', 'ni trop sucrés', 'ni trop sucrées'],
    label: 'peu sucré',
    feminine: 'peu sucrée',
  },
  // « Un dessert pas cher », « une entrée de fête économique »: none of the lines that make a dish's price (COSTLY_FAMILIES, budget.ts).
  // A meal said so (« des repas pas chers ») gets the budget advice (family-questions.ts).
  {
    id: 'cheap',
    words: ['pas cher', 'pas chère', 'pas chers', 'pas chères', 'économique', 'économiques', 'petit budget', 'petits budgets', 'bon marché', 'sans se ruiner', 'petit prix', 'peu coûteux', 'peu coûteuse', 'peu coûteuses'],
    label: 'économique',
  },
  { id: 'light', words: ['léger', 'légère', 'légers', 'légères', 'light', 'pas trop lourd', 'pas trop riche', 'pas trop gras', 'ni trop lourd', 'ni trop riche', 'ni trop gras'], label: 'léger', feminine: 'légère' },
  // Where a dish comes from, or what it is like, as the book tags its recipes: « un plat suisse », « une
  // recette de grand-mère », « un plat réconfortant ». A dish of the fridge has no tag: none meets them.
  { id: 'tagged', tag: 'valais', words: ['valais', 'valaisan', 'valaisanne', 'valaisans', 'valaisannes'], label: 'valaisan', feminine: 'valaisanne' },
  { id: 'tagged', tag: 'suisse', words: ['suisse', 'suisses', 'helvétique', 'romand', 'romande', 'romands', 'romandes', 'vaudois', 'vaudoise', 'fribourgeois', 'fribourgeoise', 'genevois', 'genevoise', 'neuchâtelois', 'neuchâteloise'], label: 'suisse' },
  { id: 'tagged', tag: 'classique', words: ['de grand-mère', 'de mamie', 'traditionnel', 'traditionnelle', 'traditionnels', 'traditionnelles', "d'antan", "d'autrefois"], label: 'traditionnel', feminine: 'traditionnelle' },
  { id: 'tagged', tag: 'réconfortant', words: ['réconfortant', 'réconfortante', 'réconfortants', 'réconfortantes', 'cocooning', 'qui tient au corps', ...WARMING_WORDS], label: 'réconfortant', feminine: 'réconfortante' },
  // « Un plat italien », « une recette indienne »: the book's recipes of that cuisine.
  ...CUISINES.map((c): RecipeConstraint => ({ id: 'cuisine', words: c.words, label: c.label, feminine: c.feminine, recipes: c.recipes })),
  // « Un plat végan riche en protéines »: a portion holding PROTEIN_RICH_GRAMS at least, counted from its lines.
  // Never « protéiné »: folded, it is the « protéines » of « combien de protéines dans une crêpe ? ».
  { id: 'protein', words: ['riche en protéines', 'riches en protéines', 'plein de protéines', 'pleine de protéines', 'beaucoup de protéines'], label: 'riche en protéines' },
];

/**
 * « Riche en protéines »: grams of protein a portion holds at the least (a main course near a third
 * of an adult's day, some 60 g; another course a good share of a meal's), and the share of its
 * calories they make at the least, so that a fondue's cheese and bread or macaroni in cream pass
 * only as the proteins' part of them allows.
 */
export const PROTEIN_RICH_GRAMS: Readonly<Record<DishType, number>> = { plat: 20, entrée: 10, dessert: 8, apéro: 8, 'amuse-bouche': 5, boisson: 8 };
export const PROTEIN_RICH_SHARE = 0.15;

/**
 * « Peu sucré »: grams of sugar a portion of a sweet course holds at the most, the fruit's own
 * counted: some 15 g is a glass of lemonade, under a third of the sugar a day allows an adult; a
 * dessert a little more, less than most (a portion of the book's desserts holds 25 g, half of them).
 * A savoury course is no answer to it: « une tarte pas trop sucrée » is no quiche.
 */
export const LESS_SWEET_GRAMS: Readonly<Partial<Record<DishType, number>>> = { boisson: 15, dessert: 22 };
/** Calories in a gram of protein. */
export const KCAL_PER_PROTEIN_GRAM = 4;

/**
 * "Léger": a recipe of the collection tagged 'léger'; a dish composed from the fridge (no tags)
 * without any of these rich foods.
 */
export const RICH_FOODS = ['crème', 'lardons', 'lard', 'beurre', 'fromage', 'gruyère', 'emmental', 'raclette', 'comté', 'mascarpone', 'saucisse', 'chorizo', 'frites', 'mayonnaise'];

/** An instruction that uses the oven: "Préchauffer le four", "enfourner", "gratiner au four". */
export const OVEN_WORDS = ['four', 'préchauffer', 'préchauffez', 'enfourner', 'enfournez', 'gratiner', 'gratinez'];
const OVEN = new Set(OVEN_WORDS.flatMap(normalizeWords));

/**
 * Whether steps use the oven: what « sans four » leaves out, for a recipe of the collection as for
 * a dish composed from the fridge (frozen chips baked beside a seared steak, a goat cheese grilled).
 */
export function stepsUseOven(steps: readonly string[]): boolean {
  return steps.some((step) => normalizeWords(step).some((w) => OVEN.has(w)));
}

/**
 * « Mijoté »: a step that simmers (these words) for SIMMER_LEAST_MINUTES at least, or a dish its
 * description says is simmered; a sauce reduced 10 minutes is no stew.
 */
export const SIMMER_WORDS = ['mijoter', 'mijotez', 'mijoté', 'mijotée', 'mijotés', 'mijotées'];
export const SIMMER_LEAST_MINUTES = 20;
const phrasesOf = (list: readonly string[]) => list.map(normalizeWords);
/** Whether the text says one of the phrases (phrasesOf), its words in that order. */
const saysAny = (phrases: readonly string[][], text: string) => {
  const words = normalizeWords(text);
  return phrases.some((phrase) => words.some((_, i) => phrase.every((w, k) => words[i + k] === w)));
};
const SIMMER = phrasesOf(SIMMER_WORDS);

/** A title that says the dish is cold (« Soupe froide de concombre »), or warm (« Salade tiède de lentilles »). */
export const COLD_TITLE_WORDS = ['froid', 'froide', 'froids', 'froides', 'glacé', 'glacée', 'glacés', 'glacées'];
export const WARM_WORDS = ['chaud', 'chaude', 'chauds', 'chaudes', 'tiède', 'tièdes', 'bouillant', 'bouillante'];
/** Words of a description or a step that set a cooked dish cold, or serve it so. */
export const CHILLED_WORDS = ['réfrigérateur', 'au frais', 'frigo', 'glaçons', 'servi froid', 'servie froide', 'servis froids', 'servies froides', 'à servir froid', 'ou froid', 'ou froide', 'bien froid', 'bien froide'];
const COLD_TITLE = phrasesOf(COLD_TITLE_WORDS);
const WARM = phrasesOf(WARM_WORDS);
const CHILLED = phrasesOf(CHILLED_WORDS);

/**
 * Whether a recipe is served cold: its title says so, or its description or a step chills it
 * (CHILLED_WORDS), or no step heats and nothing says it is warm (a grog of hot water heats no pan).
 * A title that says warm (« Salade tiède… », « Jus de pomme chaud… ») never is.
 */
export function servedCold(title: string, description: string, steps: readonly string[]): boolean {
  if (saysAny(WARM, title)) return false;
  // A step chills the dish when nothing heats after it: a crème caramel baked then chilled, never a
  // tart whose dough rests « au réfrigérateur » before the oven.
  const chilled = steps.findLastIndex((step) => saysAny(CHILLED, step));
  // « Servez avec les tartines chaudes » serves beside it, it heats nothing after.
  const heated = steps.findLastIndex((step) => normalizeWords(step).some((w) => HEAT.has(w) && !WARM_SAID.has(w)));
  if (saysAny(COLD_TITLE, title) || saysAny(CHILLED, description) || (chilled >= 0 && chilled >= heated)) return true;
  return !stepsUseHeat(steps) && ![description, ...steps].some((text) => saysAny(WARM, text));
}

/** Whether a recipe simmers: its description says so, or a step simmers SIMMER_LEAST_MINUTES at least. */
export function simmers(description: string, steps: readonly string[]): boolean {
  if (saysAny(SIMMER, description)) return true;
  return steps.some((step) => saysAny(SIMMER, step) && [...step.matchAll(/(\d+) minutes/g)].some((m) => Number(m[1]) >= SIMMER_LEAST_MINUTES));
}

/** An instruction that heats: the oven's words, and the pan's, the pot's, the grill's. */
export const HEAT_WORDS = [
  ...OVEN_WORDS, 'cuire', 'cuisez', 'cuisson', 'poêle', 'casserole', 'cocotte', 'wok', 'bouillir', 'ébullition', 'frémir', 'frémissante', 'revenir', 'dorer', 'griller', 'grillez',
  'toastez', 'mijoter', 'mijotez', 'rôtir', 'fondre', 'chauffer', 'chauffez', 'réchauffez', 'frire', 'saisir', 'saisissez', 'sauter', 'blanchir', 'pocher', 'pochez', 'gril', 'caraméliser',
  'caramélisez', 'micro-ondes', 'bain-marie', 'vapeur', 'flambez', 'brûlant', 'brûlante', 'bouillant', 'bouillante', 'infuser', 'infusez', 'chaud', 'chaude',
];
const HEAT = new Set(HEAT_WORDS.flatMap(normalizeWords));
const WARM_SAID = new Set(WARM_WORDS.flatMap(normalizeWords));

/** Whether steps heat anything: what « sans cuisson » leaves out. */
export function stepsUseHeat(steps: readonly string[]): boolean {
  return steps.some(heats);
}

const heats = (step: string): boolean => normalizeWords(step).some((w) => HEAT.has(w));

/**
 * "Rapide": within the first part of the type's preparation range (PREPARATION_TIME_RANGES), so a
 * quick main course is at most 41 minutes and a quick drink at most 8.
 */
export const QUICK_SHARE_OF_RANGE = 0.4;

/** Left out of dishes for children, with alcohol (checked through the 'alcool' family). */
export const SPICY_FOODS = ['piment', 'piments', 'harissa', 'tabasco', 'cayenne', 'chili', 'wasabi', 'sriracha', 'sambal', 'piment d\'espelette', 'poivre de cayenne'];

/** Spices that perfume without burning: a dish holding them and no SPICY_FOODS is « parfumé, pas piquant ». */
export const WARM_SPICES = ['cumin', 'curry', 'paprika', 'paprika fumé', 'curcuma', 'gingembre', 'garam masala', 'cannelle', "za'atar", 'ras el hanout', 'cardamome'];

/** A soup by its title: « Velouté de poireaux », « Gaspacho andalou ». */
export const SOUP_WORDS = ['soupe', 'velouté', 'potage', 'gaspacho', 'bouillon', 'minestrone'];
