// One entry of the offline chef's techniques, rescues and basic preparations (see techniques.ts).

export interface Technique {
  id: string;
  keywords: string[];
  answer: string;
  /** The answer in one line, to follow a recipe the same question asks for ("des crêpes avec mon fils, la recette ?"). */
  inOneLine?: string;
}

export const technique = (id: string, keywords: string[], answer: string[]): Technique => ({ id, keywords, answer: answer.join('\n') });

/** The ways a family asks for a basic preparation: "comment faire une béchamel", "recette de la pâte à crêpes"… */
export const askedFor = (...names: string[]): string[] =>
  names.flatMap((n) => [`comment faire ${n}`, `recette ${n}`, `${n} maison`, `préparer ${n}`, `réussir ${n}`, `comment ${n}`]);
