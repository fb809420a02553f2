// One entry of the offline chef's techniques, rescues and basic preparations (see techniques.ts).

export interface Technique {
  id: string;
  keywords: string[];
  answer: string;
  /** The answer in one line, to follow a recipe the same question asks for ("des crêpes avec mon fils, la recette ?"). */
  inOneLine?: string;
}

/**
 * The ways a family says a preparation went wrong: « a tourné », « ne prend pas », « a tranché »,
 * « rattraper »… A question that says any of them reads as saying « ratée », so an entry lists one
 * keyword per preparation ('mayonnaise ratée', 'ganache ratée') instead of every wording.
 */
export const GONE_WRONG = [
  'ratée', 'raté', 'rater', 'loupée', 'loupé', 'foirée', 'foiré', 'tourné', 'tournée', 'tourne', 'tranché', 'tranchée', 'tranche',
  'prend pas', 'monte pas', 'montent pas', 'pas monté', 'pas montée', 'pas montés', 'pas montées', 'lève pas', 'levé pas', 'pas levé', 'pas levée', 'pris pas', 'caillé', 'caillée', 'grainé', 'grainée', 'rattraper', 'rattrape', 'sauver', 'récupérer', 'pas réussi',
];
/** The word GONE_WRONG reads as, in keywords. */
export const GONE_WRONG_KEYWORD = 'ratée';

export const technique = (id: string, keywords: string[], answer: string[]): Technique => ({ id, keywords, answer: answer.join('\n') });

/** The ways a family asks for a basic preparation: "comment faire une béchamel", "recette de la pâte à crêpes"… */
export const askedFor = (...names: string[]): string[] =>
  names.flatMap((n) => [`comment faire ${n}`, `recette ${n}`, `${n} maison`, `préparer ${n}`, `réussir ${n}`, `comment ${n}`]);
