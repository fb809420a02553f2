import { guessInventoryCategory } from './guess-category';

it.each([
  ['Lait', 'Produits Laitiers'],
  ['lait de coco', 'Épicerie'],
  ['Œufs', 'Produits Laitiers'],
  ['tomates cerises', 'Fruits et Légumes'],
  ['Tomate concassée', 'Épicerie'],
  ['Pommes de terre', 'Fruits et Légumes'],
  ["huile d'olive", 'Épicerie'],
  ["jus d'orange", 'Boissons'],
  ['Filets de saumon', 'Viandes et Poissons'],
  // A complement that names another food still keeps the head's shelf
  ['bouillon de légumes', 'Épicerie'],
  ['farine de sarrasin', 'Épicerie'],
  ['éponges', 'Autre'],
  ['', 'Autre'],
])('%s → %s', (name, category) => {
  expect(guessInventoryCategory(name)).toBe(category);
});

it('reads the complement when the head word says nothing', () => {
  expect(guessInventoryCategory('Cuisses de poulet')).toBe('Viandes et Poissons');
  expect(guessInventoryCategory("jus de citron")).toBe('Boissons');
});
