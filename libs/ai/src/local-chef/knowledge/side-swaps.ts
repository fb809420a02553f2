// « Pas de riz, je peux servir avec des pâtes ? » after a recipe: the starches a dish is served
// with, which stand in for one another. `portion` is the PORTIONS entry (portions.ts) whose adult
// range gives the amount; `dry` ones swap gram for gram (250 g of rice, 250 g of pasta); `cooking`
// is the name the cooking times (cooking-times.ts) know it by.

export interface SideStarch {
  portion: string;
  /** How the reply names it, with its article: « à la place du riz », « des pâtes ». */
  said: string;
  /** Without its article: « 250 g de pâtes ». */
  noun: string;
  /** With the definite article: « les pommes de terre font partie du plat ». */
  the: string;
  /** Names a question or a recipe line gives it. */
  names: readonly string[];
  dry: boolean;
  cooking: string;
  /** A line naming a variety after it is still it (« riz basmati », « pommes de terre nouvelles »); not « pâte brisée ». */
  varieties?: true;
}

export const SIDE_STARCHES: readonly SideStarch[] = [
  { portion: 'pates', said: 'des pâtes', noun: 'pâtes', the: 'les pâtes', names: ['pâtes', 'spaghetti', 'spaghettis', 'tagliatelles', 'coquillettes', 'penne', 'macaronis', 'nouilles'], dry: true, cooking: 'pâtes' },
  { portion: 'riz', said: 'du riz', noun: 'riz', the: 'le riz', names: ['riz', 'riz basmati', 'riz thaï', 'riz blanc'], dry: true, cooking: 'riz', varieties: true },
  { portion: 'semoule', said: 'de la semoule', noun: 'semoule', the: 'la semoule', names: ['semoule', 'couscous'], dry: true, cooking: 'semoule' },
  { portion: 'semoule', said: 'du quinoa', noun: 'quinoa', the: 'le quinoa', names: ['quinoa'], dry: true, cooking: 'quinoa' },
  { portion: 'semoule', said: 'du boulgour', noun: 'boulgour', the: 'le boulgour', names: ['boulgour'], dry: true, cooking: 'boulgour' },
  { portion: 'pommes-de-terre', said: 'des pommes de terre', noun: 'pommes de terre', the: 'les pommes de terre', names: ['pommes de terre', 'pomme de terre', 'patates'], dry: false, cooking: 'pommes de terre', varieties: true },
  { portion: 'lentilles', said: 'des lentilles', noun: 'lentilles', the: 'les lentilles', names: ['lentilles'], dry: true, cooking: 'lentilles' },
];

/** Words of a step that serve a starch beside the dish, cooked apart: it is a side, not the dish itself. */
export const SERVED_APART_WORDS = ['servez', 'servir', 'pendant ce temps', 'à part', 'nappés', 'nappées', 'accompagné', 'accompagnés'];
