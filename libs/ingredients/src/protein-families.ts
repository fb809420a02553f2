// The main protein of a dish, by family: the week planner serves no family more than twice a
// week. To extend: add a term (singular, as a cook writes it) to its family, or a family in the
// place of its priority: a dish's main protein is the first family, in this order, that one of its
// ingredient lines names (the lardons of a quiche make it a pork dish before its eggs count).
import { isHeadOf, normalizeIngredientName } from './names';

export interface ProteinFamily {
  family: string;
  /** Words that name it; a line's ingredient name opening with one, or holding it as whole words, counts. */
  terms: readonly string[];
}

export const PROTEIN_FAMILIES: readonly ProteinFamily[] = [
  { family: 'poisson', terms: ['poisson', 'saumon', 'truite', 'cabillaud', 'colin', 'merlu', 'lieu', 'thon', 'dorade', 'bar', 'sole', 'perche', 'féra', 'sardine', 'maquereau', 'filet de perche'] },
  { family: 'fruits de mer', terms: ['crevette', 'moule', 'gambas', 'calamar', 'saint-jacques', 'fruits de mer'] },
  { family: 'volaille', terms: ['poulet', 'dinde', 'canard', 'pintade', 'volaille', 'magret'] },
  { family: 'bœuf', terms: ['bœuf', 'boeuf', 'steak', 'entrecôte', 'viande hachée', 'haché', 'viande séchée', 'bresaola'] },
  { family: 'veau', terms: ['veau'] },
  { family: 'agneau', terms: ['agneau', 'gigot', 'mouton', 'merguez'] },
  { family: 'porc', terms: ['porc', 'lardon', 'jambon', 'bacon', 'saucisse', 'saucisson', 'chorizo', 'cervelas', 'lard', 'chipolata', 'filet mignon', 'longeole'] },
  { family: 'gibier', terms: ['lapin', 'chevreuil', 'cerf', 'sanglier'] },
  { family: 'tofu', terms: ['tofu', 'tempeh', 'seitan'] },
  { family: 'légumineuses', terms: ['lentille', 'pois chiche', 'haricot rouge', 'haricot blanc', 'haricot noir', 'fève', 'pois cassé', 'flageolet'] },
  { family: 'œufs', terms: ['œuf', 'oeuf'] },
  { family: 'fromage', terms: ['fromage', 'gruyère', 'emmental', 'vacherin', 'raclette', 'parmesan', 'mozzarella', 'feta', 'chèvre', 'comté', 'reblochon', 'ricotta', 'halloumi'] },
];

const TERMS = PROTEIN_FAMILIES.flatMap((f, rank) => f.terms.map((term) => ({ term: normalizeIngredientName(term), family: f.family, rank })));

function familyOfName(name: string): { family: string; rank: number } | null {
  const key = normalizeIngredientName(name);
  if (!key) return null;
  const padded = ` ${key} `;
  let best: { family: string; rank: number } | null = null;
  for (const t of TERMS) {
    if ((isHeadOf(t.term, key) || padded.includes(` ${t.term} `)) && (!best || t.rank < best.rank)) best = t;
  }
  return best;
}

/** The families an ingredient name belongs to, first by priority; null when it is no protein. */
export function proteinFamilyOf(name: string): string | null {
  return familyOfName(name)?.family ?? null;
}

/** A dish's main protein family from its ingredient names (lines parsed by the caller), or null. */
export function mainProtein(ingredientNames: readonly string[]): string | null {
  let best: { family: string; rank: number } | null = null;
  for (const name of ingredientNames) {
    const found = familyOfName(name);
    if (found && (!best || found.rank < best.rank)) best = found;
  }
  return best?.family ?? null;
}

/** The words that name a family, to tell a cook (or a model) to leave it out. */
export function proteinTerms(family: string): readonly string[] {
  return PROTEIN_FAMILIES.find((f) => f.family === family)?.terms ?? [];
}
