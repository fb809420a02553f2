import type { ChatContext } from '../../types';
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
}

export function readQuestion(text: string, context: ChatContext): ChefQuestion {
  return { text, folded: fold(text), words: toWords(text), context };
}
