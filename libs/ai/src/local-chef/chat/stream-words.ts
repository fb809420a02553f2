import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Hands a finished reply over word by word (each word with the spaces that follow it), `wordMs`
 * apart. The pause is what makes it a stream for the reader: sent in one burst, the words reach
 * the browser together and the bubble jumps from three dots to the whole answer.
 */
export async function streamWords(text: string, onDelta: (delta: string) => void, wordMs: number, signal?: AbortSignal): Promise<string> {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  for (const [i, chunk] of words.entries()) {
    signal?.throwIfAborted();
    if (i > 0 && wordMs > 0) await sleep(wordMs, undefined, { signal });
    onDelta(chunk);
  }
  return text;
}
