import { answerSuggestions, mentionedFoods, noneLeft } from './answer-suggestions';
import { readQuestion, type ChefQuestion } from './chef-question';
import { withArticles } from './food-articles';
import { listedIn, recipeInHistory } from './recipe-reply';
import { hasPhrase, phrases } from './text-match';

// « Une autre idée ? » right after the ideas for a food (« que faire avec du poulet ? ») asks for more
// of the same: the ideas for that food the conversation has not given, then a dish composed of it,
// then that the book has none left; never one whole recipe of anything (a chili sin carne after
// the chicken dishes).

const MORE = phrases(['une autre', 'un autre', 'autre idée', 'autres idées', 'autre chose', 'autre recette', 'autres recettes', "d'autres", 'encore une idée', "plus d'idées"]);

const asksMore = (question: ChefQuestion): boolean => MORE.some((w) => hasPhrase(question.words, w));

export function answerMoreIdeas(question: ChefQuestion): string | null {
  const { history } = question.context;
  if (!asksMore(question)) return null;
  // « Une autre idée avec du riz ? » says its foods; « une autre idée ? » keeps those of the ideas asked before.
  if (mentionedFoods(question.words, question.text).length > 0) return lastWasList(question, history.length - 2) ? answerSuggestions({ ...question, given: givenSoFar(question) }) : null;
  const chain = foodsAsked(question);
  if (!chain) return null;
  // A reply of no ideas since (a dish composed of the foods): the book and the composer have said all they have.
  if (chain.spent) {
    const foods = mentionedFoods(chain.asked.words, chain.asked.text);
    return noneLeft(withArticles(foods) ?? foods.map((f) => f.written ?? f.name).join(', '));
  }
  return answerSuggestions({ ...chain.asked, given: givenSoFar(question) });
}

/** Whether the chef's reply at `at` listed ideas. */
const lastWasList = (question: ChefQuestion, at: number): boolean => {
  const turn = question.context.history[at];
  return turn?.role === 'assistant' && listedIn(turn.content).length > 0;
};

/** Every dish of the book the conversation gave, listed or whole. */
const givenSoFar = (question: ChefQuestion) => recipeInHistory(question.context.history)?.given ?? [];

/**
 * The question of foods whose ideas « une autre idée ? » goes on with, through the « une autre idée ? »
 * asked since, each answered by ideas or a dish of them; `spent` when one of those answers listed none.
 */
function foodsAsked(question: ChefQuestion): { asked: ChefQuestion; spent: boolean } | undefined {
  const { history } = question.context;
  let spent = false;
  for (let at = history.length - 3; at >= 0; at -= 2) {
    const user = history[at];
    const reply = history[at + 1];
    if (user?.role !== 'user' || reply?.role !== 'assistant') return undefined;
    const asked = readQuestion(user.content, question.context);
    const listed = listedIn(reply.content).length > 0;
    if (mentionedFoods(asked.words, asked.text).length > 0) return listed ? { asked, spent } : undefined;
    if (!asksMore(asked)) return undefined;
    if (!listed) spent = true;
  }
  return undefined;
}
