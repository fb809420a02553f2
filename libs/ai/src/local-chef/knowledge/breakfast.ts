// The collection has no breakfast type, and its desserts (tiramisu, crumble) are no breakfast:
// these are the ideas a French household has in the morning. `uses` are the foods they need, to
// leave out what the household cannot eat and to put first what the fridge holds.

export interface BreakfastIdea {
  id: string;
  text: string;
  uses: string[];
  /** Ready in under 10 minutes. */
  quick: boolean;
}

export const BREAKFAST_IDEAS: readonly BreakfastIdea[] = [
  { id: 'tartines', text: 'Tartines de pain grillé, beurre et confiture ou miel, avec un fruit', uses: ['pain', 'beurre', 'confiture'], quick: true },
  { id: 'yaourt-fruits', text: 'Yaourt nature, fruits frais coupés et une poignée de granola ou de flocons d\'avoine', uses: ['yaourt', 'fruits', 'flocons d\'avoine'], quick: true },
  { id: 'porridge', text: 'Porridge : 40 g de flocons d\'avoine et 25 cl de lait, 5 minutes à feu doux, avec une banane et un peu de miel', uses: ['flocons d\'avoine', 'lait', 'banane'], quick: true },
  { id: 'oeufs', text: 'Œufs brouillés ou à la coque avec des mouillettes de pain grillé', uses: ['œufs', 'pain', 'beurre'], quick: true },
  { id: 'pancakes', text: 'Pancakes au sirop d\'érable ou aux fruits rouges (la pâte se fait la veille)', uses: ['farine', 'œufs', 'lait', 'beurre'], quick: false },
  { id: 'pain-perdu', text: 'Pain perdu : du pain rassis trempé dans du lait et un œuf, doré au beurre', uses: ['pain', 'œufs', 'lait', 'beurre'], quick: false },
  { id: 'smoothie', text: 'Smoothie banane, lait ou yaourt, et quelques fruits rouges', uses: ['banane', 'lait', 'yaourt'], quick: true },
  { id: 'tartine-fromage', text: 'Tartine de fromage frais ou de fromage, avec un œuf dur et des tomates cerises', uses: ['pain', 'fromage', 'œufs'], quick: true },
  { id: 'overnight-oats', text: 'Flocons d\'avoine trempés la veille dans du lait ou un yaourt, avec des fruits : prêts au réveil', uses: ['flocons d\'avoine', 'lait', 'yaourt', 'fruits'], quick: true },
  { id: 'crepes', text: 'Crêpes ou gaufres du week-end, avec de la confiture ou une compote', uses: ['farine', 'œufs', 'lait'], quick: false },
];

export const BREAKFAST_CLOSING = 'Pour un petit déjeuner qui tient jusqu\'à midi : une boisson, un produit céréalier (pain, flocons), un produit laitier et un fruit.';
