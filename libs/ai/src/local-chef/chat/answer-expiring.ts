import { expiryPhrase, kitchenToday, URGENT_WITHIN_DAYS, WASTE_MESSAGES } from '#contracts';
import { daysLeft, freshFridge } from '../../generation/fridge-freshness';
import { dishFromFridge } from './answer-from-fridge';
import { EMPTY_FRIDGE_REPLY, EXPIRING_PHRASES } from './answer-suggestions';
import { DISH_TYPE_WORDS } from './course-words';
import type { ChefQuestion } from './chef-question';
import { recipeReply } from './recipe-reply';
import { hasAnyPhrase, phrases } from './text-match';

// « Qu'est-ce qui périme bientôt ? »: the fridge's items by date, as the dashboard's « À consommer
// en priorité » lists them, then a dish of the fridge that finishes the first. « Que faire avec ce
// qui expire bientôt ? » asks for the dish alone: the suggestions answer it.

const ASKS = phrases([
  ...EXPIRING_PHRASES, 'périme bientôt', 'périment bientôt', 'expire bientôt', 'expirent bientôt',
  'finir en premier', 'manger en premier', 'utiliser en premier', 'à consommer en priorité', 'date courte', 'dates courtes', 'ce qui est périmé', 'ce qui est déjà périmé',
]);
const WANTS_DISH = phrases(['que faire', 'quoi faire', 'idée', 'idées', 'recette', 'cuisiner', 'préparer', 'faire avec', 'je fais quoi', 'on fait quoi']);

export function answerExpiring(question: ChefQuestion): string | null {
  const { words, context } = question;
  if (!hasAnyPhrase(words, ASKS) || hasAnyPhrase(words, WANTS_DISH) || DISH_TYPE_WORDS.some(([, list]) => hasAnyPhrase(words, list))) return null;
  if (context.fridge.length === 0) return EMPTY_FRIDGE_REPLY;
  const today = kitchenToday();
  const dated = context.fridge
    .flatMap((item) => {
      const days = daysLeft(item, today);
      return days === null ? [] : [{ item, days }];
    })
    .sort((a, b) => a.days - b.days);
  const due = dated.filter((entry) => entry.days <= URGENT_WITHIN_DAYS);
  if (due.length === 0) {
    const next = dated[0];
    return [
      `Rien ne presse : aucun article de votre frigo n'expire dans les ${URGENT_WITHIN_DAYS} prochains jours.`,
      ...(next ? [`Le prochain : ${next.item.name} (${expiryPhrase(next.days)}).`] : []),
    ].join('\n');
  }
  const lines = [`${WASTE_MESSAGES.reminderTitle} dans votre frigo :`, ...due.map(({ item, days }) => `• ${item.name} : ${expiryPhrase(days)}${days < 0 ? ', à ne plus cuisiner' : ''}`)];
  // The first still good to cook (an item past its date is never cooked).
  const first = freshFridge(due.map(({ item }) => item), today).fresh[0];
  if (!first) return lines.join('\n');
  const withFirst = dishFromFridge(question, 'plat', [first.name]);
  const dish = withFirst ?? dishFromFridge(question, 'plat');
  if (dish) lines.push('', withFirst ? `Pour finir d'abord « ${first.name} », un plat de votre frigo, sans rien acheter :` : 'Un plat de votre frigo, sans rien acheter :', recipeReply(dish, dish.servings, context));
  else lines.push('', 'Pour une idée, demandez-moi « que faire avec ce qui expire bientôt ? ».');
  return lines.join('\n');
}
