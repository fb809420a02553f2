// Foods whose name begins with another food's name but are not that food: « la pâte de curry » is
// no pasta, « le beurre de cacahuète » no butter, « la crème de marrons » no cream, « les noix de
// Saint-Jacques » no nuts. A question naming one is never answered for its first word's food (how
// pasta keeps, what replaces butter); what it ends with still counts (the peanut of a peanut butter
// for an allergy). To extend: add the name as people write it; plurals and accents are folded.
export const FOODS_NAMED_AFTER_ANOTHER: readonly string[] = [
  // Pastes and spreads, never pasta nor dough.
  'pâte de curry', "pâte d'amande", 'pâte à tartiner', 'pâte de coing', 'pâte de fruits', 'pâte à sucre', 'pâte de pistache', 'pâte de noisette', 'pâte de sésame', 'pâte de piment', 'pâte de crevettes', 'pâte de tamarin',
  // Doughs and batters, never pasta (« combien de pâte à crêpes pour 10 ? » is no 1 kg of pasta).
  'pâte à crêpes', 'pâte à gaufres', 'pâte à pizza', 'pâte à pain', 'pâte à tarte', 'pâte à choux', 'pâte à beignets', 'pâte brisée', 'pâte feuilletée', 'pâte sablée',
  // Nut butters and cocoa butter, never butter.
  'beurre de cacahuète', 'beurre de cacahouète', "beurre d'amande", 'beurre de cacao',
  // Sweet or fruit creams, never cream.
  'crème de marrons', 'crème de coco', 'crème de cassis', 'crème de balsamique',
  // Plant milks and coconut milk, never milk.
  'lait de coco', "lait d'amande", 'lait de soja', "lait d'avoine", 'lait de riz',
  // Neither nuts (the coconut, the nutmeg) nor nuts at all (the scallop).
  'noix de coco', 'noix de muscade', 'noix de Saint-Jacques',
  // A charcuterie, a spice bread, fish roe, a rice pudding.
  'fromage de tête', "pain d'épices", 'œufs de lump', 'œufs de saumon', 'riz au lait',
];

/**
 * Foods made from another that a cook does not cook that food with: « que faire avec des olives ? »
 * is never answered with a dish for its spoonful of olive oil, « avec des pommes » with a hot juice
 * of bought apple juice, « avec du poulet » with a soup of chicken stock. The line still holds that
 * food for an allergy or a dislike (food-match.ts keeps both). To extend: add the name as recipes write it.
 */
export const FOODS_MADE_FROM_ANOTHER: readonly string[] = [
  // Oils and vinegars.
  "huile d'olive", 'huile de noix', 'huile de noisette', 'huile de sésame', "huile d'arachide", 'huile de colza', 'huile de coco', 'huile de tournesol',
  'vinaigre de cidre', 'vinaigre de vin', 'vinaigre de framboise', 'vinaigre de riz', 'vinaigre de xérès',
  // Stocks.
  'bouillon de poulet', 'bouillon de volaille', 'bouillon de légumes', 'bouillon de bœuf', 'fond de veau', 'fond de volaille', 'fumet de poisson',
  // Bought juices.
  'jus de pomme', 'jus de raisin',
  // Seeds sprinkled on a salad: « que faire avec de la courge ? » got a beetroot salad for its squash seeds.
  'graines de courge', 'graines de tournesol',
];
