// What a household buys for its weekday dinners when it plans a week: the composing chef may add
// these to what the fridge holds (the week's shopping list then brings them). Kept to everyday foods
// so planned dishes stay ordinary. To extend: add a food by its name in foods.ts.
export const MARKET_BASKET: readonly string[] = [
  // Légumes
  'courgette', 'tomate', 'carotte', 'poivron', 'oignon', 'champignon de Paris', 'épinard', 'brocoli', 'haricot vert',
  'poireau', 'aubergine', 'chou-fleur', 'salade', 'concombre', 'potiron',
  // Féculents et légumineuses
  'pomme de terre', 'pâtes', 'riz', 'semoule', 'quinoa', 'lentille', 'pois chiche', 'gnocchi',
  // Protéines
  // Merguez: a meat of its own family (agneau), so a household that eats neither pork nor fish still has three.
  'blanc de poulet', 'viande hachée', 'merguez', 'pavé de saumon', 'cabillaud', 'œuf', 'tofu', 'lardon', 'jambon',
  // Crèmerie
  'crème fraîche', 'lait', 'gruyère', 'parmesan', 'mozzarella', 'feta', 'yaourt',
  // Épicerie et aromates
  'tomates pelées', 'lait de coco', 'pâte brisée', 'tortilla', 'ail', 'persil', 'basilic', 'curry',
];
