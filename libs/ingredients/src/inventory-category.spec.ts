import { inventoryCategoryOf } from './inventory-category';

describe('inventoryCategoryOf', () => {
  it.each([
    ['Poulet', 'Viandes et Poissons'],
    ['Lait', 'Produits Laitiers'],
    ['Pommes', 'Fruits et Légumes'],
    ['Œufs', 'Produits Laitiers'],
    ['Camembert', 'Produits Laitiers'],
    ['gruyère râpé', 'Produits Laitiers'],
    ['tomates cerises', 'Fruits et Légumes'],
    ["huile d'olive", 'Épicerie'],
    ['chocolat noir', 'Épicerie'],
    ["jus d'orange", 'Boissons'],
    ['Eau gazeuse', 'Boissons'],
    ['eau', 'Boissons'],
    ['soda', 'Boissons'],
    ['sauce au poivre', 'Épicerie'],
    ['bouillon de légumes', 'Épicerie'],
    ['farine de sarrasin', 'Épicerie'],
    // A longer term of another aisle wins over the head word
    ['lait de coco', 'Épicerie'],
    ['Pommes de terre', 'Fruits et Légumes'],
    ['Tomate concassée', 'Épicerie'],
    ["eau de fleur d'oranger", 'Épicerie'],
    // When the head word says nothing, the food named inside does
    ['Filets de saumon', 'Viandes et Poissons'],
    ['Cuisses de poulet', 'Viandes et Poissons'],
    ['jus de citron', 'Boissons'],
    // The shop's chilled aisle, but neither milk nor eggs: not on the dairy shelf
    ['Tofu fumé', 'Autre'],
    ['pâte feuilletée', 'Autre'],
    ['Gnocchis', 'Autre'],
    ['lait de soja', 'Autre'],
    ['crème fraîche épaisse', 'Produits Laitiers'],
    // Tuna and sardines bare are tins, in the cupboard; fresh ones go with the fish
    ['thon', 'Épicerie'],
    ["thon à l'huile", 'Épicerie'],
    ["sardines à l'huile", 'Épicerie'],
    ['pavé de thon', 'Viandes et Poissons'],
    ['Pavés de thon', 'Viandes et Poissons'],
    ['thon frais', 'Viandes et Poissons'],
    ['sardines fraîches', 'Viandes et Poissons'],
    // Coffee and tea are dry goods kept in the cupboard; bottled ones are drinks
    ['café', 'Épicerie'],
    ['café moulu', 'Épicerie'],
    ['thé vert', 'Épicerie'],
    ['tisane', 'Épicerie'],
    ['thé glacé', 'Boissons'],
    ['café froid', 'Boissons'],
    // Frozen food has no shelf of its own among the spec's six: it goes where the food itself goes;
    // what names no food we know (a frozen pizza) stays « Autre »
    ['petits pois surgelés', 'Fruits et Légumes'],
    ['épinards surgelés', 'Fruits et Légumes'],
    ['Poisson pané surgelé', 'Viandes et Poissons'],
    ['crevettes surgelées', 'Viandes et Poissons'],
    ['surgelé', 'Autre'],
    ['pizza surgelée', 'Autre'],
    ['frites surgelées', 'Autre'],
    // Frozen desserts too: ice cream is milk and cream, like the chilled aisle's « crème glacée »; sorbet is fruit
    ['glace', 'Produits Laitiers'],
    ['Glace vanille', 'Produits Laitiers'],
    ['glace à la vanille', 'Produits Laitiers'],
    ['pot de glace surgelé', 'Produits Laitiers'],
    ['cornets glacés', 'Produits Laitiers'],
    ['crème glacée', 'Produits Laitiers'],
    ['sorbet', 'Fruits et Légumes'],
    ['Sorbet citron', 'Fruits et Légumes'],
    ['sorbets framboise', 'Fruits et Légumes'],
    ['sucre glace', 'Épicerie'],
    ['thé glacé', 'Boissons'],
    ['éponges', 'Autre'],
    ['', 'Autre'],
  ])('%s → %s', (name, category) => {
    expect(inventoryCategoryOf(name)).toBe(category);
  });
});
