import type { ChatToolCall } from '../../tools/chat-tools';
import type { ChatContext } from '../../types';
import { DISHES_SAID_OTHERWISE } from '../knowledge/dish-bases';
import type { LocalRecipe } from '../local-recipe';
import { fold } from './detect-intent';
import { toWords, type Words } from './text-match';

export { capitalize } from '../french-text';

/** A user message as the offline chef reads it, with what it knows about the household. */
export interface ChefQuestion {
  text: string;
  /** Lowercased, accents folded. */
  folded: string;
  words: Words;
  context: ChatContext;
  /** The dishes the conversation gave already, left out of the ideas (« une autre idée ? » after a list, answer-more-ideas.ts). */
  given?: readonly LocalRecipe[];
  /** Where the reply may offer an action (a card under it): told with the sentence of the reply that offers it. */
  offer?: (offer: ChatOffer) => void;
}

/** An action a reply offers: shown as a card only under a reply that says `said`. */
export interface ChatOffer {
  call: ChatToolCall;
  said: string;
}

export function readQuestion(said: string, context: ChatContext): ChefQuestion {
  // « Des crêpes salées » are « des galettes de sarrasin », one is « une galette de sarrasin ».
  const text = DISHES_SAID_OTHERWISE.reduce((read, { said: words, one, many }) => read.replace(words, (found) => (/s$/iu.test(found) ? many : one)), said);
  return { text, folded: fold(text), words: toWords(text), context };
}
