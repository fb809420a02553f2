import { TECHNIQUES, type Technique } from '../knowledge/techniques';
import type { ChefQuestion } from './chef-question';
import { phrases, wordMatches, type Words } from './text-match';

const KEYWORDS = TECHNIQUES.map((technique) => ({ technique, keywords: phrases(technique.keywords) }));

// Every word of the keyword somewhere in the question: "ma mayonnaise a tranché, comment la rattraper ?"
function contains(words: Words, keyword: readonly string[]): boolean {
  return keyword.every((k) => words.some((w) => wordMatches(w, k)));
}

/** The technique the question asks about: the one whose matched keyword has the most words, the first listed on a tie. */
export function findTechnique(question: ChefQuestion): Technique | undefined {
  let best: { technique: Technique; length: number } | undefined;
  for (const { technique, keywords } of KEYWORDS) {
    for (const keyword of keywords) {
      if (contains(question.words, keyword) && (!best || keyword.length > best.length)) best = { technique, length: keyword.length };
    }
  }
  return best?.technique;
}

export function answerTechnique(question: ChefQuestion): string | null {
  return findTechnique(question)?.answer ?? null;
}
