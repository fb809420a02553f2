import type { DietaryRestriction } from '#contracts';
// The collection has no breakfast type, and its desserts (tiramisu, crumble) are no breakfast:
// these are the ideas a French household has in the morning. `uses` are the foods they need, to
// leave out what the household cannot eat and to put first what the fridge holds.

/** What a family asks a breakfast to be: "rapide", "pour les enfants", "salé" or "sucré". */
export type BreakfastTag = 'rapide' | 'enfants' | 'salé' | 'sucré';

export interface BreakfastIdea {
  id: string;
  text: string;
  /** The foods it needs: a diet the question names ("sans gluten", "vegan") is checked on them, as the household's restrictions are. */
  uses: string[];
  /** 'rapide': ready in under 10 minutes; 'enfants': children like it and can help. */
  tags: readonly BreakfastTag[];
}

export const BREAKFAST_IDEAS: readonly BreakfastIdea[] = [
  { id: 'tartines', text: 'Tartines de pain grillé, beurre et confiture ou miel, avec un fruit', uses: ['pain', 'beurre', 'confiture'], tags: ['rapide', 'sucré', 'enfants'] },
  { id: 'yaourt-fruits', text: 'Yaourt nature, fruits frais coupés et une poignée de granola ou de flocons d\'avoine', uses: ['yaourt', 'fruits', 'flocons d\'avoine'], tags: ['rapide', 'sucré', 'enfants'] },
  { id: 'porridge', text: 'Porridge : 40 g de flocons d\'avoine et 25 cl de lait, 5 minutes à feu doux, avec une banane et un peu de miel', uses: ['flocons d\'avoine', 'lait', 'banane'], tags: ['rapide', 'sucré', 'enfants'] },
  { id: 'oeufs', text: 'Œufs brouillés ou à la coque avec des mouillettes de pain grillé', uses: ['œufs', 'pain', 'beurre'], tags: ['rapide', 'salé', 'enfants'] },
  { id: 'pancakes', text: 'Pancakes au sirop d\'érable ou aux fruits rouges (la pâte se fait la veille)', uses: ['farine', 'œufs', 'lait', 'beurre'], tags: ['sucré', 'enfants'] },
  { id: 'pain-perdu', text: 'Pain perdu : du pain rassis trempé dans du lait et un œuf, doré au beurre', uses: ['pain', 'œufs', 'lait', 'beurre'], tags: ['sucré', 'enfants'] },
  { id: 'smoothie', text: 'Smoothie banane, lait ou yaourt, et quelques fruits rouges', uses: ['banane', 'lait', 'yaourt'], tags: ['rapide', 'sucré', 'enfants'] },
  { id: 'tartine-fromage', text: 'Tartine de fromage frais ou de fromage, avec un œuf dur et des tomates cerises', uses: ['pain', 'fromage', 'œufs'], tags: ['rapide', 'salé'] },
  { id: 'overnight-oats', text: 'Flocons d\'avoine trempés la veille dans du lait ou un yaourt, avec des fruits : prêts au réveil', uses: ['flocons d\'avoine', 'lait', 'yaourt', 'fruits'], tags: ['rapide', 'sucré'] },
  { id: 'crepes', text: 'Crêpes ou gaufres du week-end, avec de la confiture ou une compote', uses: ['farine', 'œufs', 'lait'], tags: ['sucré', 'enfants'] },
  { id: 'omelette', text: 'Omelette au fromage ou aux herbes, avec quelques tomates cerises', uses: ['œufs', 'fromage', 'tomates cerises'], tags: ['rapide', 'salé', 'enfants'] },
  { id: 'fromage-blanc', text: 'Fromage blanc avec une compote ou des fruits frais coupés, et un filet de miel', uses: ['fromage blanc', 'compote', 'fruits', 'miel'], tags: ['rapide', 'sucré', 'enfants'] },
  { id: 'pancakes-banane', text: 'Pancakes express sans farine : une banane écrasée et 2 œufs battus, 2 minutes de chaque côté à la poêle', uses: ['banane', 'œufs'], tags: ['rapide', 'sucré', 'enfants'] },
  { id: 'galette-sarrasin', text: 'Galette de sarrasin (blé noir) toute prête, réchauffée à la poêle avec un œuf et du fromage râpé (sans gluten si elle est au sarrasin pur : regardez l\'étiquette)', uses: ['galette de sarrasin', 'œufs', 'fromage râpé'], tags: ['rapide', 'salé'] },
  { id: 'porridge-vegetal', text: 'Porridge au lait d\'avoine ou de soja, avec une banane et des fruits rouges', uses: ['flocons d\'avoine', 'lait d\'avoine', 'banane'], tags: ['rapide', 'sucré', 'enfants'] },
  { id: 'tartines-puree-amande', text: 'Tartines de pain grillé avec de la purée d\'amande ou de cacahuète et des rondelles de banane', uses: ['pain', 'purée d\'amande', 'banane'], tags: ['rapide', 'sucré', 'enfants'] },
  { id: 'tartine-avocat', text: 'Tartine d\'avocat écrasé au citron, avec un œuf mollet ou des graines', uses: ['pain', 'avocat', 'œufs'], tags: ['rapide', 'salé'] },
];

export const BREAKFAST_CLOSING = 'Pour un petit déjeuner qui tient jusqu\'à midi : une boisson, un produit céréalier (pain, flocons), un produit laitier et un fruit.';

/** The same advice for a household or a question that eats no gluten, or no milk. */
export function breakfastClosing(diets: readonly DietaryRestriction[]): string {
  const noGluten = diets.includes('glutenFree');
  const noMilk = diets.includes('vegan') || diets.includes('dairyFree');
  if (!noGluten && !noMilk) return BREAKFAST_CLOSING;
  const cereal = noGluten ? 'un féculent sans gluten (pain sans gluten, flocons de riz ou de sarrasin)' : 'un produit céréalier (pain, flocons)';
  const dairy = noMilk ? 'un yaourt ou une boisson végétale enrichis en calcium' : 'un produit laitier';
  return `Pour un petit déjeuner qui tient jusqu'à midi : une boisson, ${cereal}, ${dairy} et un fruit.`;
}
