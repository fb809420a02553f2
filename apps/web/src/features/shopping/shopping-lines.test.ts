import { shoppingItem } from '../../shared/testing/render-kitchen-page';
import { addedNotice, completedRecipesNotice, filterByName, inAisleOrder, mergedLines, recipeGroups, restoredRecipesNotice, shoppingProgress } from './shopping-lines';

describe('shoppingProgress', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 8, 38],
    [1, 8, 13],
    [8, 8, 100],
  ])('%i checked of %i → %i %%', (checked, total, percent) => {
    const items = Array.from({ length: total }, (_, i) => shoppingItem({ name: `a${i}`, checked: i < checked }));
    expect(shoppingProgress(items)).toEqual({ checked, total, percent });
  });
});

describe('mergedLines', () => {
  it('adds the same ingredient in compatible units and keeps the rest apart', () => {
    const lines = mergedLines([
      shoppingItem({ name: 'farine', quantity: '200', unit: 'g' }),
      shoppingItem({ name: 'Farines', quantity: '0,5', unit: 'kg' }),
      shoppingItem({ name: 'farine', quantity: '2', unit: 'unité' }),
      shoppingItem({ name: 'lait', quantity: '1', unit: 'l' }),
      shoppingItem({ name: 'lait', quantity: '50', unit: 'cl' }),
      shoppingItem({ name: 'lait de coco', quantity: '20', unit: 'cl' }),
    ]);
    expect(lines.map((l) => [l.name, l.amount, l.items.length])).toEqual([
      ['farine', '700 g', 2],
      ['farine', '2', 1],
      ['lait', '1,5 l', 2],
      ['lait de coco', '20 cl', 1],
    ]);
  });

  it('merges a kind the cook takes for the plain product, not another flour', () => {
    const lines = mergedLines([
      shoppingItem({ name: 'farine', quantity: '200', unit: 'g' }),
      shoppingItem({ name: 'farine de riz', quantity: '100', unit: 'g' }),
      shoppingItem({ name: 'farine de blé', quantity: '300', unit: 'g' }),
    ]);
    expect(lines.map((l) => [l.name, l.amount, l.items.length])).toEqual([
      ['farine', '500 g', 2],
      ['farine de riz', '100 g', 1],
    ]);
  });

  it('never merges a checked item with one still to buy, and lists checked lines last', () => {
    const lines = mergedLines([
      shoppingItem({ name: 'sucre', quantity: '100', unit: 'g', checked: true }),
      shoppingItem({ name: 'sucre', quantity: '50', unit: 'g' }),
      shoppingItem({ name: 'sucre', quantity: '25', unit: 'g' }),
    ]);
    expect(lines.map((l) => [l.amount, l.checked])).toEqual([
      ['75 g', false],
      ['100 g', true],
    ]);
  });

  it('keeps items whose quantity cannot be read on their own line, as typed', () => {
    const lines = mergedLines([
      shoppingItem({ name: 'persil', quantity: 'un bouquet', unit: 'unité' }),
      shoppingItem({ name: 'persil', quantity: '1', unit: 'botte' }),
      shoppingItem({ name: 'persil', quantity: '2', unit: 'botte' }),
    ]);
    expect(lines.map((l) => l.amount)).toEqual(['un bouquet', '3 bottes']);
  });
});

describe('recipeGroups', () => {
  it('keeps recipes in list order and puts hand-typed items last', () => {
    const groups = recipeGroups([
      shoppingItem({ name: 'pain' }),
      shoppingItem({ name: 'farine', recipeId: 'r1', recipeTitle: 'Crêpes' }),
      shoppingItem({ name: 'beurre', recipeId: 'r2', recipeTitle: 'Gâteau' }),
      shoppingItem({ name: 'œufs', recipeId: 'r1', recipeTitle: 'Crêpes', checked: true }),
      shoppingItem({ name: 'lait', recipeId: 'r1', recipeTitle: 'Crêpes' }),
    ]);
    expect(groups.map((g) => [g.title, g.lines.map((l) => l.name)])).toEqual([
      ['Crêpes', ['farine', 'lait', 'œufs']],
      ['Gâteau', ['beurre']],
      ['Autres articles', ['pain']],
    ]);
  });
});

it('filters names like the ingredient library compares them', () => {
  const items = [shoppingItem({ name: 'Œufs frais' }), shoppingItem({ name: 'Épinards' }), shoppingItem({ name: 'Pain' })];
  expect(filterByName(items, 'oeuf').map((i) => i.name)).toEqual(['Œufs frais']);
  expect(filterByName(items, 'EPINARD').map((i) => i.name)).toEqual(['Épinards']);
  expect(filterByName(items, '  ')).toHaveLength(3);
  expect(filterByName(items, 'riz')).toEqual([]);
});

it('names the recipes a check completed', () => {
  expect(completedRecipesNotice(['Crêpes'])).toBe('Recette « Crêpes » terminée : ses articles ont été retirés');
  expect(completedRecipesNotice(['Crêpes', 'Gâteau'])).toBe('Recettes « Crêpes » et « Gâteau » terminées : leurs articles ont été retirés');
  expect(completedRecipesNotice([])).toBeNull();
  expect(restoredRecipesNotice(['Crêpes'])).toBe('Recette « Crêpes » remise dans la liste');
});

it('says the new total when an add topped a line up', () => {
  expect(addedNotice({ ...shoppingItem({ name: 'farine', quantity: '1,5', unit: 'kg' }), toppedUp: true })).toBe('Farine : 1,5 kg au total');
  expect(addedNotice({ ...shoppingItem({ name: 'Lait' }), toppedUp: false })).toBe('« Lait » ajouté à la liste');
});

it('shows a topped-up row in each of its sources’ sections with that source’s share', () => {
  const flour = shoppingItem({
    name: 'Farine',
    quantity: '750',
    unit: 'g',
    recipeId: 'crepes',
    recipeTitle: 'Crêpes',
    shares: [
      { recipeId: null, recipeTitle: null, quantity: '500', unit: 'g' },
      { recipeId: 'crepes', recipeTitle: 'Crêpes', quantity: '250', unit: 'g' },
    ],
  });
  const groups = recipeGroups([flour]);
  expect(groups.map((g) => [g.title, g.lines.map((l) => `${l.name} ${l.amount} (${l.total})`)])).toEqual([
    ['Crêpes', ['Farine 250 g (750 g)']],
    ['Autres articles', ['Farine 500 g (750 g)']],
  ]);
  expect(groups.every((g) => g.lines[0]!.items[0] === flour)).toBe(true);
});

it('puts lines of one ingredient that do not add up next to each other', () => {
  const lines = mergedLines([
    shoppingItem({ name: 'Ail', quantity: '2', unit: 'gousse' }),
    shoppingItem({ name: 'Pain' }),
    shoppingItem({ name: 'ail', quantity: '1', unit: 'tête' }),
  ]);
  expect(lines.map((l) => `${l.name} ${l.amount}`.trim())).toEqual(['Ail 2 gousses', 'ail 1 tête', 'Pain']);
});

describe('inAisleOrder', () => {
  // The server's order is the newest first: the shop's walk is not.
  const items = [
    shoppingItem({ id: 'a', name: 'Sucre' }),
    shoppingItem({ id: 'b', name: 'Pain' }),
    shoppingItem({ id: 'c', name: 'lait', quantity: '1', unit: 'l' }),
    shoppingItem({ id: 'd', name: 'Tomates', quantity: '4' }),
    shoppingItem({ id: 'e', name: 'Bière', checked: true }),
    shoppingItem({ id: 'f', name: 'Jambon', quantity: '4' }),
    shoppingItem({ id: 'g', name: 'farine', quantity: '500', unit: 'g' }),
  ];
  const names = (overrides = [] as Parameters<typeof inAisleOrder>[1]) => inAisleOrder(mergedLines(items), overrides).map((l) => l.name);

  it('walks the shop aisle by aisle, what is in the basket last', () => {
    // Fruits et légumes, boucherie, crèmerie, épicerie salée (in the order they came), sucrée; the basket.
    expect(names()).toEqual(['Tomates', 'Jambon', 'lait', 'Pain', 'farine', 'Sucre', 'Bière']);
  });

  it("follows the household's own aisles", () => {
    expect(names([{ ingredient: 'pain', aisle: 'Autre' }, { ingredient: 'Lait', aisle: 'Boissons' }])).toEqual(['Tomates', 'Jambon', 'farine', 'Sucre', 'lait', 'Pain', 'Bière']);
  });
});
