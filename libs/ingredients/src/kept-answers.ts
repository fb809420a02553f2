/**
 * A pure function of a string, asked again and again of the same few thousand strings (ingredient
 * names, recipe lines) by the chef and the week planner: its answers are kept, up to `limit` of them
 * (then all forgotten at once, the bound a long-running worker needs), and shared, so a caller
 * never changes one.
 */
export function keptAnswers<T>(answer: (key: string) => T, limit: number): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    const fresh = answer(key);
    if (kept.size >= limit) kept.clear();
    kept.set(key, fresh);
    return fresh;
  };
}
