import { SPICY_FOODS } from './recipe-constraints';

// « C'est bon pour un bébé de 18 mois ? » after a recipe: what in that recipe a young child eats
// as it is, and what to leave out or adapt, by age. Each caution names the foods of a recipe line
// that call for it (matched as the dietary rules match avoided foods: « alcool » finds the wine),
// the age in months below which it applies, and what to do. The rules are the usual French
// guidance for the diversification and the first years; the child's doctor remains the reference.

export interface ChildCaution {
  id: string;
  foods: readonly string[];
  /** Applies to a child younger than this (months). */
  untilMonths: number;
  /** Applies from this age on (months); 0 when absent. */
  fromMonths?: number;
  /** A line written so is harmless however it names the food: « amandes en poudre », « raisins secs ». */
  harmlessWhen?: RegExp;
  /** Matched by the dietary rules' classes (« alcool » finds the wine, the kirsch), not by the food's name. */
  byRule?: true;
  /** Only when no step cooks the eggs (see COOKING_WORDS): those of a mousse or a tiramisu stay raw. */
  raw?: true;
  /** What to do, after the foods concerned (« vin rouge : … »). */
  advice: string;
}

const WHOLE_NUTS = ['noix', 'noisettes', 'noisette', 'amandes', 'amande', 'cacahuètes', 'cacahuète', 'arachides', 'pistaches', 'pignons', 'noix de cajou', 'noix de pécan', 'noix de macadamia'];
const SALTY = ['sel', 'bouillon', 'cube de bouillon', 'fond de veau', 'sauce soja', 'lardons', 'jambon', 'jambon cru', 'bacon', 'chorizo', 'anchois', 'olives', 'câpres', 'parmesan', 'feta', 'fromage à raclette'];
const SUGARS = ['sucre', 'sucre glace', 'cassonade', 'sucre vanillé', 'sirop d\'érable', 'sirop'];

export const CHILD_CAUTIONS: readonly ChildCaution[] = [
  { id: 'miel', foods: ['miel'], untilMonths: 12, advice: "pas de miel avant 1 an (risque de botulisme), même cuit, laissez-le de côté dans sa part" },
  { id: 'alcool', foods: ['alcool'], byRule: true, untilMonths: 18 * 12, advice: "pas d'alcool pour un enfant, même cuit ; remplacez-le par du bouillon non salé ou de l'eau, ou prélevez sa part avant de l'ajouter" },
  { id: 'oeuf-cru', foods: ['œuf', 'œufs', 'jaune d\'œuf', 'blanc d\'œuf'], untilMonths: 60, raw: true, advice: "ils restent crus dans cette recette, et un jeune enfant ne mange que des œufs bien cuits ; gardez-lui une autre douceur" },
  { id: 'fruits-a-coque', foods: WHOLE_NUTS, untilMonths: 60, harmlessWhen: /poudre|moulue?s?|purée|beurre d|lait d|pâte d|extrait|muscade|coco/iu, advice: "pas de fruits à coque entiers avant 5 ans (risque d'étouffement), en poudre ou finement mixés seulement" },
  { id: 'piment', foods: SPICY_FOODS, untilMonths: 72, advice: "trop fort pour un jeune enfant ; prélevez sa part avant de l'ajouter, ou n'en mettez qu'une pointe pour toute la table" },
  { id: 'sel-bebe', foods: SALTY, harmlessWhen: /huile/iu, untilMonths: 12, advice: "pas de sel ajouté avant 1 an, et les aliments salés en toute petite quantité ; prélevez sa part avant de saler" },
  { id: 'sel', foods: SALTY, harmlessWhen: /huile/iu, fromMonths: 12, untilMonths: 36, advice: "très peu de sel avant 3 ans ; prélevez sa part avant de saler, et peu d'aliments salés" },
  { id: 'sucre', foods: SUGARS, untilMonths: 12, advice: "pas de sucre ajouté avant 1 an ; sa part sans sucre" },
  { id: 'petits-ronds', foods: ['tomates cerises', 'raisin', 'raisins', 'olives', 'myrtilles'], untilMonths: 48, harmlessWhen: /secs?|huile|hachée?s?/iu, advice: "à couper en quatre avant 4 ans (risque d'étouffement)" },
];

/** Words of a step that cook what is in it: a recipe with none of them from its eggs on serves them raw. */
export const COOKING_WORDS = ['cuire', 'cuisez', 'cuisson', 'four', 'enfournez', 'poêle', 'poêlez', 'faites revenir', 'mijoter', 'bouillir', 'bouillante', 'frémissant', 'chauffez', 'rissoler', 'dorer', 'gratiner', 'bain-marie', 'pocher', 'frire', 'crêpière'];

/** How a child of that age eats a family dish: the texture, by age (months). */
/** Said of « sa part », hence feminine. */
export const TEXTURES: readonly { untilMonths: number; texture: string }[] = [
  { untilMonths: 8, texture: 'mixée bien lisse' },
  { untilMonths: 12, texture: 'écrasée à la fourchette, en petits morceaux fondants' },
  { untilMonths: 36, texture: 'en petits morceaux tendres' },
];

/** An age the question does not give: a baby is taken at the most careful age, under a year. */
export const BABY_MONTHS = 11;

/** Words that say a baby; a child is said by CHILD_WORDS (picky-eaters.ts) with an age. */
export const BABY_WORDS = ['bébé', 'bébés', 'nourrisson', 'bambin', 'tout-petit', 'tout petit'];
