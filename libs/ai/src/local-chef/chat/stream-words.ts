/** Hands a finished reply over word by word (each word with the spaces that follow it). */
export function streamWords(text: string, onDelta: (delta: string) => void, signal?: AbortSignal): string {
  for (const chunk of text.match(/\s*\S+\s*/g) ?? []) {
    signal?.throwIfAborted();
    onDelta(chunk);
  }
  return text;
}
