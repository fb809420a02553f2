import { GONE_WRONG, GONE_WRONG_KEYWORD } from '../knowledge/technique-entry';
import { TECHNIQUES, type Technique } from '../knowledge/techniques';
import type { ChefQuestion } from './chef-question';
import { hasPhrase, phrases, toWords, wordMatches, type Words } from './text-match';

const KEYWORDS = TECHNIQUES.map((technique) => ({ technique, keywords: phrases(technique.keywords) }));
const GONE_WRONG_WORDS = phrases(GONE_WRONG);
const [FAILED] = toWords(GONE_WRONG_KEYWORD);

// Every word of the keyword somewhere in the question: "ma mayonnaise a tranché, comment la rattraper ?"
function contains(words: Words, keyword: readonly string[]): boolean {
  return keyword.every((k) => words.some((w) => wordMatches(w, k)));
}

/** The question's words, with « ratée » when it says the preparation went wrong in any way (« a tourné », « ne prend pas »). */
function withFailure(words: Words): Words {
  return GONE_WRONG_WORDS.some((w) => hasPhrase(words, w)) ? [...words, FAILED] : words;
}

/** The technique the question asks about: the one whose matched keyword has the most words, the first listed on a tie. */
export function findTechnique(question: ChefQuestion): Technique | undefined {
  const words = withFailure(question.words);
  let best: { technique: Technique; length: number } | undefined;
  for (const { technique, keywords } of KEYWORDS) {
    for (const keyword of keywords) {
      if (contains(words, keyword) && (!best || keyword.length > best.length)) best = { technique, length: keyword.length };
    }
  }
  return best?.technique;
}

export function answerTechnique(question: ChefQuestion): string | null {
  return findTechnique(question)?.answer ?? null;
}
