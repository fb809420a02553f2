import type { DifficultyValue, DishType } from '#contracts';
import type { ChatContext, FridgeItem, RecipeRequest } from '../../types';
import { askedServings } from './asked-servings';
import type { ChefQuestion } from './chef-question';

// What the chat asks the composing chef in fridge mode, the same for a dish of the fridge
// (answer-from-fridge.ts) and a dish of the foods named (compose-named-foods.ts): the household's
// restrictions, dislikes and difficulty, the servings the question says or the household's, and a
// seed read from the question.

const DEFAULT_SERVINGS = 2;
// A household whose preferences are not known gets the easiest dishes first.
const DEFAULT_DIFFICULTY: DifficultyValue = 'facile';

/** How many the chat composes for: the household's servings, or two. */
export const householdServings = (context: ChatContext): number => context.servings ?? DEFAULT_SERVINGS;

/** How many a question cooks for: the people it says (« on est 6 ce soir »), else the household. */
export const servingsFor = (question: ChefQuestion): number => askedServings(question.folded) ?? householdServings(question.context);

/** The same question gets the same dish; another wording may get another. */
export const questionSeed = (question: ChefQuestion): number => [...question.folded].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/** The fridge-mode request for a dish of the type made of `fridge`, using `preferredFoods`, seeded by the question. */
export function fridgeRequest(question: ChefQuestion, dishType: DishType, fridge: FridgeItem[], preferredFoods: readonly string[]): RecipeRequest & { seed: number } {
  const { context } = question;
  return {
    dishType,
    mode: 'fridge',
    restrictions: context.restrictions,
    preferredFoods: [...preferredFoods],
    avoidedFoods: context.avoidedFoods,
    difficulty: context.difficulty ?? DEFAULT_DIFFICULTY,
    servings: servingsFor(question),
    fridge,
    staples: [...(context.staples ?? [])],
    exclude: [],
    seed: questionSeed(question),
  };
}
