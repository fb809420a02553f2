import { GOODBYE_REPLY, GREETING_REPLY, HELP_REPLY, THANKS_REPLY } from '../knowledge/small-talk';
import type { ChefQuestion } from './chef-question';
import { hasPhrase, phrases } from './text-match';

const HELP = phrases(['aide', 'aider', 'que puis-je', 'que peux-tu', 'que pouvez-vous', 'qui es-tu', 'qui êtes-vous', 'tu sais faire', 'vous savez faire', 'comment ça marche', 'help', 'que sais-tu', 'demander']);
const THANKS = phrases(['merci', 'super', 'génial', 'parfait', 'top']);
const GOODBYE = phrases(['au revoir', 'à bientôt', 'bonne journée', 'bonne soirée', 'bonne nuit', 'à plus']);
const GREETING = phrases(['bonjour', 'bonsoir', 'salut', 'coucou', 'hello', 'hey']);

const said = (question: ChefQuestion, list: string[][]) => list.some((w) => hasPhrase(question.words, w));

export function answerSmallTalk(question: ChefQuestion): string | null {
  if (said(question, HELP)) return HELP_REPLY;
  if (said(question, THANKS)) return said(question, GOODBYE) ? `${THANKS_REPLY.replace(' et revenez quand vous voulez.', '')} ${GOODBYE_REPLY}` : THANKS_REPLY;
  if (said(question, GOODBYE)) return GOODBYE_REPLY;
  if (said(question, GREETING)) return GREETING_REPLY;
  return null;
}

/** "Bonjour, par quoi remplacer…": the greeting is returned before the answer. */
export function greetingPrefix(question: ChefQuestion): string {
  return said(question, GREETING) ? 'Bonjour ! ' : '';
}
