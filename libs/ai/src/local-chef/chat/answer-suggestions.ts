import { agreeWithQuantity, elides, MEAT_AND_FISH_FAMILIES, proteinFamilyOf } from '#ingredients';
import { CHAT_ACTION_MESSAGES, DISH_TYPE_LABELS, frenchList, kitchenToday, minutesLabel, servingsLabel, type DishType } from '#contracts';
import { FridgeMatcher, ingredientName, staplesOrDefault } from '../../generation/fridge-match';
import { expiredNote, freshFridge } from '../../generation/fridge-freshness';
import type { FridgeItem } from '../../types';
import { FAMILY_WORDS, findAvoidedFoods, findRestrictionViolations, passesRestrictions } from '../../validation/dietary-rules';
import type { IngredientClass } from '../../validation/ingredient-classes';
import { COOKED_ALIKE, FOOD_FAMILIES, isOfFamily } from '../../validation/food-families';
import { urgency } from '../choose-recipe';
import { containsFood, cooksWith } from '../food-match';
import { DISH_BASES, FOODS_THAT_ARE_DISHES, GENERIC_VEGETABLES, KINDS_WITHIN, type DishBase } from '../knowledge/dish-bases';
import { HOW_WISHES, RECIPE_CONSTRAINTS } from '../knowledge/recipe-constraints';
import { SEASONS } from '../knowledge/seasons';
import { FOODS_NAMED_AFTER_ANOTHER } from '../knowledge/foods-named-after-another';
import type { LocalRecipe } from '../local-recipe';
import { RECIPES } from '../recipes';
import { seededRandom } from '../seeded-random';
import { asksAlso, closestWithBasics } from '../compose/closest-with-basics';
import { au, deAll, theItem } from '../compose/dish-french';
import { foodOf } from '../compose/food-lookup';
import { FOODS, type Food as CookFood } from '../compose/foods';
import { withProperNouns } from '../compose/proper-nouns';
import { TITLE_STOP_WORDS, bookDishNamed, inTitle, onlyBookDishNamed } from './book-dishes';
import { dishFromFridge, fridgeItemNamed, fridgeLeftAfter, madeOfTheFridge } from './answer-from-fridge';
import { fridgeRequest, questionSeed } from './fridge-request';
import { dishOfNamedFoods } from './compose-named-foods';
import { answerCookingTime } from './answer-cooking-time';
import { answerSubstitution } from './answer-substitution';
import { articleFor, withArticles } from './food-articles';
import { inFoodContext, isEverydayWord } from './everyday-food-words';
import { capitalize, readQuestion, type ChefQuestion } from './chef-question';
import { fold } from './detect-intent';
import { askedServings } from './asked-servings';
import { recipeInHistory, recipeReply, wholeRecipesGiven } from './recipe-reply';
import { scaleRecipeIngredients } from '../scale-recipe';
import { byConstraints, constraintsIn, dietLabel, dietsIn, lessSweetAt, meetsConstraints, minutesAllowed, saysTime, tooShortFor, wishesAt, wishFor } from './recipe-constraints';
import { askedDishType, DISH_TYPE_WORDS } from './course-words';
import { NUMBER_WORDS, findPhrase, hasPhrase, learnWords, phrases, toWords, wordMatches, type Words } from './text-match';

const MAX_SUGGESTIONS = 3;

interface Food {
  words: string[];
  /** As the collection writes it, e.g. "courgettes": what recipes are matched on. */
  name: string;
  /** As the user wrote it, for the reply. */
  written?: string;
  /** Where the question names it (word index). */
  start?: number;
  /** The article to say it with ("des", "du", "de l'"…), when known. */
  article?: string | null;
}

// Leading words of ingredient names that are not foods on their own ("petits oignons", "fonds de tartelettes").
const NOT_FOODS = new Set(toWords('petit petite grand grande gros grosse jeune bon demi fond feuille filet blanc jaune cœur tranche zeste jus mélange morceau brin botte bouquet quartier cube pincée tasse'));

let vocabulary: Food[] | undefined;

/** The classes of ingredients that are foods a family cooks with (fish, meat), never a diet's (gluten, lactose, alcohol). */
const CLASSES_OF_FOODS: readonly IngredientClass[] = ['pork', 'meat', 'poultry', 'fish', 'shellfish'];

/**
 * Every food the chat reads: the collection's, as whole names and as their main word ("riz
 * arborio" → "riz"), then every food of the composing chef's table (« cabillaud », « viande
 * hachée »), the project's one list of foods, by its name and its plural.
 */
function foods(): Food[] {
  if (vocabulary) return vocabulary;
  const byKey = new Map<string, Food>();
  const add = (name: string) => {
    const words = toWords(name);
    if (words.length === 0 || words.every((w) => w.length < 3)) return;
    const key = words.join(' ');
    if (!byKey.has(key)) byKey.set(key, { words, name });
  };
  for (const recipe of RECIPES) {
    for (const line of recipe.ingredients) {
      const name = ingredientName(line).toLowerCase();
      add(name);
      const [head] = name.split(/\s+/);
      if (!NOT_FOODS.has(toWords(head)[0] ?? '')) add(head);
      const after = /\s(?:de|d')\s*(.+)$/u.exec(name.replace(/d'/g, "d' "));
      if (after && NOT_FOODS.has(toWords(head)[0] ?? '')) add(after[1]);
    }
  }
  // The collection's spelling first (the reply shows it); the table adds what no recipe names.
  for (const food of FOODS) {
    add(food.name);
    add(agreeWithQuantity(food.name, 2));
  }
  // « La pâte de curry » is read whole, never as pasta and curry.
  for (const name of FOODS_NAMED_AFTER_ANOTHER) add(name);
  // A family of foods is a food asked about too: « que faire avec des marrons ? », « des agrumes ».
  // So is a class of meat or fish (« que faire avec du poisson ? », « un plat de fruits de mer »), its dishes found by their class.
  for (const [word, kind] of FAMILY_WORDS) if (CLASSES_OF_FOODS.includes(kind)) add(word);
  for (const family of Object.keys(FOOD_FAMILIES)) {
    add(family);
    add(agreeWithQuantity(family, 2));
  }
  // So are the members of a family cooked alike (« des cèpes », « une citrouille »): their family's dishes take them.
  for (const member of COOKED_ALIKE.flatMap((family) => FOOD_FAMILIES[family])) {
    add(member);
    add(agreeWithQuantity(member, 2));
  }
  vocabulary = [...byKey.values()].sort((a, b) => b.words.length - a.words.length);
  learnWords(vocabulary.map((f) => f.name));
  // The book's titles are words the chef knows: « Bûche roulée » is never a typo of « rouillée ».
  learnWords(RECIPES.flatMap((r) => [r.title, ...(r.alsoCalled ?? [])]));
  return vocabulary;
}

/**
 * The foods a question names, longest names first, each place in the question used once (and
 * none a wish says), in the question's order and as the user wrote them ("courgettes et riz") when the words line up.
 */
export function mentionedFoods(words: Words, text = ''): Food[] {
  const spans = [...text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)];
  const written = spans.map((m) => m[0]);
  const taken = new Array<boolean>(words.length).fill(false);
  // « Pas trop sucré », « peu de sucre » wish for less sugar: no sugar named, refused or wanted.
  for (const at of lessSweetAt(words)) taken[at] = true;
  const found: { food: Food; start: number }[] = [];
  for (const food of foods()) {
    for (const start of findPhrase(words, food.words)) {
      if (taken.slice(start, start + food.words.length).some(Boolean)) continue;
      taken.fill(true, start, start + food.words.length);
      if (found.some((f) => f.food === food)) continue;
      // A typo is shown corrected: "courgete" answers as "courgettes".
      const exact = written.length === words.length && food.words.every((w, k) => words[start + k] === w);
      // As typed, with its apostrophes (« huile d'olive », never « huile d olive »), and its accents
      // when typed without them (« viande hachee » answers as « viande hachée »).
      const end = spans[start + food.words.length - 1];
      const asTyped = exact ? text.toLowerCase().slice(spans[start].index, end.index + end[0].length) : food.name;
      const accented = [food.name, agreeWithQuantity(food.name, 2)].find((name) => name !== asTyped && fold(name.toLowerCase()) === asTyped);
      // A name the table writes with capitals keeps them (« St Môret », never « st môret »).
      const typed = withProperNouns(accented ? (/\p{Lu}/u.test(accented) ? accented : accented.toLowerCase()) : asTyped);
      const article = written.length === words.length ? articleFor(written, start, typed) : null;
      found.push({ food: { ...food, written: typed, start, article }, start });
    }
  }
  return withoutEverydayWords(found, words, text, spans).sort((a, b) => a.start - b.start).map((f) => f.food);
}

/** « C'est bleu » or « un lieu calme » names no food: such a word counts only in a food context. */
function withoutEverydayWords(found: { food: Food; start: number }[], words: Words, text: string, spans: RegExpMatchArray[]): { food: Food; start: number }[] {
  const aligned = spans.length === words.length;
  const plain = found.filter((f) => !isEverydayWord(f.food.words));
  const covered = (index: number) => plain.some((f) => index >= f.start && index < f.start + f.food.words.length);
  // A comma between two words of the question, when its words line up with the text.
  const comma = (left: number) => aligned && left >= 0 && left + 1 < spans.length && text.slice(spans[left].index! + spans[left][0].length, spans[left + 1].index).includes(',');
  return found.filter((f) => {
    if (!isEverydayWord(f.food.words)) return true;
    const end = f.start + f.food.words.length;
    return inFoodContext(words, f.start, end, covered, comma(f.start - 1), comma(end - 1));
  });
}

/** « Ce qui expire bientôt » is the fridge too: its answer starts from the soonest dates (and answer-expiring.ts lists them). */
export const EXPIRING_PHRASES = ['ce qui expire', 'ce qui va expirer', 'ce qui périme', 'ce qui va périmer', 'ce qui va se perdre'];
const FRIDGE_WORDS = phrases([
  'frigo', 'réfrigérateur', "ce que j'ai", 'mes ingrédients', 'mon inventaire', 'mes restes', "ce qu'il me reste", 'les restes',
  // With « avec »: « qu'est-ce qu'il y a dans une quiche ? » asks what a dish holds.
  "avec ce qu'il y a", "avec ce qu'on a", 'avec ce que nous avons', 'avec ce qui reste', 'avec ce qui me reste',
  ...EXPIRING_PHRASES,
]);
/** Whether the words ask to cook from the fridge (« avec ce que j'ai », « ce qui va se perdre »). */
export const wantsFridge = (words: Words): boolean => FRIDGE_WORDS.some((w) => hasPhrase(words, w));

// A meal at a moment ("demain midi", "dimanche", "pour le goûter") or "on mange quoi ?": what the
// fridge makes comes first, when it makes something.
const MEAL_WORDS = phrases(['on mange', 'que manger', 'quoi manger', 'à manger', 'pour manger', 'que cuisiner', 'quoi cuisiner', 'je cuisine quoi', 'on cuisine quoi', "qu'est-ce que je cuisine", "qu'est-ce qu'on cuisine"]);
/** « Que cuisiner quand il fait froid ? », « on mange quoi ? »: what to eat, asked afresh (never a follow-up on the last recipe). */
export const asksWhatToEat = (words: Words): boolean => MEAL_WORDS.some((w) => hasPhrase(words, w));
const MOMENT_WORDS = [...MEAL_WORDS, ...phrases(['ce soir', 'ce midi', 'midi', 'soir', 'demain', 'dîner', 'déjeuner', 'souper', 'goûter', 'dimanche', 'samedi', 'week-end'])];
/** The words that ask how a dish is made (« comment faire une tartiflette ? », « comment réussir un risotto ? »). */
export const HOW_TO_MAKE = ['comment faire', 'comment préparer', 'comment on fait', 'comment réussir', 'comment cuisiner'];
const RECIPE_REQUEST = phrases(['recette de', 'recette du', 'recette des', 'recette de la', "recette d'", ...HOW_TO_MAKE]);
/** "Des crêpes, la recette ?": the recipe asked for after the dish it names (never "une recette ?", which asks for ideas). */
const RECIPE_AFTER = phrases(['la recette', 'ta recette', 'votre recette', 'sa recette']);

/** The whole recipe of a dish the question names and asks the recipe of, for the household; null when it asks for none. */
export function askedRecipe(question: ChefQuestion): string | null {
  // « La recette des crêpes pour 6 »: a name with its people is found by dishNamed, the words after « recette des » alone missing.
  for (const find of [requestedRecipe, recipeAfterDish, dishNamed]) {
    const full = find(question);
    if (full && 'text' in full) return full.text;
  }
  return null;
}

const RECIPE_WORD = toWords('recette')[0];
const WITH_FOODS = phrases(['avec', 'à base de', 'à base d']);
const PEOPLE_WORDS = new Set(toWords('personne personnes pers gens on nous sera serons est sommes'));

/**
 * « Recette quiche », « crêpes pour 4 »: a dish of the collection named with the word « recette »
 * or a number of people, but no « de »; each other word of the question is in its title, the
 * first word of the title among them. The recipe for the people asked, else for the household.
 */
export function dishNamed(question: ChefQuestion): { text: string } | null {
  const { words, context } = question;
  const servings = askedServings(question.folded);
  if (!words.includes(RECIPE_WORD) && servings === undefined) return null;
  // « Une recette avec du poulet », « à base de poireaux » asks what to make with a food, never the dish its title begins with.
  if (WITH_FOODS.some((w) => hasPhrase(words, w))) return null;
  const named = words.filter((w) => w !== RECIPE_WORD && !PEOPLE_WORDS.has(w) && !/^\d+$/.test(w) && NUMBER_WORDS[w] === undefined);
  const recipe = bookDishNamed(named);
  return recipe ? { text: recipeReply(recipe, servings ?? context.servings ?? recipe.servings, context) } : null;
}

/** The words that may name a dish: without the people and numbers the question counts (« crêpes pour 4 »). */
const dishWords = (words: Words): Words => words.filter((w) => !PEOPLE_WORDS.has(w) && !/^\d+$/.test(w) && NUMBER_WORDS[w] === undefined);

/** A dish of the book as its whole recipe, for the people the question counts, else the household. */
const bookRecipeReply = (recipe: LocalRecipe, question: ChefQuestion): string =>
  recipeReply(recipe, askedServings(question.folded) ?? question.context.servings ?? recipe.servings, question.context);

const WITHOUT_WORDS = toWords('sans');
/** The words around a kind that only ask for it: « une idée de gratin pour ce soir ». */
const KIND_WISH_WORDS = new Set(toWords('ni composée composées idée idées envie propose proposer proposez recette recettes faire ce soir midi demain quoi quel quelle quelles cherche veux voudrais bonne bon'));

/** Whether the words name a kind several dishes of the book share, and nothing more (« une tarte »). */
const kindAlone = (words: Words): boolean => {
  const content = words.filter((w) => !TITLE_STOP_WORDS.has(w));
  return content.length === 1 && dishKinds().has(content[0]);
};

/**
 * « Un tiramisu ? », « une quiche lorraine ? », « vin chaud ? »: a question that is nothing but a
 * dish of the book, by half its title at least, gets its recipe. Never a food alone nor a list of
 * foods (« poulet, citron, olives ? » asks for ideas), never a kind several dishes share.
 */
export function bookDishTitled(question: ChefQuestion): string | null {
  const { words } = question;
  const named = dishWords(words);
  if (foodAlone(named) || kindAlone(named)) return null;
  const recipe = bookDishNamed(named, 0.5) ?? onlyDishOfHead(named);
  if (!recipe) return null;
  // Foods listed name the dish only as its whole title (« crème caramel »).
  if (mentionedFoods(words, question.text).length > 1 && bookDishNamed(named, 1) !== recipe) return null;
  return bookRecipeReply(recipe, question);
}

/**
 * The book's dishes by the kind their titles begin with, when several do (« Gratin dauphinois… »,
 * « Gratin de courgettes… »): a kind is no food, so « un gratin ? » named nothing the chef read.
 */
type DishHead = { said: string; recipes: LocalRecipe[] };
let heads: Map<string, DishHead> | undefined;
const DISHES_AS_FOODS = new Set(FOODS_THAT_ARE_DISHES.map((name) => toWords(name).join(' ')));
/** The book's titles by their first word when it is no food (« gratin », « fondue »; never « poulet »), or a food that names a dish too (« salade »). */
function dishHeads(): Map<string, DishHead> {
  if (heads) return heads;
  const byHead = new Map<string, DishHead>();
  for (const recipe of RECIPES) {
    const said = recipe.title.split(/\s+/)[0].toLowerCase();
    const [head] = toWords(said);
    if (!head || TITLE_STOP_WORDS.has(head)) continue;
    const entry = byHead.get(head) ?? { said, recipes: [] };
    entry.recipes.push(recipe);
    byHead.set(head, entry);
  }
  heads = new Map([...byHead].filter(([head]) => mentionedFoods([head]).length === 0 || DISHES_AS_FOODS.has(head)));
  return heads;
}
let kinds: Map<string, DishHead> | undefined;
function dishKinds(): Map<string, DishHead> {
  kinds ??= new Map([...dishHeads()].filter(([, entry]) => entry.recipes.length > 1));
  return kinds;
}

/** Whether the words name a kind several dishes of the book share (« gratin », « tarte »), among others. */
export const namesKind = (words: Words): boolean => words.some((w) => dishKinds().has(w));

/**
 * « Une fondue ? », « une omelette ? », « une crêpe sucrée ? »: the one dish of the book whose title
 * begins with the only word said, with at most the words of its own course. A course or a wish is no
 * dish: « une soupe ? » asks for soups, not the book's one « Soupe… ».
 */
export function onlyDishOfHead(words: Words): LocalRecipe | undefined {
  const content = words.filter((w) => !TITLE_STOP_WORDS.has(w));
  const heads = content.filter((w) => !KIND_AND_WISH_WORDS.has(w) && dishHeads().get(w)?.recipes.length === 1);
  if (heads.length !== 1) return undefined;
  const [recipe] = dishHeads().get(heads[0])!.recipes;
  const ofItsCourse = (w: string) => DISH_TYPE_WORDS.some(([type, list]) => type === recipe.type && list.some((said) => said.length === 1 && said[0] === w));
  return content.every((w) => w === heads[0] || ofItsCourse(w)) ? recipe : undefined;
}

/**
 * « Un gratin sucré ? », « une omelette en dessert ? »: a kind of dish the book has none of in the
 * course asked, said before that course's ideas (« Je n'ai pas de gratin en dessert dans mon carnet. »).
 */
function headNotInCourse(words: Words, dishType: DishType): string | null {
  const named = [...new Set(words.filter((w) => !KIND_AND_WISH_WORDS.has(w) && dishHeads().has(w)))];
  const head = named.length === 1 ? dishHeads().get(named[0])! : undefined;
  if (!head || head.recipes.some((r) => r.type === dishType)) return null;
  const course = DISH_TYPE_LABELS[dishType].toLowerCase();
  return `Je n'ai pas ${elides(head.said) ? "d'" : 'de '}${head.said} en ${course} dans mon carnet.`;
}

/**
 * « Un gratin ? », « une quiche sans lardons ? »: the book's dishes of the kind the question names,
 * those the household, the question's diet, refusals and wishes allow. Null when it names no kind,
 * or more than one.
 */
export function kindSuggestions(asked: ChefQuestion): string | null {
  const named = [...new Set(asked.words.filter((w) => dishKinds().has(w)))];
  if (named.length !== 1) return null;
  const kind = dishKinds().get(named[0])!;
  const negated = refusedFoods(asked);
  // Only a wish: « mon gratin est trop liquide », « la tarte est détrempée » are a dish gone wrong.
  const refusedWords = new Set(negated.flatMap((f) => f.words));
  const wished = (w: string) => [[w], [...WITHOUT_WORDS, w]].some((said) => dietsIn(said).length > 0 || constraintsIn(said).length > 0);
  // « Une tarte en dessert », « une tarte sucrée »: a course said (not refused: « sans sucre ») narrows the kind.
  const course = DISH_TYPE_WORDS.find(([, list]) => list.some((w) => w.length === 1 && findPhrase(asked.words, w).some((at) => !isNegated(asked.words, at))))?.[0];
  const courseWords = new Set(course ? DISH_TYPE_WORDS.filter(([type]) => type === course).flatMap(([, list]) => list.flat()) : []);
  // A wish of several words (« pas trop sucré », « pas cher ») is no word the kind leaves unread.
  const wishes = wishesAt(asked.words);
  if (asked.words.some((w, i) => w !== named[0] && !TITLE_STOP_WORDS.has(w) && !KIND_WISH_WORDS.has(w) && !refusedWords.has(w) && !courseWords.has(w) && !wished(w) && !wishes.has(i) && !saysTime(asked.words, w))) return null;
  const question = narrowed(asked, negated);
  // A quiche is a tart too (KINDS_WITHIN): « une tarte salée ? » gets the quiches.
  const within = Object.entries(KINDS_WITHIN).find(([wide]) => toWords(wide)[0] === named[0])?.[1] ?? [];
  const members = [...kind.recipes, ...within.flatMap((narrow) => dishHeads().get(toWords(narrow)[0])?.recipes ?? [])];
  const allowed = allowedRecipes(question, course).filter((r) => members.includes(r));
  const diets = dietsIn(question.words).map(dietLabel);
  const refused = refusalsSaid(negated, question.words);
  const of = (said: string) => `${elides(said) ? "d'" : 'de '}${said}`;
  if (allowed.length === 0) {
    const wishes = constraintsIn(question.words).map((c) => c.label);
    const wished = [...(diets.length > 0 ? [`en version ${frenchList(diets)}`] : []), ...refused, ...(wishes.length > 0 ? [`(${wishes.join(', ')})`] : [])].join(' ');
    return noneInBook(`${of(kind.said)}${wished ? ` ${wished}` : ''}`, question);
  }
  const picks = bySeason(allowed).slice(0, MAX_SUGGESTIONS);
  // « Un gâteau pas trop sucré »: the wishes the list keeps to are said, as a version (« version peu sucrée »: no gender to agree with the kind's).
  const how = constraintsIn(question.words).filter((c) => HOW_WISHES.includes(c.id)).map((c) => `, version ${c.feminine ?? c.label}`).join('');
  return [`Quelques idées ${of(agreeWithQuantity(kind.said, 2))}${versionSaid(question.words, negated)}${how} :`, ...picks.map(describe), closing(picks[0])].join('\n');
}

/**
 * « Je n'ai pas de gratin (rapide) dans mon carnet. »: `what` as said after « pas » (« de gratin »,
 * « d'entrée légère »); the household's own rules are named only when it has some.
 */
function noneInBook(what: string, question: ChefQuestion): string {
  const { words, context } = question;
  // The question's own diet and refusals (narrowed into the context) are said in `what` already.
  const asked = dietsIn(words);
  const refusedHere = (food: string) => hasPhrase(words, toWords(food)) || (food === 'alcool' && NO_ALCOHOL.some((w) => hasPhrase(words, w)));
  const rules = context.restrictions.some((r) => r !== 'none' && !asked.includes(r)) || context.avoidedFoods.some((f) => !refusedHere(f));
  return `Je n'ai pas ${what}${rules ? ' qui respecte vos restrictions' : ''} dans mon carnet.`;
}

/** Whether the words name one food and nothing else (« du riz », « des pâtes »). */
const foodAlone = (words: Words): boolean => {
  const named = words.filter((w) => !TITLE_STOP_WORDS.has(w));
  return named.length === 1 && mentionedFoods(named).length === 1;
};

/**
 * « Comment faire une crème caramel ? »: a dish of the book the question asks how to make by most
 * of its title (half its words at least, the first among them), as its whole recipe for the
 * household; it comes before a technique its words share (the caramel). « Comment faire une
 * omelette ? » names a third of « Omelette aux courgettes et au parmesan »: the technique answers it.
 */
export function bookDishAsked(question: ChefQuestion): string | null {
  const { words } = question;
  const trigger = RECIPE_REQUEST.map((w) => ({ w, at: findPhrase(words, w)[0] })).find((t) => t.at !== undefined);
  if (!trigger || trigger.at === undefined) return null;
  const named = dishWords(words.slice(trigger.at + trigger.w.length));
  // A food alone asked how (« comment faire des pâtes ? ») is cooked: only a dish of that one name answers it.
  const recipe = bookDishNamed(named, foodAlone(named) ? 1 : 0.5);
  return recipe ? bookRecipeReply(recipe, question) : null;
}

/**
 * « Un tiramisu sans œufs ? », « une fondue sans alcool ? »: the words before the version name a
 * dish of the book by half its title at least, its first word among them, without asking for its
 * recipe; never a food alone (« des pâtes sans gluten ? » asks for ideas).
 */
export function bookDishSaid(question: ChefQuestion): string | null {
  const { words } = question;
  const named = dishWords(words);
  // « Un gâteau sans œufs ? » names a dish type, whose ideas answer it, not the yoghurt cake.
  const typeOnly = named.filter((w) => !TITLE_STOP_WORDS.has(w)).every((w) => DISH_TYPE_WORDS.some(([, list]) => list.some((p) => p.length === 1 && p[0] === w)));
  // « Une tarte sans sucre ? » names a kind: its dishes without it (kindSuggestions), not the apple tart adapted.
  if (typeOnly || foodAlone(named) || kindAlone(named)) return null;
  // « Des crêpes sans gluten ? »: a third of « Crêpes au sucre et au citron », yet the only crêpes of the book.
  const recipe = bookDishNamed(named, 0.5) ?? onlyBookDishNamed(named);
  return recipe ? bookRecipeReply(recipe, question) : null;
}

export function answerSuggestions(asked: ChefQuestion): string | null {
  // A dish-type word is no food (« sucré » asks for a dessert), unless refused: « sans sucre » leaves the sugar out.
  const mentionedAll = mentionedFoods(asked.words, asked.text).filter(
    (f) => isNegated(asked.words, f.start ?? 0) || !DISH_TYPE_WORDS.some(([, list]) => list.some((w) => w.join(' ') === f.words.join(' '))),
  );
  // "sans gluten", "je n'aime pas les champignons", "allergique aux noix": the question narrows the household's rules.
  const negated = mentionedAll.filter((f) => isNegated(asked.words, f.start ?? 0));
  const question = narrowed(asked, negated);
  const { words, context } = question;
  const full = requestedRecipe(question) ?? recipeAfterDish(question) ?? dishNamed(question);
  if (full && 'text' in full) return full.text;

  const mentioned = mentionedAll.filter((f) => !negated.includes(f));
  const fridgeWished = wantsFridge(words);
  // « J'ai 30 minutes pour le repas » is a moment to eat as much as « ce soir ».
  const moment = MOMENT_WORDS.some((w) => hasPhrase(words, w)) || minutesAllowed(words) !== undefined;
  const dishType = askedDishType(words);

  if (full && 'missing' in full) {
    // « Comment faire des frites au four ? »: no recipe in the book, yet the cooking notes know how it
    // cooks. « La recette des biscuits de Noël » asks for a recipe, never for the time of cookies.
    const cooking = !words.includes(RECIPE_WORD) && answerCookingTime(question);
    if (cooking) return cooking;
    const notInBook = `Je n'ai pas la recette de « ${full.missing} » dans mon carnet hors ligne.`;
    // « Une recette de gâteau au chocolat » the book lacks: its recipes with the chocolate instead.
    // « La recette de la tarte tatin », no food named: the book's dishes of the kind it names.
    const closest = closestRecipes(question, mentioned, dishType) ?? sameKind(question);
    return closest ? `${notInBook} ${closest}` : `${notInBook} Dites-moi plutôt quels ingrédients vous avez, et je vous propose ce que je sais faire.`;
  }
  // « Et un dessert ? », « un dessert avec ce qu'il reste ? » after a dish of the fridge: the next
  // course comes from what the meal leaves of it.
  // « Une idée de gratin pour ce soir »: the book's gratins, not any plat of the evening.
  // A kind that is also a course (« un gâteau sans œufs ») says none only when the course has none either.
  // « Une salade ? » names a food that is a kind of dish too: the kind when nothing else is said.
  const kind = mentioned.every((f) => DISHES_AS_FOODS.has(f.words.join(' '))) && !fridgeWished ? kindSuggestions(asked) : null;
  if (kind && (!dishType || /^• /m.test(kind))) return kind;
  const left = mentioned.length === 0 && dishType ? fridgeLeftByMeal(question, dishType) : undefined;
  const rest = left ? { ...question, context: { ...context, fridge: left } } : undefined;
  if (mentioned.length === 0 && fridgeWished) return fridgeSuggestions(rest ?? question, dishType);
  if (mentioned.length === 0 && moment) {
    // "Qu'est-ce qu'on mange ce week-end ?" asks for a main course.
    const type = dishType ?? 'plat';
    const fromFridge = dishFromFridge(rest ?? question, type);
    return fromFridge ? fridgeSuggestions(rest ?? question, type, fromFridge) : typeSuggestions(question, type);
  }
  if (rest) {
    const fromFridge = dishFromFridge(rest, dishType!);
    if (fromFridge) return fridgeSuggestions(rest, dishType!, fromFridge);
  }
  // « Une recette sans cuisson pour l'été »: a wish without a course is for a main course, else
  // the first course the book has for it (no plat is made without heat: its salads are entrées).
  // A child named is no such wish: « mon fils est allergique aux arachides, que faire ? » is an allergy.
  if (mentioned.length === 0) return dishType ? typeSuggestions(question, dishType) : (kindSuggestions(question) ?? (constraintsIn(words).some((c) => c.id !== 'forChildren') ? typeSuggestions(question, WISHED_COURSES.find((type) => allowedRecipes(question, type).length > 0) ?? 'plat') : null));

  const lines: string[] = [];
  const forbidden = mentioned.filter((f) => findRestrictionViolations([f.name], context.restrictions).length > 0);
  for (const food of forbidden) {
    const reason = findRestrictionViolations([food.name], context.restrictions)[0].reason;
    lines.push(`Attention : « ${food.written ?? food.name} » ne convient pas à votre foyer (${reason}), je l'ai laissé de côté.`);
    const substitute = answerSubstitution(readQuestion(`remplacer ${food.name}`, context));
    if (substitute && !substitute.startsWith("Je n'ai pas")) lines.push(substitute);
  }
  const staples = staplesOrDefault(context.staples ?? []);
  const usable = mentioned.filter((f) => !forbidden.includes(f));
  // Salt and oil go in everything: they only count when nothing else was named.
  const wanted = usable.filter((f) => !staples.some((s) => s === f.name)).length > 0 ? usable.filter((f) => !staples.includes(f.name)) : usable;
  if (wanted.length === 0) return lines.join('\n') || null;

  // Ingredients only: a title such as "Pommes grenaille" would pass potatoes off as apples.
  const states = wanted.map((f) => stateSaid(words, f));
  const meatOrFish = wanted.some((f) => MEAT_AND_FISH_FAMILIES.includes(proteinFamilyOf(f.name) ?? ''));
  const ranked = rank(allowedRecipes(question, dishType), (recipe) => {
    const hits = wanted.filter((f) => cooksWith(recipe.ingredients, f.name) || dishOfThatName(recipe, f)).length;
    // « Que faire avec des pommes ? » asks what to cook: a course of a meal before a drink or a bite (hot apple juice came first);
    // « des œufs durs »: the dishes that say their eggs so, before any dish with eggs.
    // « Une recette de poisson », « que faire avec du poulet ? »: a meat or a fish is a main course first, before a starter of it.
    const course = WISHED_COURSES.includes(recipe.type) ? (recipe.type === 'plat' && meatOrFish ? 2 : 1) : 0;
    // « J'ai des carottes qui vont périmer »: a dish named after the one food asked uses more of it (carottes râpées before a hachis with one carrot).
    const named = wanted.length === 1 && cooksWith(recipe.ingredients, wanted[0].name) && hasPhrase(toWords(recipe.title), wanted[0].words) ? 1 : 0;
    return { hits, bonus: course + named + 3 * wanted.filter((f, i) => states[i] !== undefined && saysFoodAs(recipe, f, states[i]!)).length };
  });
  // « Une omelette aux champignons ? »: a kind of dish with a garnish, before any dish the foods make.
  const withGarnish = kindWithGarnish(question, wanted, ranked);
  if (withGarnish) return [...lines, withGarnish].join('\n');
  // "Que faire avec le poulet ?" when the family's fridge holds it: a dish of their fridge that
  // uses it comes first, then the collection's ideas that need shopping.
  // No type asked: a main course first, else the dessert or the starter the foods make (« que faire avec les pommes ? »).
  const types: DishType[] = dishType ? [dishType] : ['plat', 'dessert', 'entrée'];
  const fromFridge = namedInFridge(question, wanted) ? types.map((type) => dishFromFridge(question, type, wanted.map((f) => f.name))).find((dish) => dish !== undefined) : undefined;
  if (fromFridge) {
    lines.push(`Avec ${frenchList(wanted.map((f) => theItem(f.written ?? f.name) ?? f.written ?? f.name))} de votre frigo, sans rien acheter :`, recipeReply(fromFridge, fromFridge.servings, context));
    const others = ranked.filter((r) => r.recipe.title !== fromFridge.title);
    if (others.length > 0) lines.push('', 'Avec quelques courses, vous pourriez aussi faire :', ...others.slice(0, 2).map((r) => describe(r.recipe)), closing(others[0].recipe));
    return lines.join('\n');
  }
  const names = frenchList(wanted.map((f) => f.written ?? f.name));
  // With their articles when every one is known ("des tomates et du riz"); else named in brackets.
  const articled = withArticles(wanted);
  if (ranked.length === 0) {
    // « Des galettes ce soir ? »: no recipe uses galettes, but the book has a dish of that name.
    const named = allowedRecipes(question, dishType).filter((recipe) => wanted.some((f) => titledAfter(recipe, f)));
    if (named.length > 0) return [...lines, `Avec ${articled ?? names}, je vous propose :`, ...named.slice(0, MAX_SUGGESTIONS).map(describe), closing(named[0])].join('\n');
    // « Que faire avec du potiron ? »: no recipe names it, but some take a squash of another name.
    const alike = wanted.length === 1 ? cookedAlike(allowedRecipes(question, dishType), wanted[0]) : [];
    if (alike.length > 0) {
      const picks = alike.slice(0, MAX_SUGGESTIONS);
      const said = wanted[0].written ?? wanted[0].name;
      const food = theItem(said) ?? definite(wanted[0].article, said);
      const replaced = frenchList([...new Set(picks.map((p) => p.replaces))]);
      const note = `${capitalize(food)} y ${food.startsWith('les ') ? 'remplacent' : 'remplace'} ${replaced}.`;
      return [...lines, `Avec ${articled ?? names}, je vous propose :`, ...picks.map((p) => describe(p.recipe)), note, closing(picks[0].recipe)].join('\n');
    }
    // A food no recipe uses (« du lieu ») gets a dish of its own too.
    const composedOnly = composedOfNamed(question, wanted, dishType, articled ?? (wanted.length > 1 ? `tout cela (${names})` : names), ranked);
    if (composedOnly) return [...lines, composedOnly].join('\n');
    const what = articled ?? `ces ingrédients (${names})`;
    // After the ideas given (« une autre idée ? »), the book has none left, which is no lack of the food.
    if (question.given?.length) lines.push(noneLeft(what, dishType));
    else lines.push(`Je n'ai pas de recette avec ${what} dans mon carnet${dishType ? ` pour ${wishFor(dishType, [])}` : ''}. Essayez avec un autre ingrédient, ou demandez-moi par quoi le remplacer.`);
    return lines.join('\n');
  }
  const all = ranked.filter((r) => r.hits === wanted.length);
  // No recipe of the collection has them all: the composing chef makes one of exactly these foods.
  const composed = wanted.length > 1 && all.length === 0 ? composedOfNamed(question, wanted, dishType, articled ?? `tout cela (${names})`, ranked) : null;
  if (composed) return [...lines, composed].join('\n');
  // « Un dessert sans four avec des pommes »: the course and the wishes the list keeps to are said with the foods.
  const diets = dietsIn(words).map(dietLabel);
  const wishes = constraintsIn(words);
  const keptTo = dishType && (wishes.length > 0 || diets.length > 0) ? wishFor(dishType, wishes) : undefined;
  lines.push(
    all.length > 0 || wanted.length === 1
      ? question.given?.length
        ? `D'autres idées avec ${articled ?? `ce que vous avez (${names})`} :`
        : keptTo
          ? `Pour ${keptTo} avec ${articled ?? `ce que vous avez (${names})`}${diets.length > 0 ? `, version ${frenchList(diets)}` : ''}, je vous propose :`
          : `Avec ${articled ?? `ce que vous avez (${names})`}, je vous propose :`
      : `Je n'ai pas de recette qui réunit ${articled ?? `tout cela (${names})`}, mais voici celles qui en utilisent le plus :`,
  );
  lines.push(...ranked.slice(0, MAX_SUGGESTIONS).map((r) => describe(r.recipe)));
  lines.push(closing(ranked[0].recipe));
  return lines.join('\n');
}

/** Said when the ideas for foods are all given (« une autre idée ? »): none left, which is no lack of the food. */
export function noneLeft(what: string, dishType?: DishType): string {
  return `Je n'ai pas d'autre recette avec ${what} dans mon carnet${dishType ? ` pour ${wishFor(dishType, [])}` : ''}. Dites-moi un autre ingrédient à y associer, par exemple « que faire avec ${what} et des pâtes ? ».`;
}

/**
 * When the last recipe the chef gave was a dish of the family's fridge, what the meal leaves of the
 * fridge: the last such dish of each other type given in the conversation (« une autre ? » replaced
 * the one before it), as cooked.
 */
function fridgeLeftByMeal(question: ChefQuestion, dishType: DishType): FridgeItem[] | undefined {
  const { context } = question;
  const last = recipeInHistory(context.history);
  if (last?.servings === undefined || !madeOfTheFridge(last.recipe, context)) return undefined;
  const meal = new Map<DishType, string[]>();
  for (const given of wholeRecipesGiven(context.history)) {
    if (given.recipe.type !== dishType && madeOfTheFridge(given.recipe, context)) meal.set(given.recipe.type, scaleRecipeIngredients(given.recipe, given.servings));
  }
  return fridgeLeftAfter([...meal.values()].flat(), context);
}

/** Whether a recipe's title begins with the food (« Galettes de sarrasin complètes » for galettes): a dish of that name. */
function titledAfter(recipe: LocalRecipe, food: Food): boolean {
  const title = toWords(recipe.title).filter((w) => !TITLE_STOP_WORDS.has(w));
  return food.words.length > 0 && food.words.every((w, i) => title[i] !== undefined && wordMatches(title[i], w));
}

/**
 * Whether a recipe is the dish the food names, not made of it: titled after it (« Galettes de
 * sarrasin complètes » for galettes) with no line of that name (« Pommes grenaille rôties » are made
 * of potatoes: no apples).
 */
function dishOfThatName(recipe: LocalRecipe, food: Food): boolean {
  return titledAfter(recipe, food) && !recipe.ingredients.some((line) => wordMatches(toWords(ingredientName(line))[0] ?? '', food.words[0]));
}

/**
 * The collection's recipes (of the type asked, if any) that use the foods a missing recipe's name
 * holds, most of them first, as « Avec du chocolat, je vous propose : … »; null when none does.
 */
/** « Quelques tartes de mon carnet : »: the book's dishes of the one kind the question names (a tarte tatin the book lacks), as the household allows. */
function sameKind(question: ChefQuestion): string | null {
  const named = [...new Set(question.words.filter((w) => dishKinds().has(w)))];
  if (named.length !== 1) return null;
  const kind = dishKinds().get(named[0])!;
  const picks = bySeason(allowedRecipes(question, undefined).filter((r) => kind.recipes.includes(r))).slice(0, MAX_SUGGESTIONS);
  return picks.length > 0 ? [`Quelques ${agreeWithQuantity(kind.said, 2)} de mon carnet :`, ...picks.map(describe), closing(picks[0])].join('\n') : null;
}

function closestRecipes(question: ChefQuestion, foods: readonly Food[], dishType: DishType | undefined): string | null {
  if (foods.length === 0) return null;
  // A dish asked by its name is a dish to eat: a drink only when the name says so.
  const candidates = allowedRecipes(question, dishType).filter((recipe) => dishType !== undefined || recipe.type !== 'boisson');
  // « La recette du poulet basquaise »: a course of a meal before a bite of the apéro.
  const ranked = rank(candidates, (recipe) => ({ hits: foods.filter((f) => cooksWith(recipe.ingredients, f.name)).length, bonus: WISHED_COURSES.includes(recipe.type) ? 1 : 0 }));
  if (ranked.length === 0) return null;
  const articled = withArticles(foods);
  const lead = articled ? `Avec ${articled}, je vous propose plutôt :` : 'Voici celles de mon carnet qui s\'en approchent le plus :';
  return [lead, ...ranked.slice(0, MAX_SUGGESTIONS).map((r) => describe(r.recipe)), closing(ranked[0].recipe)].join('\n');
}

/**
 * « Une omelette aux champignons ? », « un gratin de légumes »: a kind of dish (knowledge/dish-bases.ts)
 * said first, its garnish joined to it (« idée repas avec crème et salade » names two foods). The
 * book's dishes of that kind with the garnish, else one composed of both; « légumes » are the month's.
 * Null when the question says no such kind, or the chef cannot make it.
 */
function kindWithGarnish(question: ChefQuestion, wanted: readonly Food[], ranked: ReturnType<typeof rank>): string | null {
  const { words } = question;
  // « Quiche saumon épinards », as a list is written: the garnish right after the kind, without « au ».
  const joined = (at: number) => GARNISH_JOINS.has(words[at + 1] ?? '') || wanted.some((f) => f.start === at + 1);
  const base = DISH_BASES.find((b) => words.includes(toWords(b.kind)[0]) && joined(words.indexOf(toWords(b.kind)[0])));
  if (!base) return null;
  const at = words.indexOf(toWords(base.kind)[0]);
  // « Un curry de poulet »: the kind is no garnish, though curry is a spice too.
  const named = wanted.filter((f) => (f.start ?? 0) > at);
  if (named.length !== wanted.filter((f) => f.start !== at).length) return null;
  const seasonal = words.slice(at + 1).some((w) => VEGETABLES_SAID.has(w));
  // « Une salade de fruits » is a dessert of any fruit: the book's of that kind, never a salad of the course with a pear in it.
  if (base.sweetWith && named.length === 1 && toWords(named[0].name).join(' ') === toWords(base.sweetWith).join(' ')) {
    const sweet = allowedRecipes(question, 'dessert').filter((r) => toWords(r.title)[0] === toWords(base.kind)[0]);
    return sweet.length > 0 ? bookRecipeReply(sweet[0], question) : null;
  }
  const garnish = seasonal ? [...named, ...monthVegetables(named)] : named;
  if (garnish.length === 0) return null;
  const ofKind = allowedRecipes(question, undefined).filter((r) => toWords(r.title)[0] === toWords(base.kind)[0] && garnish.every((f) => cooksWith(r.ingredients, f.name)));
  if (ofKind.length === 1) return bookRecipeReply(ofKind[0], question);
  if (ofKind.length > 1) return [`Quelques idées de ${agreeWithQuantity(base.kind, 2)} avec ${withArticles(garnish) ?? frenchList(garnish.map((f) => f.written ?? f.name))} :`, ...ofKind.slice(0, MAX_SUGGESTIONS).map(describe), closing(ofKind[0])].join('\n');
  const said = seasonal ? [`${base.garnished === 'de' ? 'de' : 'aux'} légumes`, ...(named.length > 0 ? [garnishSaid(named, base)] : [])].join(' et ') : garnishSaid(garnish, base);
  const composed = composedOfNamed(question, garnish, base.type, said, ranked, base, seasonal);
  if (composed || seasonal) return composed;
  // « Une salade de pâtes »: pasta alone makes no salad; with the month's vegetables the dish takes
  // (raw ones for a salad: never the month's first two, a pumpkin and a squash), two if they go together.
  const taken = monthVegetables(garnish, Infinity).filter((v) => dishOfNamedFoods(question, [...garnish, v].map((f) => f.name), base.type, base) !== undefined);
  const withMonth = (vegetables: readonly Food[]) => composedOfNamed(question, [...garnish, ...vegetables], base.type, said, ranked, base, true);
  return taken.length === 0 ? null : ((taken.length > 1 ? withMonth(taken.slice(0, 2)) : null) ?? withMonth(taken.slice(0, 1)));
}

const VEGETABLES_SAID = new Set(toWords(GENERIC_VEGETABLES.join(' ')));

/** The month's vegetables (knowledge/seasons.ts) the composing chef knows, `count` of them (two with those named), beside those named. */
function monthVegetables(named: readonly Food[], count = Math.max(0, 2 - named.length)): Food[] {
  const month = SEASONS[Number(kitchenToday().slice(5, 7)) - 1];
  return month.vegetables
    .filter((name) => foodOf(name) !== null && !named.some((f) => foodOf(f.name)?.name === foodOf(name)?.name))
    .slice(0, count)
    // By the table's name, which a line is written with (« 180 g de chou », never « de choux »).
    .map((name) => ({ words: toWords(name), name: foodOf(name)!.name, written: name }));
}

/** « Un gratin de légumes », « une quiche aux légumes »: a kind whose garnish names no food, with the month's vegetables. */
export function garnishedKind(question: ChefQuestion): string | null {
  return kindWithGarnish(question, [], []);
}

/** The course of a meal that can stand for the other when a wish leaves none of it: a cold starter for a summer's main course. */
const OTHER_MEAL_COURSE: Partial<Record<DishType, DishType>> = { plat: 'entrée', entrée: 'plat' };

/** The courses a wish without one may be for, in that order (« une recette sans cuisson »). */
const WISHED_COURSES: readonly DishType[] = ['plat', 'entrée', 'dessert'];

// A wish for « un repas » without a type is first a main course, then a starter or a board to share.
const COMPOSED_TYPES: readonly DishType[] = ['plat', 'entrée', 'apéro'];

/**
 * The dish the composing chef makes of exactly the foods named (see compose-named-foods.ts),
 * written as a fridge recipe is, then the collection's recipes that use the most of them.
 */
function composedOfNamed(question: ChefQuestion, wanted: readonly Food[], dishType: DishType | undefined, said: string, ranked: ReturnType<typeof rank>, kind?: DishBase, seasonal = false): string | null {
  const names = wanted.map((f) => f.name);
  const dish = (dishType ? [dishType] : COMPOSED_TYPES).map((type) => dishOfNamedFoods(question, names, type, kind)).find((d) => d !== undefined);
  if (!dish) return null;
  // « Un dîner rapide avec du poulet »: the book may have chicken, not a quick main course of it.
  const constraints = constraintsIn(question.words);
  const wished = dishType || constraints.length > 0 ? wishFor(dish.type, constraints) : undefined;
  const what = wished?.replace(/^une? /, '') ?? 'recette';
  const one = wished ? wished.split(' ')[0] : 'une';
  const lines = [
    kind
      ? `Je n'ai pas ${elides(kind.kind) ? "d'" : 'de '}${kind.kind} ${said} dans mon carnet ; en voici ${kind.article} de ma façon${seasonal ? ', avec les légumes du mois' : ''} :`
      : `Je n'ai pas ${question.given?.length ? "d'autre " : elides(what) ? "d'" : 'de '}${what} ${wanted.length > 1 ? 'qui réunit' : 'avec'} ${said} dans mon carnet ; en voici ${one} avec ${wanted.length > 1 ? 'exactement ' : ''}cela et les basiques du placard :`,
    recipeReply(dish, dish.servings, question.context),
  ];
  if (ranked.length > 0) lines.push('', 'Dans mon carnet, celles qui en utilisent le plus :', ...ranked.slice(0, 2).map((r) => describe(r.recipe)), closing(ranked[0].recipe));
  return lines.join('\n');
}

// The words that join a dish to its garnish: « une omelette aux champignons », « un gratin de chou-fleur ».
const GARNISH_JOINS = new Set(toWords("de d' du des au aux à avec"));

/** « Aux champignons », « de chou-fleur », as the composing chef says a dish's garnish; « avec » a food it does not know. */
function garnishSaid(foods: readonly Food[], kind: DishBase): string {
  const known = foods.map((f) => foodOf(f.name));
  if (known.some((food) => food === null)) return `avec ${frenchList(foods.map((f) => f.written ?? f.name))}`;
  return kind.garnished === 'de' ? deAll(known as CookFood[]) : frenchList((known as CookFood[]).map(au));
}

const NEGATIONS = new Set(toWords('sans pas plus ni allergique allergie allergiques intolérant intolérante intolérance évite éviter déteste aime'));

/**
 * « sans lardons ni fromage »: the foods the question refuses, as it wrote them, for the head of a
 * list; a refusal that is a diet (« sans noix » is nut-free) is said as the diet, not here. One
 * phrase or none, to spread among the other wishes.
 */
function refusalsSaid(negated: readonly Food[], words: Words): string[] {
  // « Ni viande ni poisson » is vegetarian: the fish goes without saying beside the diet.
  const diets = dietsIn(words);
  const foods = [...new Set(negated.filter((f) => dietsIn(toWords(`sans ${f.name}`)).length === 0 && passesRestrictions([f.name], diets)).map((f) => f.written ?? f.name))];
  // « Une boisson sans alcool pour Noël »: the alcohol is no food, yet the list keeps to it (narrowed).
  if (NO_ALCOHOL.some((w) => hasPhrase(words, w)) && !foods.includes('alcool')) foods.push('alcool');
  return foods.length > 0 ? [`sans ${frenchList(foods, 'ni')}`] : [];
}

/** The foods the question refuses (« sans lardons », « je n'aime pas les champignons »), as it names them. */
export const refusedFoods = (question: ChefQuestion): Food[] => mentionedFoods(question.words, question.text).filter((f) => isNegated(question.words, f.start ?? 0));

/** « , version végétarienne, sans porc ni champignons »: the question's diets and refusals after a list's head; empty when none. */
export function versionSaid(words: Words, negated: readonly Food[]): string {
  const version = [...dietsIn(words).map((d) => `version ${dietLabel(d)}`), ...refusalsSaid(negated, words)];
  return version.length > 0 ? `, ${frenchList(version)}` : '';
}

export function isNegated(words: Words, start: number): boolean {
  return words.slice(Math.max(0, start - 3), start).some((w) => NEGATIONS.has(w));
}

export const NO_ALCOHOL = phrases(['sans alcool']);

/** The question's own diet words and refused foods, added to the household's. */
export function narrowed(question: ChefQuestion, negated: readonly Food[]): ChefQuestion {
  const { words, context } = question;
  const restrictions = dietsIn(words);
  const avoided = [...negated.map((f) => f.name), ...(NO_ALCOHOL.some((w) => hasPhrase(words, w)) ? ['alcool'] : [])];
  if (restrictions.length === 0 && avoided.length === 0) return question;
  return {
    ...question,
    context: { ...context, restrictions: [...new Set([...context.restrictions, ...restrictions])], avoidedFoods: [...context.avoidedFoods, ...avoided] },
  };
}

/** Whether every food the question names is a fresh item of the family's fridge. */
function namedInFridge(question: ChefQuestion, foods: readonly Food[]): boolean {
  const { fresh } = freshFridge(question.context.fridge, kitchenToday());
  if (fresh.length === 0) return false;
  return foods.every((f) => fridgeItemNamed(fresh, f.name) !== undefined);
}

/** Said when a question about the fridge finds it empty. */
export const EMPTY_FRIDGE_REPLY =
  "Votre frigo virtuel est vide : ajoutez-y vos ingrédients dans l'onglet Frigo, ou dites-moi ce que vous avez, par exemple « Que faire avec des courgettes et du riz ? ».";

/**
 * What to cook from the fridge: first a dish of its fresh items and the cupboard's basics alone
 * (the composing chef), then the collection's recipes that use most of it, with what to buy.
 */
function fridgeSuggestions(question: ChefQuestion, dishType: DishType | undefined, composed?: LocalRecipe): string {
  if (question.context.fridge.length === 0) return EMPTY_FRIDGE_REPLY;
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const { fresh: fridge, expired } = freshFridge(question.context.fridge, kitchenToday());
  const leftOut = expiredNote(expired);
  const dish = composed ?? dishFromFridge(question, dishType ?? 'plat');
  // The matching of fridge-mode recipes: "Oeufs" are not the "œufs de caille" of a recipe; the
  // household's cupboard is never to buy.
  const matcher = new FridgeMatcher(fridge, question.context.staples ?? []);
  const ranked = rank(allowedRecipes(question, dishType), (recipe) => {
    const used = [...new Set(recipe.ingredients.map((line) => matcher.itemFor(line)).filter((item): item is FridgeItem => item !== undefined))];
    const toBuy = recipe.ingredients.filter((line) => !matcher.allows(line)).length;
    return { hits: used.length, bonus: used.reduce((sum, item) => sum + urgency(item.expirationDate, today), 0), toBuy };
  });
  // Never « à utiliser en premier » for a food the question or the household refuses (the chicken of a vegetarian dinner).
  const refused = [...question.context.restrictions, ...dietsIn(question.words)];
  const soon = fridge.filter((i) => urgency(i.expirationDate, today) >= 1 && findRestrictionViolations([i.name], refused).length === 0 && findAvoidedFoods([i.name], question.context.avoidedFoods).length === 0);
  const first = soon.length > 0 ? ` (à utiliser en premier : ${frenchList(soon.slice(0, 3).map((i) => i.name))})` : '';
  const ideas = (count: number) => ranked.slice(0, count).map((r) => `${describe(r.recipe)} Il vous faudra aussi : ${missing(r.recipe, matcher)}.`.replace(' Il vous faudra aussi : .', ''));
  if (dish) {
    // The diets the question asks for are said (« version sans gluten »); the household's go without saying.
    const diets = dietsIn(question.words).map(dietLabel);
    const tooShort = tooShortFor(dish.type, constraintsIn(question.words));
    const lines = [...(tooShort ? [tooShort] : []), `Avec ce qu'il y a dans votre frigo${first}, sans rien acheter${diets.length > 0 ? `, version ${frenchList(diets)}` : ''} :`, recipeReply(dish, dish.servings, question.context)];
    if (leftOut) lines.push(leftOut);
    if (ranked.length > 0) lines.push('', 'Avec quelques courses, vous pourriez aussi faire :', ...ideas(2), closing(ranked[0].recipe));
    return lines.join('\n');
  }
  // No dish of the fridge and the cupboard: the one a basic more would allow, as the generator tells it.
  const closest = closestWithBasics(fridgeRequest(question, dishType ?? 'plat', fridge, []), kitchenToday());
  if (closest) {
    // Where the chat can show a card, « Confirmer » adds the basics (the generator's one tap).
    const then = question.offer ? CHAT_ACTION_MESSAGES.pantryThenAsk(closest.pronoun) : undefined;
    if (then) question.offer!({ call: { name: 'add_to_pantry', arguments: { basics: closest.needs } }, said: then });
    const lines = [`Avec ce qu'il y a dans votre frigo${first}, il ne manque ${closest.needs.length > 1 ? 'que quelques basiques' : "qu'un basique"} du placard. ${asksAlso(closest, '', then)}`];
    if (leftOut) lines.push(leftOut);
    if (ranked.length > 0) lines.push('', 'Avec quelques courses, vous pourriez aussi faire :', ...ideas(2), closing(ranked[0].recipe));
    return lines.join('\n');
  }
  if (ranked.length === 0) {
    return `Je n'ai pas trouvé de recette qui utilise le contenu de votre frigo (${frenchList(fridge.slice(0, 5).map((i) => i.name))}). Demandez-moi plutôt une idée autour d'un ingrédient précis.`;
  }
  const lines = [`Avec ce qu'il y a dans votre frigo${first}, je vous propose :`, ...ideas(MAX_SUGGESTIONS)];
  if (leftOut) lines.push(leftOut);
  lines.push(closing(ranked[0].recipe));
  return lines.join('\n');
}

function typeSuggestions(question: ChefQuestion, dishType: DishType): string {
  const allowed = allowedRecipes(question, dishType);
  // Only the diets the question asks for: the household's go without saying.
  const diets = dietsIn(question.words).map(dietLabel);
  // The foods the question refuses are said too (« un dessert sans sucre »): the list keeps to them.
  // A refusal that is a diet (« sans noix » is nut-free) is said as the diet.
  const refused = refusalsSaid(refusedFoods(question), question.words);
  const wish = wishFor(dishType, constraintsIn(question.words));
  // « Un dessert pour 10 personnes »: the people said, whom the chosen recipe is given for.
  const people = askedServings(question.folded);
  const forPeople = people === undefined ? '' : ` pour ${servingsLabel(people)}`;
  const wanted = wish + forPeople + (diets.length > 0 ? `, version ${frenchList(diets)}` : '') + (refused.length > 0 ? `, ${frenchList(refused)}` : '');
  // As said after « Je n'ai pas »: « de dessert sans sucre », « de dessert sans four, sans sucre », « d'entrée légère en version végétarienne ».
  const afterNot =
    wish.replace(/^une? /, (article) => (elides(wish.slice(article.length)) ? "d'" : 'de ')) +
    (diets.length > 0 ? ` en version ${frenchList(diets)}` : '') +
    (refused.length > 0 ? `${/ sans /.test(wish) ? ',' : ''} ${frenchList(refused)}` : '');
  if (allowed.length === 0 && refused.length > 0) {
    // None in the book: a dish of the fridge is composed without it, when there is a fridge.
    const label = DISH_TYPE_LABELS[dishType].toLowerCase();
    const none = `Je n'ai pas ${afterNot} dans mon carnet hors ligne.`;
    const dish = dishFromFridge(question, dishType);
    if (dish) return [none, "Avec ce qu'il y a dans votre frigo, sans rien acheter :", recipeReply(dish, dish.servings, question.context)].join('\n');
    return `${none} Ajoutez vos ingrédients au frigo, puis demandez-moi « ${label} ${frenchList(refused)} avec ce que j'ai » : je le compose avec ce que vous avez.`;
  }
  if (allowed.length === 0) {
    // « Un plat froid pour l'été », « un plat sans cuisson »: the wish the main courses have none of, the starters may have.
    const other = OTHER_MEAL_COURSE[dishType];
    const wishes = constraintsIn(question.words);
    const instead = other && wishes.length > 0 ? bySeason(allowedRecipes(question, other)).slice(0, MAX_SUGGESTIONS) : [];
    const none = noneInBook(afterNot, question);
    return instead.length > 0 ? [none, `Quelques idées pour ${wishFor(other!, wishes)} :`, ...instead.map(describe), closing(instead[0])].join('\n') : none;
  }
  // Varies with the wording of the question, yet stays the same for the same question.
  const random = seededRandom(questionSeed(question));
  // "Rapide", "pour les enfants": the easiest, quickest, family ones first.
  // In season first, a gaspacho in November last, whatever else is asked (« une soupe rapide »).
  const picks = bySeason(byConstraints([...allowed].sort(() => random() - 0.5), constraintsIn(question.words))).slice(0, MAX_SUGGESTIONS);
  const outOfSeasonNote = offSeason(picks);
  const tooShort = tooShortFor(dishType, constraintsIn(question.words));
  const notInCourse = headNotInCourse(question.words, dishType);
  return [...(notInCourse ? [notInCourse] : []), ...(tooShort ? [tooShort] : []), `Quelques idées pour ${wanted} :`, ...picks.map(describe), ...(outOfSeasonNote ? [outOfSeasonNote] : []), closing(picks[0])].join('\n');
}

/** The recipes of the type that respect the household, the question's diet and its constraints ("sans four", "rapide"…). */
export function allowedRecipes(question: ChefQuestion, dishType: DishType | undefined): LocalRecipe[] {
  const { restrictions, avoidedFoods } = question.context;
  const constraints = constraintsIn(question.words);
  return RECIPES.filter(
    (r) =>
      (!dishType || r.type === dishType) &&
      !question.given?.includes(r) &&
      passesRestrictions(r.ingredients, restrictions) &&
      findAvoidedFoods(r.ingredients, avoidedFoods).length === 0 &&
      meetsConstraints(r, constraints),
  );
}

const DEFINITE: Readonly<Record<string, string>> = { du: 'le ', 'de la': 'la ', "de l'": "l'", des: 'les ', un: 'le ', une: 'la ' };
/** The food with the definite article its question's article says (« de la citrouille » → « la citrouille »); bare when none was said. */
const definite = (article: string | null | undefined, food: string): string => `${(article && DEFINITE[article]) ?? ''}${food}`;

/**
 * The recipes that take another member of the food's family, where a cook takes one for the other
 * (COOKED_ALIKE: a potiron for the butternut), each with that line's food as said with its article
 * (« la courge butternut »); in season first.
 */
function cookedAlike(recipes: readonly LocalRecipe[], food: Food): { recipe: LocalRecipe; replaces: string }[] {
  const family = COOKED_ALIKE.find((f) => isOfFamily(food.name, f) || toWords(f).join(' ') === food.words.join(' '));
  if (!family) return [];
  const ofFamily = (line: string) => cooksWith([line], family) || FOOD_FAMILIES[family].some((member) => cooksWith([line], member));
  const found = recipes.flatMap((recipe) => {
    const line = recipe.ingredients.find(ofFamily);
    if (!line) return [];
    const name = ingredientName(line);
    return [{ recipe, replaces: theItem(name) ?? name }];
  });
  const picked = bySeason(found.map((f) => f.recipe));
  return picked.map((recipe) => found.find((f) => f.recipe === recipe)!);
}

/**
 * « Des œufs durs », « du poulet rôti »: the word right after a food, saying how the family has it,
 * when it is no word that names nothing, no food, no number. Only a bonus: a recipe counts it when
 * its own text says the food so (saysFoodAs), so that « du poulet ce soir » changes nothing.
 */
function stateSaid(words: Words, food: Food): string | undefined {
  const next = food.start === undefined ? undefined : words[food.start + food.words.length];
  if (next === undefined || TITLE_STOP_WORDS.has(next) || /^\d/.test(next) || NUMBER_WORDS[next] !== undefined) return undefined;
  return mentionedFoods([next]).length === 0 ? next : undefined;
}

const recipeWords = new WeakMap<LocalRecipe, Words>();
/** Whether the recipe's title, description or steps say the food in that state (« émiettez les œufs durs »). */
function saysFoodAs(recipe: LocalRecipe, food: Food, state: string): boolean {
  let text = recipeWords.get(recipe);
  if (!text) recipeWords.set(recipe, (text = toWords([recipe.title, recipe.description, ...recipe.instructions].join(' '))));
  return hasPhrase(text, [food.words[food.words.length - 1], state]);
}

/** Most foods used first, the soonest due, then (ideas from the fridge) the least to buy, the season's, the shortest. */
function rank(recipes: LocalRecipe[], measure: (r: LocalRecipe) => { hits: number; bonus: number; toBuy?: number }) {
  return recipes
    .map((recipe) => ({ recipe, toBuy: 0, ...measure(recipe), extra: recipe.ingredients.length }))
    .filter((r) => r.hits > 0)
    .sort((a, b) => b.hits - a.hits || b.bonus - a.bonus || a.toBuy - b.toBuy || outOfSeason(a.recipe) - outOfSeason(b.recipe) || a.extra - b.extra || a.recipe.preparationTime - b.recipe.preparationTime);
}

/**
 * 0 for a recipe of this season (the kitchen's today, in Zurich), 1 for one of all year, 2 for
 * one of another season: a cold soup, a summer salad or strawberries in November come last.
 */
export function outOfSeason(recipe: LocalRecipe): number {
  if (!recipe.season) return 1;
  const month = Number(kitchenToday().slice(5, 7)) - 1;
  return recipe.season.includes(SEASONS[month].season) ? 0 : 2;
}

const SEASON_OF: Record<string, string> = { printemps: 'de printemps', été: "d'été", automne: "d'automne", hiver: "d'hiver" };

/** « Gaspacho andalou » est plutôt une recette d'été. : said when an idea given is out of season. */
function offSeason(picks: readonly LocalRecipe[]): string | null {
  const off = picks.filter((r) => outOfSeason(r) === 2);
  if (off.length === 0) return null;
  const seasons = frenchList([...new Set(off.flatMap((r) => r.season ?? []))].map((season) => SEASON_OF[season]), 'ou');
  const titles = frenchList(off.map((r) => `« ${r.title} »`));
  return off.length > 1 ? `En cette saison, ${titles} sont plutôt des recettes ${seasons}.` : `En cette saison, ${titles} est plutôt une recette ${seasons}.`;
}

/** The recipes in season first, then those of all year, then the others, each group in its order. */
export const bySeason = (recipes: readonly LocalRecipe[]): LocalRecipe[] => [...recipes].sort((a, b) => outOfSeason(a) - outOfSeason(b));

export function describe(recipe: LocalRecipe): string {
  return `• ${recipe.title} (${DISH_TYPE_LABELS[recipe.type].toLowerCase()}, ${minutesLabel(recipe.preparationTime)}, ${recipe.difficulty}) : ${recipe.description}`;
}

export function closing(recipe: LocalRecipe): string {
  const title = `${recipe.title.charAt(0).toLowerCase()}${recipe.title.slice(1)}`;
  // "la recette d'œufs de caille…", not "de œufs".
  const of = elides(title) ? `d'${title}` : `de ${title}`;
  return `Voulez-vous la recette complète ? Demandez-moi par exemple « la recette ${of} ».`;
}

function missing(recipe: LocalRecipe, fridge: FridgeMatcher): string {
  const lines = recipe.ingredients.filter((line) => !fridge.allows(line));
  return frenchList(lines.slice(0, 5).map(ingredientName)) + (lines.length > 5 ? '…' : '');
}

// "Je cuisine avec mon fils des crêpes, la recette ?": the dish is named before "la recette", among
// other words; a recipe whose title opens on a word of them (its dish: "crêpes", "gâteau") is asked.
function recipeAfterDish(question: ChefQuestion): { text: string } | null {
  const { words, context } = question;
  const at = RECIPE_AFTER.map((w) => findPhrase(words, w)[0]).find((i) => i !== undefined);
  if (at === undefined) return null;
  const titles = RECIPES.map((recipe) => ({ recipe, titleWords: toWords(recipe.title).filter((w) => !TITLE_STOP_WORDS.has(w)) }));
  // The question's words a title uses: all of them name the dish ("gâteau au chocolat" is no hot chocolate).
  const named = words.slice(0, at).filter((w) => !TITLE_STOP_WORDS.has(w) && titles.some((t) => t.titleWords.some((tw) => wordMatches(w, tw))));
  let best: { recipe: LocalRecipe; share: number } | undefined;
  for (const { recipe, titleWords } of titles) {
    if (titleWords.length === 0 || !named.some((w) => wordMatches(w, titleWords[0]))) continue;
    if (!named.every((w) => titleWords.some((tw) => wordMatches(w, tw)))) continue;
    const share = titleWords.filter((tw) => named.some((w) => wordMatches(w, tw))).length / titleWords.length;
    if (!best || share > best.share) best = { recipe, share };
  }
  return best ? { text: recipeReply(best.recipe, context.servings ?? best.recipe.servings, context) } : null;
}

// The words of a recipe asked that name no dish: its kind (DISH_TYPE_WORDS), the wishes the chef
// reads (RECIPE_CONSTRAINTS: « rapide », « sans four »…) and the seasons and moments families add.
const WITH_WORD = toWords('avec')[0];
const KIND_AND_WISH_WORDS = new Set([
  ...DISH_TYPE_WORDS.flatMap(([, list]) => list.flat()),
  ...RECIPE_CONSTRAINTS.flatMap((c) => c.words.flatMap(toWords)),
  ...toWords("pour l' la le les un une de du des ce cette hiver été automne printemps saison maison familial famille soir midi semaine froid froide chaud chaude réconfortant réconfortante original originale bon bonne"),
]);

// "La recette de la fondue moitié-moitié": the whole recipe, as the collection writes it. A recipe
// the collection lacks comes back as `missing`, in the user's words.

function requestedRecipe(question: ChefQuestion): { text: string } | { missing: string } | null {
  const { words, context } = question;
  const trigger = RECIPE_REQUEST.map((w) => ({ w, at: findPhrase(words, w)[0] })).find((t) => t.at !== undefined);
  if (!trigger || trigger.at === undefined) return null;
  // What follows "la recette de…": every word of it must be in the title ("fondue" finds the fondue).
  const asked = words.slice(trigger.at + trigger.w.length).filter((w) => !TITLE_STOP_WORDS.has(w));
  // « Comment faire du riz ? », « comment faire des pâtes ? »: a food alone, asked how, is cooked,
  // not a dish that begins with it (its cooking notes answer); « la recette du riz » still is one.
  const cookedFood = !words.includes(RECIPE_WORD) && foodAlone(asked);
  let best: { recipe: LocalRecipe; score: number; hits: number } | undefined;
  for (const recipe of RECIPES) {
    const titleWords = toWords(recipe.title).filter((w) => !TITLE_STOP_WORDS.has(w));
    if (cookedFood && titleWords.length > 1) continue;
    if (titleWords.length === 0) continue;
    const hits = titleWords.filter((tw) => words.some((w) => wordMatches(w, tw))).length;
    // A kind for its family: « spaghetti carbonara » finds the « Pâtes à la carbonara ».
    // A kind alone names no dish (see bookDishNamed); a food the dish only uses names it neither:
    // « comment faire du riz ? » is no « Gratin de courgettes au riz », « la carbonara » still the pasta.
    const usesOnly = !asked.some((w) => wordMatches(w, titleWords[0])) && asked.some((w) => containsFood(recipe.ingredients, w));
    const covers = asked.length > 0 && !usesOnly && asked.every((w) => titleWords.some((tw) => inTitle(w, tw))) && asked.some((w) => titleWords.some((tw) => wordMatches(w, tw)));
    const score = hits / titleWords.length;
    // On a tie the title that takes more of the question's words wins: "mousse au chocolat à l'aquafaba" is not the plain mousse.
    if ((score >= 0.6 || covers) && (!best || score > best.score || (score === best.score && hits > best.hits))) best = { recipe, score, hits };
  }
  if (!best) {
    const written = question.text.toLowerCase().split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
    const tail = words.slice(trigger.at + trigger.w.length).filter((w) => !TITLE_STOP_WORDS.has(w));
    // « Une recette de soupe pour l'hiver » names no dish, only a kind and a wish: ideas of that kind, not « pas la recette de… »;
    // « une recette de grand-mère avec des pommes », ideas with the foods after it.
    const rest = words.slice(trigger.at + trigger.w.length);
    const named = rest.includes(WITH_WORD) ? rest.slice(0, rest.indexOf(WITH_WORD)) : rest;
    const content = named.filter((w) => !TITLE_STOP_WORDS.has(w));
    if (content.every((w) => KIND_AND_WISH_WORDS.has(w))) return null;
    // « Une recette de poisson », « de pâtes rapide », « de poulet facile »: a food the book has no
    // dish of that name, alone or with a wish of how the dish is made, asks for ideas with it, as
    // « des pâtes rapides ? » does; « des biscuits de Noël » names a dish.
    const how = (w: string) => constraintsIn([w]).some((c) => HOW_WISHES.includes(c.id)) || dietsIn([w]).length > 0;
    if (!cookedFood && foodAlone(content.filter((w) => !how(w)))) return null;
    // As typed, its leading article left out: « biscuits de noël », « gâteau au chocolat ».
    const after = written.length === words.length ? written.slice(trigger.at + trigger.w.length) : tail;
    const first = written.length === words.length ? words.slice(trigger.at + trigger.w.length).findIndex((w) => !TITLE_STOP_WORDS.has(w)) : 0;
    return { missing: after.slice(Math.max(0, first)).join(' ') };
  }
  const recipe = best.recipe;
  // For the household, as the suggestions page gives its recipes.
  return { text: recipeReply(recipe, context.servings ?? recipe.servings, context) };
}
