import { frenchList, servingsLabel, type DietaryRestriction } from '#contracts';
import { elides, mainBase, mainProtein, parseIngredientLine } from '#ingredients';
import { THERMOSTAT_STEP_C } from '../knowledge/conversions';
import { OVEN_WORDS, SOUP_WORDS, SPICY_FOODS, WARM_SPICES } from '../knowledge/recipe-constraints';
import { STRETCH_TIP, THRIFTY } from '../knowledge/budget';
import { DISH_WINES, KEEPS_WORDS, LAST_MINUTE_WORDS, SAUCE_WORDS, SIDES, USUAL_WINES, WINES, WINES_BY_COURSE, WITHOUT_ALCOHOL } from '../knowledge/serving';
import { FAMILY_WORDS, findAvoidedFoods, findRestrictionViolations, passesRestrictions, RESTRICTION_DIET_NAMES } from '../../validation/dietary-rules';
import { ALLERGY_CAUTION } from '../knowledge/allergies';
import { containsPhrase } from '../../validation/normalize-words';
import { containsFood } from '../food-match';
import { ingredientName } from '../../generation/fridge-match';
import type { LocalRecipe } from '../local-recipe';
import { scaleRecipeIngredients } from '../scale-recipe';
import type { ChatContext } from '../../types';
import { findSubstitution } from './answer-substitution';
import { withArticles } from './food-articles';
import { isNegated, mentionedFoods } from './answer-suggestions';
import { DISH_TYPE_WORDS } from './course-words';
import { capitalize, readQuestion, type ChefQuestion } from './chef-question';
import { rankIntents } from './detect-intent';
import { costlyLines, dietLabel, dietsIn, minutesAllowed, usesOven } from './recipe-constraints';
import { recipeInHistory } from './recipe-reply';
import { bookDishMentioned } from './book-dishes';
import { bestNamed, findPhrase, hasPhrase, phrases, toWords, type Words } from './text-match';

// « C'est long ? », « pour combien ? », « à quelle température ? » right after a recipe: what
// that recipe says, never the table of cooking times nor the list of what the chef can do.

const LENGTH = phrases(["c'est long", 'cest long', 'ça dure combien', 'ça prend combien de temps', 'combien de temps ça prend', 'ça prend du temps', 'en combien de temps', 'temps de préparation', "c'est rapide", 'ça se fait vite', 'combien de temps']);
const SERVINGS = phrases(['pour combien', 'combien de personnes', 'combien de parts', 'combien de portions', 'ça fait combien de parts']);
const OVEN = phrases(['quelle température', 'à quelle température', 'au four', 'thermostat', 'combien de temps au four', ...OVEN_WORDS]);
// « C'est épicé ? », « ça pique ? »; « c'est trop épicé » is a dish to rescue (techniques).
const SPICY = phrases(['épicé', 'épicée', 'épicés', 'piquant', 'piquante', 'ça pique', 'pimenté', 'pimentée', 'relevé', 'relevée']);
const [TOO, NOT] = toWords('trop pas');

/** « C'est long ? », « c'est rapide ? », « ça se fait en 20 minutes ? »: how long this recipe takes. */
export function asksHowLong(words: Words): boolean {
  return LENGTH.some((w) => hasPhrase(words, w)) || minutesAllowed(words) !== undefined;
}

/** « C'est épicé ? », « c'est pas trop épicé pour les enfants ? »: whether the dish burns; « c'est trop épicé » is a rescue. */
export function asksIfSpicy(words: Words): boolean {
  if (!SPICY.some((w) => hasPhrase(words, w))) return false;
  return words.every((w, i) => w !== TOO || words[i - 1] === NOT);
}
// « Avec quoi je le sers ? », « quel accompagnement ? »
const SERVED_WITH = phrases(['avec quoi', 'accompagnement', 'accompagner', 'accompagne', 'servir avec', 'sers quoi', 'sert quoi', 'servir à côté', 'à côté']);
// « Je peux le faire la veille ? », « combien de temps à l'avance ? »: about this recipe, not the make-ahead list.
const AHEAD = phrases(["à l'avance", "d'avance", 'la veille', 'le matin pour le soir', 'préparer avant', 'faire avant', 'en avance']);
const MAKE = phrases(['faire', 'préparer', 'prépare', 'fait', 'cuisiner', "à l'avance", "d'avance", 'en avance']);
// Read word for word, no typo forgiven: « tarte » is no « tartare ».
const BATTER = toWords('pâte')[0];
const LAST_MINUTE = LAST_MINUTE_WORDS.map(toWords);
const KEEPS = KEEPS_WORDS.map(toWords);
// Read as written: « glacé », not « Glace minute », which melts and is made at once.
const SERVED_COLD = /\b(?:froide?s?|glacée?s?|gaspacho)(?![\p{L}])/iu;
/** Waits the steps add to the preparation: a night, hours of rest in the fridge. */
const WAIT = /[^.]*\b(?:\d+\s*heures?|une nuit|la veille)\b[^.]*/iu;
const COLD = /frais|réfrigérateur|frigo|congélateur|prendre|reposer/iu;
// « C'est quoi l'étape la plus longue ? »: the step whose time is the longest, read from the steps.
const LONGEST = phrases(['étape la plus longue', 'plus longue étape', 'le plus long', 'le plus de temps', 'plus longtemps']);
/** A time a step says: « 25 minutes », « 10 à 12 minutes », « 4 heures », « 1 h 30 », « une nuit ». */
const STEP_TIME = /(\d+)(?:\s*à\s*(\d+))?\s*min(?:utes?)?\b|(\d+)\s*(?:h|heures?)(?:\s*(\d+))?\b|\bune nuit\b/giu;
/** Below this, no step is worth naming as long. */
const LONG_STEP_MINUTES = 10;
// « Quel vin avec ça ? », « on boit quoi avec ? »: a pairing, not recipes made with wine.
const WINE = phrases(['quel vin', 'quels vins', 'comme vin', 'vin avec', 'vin va avec', 'vin pour accompagner', 'on boit quoi', 'boire avec', 'à boire', 'quelle boisson', 'accord mets vin', 'accord mets et vin']);
const WINE_WORDS = toWords('vin vins');
// « Pas cher ? », « c'est économique ? »: this recipe's cost, not the general budget tips.
const BUDGET = phrases(['pas cher', 'pas chère', 'cher', 'chère', 'économique', 'ça coûte', 'coûte cher', 'combien ça coûte', 'prix', 'budget', 'moins cher', 'bon marché']);

export function answerRecipeFacts(question: ChefQuestion): string | null {
  const { words } = question;
  const previous = recipeInHistory(question.context.history);
  if (!previous) return null;
  const { recipe } = previous;
  // « Je peux préparer la pâte la veille ? » names a part of this recipe, not a wish for pasta.
  const ofRecipe = toWords([...recipe.ingredients, ...recipe.instructions].join(' '));
  const named = mentionedFoods(words, question.text);
  const intent = rankIntents(words, question.folded)[0]?.intent;
  // The wine named is the question, not a food to cook: « quel vin avec le poulet ? » asks about another dish.
  if (intent !== 'substitution' && WINE.some((w) => hasPhrase(words, w)) && named.every((f) => f.words.every((w) => WINE_WORDS.includes(w)))) return wine(recipe, question.context);
  if (AHEAD.some((w) => hasPhrase(words, w)) && named.length > 0 && named.every((f) => containsPhrase(ofRecipe, f.words))) return ahead(recipe, named.some((f) => f.words.join(' ') === BATTER));
  // « Il y a des noix dedans ? », « ça contient du lait ? »: whether this recipe holds the food, never ideas with it.
  if (named.length > 0 && named.every((f) => !isNegated(words, f.start ?? 0)) && asksIfHeld(words)) return held(recipe, named);
  // « Il y a du gluten dedans ? »: a class of what a diet leaves out (FAMILY_WORDS), no food of the vocabulary.
  const classes = FAMILY_WORDS.map(([word]) => word).filter((word) => hasPhrase(words, toWords(word)));
  if (named.length === 0 && classes.length > 0 && asksIfHeld(words)) return held(recipe, classes.map((word) => ({ words: toWords(word), name: word })));
  // « C'est sans gluten ? », « elle est végétarienne ? »: whether this recipe keeps the diet, never another recipe in its place.
  if (named.length === 0 && asksIfKept(words)) return keeps(recipe, dietsIn(words));
  // « Combien de temps pour des pâtes ? » or « un dessert rapide » ask about something else.
  if (named.length > 0 || DISH_TYPE_WORDS.some(([, list]) => list.some((w) => hasPhrase(words, w)))) return null;
  // « Ça se garde combien de temps ? » is a keeping time (answer-storage.ts), « avec quoi je remplace… » a substitute.
  if (intent === 'storage' || intent === 'substitution') return null;
  if (BUDGET.some((w) => hasPhrase(words, w))) return cost(recipe, previous.servings ?? recipe.servings, question.context);
  if (asksIfSpicy(words)) return spicy(recipe);
  if (SERVED_WITH.some((w) => hasPhrase(words, w))) return servedWith(recipe);
  if (AHEAD.some((w) => hasPhrase(words, w))) return ahead(recipe, false);
  if (OVEN.some((w) => hasPhrase(words, w))) return oven(recipe);
  if (SERVINGS.some((w) => hasPhrase(words, w))) {
    const servings = previous.servings ?? recipe.servings;
    // The example is another number than the one given (« prévue pour 6 personnes… dites « pour 6 » » read as nonsense).
    return `« ${recipe.title} » est prévue pour ${servingsLabel(servings)}. Pour un autre nombre, dites par exemple « pour ${servings === 6 ? 4 : 6} » : je recalcule les quantités.`;
  }
  if (LONGEST.some((w) => hasPhrase(words, w))) return longestStep(recipe);
  if (asksHowLong(words)) {
    const wait = recipe.instructions.map((step) => WAIT.exec(step)?.[0]).find(Boolean);
    const time = `« ${recipe.title} » se prépare en ${recipe.preparationTime} minutes environ, cuisson comprise (niveau ${recipe.difficulty})`;
    return wait ? `${time}, plus l'attente : ${wait.charAt(0).toLowerCase()}${wait.slice(1).trim()}.` : `${time}.`;
  }
  return null;
}

const HOLDS = phrases(['dedans', 'ça contient', 'contient', 'dans la recette', 'dans cette recette']);
const THERE_IS = phrases(['il y a', 'y a-t-il', "est-ce qu'il y a", "y'a", 'ya']);
const IS_IT = phrases(["c'est", 'cest', 'est-ce', 'est-elle', 'est-il', 'elle est', 'il est']);
// « C'est possible sans gluten ? », « tu peux la faire sans lactose ? » ask for the version (answer-follow-up.ts).
const VERSION_ASKED = phrases(['possible', 'peux', 'peut', 'pouvez', 'faire', 'version', 'adapter', 'adapte', 'adaptée', 'rendre']);

/** « C'est sans gluten ? », « elle est végétarienne ? »: whether the recipe just given keeps a diet, not a version of it asked. */
export function asksIfKept(words: Words): boolean {
  return dietsIn(words).length > 0 && IS_IT.some((w) => findPhrase(words, w).some((at) => at <= 3)) && !VERSION_ASKED.some((w) => hasPhrase(words, w));
}

/** « Il y a des noix dedans ? », « ça contient du lait ? », « y a du gluten ? »: a food asked of the recipe just given. */
function asksIfHeld(words: Words): boolean {
  return HOLDS.some((w) => hasPhrase(words, w)) || (words.length <= 6 && THERE_IS.some((w) => findPhrase(words, w)[0] === 0));
}

/** Whether the recipe holds the foods, with the lines that do; for an allergy, the label still decides. */
function held(recipe: LocalRecipe, foods: ReturnType<typeof mentionedFoods>): string {
  const lines = foods.map((f) => recipe.ingredients.filter((line) => containsFood([line], f.name)));
  const name = (f: (typeof foods)[number]) => f.written ?? f.name;
  if (lines.every((found) => found.length === 0)) {
    const none = frenchList(foods.map((f) => `${elides(name(f)) ? "d'" : 'de '}${name(f)}`), 'ni');
    return [`Non : « ${recipe.title} » ne contient pas ${none}.`, ...sameClass(recipe, foods.map((f) => f.name)), ALLERGY_CAUTION[0]].join('\n');
  }
  const found = foods.filter((_, i) => lines[i].length > 0);
  return [
    // By name: the lines' amounts are the book's, not those of the people the recipe was given for.
    `Oui : « ${recipe.title} » en contient : ${frenchList([...new Set(lines.flat().map(ingredientName))])}.`,
    ...foods.filter((_, i) => lines[i].length === 0).map((f) => `Pas ${elides(name(f)) ? "d'" : 'de '}${name(f)}, en revanche.`),
    `Pour la faire sans, dites « sans ${frenchList(found.map(name))} » : je l'adapte.`,
  ].join('\n');
}

/** The diets a food asked of a recipe may stand for: « il y a du lait ? » is asked for the lactose too. */
const CLASS_OF_FOOD: readonly { diet: DietaryRestriction; said: string }[] = [
  { diet: 'dairyFree', said: "d'autres produits laitiers" },
  { diet: 'glutenFree', said: 'du gluten' },
];

/**
 * « Il y a du lait dedans ? » of a tart made with butter: no milk, but other foods of the class the
 * milk is asked for (the butter, dairy), with the version that leaves them out.
 */
function sameClass(recipe: LocalRecipe, foods: readonly string[]): string[] {
  return CLASS_OF_FOOD.filter(({ diet }) => foods.some((food) => findRestrictionViolations([food], [diet]).length > 0)).flatMap(({ diet, said }) => {
    const others = [...new Set(findRestrictionViolations([...recipe.ingredients], [diet]).map((v) => ingredientName(v.ingredient)))];
    return others.length > 0 ? [`La recette contient en revanche ${said} : ${frenchList(others)}. Pour une version qui s'en passe, dites « ${dietLabel(diet)} ».`] : [];
  });
}

/** Whether the recipe keeps the diets, from its own lines, with what breaks them. */
function keeps(recipe: LocalRecipe, diets: readonly DietaryRestriction[]): string {
  const names = frenchList(diets.filter((d) => d !== 'none').map((d) => RESTRICTION_DIET_NAMES[d as Exclude<DietaryRestriction, 'none'>]));
  const breaking = findRestrictionViolations([...recipe.ingredients], [...diets]);
  if (breaking.length === 0) return [`Oui : rien dans « ${recipe.title} » n'est interdit pour un régime ${names}, d'après ses ingrédients.`, ALLERGY_CAUTION[0]].join('\n');
  return [
    `Non : « ${recipe.title} » ne convient pas à un régime ${names} : ${frenchList([...new Set(breaking.map((v) => ingredientName(v.ingredient)))])}.`,
    `Dites « ${diets.map((d) => `version ${dietLabel(d)}`).join(', ')} » : je l'adapte, ou je vous en propose une autre.`,
  ].join('\n');
}

/**
 * « Combien de temps à l'avance faire la bûche ? », « je peux faire le tiramisu la veille ? »: a dish
 * of the book the question names whole, by its title or another name, read from its steps as after
 * its recipe, rather than the make-ahead list.
 */
export function answerAheadOfDish(question: ChefQuestion): string | null {
  // « Il me reste de la quiche de la veille » is a leftover: the dish is asked to be made ahead.
  if (!AHEAD.some((w) => hasPhrase(question.words, w)) || !MAKE.some((w) => hasPhrase(question.words, w))) return null;
  const recipe = bookDishMentioned(question.words);
  return recipe ? ahead(recipe, false) : null;
}

/** The step that takes longest, with its time as the step says it; or that none is long. */
function longestStep(recipe: LocalRecipe): string {
  let best: { index: number; minutes: number; said: string } | undefined;
  recipe.instructions.forEach((step, index) => {
    for (const m of step.matchAll(STEP_TIME)) {
      const minutes = m[1] ? Number(m[2] ?? m[1]) : m[3] ? Number(m[3]) * 60 + Number(m[4] ?? 0) : 8 * 60;
      if (!best || minutes > best.minutes) best = { index, minutes, said: m[0] };
    }
  });
  const title = `« ${recipe.title} »`;
  if (!best || best.minutes < LONG_STEP_MINUTES) return `Dans ${title}, aucune étape n'est longue : comptez ${recipe.preparationTime} minutes en tout.`;
  const step = recipe.instructions[best.index];
  return `Dans ${title}, le plus long est l'étape ${best.index + 1} (${best.said}) : ${step.charAt(0).toLowerCase()}${step.slice(1)}`;
}

function oven(recipe: LocalRecipe): string {
  if (!usesOven(recipe)) return `« ${recipe.title} » ne passe pas au four.`;
  const steps = recipe.instructions.join(' ');
  const degrees = /(\d{2,3})\s*°C/u.exec(steps)?.[1];
  const baked = recipe.instructions.find((step) => toWords(step).some((w) => toWords('enfournez four cuire cuisson').includes(w)) && /\d+(?:\s*à\s*\d+)?\s*minutes/u.test(step) && !/préchauffez/iu.test(step));
  const minutes = baked ? /(\d+(?:\s*à\s*\d+)?)\s*minutes/u.exec(baked)?.[1] : undefined;
  const parts = [degrees ? `four préchauffé à ${degrees} °C (thermostat ${Math.round(Number(degrees) / THERMOSTAT_STEP_C)})` : 'au four', minutes ? `${minutes} minutes de cuisson` : ''].filter(Boolean);
  return `« ${recipe.title} » : ${parts.join(', ')}.`;
}

/** Whether the recipe burns (a chili, harissa), only perfumes (cumin, curry), or neither: from its ingredients. */
function spicy(recipe: LocalRecipe): string {
  const hot = recipe.ingredients.filter((line) => SPICY_FOODS.some((food) => containsFood([line], food)));
  if (hot.length > 0) {
    return `Oui, « ${recipe.title} » pique un peu : ${frenchList(hot)}. Pour les enfants ou les palais sensibles, mettez-en la moitié, ou servez-le à part pour que chacun en ajoute dans son assiette ; un yaourt nature à côté adoucit le feu.`;
  }
  const found = WARM_SPICES.filter((spice) => containsFood(recipe.ingredients, spice));
  // « paprika fumé », not « paprika et paprika fumé ».
  const warm = found.filter((spice) => !found.some((other) => other !== spice && other.includes(spice)));
  if (warm.length > 0) return `Non, rien de piquant dans « ${recipe.title} » : des épices douces (${frenchList(warm)}), sans piment, qui conviennent aussi aux enfants.`;
  return `Non, rien de piquant dans « ${recipe.title} » : ni piment ni épices fortes.`;
}

/** What to serve with the recipe, from what it already holds (knowledge/serving.ts). */
function servedWith(recipe: LocalRecipe): string | null {
  const title = `« ${recipe.title} »`;
  const steps = toWords([recipe.description, ...recipe.instructions].join(' '));
  switch (recipe.type) {
    case 'plat': {
      // The starches are the bases the week planner knows (#ingredients' BASE_FAMILIES): one list of them.
      const starches = recipe.ingredients.filter((line) => mainBase([parseIngredientLine(line).name]) !== null).map((line) => ingredientName(line).toLowerCase());
      if (starches.length > 0) return `${title} est déjà un plat complet (${[...new Set(starches)].join(', ')}) : servez à côté ${SIDES.complete}.`;
      const inSauce = SAUCE_WORDS.some((word) => hasPhrase(steps, toWords(word)));
      return `${title} se sert avec ${inSauce ? SIDES.sauce : SIDES.plain}.`;
    }
    case 'entrée': {
      const soup = SOUP_WORDS.some((word) => hasPhrase(toWords(recipe.title), toWords(word)));
      return `${title} se sert avec ${soup ? SIDES.soup : SIDES.starter}.`;
    }
    case 'dessert':
      return `Avec ${title} : ${SIDES.dessert}.`;
    case 'apéro':
    case 'amuse-bouche':
      return `${title} se sert avec ${SIDES.aperitif}.`;
    default:
      return null;
  }
}

/** What to drink with the recipe: a wine by its main protein (knowledge/serving.ts), and always something without alcohol. */
function wine(recipe: LocalRecipe, context: ChatContext): string {
  const title = `« ${recipe.title} »`;
  if (recipe.type === 'boisson') return `${title} est déjà une boisson : rien à lui associer.`;
  const protein = mainProtein(recipe.ingredients.map((line) => parseIngredientLine(line).name));
  // A classic of the table keeps its own wine (a tartiflette, crêpes and their cider), a dessert or an apéro the course's.
  const classic = classicDish(toWords(recipe.title));
  const course = recipe.type === 'dessert' ? WINES_BY_COURSE.dessert : recipe.type === 'apéro' || recipe.type === 'amuse-bouche' ? WINES_BY_COURSE.aperitif : undefined;
  const classicWine = classic && (classic.dish.anyCourse || !course) ? classic.dish.wine : undefined;
  const pairing = classicWine ?? course ?? (protein && WINES[protein]) ?? WINES_BY_COURSE.other;
  return wineLine(title, pairing, context);
}

// Each name of DISH_WINES as a question says it (its article dropped) and as an answer does.
const DISH_WINE_NAMES = DISH_WINES.flatMap((dish) => dish.names.map((said) => ({ dish, said, words: phrases([said.replace(/^(?:un|une|des|du)\s+/u, '')])[0] })));
/** The classic dish these words name (DISH_WINES) and the name they gave it, if any. */
const classicDish = (words: Words) => bestNamed(words, DISH_WINE_NAMES, (n) => [n.words]);

/** « Avec … : a wine », always with something without alcohol; that alone for a household that drinks none. */
function wineLine(what: string, pairing: string, { restrictions, avoidedFoods }: ChatContext): string {
  // A diet without alcohol (halal) or alcohol among the foods the household avoids: no wine at all.
  if (!passesRestrictions(['vin'], restrictions) || findAvoidedFoods(['vin'], avoidedFoods).length > 0) return `Avec ${what}, sans alcool : ${WITHOUT_ALCOHOL}.`;
  return `Avec ${what} : ${pairing}. Pour les enfants et sans alcool : ${WITHOUT_ALCOHOL}.`;
}

// « Quel accompagnement avec du poisson pané ? » with no recipe to ask about: « avec quoi » alone is
// too wide (« avec quoi remplacer le beurre »), the words of a side dish only.
const SIDE_FOR = phrases(['accompagnement', 'accompagnements', 'accompagner', 'servir avec', 'avec quoi servir', 'je sers quoi avec', 'on sert quoi avec']);

/**
 * The side of the foods named, as a dish of them would have it: a meat, a fish or eggs take
 * potatoes, rice or vegetables; a starch alone a green salad; null when the question asks no side,
 * follows a recipe, or names neither.
 */
export function answerSideForFoods(question: ChefQuestion): string | null {
  const { words } = question;
  if (!SIDE_FOR.some((w) => hasPhrase(words, w)) || recipeInHistory(question.context.history)) return null;
  if (rankIntents(words, question.folded)[0]?.intent === 'substitution') return null;
  const named = mentionedFoods(words, question.text);
  if (named.length === 0) return null;
  const names = named.map((f) => f.name);
  const side = mainProtein(names) !== null ? SIDES.plain : mainBase(names) !== null ? SIDES.complete : null;
  if (!side) return null;
  return `Avec ${foodsSaid(named)}, servez ${side}.`;
}

/** The foods a question names, with the articles it used (« une raclette », « du saumon »), else as « ce plat (porc) ». */
function foodsSaid(named: ReturnType<typeof mentionedFoods>): string {
  return withArticles(named) ?? `ce plat (${frenchList(named.map((f) => f.written ?? f.name))})`;
}

/** The usual pairings, by what the dish is made of, for a wine question that names no food the chef knows. */
function usualWines(context: ChatContext): string {
  if (!passesRestrictions(['vin'], context.restrictions) || findAvoidedFoods(['vin'], context.avoidedFoods).length > 0) return `Sans alcool, avec tous les plats : ${WITHOUT_ALCOHOL}.`;
  return [
    "Tout dépend de ce qui est dans l'assiette. En règle générale :",
    ...USUAL_WINES.map(([dish, pairing], i) => `• ${dish} : ${pairing}${i === USUAL_WINES.length - 1 ? '.' : ' ;'}`),
    `Pour les enfants et sans alcool : ${WITHOUT_ALCOHOL}. Dites-moi le plat ou son ingrédient principal, et je précise.`,
  ].join('\n');
}

/**
 * « Quel vin avec une raclette ? », « on boit quoi avec du saumon ? » with no recipe to ask about:
 * the wine of the foods named, by their main protein (a raclette is a cheese, as a fondue), else
 * the wine of vegetables; null when the question is no wine question or names no food.
 */
export function answerWineForFoods(question: ChefQuestion): string | null {
  const { words } = question;
  if (!WINE.some((w) => hasPhrase(words, w))) return null;
  // « Quel vin avec un pot-au-feu ? »: a classic dish has its own wine, whatever its meat.
  const classic = classicDish(words);
  if (classic) return wineLine(classic.said, classic.dish.wine, question.context);
  const named = mentionedFoods(words, question.text).filter((f) => !f.words.every((w) => WINE_WORDS.includes(w)));
  // « Quel vin pour une fondue ? », a dish the chef does not read as a food: the usual pairings.
  if (named.length === 0) return recipeInHistory(question.context.history) ? null : usualWines(question.context);
  const protein = mainProtein(named.map((f) => f.name));
  return wineLine(foodsSaid(named), (protein && WINES[protein]) ?? WINES_BY_COURSE.other, question.context);
}

/** What makes the recipe cost, for the servings it was given for, and the cheaper substitutes the household may eat. */
function cost(recipe: LocalRecipe, servings: number, context: ChatContext): string {
  const title = `« ${recipe.title} »`;
  const costly = costlyLines(scaleRecipeIngredients(recipe, servings));
  if (costly.length === 0) return `Oui, ${title} est une recette économique : ${THRIFTY}.`;
  const fits = (uses: string) => !uses || (passesRestrictions([uses], context.restrictions) && findAvoidedFoods([uses], context.avoidedFoods).length === 0);
  const swaps = new Map<string, string>();
  for (const line of costly) {
    const entry = findSubstitution(readQuestion(ingredientName(line), context));
    const option = entry?.options.find((o) => o.cheaper && fits(o.uses));
    if (entry && option) swaps.set(entry.label, option.text);
  }
  const lines = [`Dans ${title}, ce qui coûte le plus : ${frenchList(costly)}.`];
  if (swaps.size > 0) lines.push('Pour payer moins :', ...[...swaps].map(([food, instead], i) => `• ${capitalize(food)} : ${instead}${i === swaps.size - 1 ? '.' : ' ;'}`));
  lines.push(STRETCH_TIP);
  return lines.join('\n');
}

/** Whether the recipe is made ahead, from its steps: a wait in the fridge, a dish that keeps, a dish served at once. */
function ahead(recipe: LocalRecipe, batter: boolean): string {
  const title = `« ${recipe.title} »`;
  // A batter or a dough the recipe makes (crêpes, galettes), not one it buys ready-rolled.
  const madeBatter = !recipe.ingredients.some((line) => toWords(line).includes(BATTER)) && recipe.instructions.some((step) => toWords(step).includes(BATTER));
  if (batter && madeBatter) {
    return `Oui, la pâte de ${title} se prépare la veille : couverte, au frais, elle n'en est que meilleure. Remuez-la avant de cuire, et allongez-la d'un peu de liquide si elle a épaissi.`;
  }
  // A wait in the fridge, not « coupez le pain la veille »: the dish itself is made ahead.
  const wait = recipe.instructions.map((step) => WAIT.exec(step)?.[0]).find((said) => said !== undefined && COLD.test(said));
  if (wait) return `Oui, ${title} se prépare jusqu'à la veille, et il faut de toute façon l'attente : ${wait.charAt(0).toLowerCase()}${wait.slice(1).trim()}. Gardez au frais, couvert.`;
  const words = toWords([recipe.title, ...recipe.instructions].join(' '));
  if (SERVED_COLD.test(recipe.title)) {
    return `Oui, ${title} se prépare le matin pour le soir, ou la veille : à garder au frais, couvert, et à servir bien froid.`;
  }
  if (KEEPS.some((w) => containsPhrase(words, w))) {
    const warm =
      recipe.type === 'dessert'
        ? 'sorti du frigo un peu avant de servir, ou tiédi quelques minutes au four'
        : usesOven(recipe)
          ? 'cuit la veille, le plat se réchauffe 15 minutes au four à 160 °C'
          : 'il se réchauffe à feu doux, bien à cœur';
    return `Oui, ${title} se prépare la veille, et c'est souvent meilleur le lendemain : à garder au frais dans une boîte fermée (2 à 3 jours) ; ${warm}.`;
  }
  if (LAST_MINUTE.some((w) => containsPhrase(words, w))) {
    return `${title} se fait au dernier moment et se sert aussitôt. Le matin ou la veille, vous pouvez seulement préparer le reste : légumes épluchés et coupés, ingrédients pesés, gardés au frais dans des boîtes fermées.`;
  }
  return `Mieux vaut préparer ${title} le jour même, en ${recipe.preparationTime} minutes environ. Le matin, vous pouvez déjà éplucher et couper les légumes et peser les ingrédients, gardés au frais.`;
}
