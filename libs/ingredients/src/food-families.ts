// What a dish is built on, read from its ingredient names by families of words listed in priority
// order: the protein families (protein-families.ts) and the starch a dish stands on (base-families.ts).
import { isHeadOf, normalizeIngredientName } from './names';

export interface FoodFamily {
  family: string;
  /** Words that name it; a line's ingredient name opening with one, or holding it as whole words, counts. */
  terms: readonly string[];
  /** Names its words open that are something else: « pâte de curry » is no pasta. */
  except?: readonly string[];
}

export interface FoodFamilies {
  /** The family an ingredient name belongs to, the first by priority; null when none names it. */
  familyOf(name: string): string | null;
  /** A dish's family from its ingredient names (lines parsed by the caller): the first by priority any of them names. */
  mainOf(ingredientNames: readonly string[]): string | null;
  /** The words that name a family, to tell a cook (or a model) to leave it out. */
  termsOf(family: string): readonly string[];
}

export function foodFamilies(families: readonly FoodFamily[]): FoodFamilies {
  const terms = families.flatMap((f, rank) =>
    f.terms.map((term) => ({ term: normalizeIngredientName(term), family: f.family, rank, except: (f.except ?? []).map(normalizeIngredientName) })),
  );
  const ranked = (name: string): { family: string; rank: number } | null => {
    const key = normalizeIngredientName(name);
    if (!key) return null;
    const padded = ` ${key} `;
    let best: { family: string; rank: number } | null = null;
    for (const t of terms) {
      if (t.except.some((other) => isHeadOf(other, key))) continue;
      if ((isHeadOf(t.term, key) || padded.includes(` ${t.term} `)) && (!best || t.rank < best.rank)) best = t;
    }
    return best;
  };
  return {
    familyOf: (name) => ranked(name)?.family ?? null,
    mainOf: (names) => {
      let best: { family: string; rank: number } | null = null;
      for (const name of names) {
        const found = ranked(name);
        if (found && (!best || found.rank < best.rank)) best = found;
      }
      return best?.family ?? null;
    },
    termsOf: (family) => families.find((f) => f.family === family)?.terms ?? [],
  };
}
