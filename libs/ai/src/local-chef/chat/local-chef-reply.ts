import type { ChatContext } from '../../types';
import { OFF_TOPICS, cannotAnswer } from '../knowledge/small-talk';
import { ANSWERED_BY_A_COURSE, BUDGET_ADVICE } from '../knowledge/family-questions';
import { answerConversion, CONVERSION_HELP } from './answer-conversion';
import { answerCookingTime, COOKING_TIME_HELP, findCookingTime } from './answer-cooking-time';
import { answerSmallTalk, greetingPrefix } from './answer-small-talk';
import { answerSpoilage } from './answer-spoilage';
import { answerExpiring } from './answer-expiring';
import { answerStorage, findStorage, STORAGE_HELP } from './answer-storage';
import { answerSubstitution, findSubstitution } from './answer-substitution';
import { ALLERGY_REMINDER, answerAllergy, isAllergyQuestion, withoutAllergen } from './answer-allergy';
import { answerBreakfast } from './answer-breakfast';
import { answerDifference } from './answer-difference';
import { answerFoodSafety, findFamilyQuestion, findLeftover } from './answer-family';
import { answerNutrition } from './answer-nutrition';
import { answerParty } from './answer-party';
import { answerPickyEater } from './answer-picky-eater';
import { answerRatio } from './answer-ratio';
import { answerSeason } from './answer-season';
import { answerFollowUp, answerRecipeWithVersion } from './answer-follow-up';
import { answerListedChoice } from './answer-listed-choice';
import { answerMenu, asksForMenu } from './answer-menu';
import { answerNotInRecipe } from './answer-not-in-recipe';
import { answerStepTime } from './answer-step-time';
import { answerYoungChild } from './answer-young-child';
import { answerOtherSide } from './answer-other-side';
import { answerPortions } from './answer-portions';
import { answerAheadOfDish, answerRecipeFacts, answerSideForFoods, answerWineForFoods } from './answer-recipe-facts';
import { askedDishType, namesCourse } from './course-words';
import { answerSuggestions, askedRecipe, bookDishAsked, bookDishTitled, dishNamed, garnishedKind, HOW_TO_MAKE, isNegated, kindSuggestions, mentionedFoods, namesKind } from './answer-suggestions';
import { answerTechnique, findTechnique } from './answer-technique';
import { answerMoreIdeas } from './answer-more-ideas';
import { readQuestion, type ChefQuestion } from './chef-question';
import { rankIntents, type ChefIntent } from './detect-intent';
import { constraintsIn, dietsIn, minutesAllowed } from './recipe-constraints';
import { answerWhatIs } from './answer-what-is';
import { hasPhrase, phrases } from './text-match';

const ANSWERS: Record<ChefIntent, (q: ChefQuestion) => string | null> = {
  suggestion: answerSuggestions,
  substitution: answerSubstitution,
  conversion: answerConversion,
  cookingTime: answerCookingTime,
  storage: answerStorage,
  smallTalk: answerSmallTalk,
};

// When the food is missing from a table, the chef says what it does know for that intent.
const HELP: Partial<Record<ChefIntent, string>> = {
  substitution:
    "Je n'ai pas trouvé cet ingrédient dans mon tableau de substitutions. Je connais par exemple le beurre, les œufs, la crème, le lait, la farine, le sucre, la levure, le vin, le bouillon ou le parmesan : précisez l'ingrédient à remplacer.",
  conversion: CONVERSION_HELP,
  cookingTime: COOKING_TIME_HELP,
  storage: STORAGE_HELP,
  suggestion:
    'Dites-moi quels ingrédients vous avez, par exemple « Que faire avec des courgettes et du riz ? », ou demandez « Que cuisiner avec ce que j\'ai dans le frigo ? ».',
};

const WITH = phrases(['avec'])[0];

const OFF_TOPIC_WORDS = OFF_TOPICS.map((t) => ({ words: phrases(t.words), topic: t.topic }));

/**
 * The offline chef's whole reply to the last user message of the context; with `offer`, the
 * actions a reply offers (« Ajouter sucre à Mon placard ») are told too (see ChefQuestion.offer).
 */
export function localChefReply(context: ChatContext, offer?: ChefQuestion['offer']): string {
  const last = [...context.history].reverse().find((turn) => turn.role === 'user');
  if (!last || last.content.trim() === '') return answerSmallTalk(readQuestion('aide', context)) ?? cannotAnswer();
  const question = { ...readQuestion(last.content, context), ...(offer ? { offer } : {}) };
  mentionedFoods([]); // builds the food vocabulary before any typo is forgiven

  const ranked = rankIntents(question.words, question.folded);
  const first = special(question, ranked[0]?.intent);
  if (first) return greetingPrefix(question) + first;
  for (const { intent } of ranked) {
    const answer = ANSWERS[intent](question);
    if (answer) return intent === 'smallTalk' ? answer : greetingPrefix(question) + answer;
  }
  if (ranked.length > 0) return HELP[ranked[0].intent] ?? cannotAnswer();

  // "Et pour le poulet ?": a food alone continues the previous question's intent.
  const followUp = previousIntent(context, last.content);
  if (followUp) {
    const answer = ANSWERS[followUp](question);
    if (answer) return answer;
  }
  const offTopic = OFF_TOPIC_WORDS.find((t) => t.words.some((w) => hasPhrase(question.words, w)));
  if (offTopic) return cannotAnswer(offTopic.topic);
  // A food named alone ("Des poireaux ?") most likely asks for ideas.
  // « Un gratin de légumes »: a kind with a garnish that is no food (answerSuggestions reads it).
  const ideas = mentionedFoods(question.words, question.text).length > 0 ? answerSuggestions(question) : (kindSuggestions(question) ?? garnishedKind(question));
  if (ideas) return ideas;
  if (findSubstitution(question) || findCookingTime(question) || findStorage(question)) return HELP.suggestion ?? cannotAnswer();
  return cannotAnswer();
}

// Intents that name what they are about: a technique or an allergy word in them does not take over
// ("par quoi remplacer les blancs en neige", "combien de temps se garde une béchamel").
const SPECIFIC: readonly ChefIntent[] = ['substitution', 'conversion', 'storage'];
/** Words that ask how a named dish or preparation is made. */
const RECIPE_WORDS = phrases(['recette', ...HOW_TO_MAKE]);
const DURATION = phrases(['combien de temps', 'temps de cuisson', 'quelle température', 'combien de minutes', 'à quelle température']);
/** A week of meals: « un menu pas cher pour la semaine » asks for the budget advice, no one menu. */
const WEEK = phrases(['semaine', 'semaines']);

/**
 * A follow-up on the last recipe, a nutrition or proportion question, two ingredients compared, a
 * portion, the quantities for guests, a family question (leftovers, budget, dates…), the season, a child who refuses a food,
 * an allergy, a technique or breakfast: each outranks the intents, whose words they share ("crème
 * liquide et crème épaisse" is no list of foods, "combien de pâtes pour 4" no recipe idea,
 * "combien de calories dans les pâtes" no wish for pasta, "farine pour 1 l de lait" no conversion).
 */
function special(question: ChefQuestion, ranked: ChefIntent | undefined): string | null {
  // « Diversification, je commence par quoi ? » has a « par quoi » but nothing to replace: it is no substitution.
  const top = ranked === 'substitution' && !namesWhatToReplace(question) ? undefined : ranked;
  const first =
    // « Le gratin sent bizarre, je le jette ? » asks whether to eat it, never for the gratin's recipe.
    answerSpoilage(question) ??
    // « Qu'est-ce qui périme bientôt ? » is the fridge's dates, not what a date on a pack means.
    answerExpiring(question) ??
    // « C'est quoi un chapon ? » asks what it is, never for chapon recipes.
    answerWhatIs(question) ??
    answerRecipeWithVersion(question) ??
    dishNamed(question)?.text ??
    bookDishTitled(question) ??
    answerListedChoice(question) ??
    answerNotInRecipe(question) ??
    answerYoungChild(question) ??
    answerOtherSide(question) ??
    // « Une autre idée ? » right after the ideas for a food: more of them, before « une autre ? » about one recipe.
    answerMoreIdeas(question) ??
    answerFollowUp(question) ??
    answerStepTime(question) ??
    answerRecipeFacts(question) ??
    answerAheadOfDish(question) ??
    answerWineForFoods(question) ??
    answerSideForFoods(question) ??
    answerNutrition(question) ??
    answerRatio(question) ??
    answerDifference(question, false) ??
    answerPortions(question) ??
    answerParty(question) ??
    answerFoodSafety(question);
  if (first) return first;
  // "Combien de temps se garde le poulet cuit ?" is a keeping time before it is a leftover.
  // « Il me reste du riz d'hier, c'est encore bon ? » is about that leftover, whose answer says how long it keeps.
  const found = top && SPECIFIC.includes(top) ? (top === 'storage' ? findLeftover(question) : null) : findFamilyQuestion(question);
  // « Un dessert pour le réveillon » asks for one course of the feast: its ideas « de fête », not the whole menu;
  // « une entrée pas chère », « un gratin pas cher » one course's or kind's cheap ideas, not the budget advice for every meal.
  // « Un menu pas cher » is a menu of cheap courses (answerMenu), not the advice; a holiday menu on a budget has its own,
  // and « menu pas cher pour la semaine » asks for a week of meals: the advice.
  const narrower = namesCourse(question.words) || namesKind(question.words) || (found?.id === BUDGET_ADVICE && asksForMenu(question) && !WEEK.some((w) => hasPhrase(question.words, w)));
  const family = found && ANSWERED_BY_A_COURSE.includes(found.id) && narrower ? null : found;
  // "Je cuisine avec mon fils des crêpes, la recette ?": the recipe asked for comes first, the family tips after it in one line.
  const recipe = family && (askedRecipe(question) ?? (RECIPE_WORDS.some((w) => hasPhrase(question.words, w)) ? (findTechnique(question)?.answer ?? null) : null));
  if (family && recipe) return family.inOneLine ? `${recipe}\n\n${family.inOneLine}` : recipe;
  const everyday = family?.answer ?? (top && SPECIFIC.includes(top) ? null : (answerSeason(question) ?? answerPickyEater(question)));
  const answer = everyday ?? answerDifference(question);
  if (answer) return answer;
  if (top && SPECIFIC.includes(top)) return null;
  // « Un menu pour samedi ? » after the week's, the holidays' and the balanced meal's menus (family questions).
  const menu = answerMenu(question);
  if (menu) return menu;
  if (isAllergyQuestion(question)) {
    // "Allergique aux noix, que faire avec des pommes ?" still asks for ideas: given without it, with the reminder.
    const ideas = top === 'suggestion' || mentionedFoods(question.words, question.text).some((f) => !isNegated(question.words, f.start ?? 0)) ? answerSuggestions(withoutAllergen(question)) : null;
    if (ideas && /^• /m.test(ideas)) return `${ideas}\n${ALLERGY_REMINDER}`;
    return answerAllergy(question);
  }
  // "Combien de temps pour un œuf mollet ?" is a cooking time; "comment faire des œufs mollets ?" a technique.
  if (top === 'cookingTime' && DURATION.some((w) => hasPhrase(question.words, w)) && findCookingTime(question)) return null;
  const bookDish = bookDishAsked(question);
  if (bookDish) return bookDish;
  // "Mon gâteau est trop sec" is a rescue, not a wish for a dessert.
  const technique = answerTechnique(question);
  if (technique) return technique;
  // The collection has no breakfast: a tiramisu is no answer to "une idée pour le petit déj".
  const breakfast = answerBreakfast(question);
  if (breakfast) return breakfast;
  // "Un dessert sans four ?", "Un plat végétarien ?": a dish type with a wish asks for ideas, even
  // though "four" also reads as a cooking question.
  const dishType = askedDishType(question.words) !== undefined;
  const wish = constraintsIn(question.words).length > 0 || dietsIn(question.words).length > 0;
  if (dishType && (top === undefined || (wish && top === 'cookingTime' && !findCookingTime(question)))) {
    const ideas = answerSuggestions(question);
    if (ideas) return ideas;
  }
  // « Un gratin en 30 minutes ? » is a kind with a wish, not a cooking time the notes lack; « une
  // tarte en 45 minutes » says the time the family has, not a question of how long a tart bakes.
  const timeHad = minutesAllowed(question.words) !== undefined && !DURATION.some((w) => hasPhrase(question.words, w));
  if (wish && top === 'cookingTime' && (!findCookingTime(question) || timeHad)) return answerSuggestions(question);
  return null;
}

/** Whether a substitution question names the food it lacks: one of the substitutes table, or any food. */
function namesWhatToReplace(question: ChefQuestion): boolean {
  return findSubstitution(question) !== undefined || mentionedFoods(question.words, question.text).length > 0;
}

function previousIntent(context: ChatContext, current: string): ChefIntent | undefined {
  const users = context.history.filter((turn) => turn.role === 'user' && turn.content !== current);
  const previous = users[users.length - 1];
  if (!previous) return undefined;
  const question = readQuestion(previous.content, context);
  const intent = rankIntents(question.words, question.folded).find((r) => r.intent !== 'smallTalk')?.intent;
  // « Et avec du poulet ? » after « j'ai pas de parmesan » wants to cook with it, not to replace it.
  return intent === 'substitution' && hasPhrase(readQuestion(current, context).words, WITH) ? undefined : intent;
}
