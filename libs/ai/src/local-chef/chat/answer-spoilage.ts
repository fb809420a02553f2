import { CHAT_ACTION_MESSAGES } from '#contracts';
import { parseUnit, unitFamily } from '#ingredients';
import type { FridgeItem } from '../../types';
import { cookItHint, SPOILAGE, SPOILAGE_GENERAL, SPOILED_SIGNS, AGED_SIGNS, VERDICT_WORDS } from '../knowledge/spoilage';
import { dishFromFridge, fridgeItemNamed } from './answer-from-fridge';
import { withArticles } from './food-articles';
import { isNegated, mentionedFoods } from './answer-suggestions';
import type { ChefQuestion } from './chef-question';
import { recipeReply } from './recipe-reply';
import { bestNamed, hasAnyPhrase, phrases } from './text-match';

// « Mes courgettes sont molles, je les jette ? », « le poulet sent bizarre », « du moisi sur la
// confiture » (knowledge/spoilage.ts): whether to throw it, before any idea of a dish with it: a
// chef never offers brochettes of a chicken that smells.

const ENTRIES = SPOILAGE.map((entry) => ({ entry, names: phrases(entry.names) }));
const SPOILED = phrases(SPOILED_SIGNS);
const AGED = phrases(AGED_SIGNS);
const VERDICT = phrases(VERDICT_WORDS);
// « Comment savoir si la viande est encore bonne ? »: the signs of the food, no sign seen yet.
const HOW_TO_TELL = phrases(['comment savoir', 'comment reconnaître', 'comment voir', 'à quoi on voit', 'comment on sait']);

/**
 * Whether the food named can still be eaten, and how: mould, a smell or slime says it (with a food
 * or not), a soft, wilted or sprouted food only with a word of doubt (« je les jette ? »). A food
 * still good to cook that the fridge holds gets a dish of the fridge that uses it.
 */
export function answerSpoilage(question: ChefQuestion): string | null {
  const { words } = question;
  const spoiled = hasAnyPhrase(words, SPOILED);
  const howToTell = hasAnyPhrase(words, HOW_TO_TELL) && hasAnyPhrase(words, VERDICT);
  if (!spoiled && !howToTell && !(hasAnyPhrase(words, AGED) && hasAnyPhrase(words, VERDICT))) return null;
  const entry = bestNamed(words, ENTRIES, (e) => e.names)?.entry;
  if (!entry) return spoiled ? SPOILAGE_GENERAL.join('\n') : null;
  if (howToTell && !spoiled) return entry.lines.join('\n');
  const lines = [...entry.lines];
  const food = mentionedFoods(words, question.text).find((f) => !isNegated(words, f.start ?? 0));
  if (spoiled) {
    // The fridge's item that goes whole: a card takes it out as thrown (the waste tracking counts it).
    const item = entry.throwsItem && food ? wholeItemNamed(question.context.fridge, food.name) : undefined;
    if (item && question.offer) {
      const said = CHAT_ACTION_MESSAGES.throwFromFridge(item.name);
      question.offer({ call: { name: 'remove_from_fridge', arguments: { name: item.name, reason: 'thrown' } }, said });
      lines.push(said);
    }
    return lines.join('\n');
  }
  if (!entry.cookAs) return lines.join('\n');
  const dish = food ? entry.cookAs.map((type) => dishFromFridge(question, type, [food.name])).find((d) => d !== undefined) : undefined;
  if (dish) lines.push('', "Par exemple, avec ce qu'il y a dans votre frigo, sans rien acheter :", recipeReply(dish, dish.servings, question.context));
  else lines.push(cookItHint(food ? withArticles([food]) : null));
  return lines.join('\n');
}

/**
 * The fridge item a food named stands for, when it goes whole: never one of several counted pieces
 * (a yoghurt of four, one egg of six), where only the spoiled one is thrown.
 */
function wholeItemNamed(fridge: readonly FridgeItem[], food: string): FridgeItem | undefined {
  const item = fridgeItemNamed(fridge, food);
  if (!item) return undefined;
  const unit = parseUnit(item.unit);
  const measured = unit !== null && ['mass', 'volume'].includes(unitFamily(unit));
  return item.quantity > 1 && !measured ? undefined : item;
}
