// What makes a dish of the collection cost (« pas cher ? », « c'est économique ? » right after a
// recipe): its lines of meat, fish and cheese, by the protein families of #ingredients
// (protein-families.ts); the cheaper swaps are the substitutes marked `cheaper` in
// substitutions.ts. To extend: add a family here, or mark a substitute cheaper there.

import { MEAT_AND_FISH_FAMILIES } from '#ingredients';

/** The protein families whose lines make most of a dish's price. */
export const COSTLY_FAMILIES: readonly string[] = [...MEAT_AND_FISH_FAMILIES, 'fromage'];

/** Said after the swaps, or alone when no line has a cheaper substitute. */
export const STRETCH_TIP =
  "Sans rien changer d'autre : un tiers de viande ou de fromage en moins, complété de légumes de saison ou de lentilles, et la viande achetée en promotion ou en plus gros morceau, à partager en portions au congélateur.";

/** Said when the dish has none of those lines. */
export const THRIFTY = "ni viande, ni poisson, ni fromage, qui font l'essentiel du prix d'un repas";
