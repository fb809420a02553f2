import { DISH_TYPE_LABELS, isFeminineDishType, type DietaryRestriction, type DishType } from '#contracts';

/** How the prompts explain each restriction, so a model knows what the rule forbids. */
export const RESTRICTION_PROMPTS: Record<Exclude<DietaryRestriction, 'none'>, string> = {
  vegetarian: 'végétarien : ni viande, ni volaille, ni charcuterie, ni poisson, ni fruits de mer, ni gélatine',
  vegan: 'végétalien (vegan) : aucun produit animal, ni viande, ni poisson, ni produits laitiers (lait, beurre, crème, fromage), ni œufs, ni miel, ni gélatine',
  glutenFree: 'sans gluten : ni blé, ni seigle, ni orge, ni avoine, ni épeautre, donc ni farine de blé, ni pâtes, ni pain, ni semoule, ni chapelure, ni sauce soja',
  dairyFree: 'sans lactose : ni lait, ni beurre, ni crème, ni fromage, ni yaourt (les laits végétaux conviennent)',
  nutFree: 'sans fruits à coque : ni amandes, ni noisettes, ni noix, ni noix de cajou, ni pistaches, ni cacahuètes, ni pignons',
  halal: 'halal : ni porc (jambon, lardons, lard, saucisses…), ni alcool (vin, bière, liqueurs, même en cuisson), ni gélatine',
  kosher: 'casher : ni porc, ni fruits de mer ou crustacés, ni gélatine, et jamais de viande ou de volaille avec un produit laitier dans la même recette',
};

export function restrictionPrompts(restrictions: readonly DietaryRestriction[]): string[] {
  return [...new Set(restrictions)].filter((r): r is Exclude<DietaryRestriction, 'none'> => r !== 'none').map((r) => RESTRICTION_PROMPTS[r]);
}

/** 'entrée' → 'une entrée'; used in prompts and chat answers. */
export function dishTypeWithArticle(type: DishType): string {
  const label = DISH_TYPE_LABELS[type].toLowerCase();
  return isFeminineDishType(type) ? `une ${label}` : `un ${label}`;
}
