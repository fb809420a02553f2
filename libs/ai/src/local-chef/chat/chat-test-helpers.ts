import { ingredientName } from '../../generation/fridge-match';
import { LocalChatProvider } from '../../providers/local-chat.provider';
import { foodOf } from '../compose/food-lookup';
import type { ChatContext, ChatTurn } from '../../types';
import type { LocalRecipe } from '../local-recipe';
import { RECIPES } from '../recipes';

const chef = new LocalChatProvider();

/** The offline chef's reply to `question` after the `earlier` turns, for an unrestricted household unless told. */
export function ask(question: string, context: Partial<ChatContext> = {}, earlier: ChatTurn[] = []): Promise<string> {
  return chef.reply({ history: [...earlier, { role: 'user', content: question }], restrictions: [], avoidedFoods: [], fridge: [], ...context }, () => undefined);
}

/** A conversation as the chat stores it: each question followed by the chef's real reply. */
export async function converse(questions: string[], context: Partial<ChatContext> = {}): Promise<ChatTurn[]> {
  const turns: ChatTurn[] = [];
  for (const content of questions) {
    const reply = await ask(content, context, turns);
    turns.push({ role: 'user', content }, { role: 'assistant', content: reply });
  }
  return turns;
}

/** The recipes a suggestion reply lists ("• Titre (type, …"). */
export function suggestedRecipes(reply: string): LocalRecipe[] {
  return [...reply.matchAll(/^• (.+?) \(/gm)].map((m) => RECIPES.find((r) => r.title === m[1])).filter((r): r is LocalRecipe => r !== undefined);
}

/** The whole recipe a reply gives ("Titre — type, …"). */
export function givenRecipe(reply: string): LocalRecipe | undefined {
  const title = /^(.+?) — /m.exec(reply)?.[1];
  return RECIPES.find((r) => r.title === title);
}

export const recipe = (id: string): LocalRecipe => RECIPES.find((r) => r.id === id)!;

/** The ingredient lines of the whole recipe a reply gives, from its « Ingrédients : » list (any recipe, composed ones too). */
export function givenLines(reply: string): string[] {
  const after = reply.split('\nIngrédients :\n')[1];
  if (!after) return [];
  return after.split('\n\n')[0].split('\n').filter((line) => line.startsWith('• ')).map((line) => line.slice(2));
}

// The kinds a cook serves once in a menu, written here from the cook's side: the menu tests do not read the table they check (knowledge/menu.ts).
const SERVED_ONCE = new Set(['viande', 'volaille', 'poisson', 'fruits de mer', 'charcuterie', 'tofu', 'œuf', 'fromage', 'fromage frais', 'féculent', 'légumineuse', 'fruit']);

/** The foods of substance ingredient lines hold: what a menu serves in one course only. */
export const substanceOf = (lines: readonly string[]): string[] =>
  lines.map((line) => foodOf(ingredientName(line))).flatMap((food) => (food && SERVED_ONCE.has(food.kind) ? [food.name] : []));
