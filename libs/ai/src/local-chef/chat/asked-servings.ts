import { NUMBER, numberIn } from './text-match';

// "et pour 8 ?", "pour 8 personnes", "on sera 6", "nous serons douze"; not "pour un bébé", an article
// ("pour une personne" is counted by its noun).
const SERVINGS = new RegExp(`(?:\\bpour\\s+(?!une?\\s+[a-z])${NUMBER}\\b(?!\\s*(?:g|kg|ml|cl|l|min|minutes?|heures?|%|°)\\b)|\\b(?:on|nous)\\s+(?:sera|serons|est|sommes)\\s+${NUMBER}\\b|\\b${NUMBER}\\s+(?:personnes?|pers|convives|invites|gens|couverts)\\b)`);
const MAX_SERVINGS = 60;

/** The number of people a question asks for, from its folded text (lowercase, no accents). */
export function askedServings(folded: string): number | undefined {
  const match = SERVINGS.exec(folded);
  const raw = match?.slice(1).find(Boolean);
  if (!raw) return undefined;
  const n = numberIn(raw)!;
  return n >= 1 && n <= MAX_SERVINGS ? n : undefined;
}
