import { coversIngredient, normalizeIngredientName, parseIngredientLine } from '#ingredients';
import { DEFAULT_STAPLES } from '../providers/model-parameters';
import type { FridgeItem } from '../types';

// A cut or a portion names the same food as the whole: "blancs de poulet" come from "poulet",
// "4 pavés de saumon" use the "saumon" of the fridge, "jus de citron" the "citron".
const PORTION = /^(?:blanc|filet|cuisse|pave|tranche|morceau|escalope|supreme|dos|aiguillette|haut|pilon|cube|rondelle|quartier|zeste|jus|feuille|brin|gousse|botte|bouquet|tete|branche|jaune) (?:de |d')/u;

function withoutPortion(normalized: string): string {
  return normalized.replace(PORTION, '');
}

/**
 * Whether a food the household has answers a food a recipe needs, a cut or a portion of it
 * included: "Blanc de poulet" answers "poulet", "Poulet" answers "2 blancs de poulet", but "Oeufs"
 * does not answer "œufs de caille" (see coversIngredient for the direction).
 */
export function coversFood(available: string, needed: string): boolean {
  if (coversIngredient(available, needed)) return true;
  const have = withoutPortion(normalizeIngredientName(available));
  const need = withoutPortion(normalizeIngredientName(needed));
  return have !== '' && need !== '' && coversIngredient(have, need);
}

/** Whether two food names mean the same thing in a kitchen: "Courgettes" ≈ "courgette", "filet de saumon" ≈ "saumon". */
export function sameFood(a: string, b: string): boolean {
  return coversFood(a, b) && coversFood(b, a);
}

// Parsing is the costly part and the same lines come back at every generation.
const names = new Map<string, string>();

/** The food an ingredient line names, without its quantity, unit or trailing note. */
export function ingredientName(line: string): string {
  let name = names.get(line);
  if (name === undefined) {
    if (names.size > 10_000) names.clear();
    name = parseIngredientLine(line).name;
    names.set(line, name);
  }
  return name;
}

export function staplesOrDefault(staples: readonly string[]): readonly string[] {
  return staples.length > 0 ? staples : DEFAULT_STAPLES;
}

const firstWord = (normalized: string) => normalized.split(/\s+|(?<=')/u)[0] ?? '';

/**
 * Foods looked up by name. Two names can only be the same food when their first words (whole or
 * without a portion word) agree, so each lookup compares a handful of candidates, not a whole fridge.
 */
export class FoodIndex<T> {
  private readonly byWord = new Map<string, { item: T; normalized: string }[]>();

  constructor(
    items: readonly T[],
    private readonly nameOf: (item: T) => string,
  ) {
    for (const item of items) {
      const normalized = normalizeIngredientName(nameOf(item));
      for (const word of new Set([firstWord(normalized), firstWord(withoutPortion(normalized))])) {
        if (!word) continue;
        const list = this.byWord.get(word) ?? [];
        list.push({ item, normalized });
        this.byWord.set(word, list);
      }
    }
  }

  /**
   * The item that can be used where a recipe says `name` (coversFood): the one named exactly so
   * when there is one ("oignons" is the fridge's "Oignons", not its "Oignon rouge"), else the
   * closest, shortest name.
   */
  find(name: string): T | undefined {
    const normalized = normalizeIngredientName(name);
    const words = new Set([firstWord(normalized), firstWord(withoutPortion(normalized))]);
    let best: { item: T; length: number } | undefined;
    for (const word of words) {
      for (const entry of this.byWord.get(word) ?? []) {
        if (entry.normalized === normalized) return entry.item;
        if ((!best || entry.normalized.length < best.length) && coversFood(this.nameOf(entry.item), name)) best = { item: entry.item, length: entry.normalized.length };
      }
    }
    return best?.item;
  }
}

// Forms of a staple that do not start with its name: "fleur de sel" is salt, "glaçons" are water.
const STAPLE_ALIASES: Record<string, readonly string[]> = {
  sel: ['fleur de sel', 'gros sel'],
  eau: ['glaçons', 'glace pilée'],
};

/** What a fridge-mode recipe may use: the fridge's items and the staples. */
export class FridgeMatcher {
  private readonly fridge: FoodIndex<FridgeItem>;
  private readonly staples: FoodIndex<string>;

  constructor(fridge: readonly FridgeItem[], staples: readonly string[]) {
    this.fridge = new FoodIndex(fridge, (item) => item.name);
    const allowed = staplesOrDefault(staples);
    const aliases = allowed.flatMap((staple) => STAPLE_ALIASES[normalizeIngredientName(staple)] ?? []);
    this.staples = new FoodIndex([...allowed, ...aliases], (staple) => staple);
  }

  isStaple(line: string): boolean {
    return this.staples.find(ingredientName(line)) !== undefined;
  }

  /** The fridge item an ingredient line uses, if any. */
  itemFor(line: string): FridgeItem | undefined {
    return this.fridge.find(ingredientName(line));
  }

  allows(line: string): boolean {
    return this.isStaple(line) || this.itemFor(line) !== undefined;
  }
}

export function isStaple(line: string, staples: readonly string[]): boolean {
  return new FridgeMatcher([], staples).isStaple(line);
}

export function fridgeItemFor(line: string, fridge: readonly FridgeItem[]): FridgeItem | undefined {
  return new FridgeMatcher(fridge, []).itemFor(line);
}

/** The lines that neither come from the fridge nor are staples. */
export function ingredientsOutsideFridge(lines: readonly string[], fridge: readonly FridgeItem[], staples: readonly string[]): string[] {
  const matcher = new FridgeMatcher(fridge, staples);
  return lines.filter((line) => !matcher.allows(line));
}
