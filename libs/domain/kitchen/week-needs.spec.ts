import { kitchenToday } from '#contracts';
import { soldAs, toBaseUnit, type Unit } from '#ingredients';
import { seededRandom } from '#ai/testing';
import { foodTable } from './food-table';
import { addInSaleUnits, asBought, isExpired, shareOfStock, sumNeeds, takeFromStock, toStock } from './week-needs';

describe("the week's needs", () => {
  const need = (name: string, quantity: number, unit: Unit) => ({ name, amount: { quantity, unit } });

  it('sums the same ingredient across meals, scaled to their servings, staples aside', () => {
    const needs = sumNeeds([
      { ingredients: ['250 g de riz', '1 pincée de sel'], servings: 2, recipeServings: 2 },
      { ingredients: ['500 g de riz'], servings: 2, recipeServings: 4 },
    ]);
    expect(needs).toEqual([need('riz', 500, 'g')]);
  });

  it("leaves out what the household's cupboard always has, by family (« huile » covers « huile d'olive »)", () => {
    const meals = [{ ingredients: ["2 càs d'huile d'olive", '30 g de beurre', '2 courgettes'], servings: 2, recipeServings: 2 }];
    expect(sumNeeds(meals, ['sel', 'poivre', 'huile']).map((n) => n.name)).toEqual(['beurre', 'courgettes']);
    expect(sumNeeds(meals, ['beurre']).map((n) => n.name)).toEqual(["huile d'olive", 'courgettes']);
  });

  it('adds pieces and grams of the same food through the weight of a piece (one line on the list)', () => {
    const needs = sumNeeds([
      { ingredients: ['2 courgettes'], servings: 4, recipeServings: 4 },
      { ingredients: ['400 g de courgettes'], servings: 4, recipeServings: 4 },
    ]);
    expect(needs).toEqual([need('courgettes', 4, 'unité')]);
  });

  it('keeps another food apart: "farine de riz" is not "farine", "farine de blé" is', () => {
    const needs = sumNeeds([
      { ingredients: ['200 g de farine', '100 g de farine de riz'], servings: 2, recipeServings: 2 },
      { ingredients: ['300 g de farine de blé', '1 oignon', '2 oignons rouges'], servings: 2, recipeServings: 2 },
    ]);
    expect(needs).toEqual([need('farine', 500, 'g'), need('farine de riz', 100, 'g'), need('oignon', 3, 'unité')]);
  });

  describe('taken from what is at hand', () => {
    it('is covered by a shopping item of the same ingredient in a compatible unit', () => {
      const stock = toStock([{ name: 'Riz', quantity: '0,25', unit: 'kg' }]);
      expect(takeFromStock(need('riz', 250, 'g'), stock)).toBeNull();
    });

    it('leaves only the remainder, said as a cook buys it (0,75 kg reads 750 g)', () => {
      // (Carrots: rice and flour are bought by the pack.)
      const stock = toStock([{ name: 'carottes', quantity: '250', unit: 'g' }]);
      expect(takeFromStock(need('carottes', 1, 'kg'), stock)).toEqual({ quantity: 750, unit: 'g' });
      // Rounded too, up to what a cook buys: two thirds of 1 kg are bought as 700 g, not 666,67 g nor a short 650 g.
      expect(takeFromStock(need('carottes', 1, 'kg'), toStock([{ name: 'carottes', quantity: '333', unit: 'g' }]))).toEqual({ quantity: 700, unit: 'g' });
    });

    it('a fridge item covers a plainer need, not a more specific one', () => {
      expect(takeFromStock(need('huile', 3, 'càs'), toStock([{ name: "Huile d'olive", quantity: 50, unit: 'cl' }]))).toBeNull();
      expect(takeFromStock(need('oeufs de caille', 12, 'unité'), toStock([{ name: 'Oeufs', quantity: 12, unit: 'unité' }]))).toEqual({ quantity: 12, unit: 'unité' });
    });

    it('does not count an incompatible unit or an unreadable amount', () => {
      // A food whose piece the food table does not weigh cannot be counted against grams; a botte is no gram.
      const stock = toStock([
        { name: 'Mélange du chef', quantity: '1', unit: 'unité' },
        { name: 'mélange du chef', quantity: 'un peu', unit: 'g' },
        { name: 'Mélange du chef', quantity: '1', unit: 'botte' },
      ]);
      expect(takeFromStock(need('mélange du chef', 250, 'g'), stock)).toEqual({ quantity: 250, unit: 'g' });
    });

    it('counts pieces against grams through the weight of a piece, as the week sums them: 3 courgettes in the fridge cover 300 g', () => {
      expect(takeFromStock(need('courgettes', 300, 'g'), toStock([{ name: 'Courgettes', quantity: 3, unit: 'unité' }]))).toBeNull();
      expect(takeFromStock(need('carottes', 2, 'unité'), toStock([{ name: 'Carottes', quantity: 1, unit: 'kg' }]))).toBeNull();
      // A cream counted in centilitres covers grams of it, as it weighs about as much.
      expect(takeFromStock(need('crème fraîche', 150, 'g'), toStock([{ name: 'Crème fraîche', quantity: 20, unit: 'cl' }]))).toBeNull();
      // One courgette of the three needed is at home: two to buy, whole.
      expect(takeFromStock(need('courgettes', 3, 'unité'), toStock([{ name: 'Courgettes', quantity: 200, unit: 'g' }]))).toEqual({ quantity: 2, unit: 'unité' });
    });

    it('counts each stock once: one bottle of oil does not cover two oils', () => {
      const stock = toStock([{ name: 'huile', quantity: '3', unit: 'càs' }]);
      expect(takeFromStock(need("huile d'olive", 3, 'càs'), stock)).toBeNull();
      expect(takeFromStock(need('huile de tournesol', 2, 'càs'), stock)).toEqual({ quantity: 1, unit: 'bouteille' });
      // Nor do the last spoons of a bottle, used up by the first oil.
      const low = toStock([{ name: 'huile', quantity: '1', unit: 'càs' }]);
      expect(takeFromStock(need("huile d'olive", 3, 'càs'), low)).toBeNull();
      expect(takeFromStock(need('huile de tournesol', 2, 'càs'), low)).toEqual({ quantity: 1, unit: 'bouteille' });
    });

    it('buys the spoons of a cupboard food as its pack: nobody buys « tamari 3,5 càs »', () => {
      const week = sumNeeds([
        { ingredients: ['2 càs de tamari', '1 càc de curry en poudre', '1 pincée de paprika fumé'], servings: 2, recipeServings: 2 },
        { ingredients: ['1,5 càs de tamari', '2 càc de curry en poudre', '1 càs de graines de sésame', '2 càs de crème fraîche'], servings: 2, recipeServings: 2 },
      ]);
      expect(week.map((n) => [n.name, takeFromStock(n, [])])).toEqual([
        ['tamari', { quantity: 1, unit: 'bouteille' }],
        ['curry en poudre', { quantity: 1, unit: 'pot' }],
        ['paprika fumé', { quantity: 1, unit: 'pot' }],
        ['graines de sésame', { quantity: 1, unit: 'sachet' }],
        // Cream is no cupboard food, but a shop sells it by the pot: its spoons are one pot.
        ['crème fraîche', { quantity: 1, unit: 'pot' }],
      ]);
      expect(takeFromStock(need('sucre vanillé', 1, 'càc'), [])).toEqual({ quantity: 1, unit: 'sachet' });
      expect(takeFromStock(need('sucre', 3, 'càs'), [])).toEqual({ quantity: 1, unit: 'paquet' });
      expect(takeFromStock(need('vinaigre de cidre', 4, 'càs'), [])).toEqual({ quantity: 1, unit: 'bouteille' });
      // Weighed, a food the shop sells by the pot only for its spoons is bought by weight; a dry good sold only in packs, by the pack.
      expect(takeFromStock(need('miel', 150, 'g'), [])).toEqual({ quantity: 150, unit: 'g' });
      expect(takeFromStock(need('sucre', 150, 'g'), [])).toEqual({ quantity: 1, unit: 'paquet' });
    });

    it('covers a few spoons with the bottle or pot at home, however much is left in it', () => {
      expect(takeFromStock(need('tamari', 3.5, 'càs'), toStock([{ name: 'Tamari', quantity: 1, unit: 'càs' }]))).toBeNull();
      expect(takeFromStock(need('curry', 2, 'càc'), toStock([{ name: 'Curry', quantity: 1, unit: 'pot' }]))).toBeNull();
      expect(takeFromStock(need('sauce soja', 3, 'càs'), toStock([{ name: 'Sauce soja', quantity: 1, unit: 'unité' }]))).toBeNull();
      expect(takeFromStock(need('moutarde', 1, 'càc'), toStock([{ name: 'Moutarde', quantity: 20, unit: 'g' }]))).toBeNull();
      // The bottle already on the list covers the week's spoons: no second one.
      expect(takeFromStock(need('tamari', 3.5, 'càs'), toStock([{ name: 'tamari', quantity: '1', unit: 'bouteille' }]))).toBeNull();
      // The week's bottle, once the fridge is counted, is no second one beside the spoons a recipe put on the list.
      expect(takeFromStock({ name: 'tamari', amount: { quantity: 1, unit: 'bouteille' } }, toStock([{ name: 'Tamari', quantity: '2', unit: 'càs' }]))).toBeNull();
      // Another food is no cover: the soy sauce bottle is not tamari.
      expect(takeFromStock(need('tamari', 2, 'càs'), toStock([{ name: 'Sauce soja', quantity: 1, unit: 'bouteille' }]))).toEqual({ quantity: 1, unit: 'bouteille' });
    });

    it('buys whole pieces: half a cucumber for the week is one cucumber, 1,5 leek left to buy is two', () => {
      expect(takeFromStock(need('concombre', 0.5, 'unité'), [])).toEqual({ quantity: 1, unit: 'unité' });
      expect(takeFromStock(need('poireaux', 2.5, 'unité'), toStock([{ name: 'Poireaux', quantity: 1, unit: 'unité' }]))).toEqual({ quantity: 2, unit: 'unité' });
      // Weighed food is bought by weight, grated cheese by the sachet, a fresh herb by the bunch it is sold in (20 g in the food table).
      expect(takeFromStock(need('champignons de Paris', 90, 'g'), [])).toEqual({ quantity: 90, unit: 'g' });
      expect(takeFromStock(need('gruyère râpé', 90, 'g'), [])).toEqual({ quantity: 1, unit: 'sachet' });
      expect(takeFromStock(need('mozzarella', 60, 'g'), [])).toEqual({ quantity: 1, unit: 'sachet' });
      expect(takeFromStock(need('persil', 9, 'g'), [])).toEqual({ quantity: 1, unit: 'bouquet' });
      expect(takeFromStock(need('basilic', 45, 'g'), [])).toEqual({ quantity: 3, unit: 'bouquet' });
      // Leaves and sprigs too: nobody buys « basilic 18 feuilles ».
      expect(sumNeeds([{ ingredients: ['12 feuilles de basilic', '2 branches de thym'], servings: 6, recipeServings: 4 }]).map((n) => [n.name, takeFromStock(n, [])])).toEqual([
        ['basilic', { quantity: 1, unit: 'bouquet' }],
        ['thym', { quantity: 1, unit: 'bouquet' }],
      ]);
      expect(takeFromStock({ name: 'basilic', amount: { quantity: 45, unit: 'feuille' } }, [])).toEqual({ quantity: 3, unit: 'bouquet' });
      // Leaves added to grams weigh a leaf each, not a bunch: 18 g and 12 leaves are one bunch and a half, two to buy, not fifteen.
      const basil = sumNeeds([{ ingredients: ['18 g de basilic'], servings: 6, recipeServings: 6 }, { ingredients: ['12 feuilles de basilic'], servings: 6, recipeServings: 6 }]);
      expect(basil.map((n) => [n.name, takeFromStock(n, [])])).toEqual([['basilic', { quantity: 2, unit: 'bouquet' }]]);
      // A bunch in the fridge covers the grams a week's dishes take of it.
      expect(takeFromStock(need('persil', 9, 'g'), toStock([{ name: 'Persil', quantity: 1, unit: 'unité' }]))).toBeNull();
    });

    it('buys a fresh food in what a shop sells it in: « beurre 1 plaquette », never « beurre 30 g »', () => {
      const bought = (name: string, quantity: number, unit: Unit) => takeFromStock(need(name, quantity, unit), []);
      expect(bought('beurre', 30, 'g')).toEqual({ quantity: 1, unit: 'plaquette' });
      expect(bought('beurre doux', 300, 'g')).toEqual({ quantity: 2, unit: 'plaquette' });
      expect(bought('beurre', 2, 'càs')).toEqual({ quantity: 1, unit: 'plaquette' });
      expect(bought('ail', 40, 'g')).toEqual({ quantity: 1, unit: 'tête' });
      expect(bought('ail', 3, 'gousse')).toEqual({ quantity: 1, unit: 'tête' });
      expect(bought('crème fraîche', 10, 'cl')).toEqual({ quantity: 1, unit: 'pot' });
      expect(bought('crème liquide', 30, 'cl')).toEqual({ quantity: 2, unit: 'brique' });
      expect(bought('lardons', 150, 'g')).toEqual({ quantity: 1, unit: 'barquette' });
      // Whole pieces, as many as the weight makes (a salad weighs 300 g in the food table), rounded up.
      expect(bought('salade', 400, 'g')).toEqual({ quantity: 2, unit: 'unité' });
      expect(bought('citron', 0.5, 'unité')).toEqual({ quantity: 1, unit: 'unité' });
      expect(bought('citron vert', 100, 'g')).toEqual({ quantity: 2, unit: 'unité' });
      // At the counter, by 50 g: what one asks for.
      expect(bought('parmesan', 45, 'g')).toEqual({ quantity: 50, unit: 'g' });
      expect(bought('parmesan', 20, 'g')).toEqual({ quantity: 50, unit: 'g' });
      expect(bought('bœuf haché', 330, 'g')).toEqual({ quantity: 350, unit: 'g' });
      expect(bought('veau', 1.23, 'kg')).toEqual({ quantity: 1.3, unit: 'kg' });
      // Eggs stay counted; a food bought as measured keeps its amount.
      expect(bought('oeufs', 3, 'unité')).toEqual({ quantity: 3, unit: 'unité' });
      expect(bought('courgettes', 300, 'g')).toEqual({ quantity: 300, unit: 'g' });
    });

    it('sums a plaquette and grams of butter, cloves and a head of garlic, into one need of plaquettes or heads', () => {
      const week = sumNeeds([
        { ingredients: ['1 plaquette de beurre', '2 gousses d’ail'], servings: 4, recipeServings: 4 },
        { ingredients: ['30 g de beurre', '1 tête d’ail'], servings: 4, recipeServings: 4 },
      ]);
      expect(week.map((n) => [n.name, takeFromStock(n, [])])).toEqual([
        ['beurre', { quantity: 2, unit: 'plaquette' }],
        ['ail', { quantity: 2, unit: 'tête' }],
      ]);
    });

    it('counts what the fridge or the list holds of a food sold by the unit: a plaquette at home covers 30 g', () => {
      expect(takeFromStock(need('beurre', 30, 'g'), toStock([{ name: 'Beurre', quantity: 1, unit: 'unité' }]))).toBeNull();
      expect(takeFromStock(need('beurre', 30, 'g'), toStock([{ name: 'beurre', quantity: '1', unit: 'plaquette' }]))).toBeNull();
      expect(takeFromStock(need('beurre', 300, 'g'), toStock([{ name: 'beurre', quantity: '1', unit: 'plaquette' }]))).toEqual({ quantity: 1, unit: 'plaquette' });
      // 20 g left at home: 10 g more are one plaquette.
      expect(takeFromStock(need('beurre', 30, 'g'), toStock([{ name: 'Beurre', quantity: 20, unit: 'g' }]))).toEqual({ quantity: 1, unit: 'plaquette' });
      // The week's plaquette already on the list, and the head of garlic for its cloves.
      expect(takeFromStock({ name: 'beurre', amount: { quantity: 1, unit: 'plaquette' } }, toStock([{ name: 'beurre', quantity: '250', unit: 'g' }]))).toBeNull();
      expect(takeFromStock(need('ail', 2, 'gousse'), toStock([{ name: 'ail', quantity: '1', unit: 'tête' }]))).toBeNull();
      expect(takeFromStock(need('crème fraîche', 15, 'cl'), toStock([{ name: 'crème fraîche', quantity: '1', unit: 'pot' }]))).toBeNull();
      // What the fridge leaves to buy is counted against the list before it is rounded to packs: the
      // 100 g a member put on the list cover the 30 g.
      const left = shareOfStock(need('beurre', 30, 'g'), []).left!;
      expect(left).toEqual({ quantity: 30, unit: 'g' });
      expect(takeFromStock({ name: 'beurre', amount: left }, toStock([{ name: 'Beurre', quantity: '100', unit: 'g' }]))).toBeNull();
    });

    it('adds grams and plaquettes of butter as plaquettes, one line on the list', () => {
      const g = (quantity: number, unit: Unit) => ({ quantity, unit });
      expect(addInSaleUnits('beurre', [g(100, 'g'), g(1, 'plaquette')])).toEqual({ quantity: 2, unit: 'plaquette' });
      expect(addInSaleUnits('crème fraîche', [g(25, 'cl'), g(1, 'pot')])).toEqual({ quantity: 3, unit: 'pot' });
      // Needs are added before they are rounded: two recipes' 200 g of butter, written as the plaquette each is bought in, are two plaquettes.
      expect(addInSaleUnits('beurre', [g(200, 'g'), g(200, 'g')], ['plaquette', 'plaquette'])).toEqual({ quantity: 2, unit: 'plaquette' });
      expect(addInSaleUnits('beurre', [g(30, 'g'), g(20, 'g')], ['plaquette', 'plaquette'])).toEqual({ quantity: 1, unit: 'plaquette' });
      // Cloves beside a head: a head holds 50 g, a clove weighs 5 g (the food table's), ten to a head.
      expect(addInSaleUnits('ail', [g(1, 'tête'), g(3, 'gousse')])).toEqual({ quantity: 2, unit: 'tête' });
      expect(addInSaleUnits('ail', [g(3, 'gousse'), g(2, 'gousse')], ['gousse', 'tête'])).toEqual({ quantity: 1, unit: 'tête' });
      expect(addInSaleUnits('ail', [g(10, 'gousse')], ['tête'])).toEqual({ quantity: 1, unit: 'tête' });
      expect(addInSaleUnits('ail', [g(11, 'gousse')], ['tête'])).toEqual({ quantity: 2, unit: 'tête' });
      // Neither written in the food's unit, or a food bought as measured: left to the units' own sum.
      expect(addInSaleUnits('beurre', [g(100, 'g'), g(50, 'g')])).toBeNull();
      expect(addInSaleUnits('ail', [g(3, 'gousse'), g(2, 'gousse')])).toBeNull();
      expect(addInSaleUnits('miel', [g(100, 'g'), g(1, 'pot')])).toBeNull();
      // « ail » typed with no amount is some garlic, not a clove.
      expect(addInSaleUnits('ail', [g(1, 'tête'), g(1, 'unité')])).toBeNull();
    });

    it('buys a dry or canned good as the packs a shop sells, however the recipes weigh it', () => {
      expect(asBought('semoule', { quantity: 170, unit: 'g' })).toEqual({ quantity: 1, unit: 'paquet' });
      expect(asBought('nouilles de riz', { quantity: 190, unit: 'g' })).toEqual({ quantity: 1, unit: 'paquet' });
      expect(asBought('farine', { quantity: 40, unit: 'g' })).toEqual({ quantity: 1, unit: 'paquet' });
      expect(asBought('gnocchis', { quantity: 450, unit: 'g' })).toEqual({ quantity: 1, unit: 'paquet' });
      expect(asBought('pâtes', { quantity: 600, unit: 'g' })).toEqual({ quantity: 2, unit: 'paquet' });
      expect(asBought('riz basmati', { quantity: 1.2, unit: 'kg' })).toEqual({ quantity: 2, unit: 'paquet' });
      // A can gives about 265 g drained: 250 g is one, 350 g two.
      expect(asBought('pois chiches', { quantity: 250, unit: 'g' })).toEqual({ quantity: 1, unit: 'boîte' });
      expect(asBought('pois chiches', { quantity: 350, unit: 'g' })).toEqual({ quantity: 2, unit: 'boîte' });
      expect(asBought('lait de coco', { quantity: 60, unit: 'cl' })).toEqual({ quantity: 2, unit: 'boîte' });
      // Two recipes' semoule are one paquet; a paquet at home covers the week's 170 g, whatever the list says.
      expect(addInSaleUnits('semoule', [{ quantity: 170, unit: 'g' }, { quantity: 200, unit: 'g' }], ['paquet'])).toEqual({ quantity: 1, unit: 'paquet' });
      expect(takeFromStock(need('semoule', 170, 'g'), toStock([{ name: 'Semoule', quantity: 1, unit: 'paquet' }]))).toBeNull();
      // A dough is no pasta.
      expect(asBought('pâte feuilletée', { quantity: 1, unit: 'rouleau' })).toEqual({ quantity: 1, unit: 'rouleau' });
    });

    it('adds the needs of a food sold at the counter, whole or by the bunch, then buys them once', () => {
      const g = (quantity: number, unit: Unit) => ({ quantity, unit });
      // Two recipes' 20 g of parmesan are 50 g at the counter, not 50 g each.
      expect(addInSaleUnits('parmesan', [g(20, 'g'), g(20, 'g')], ['g', 'g'], true)).toEqual({ quantity: 50, unit: 'g' });
      expect(addInSaleUnits('parmesan', [g(20, 'g'), g(40, 'g')], ['g', 'g'], true)).toEqual({ quantity: 100, unit: 'g' });
      // Their 6 g of parsley one bunch; their half salads one salad.
      expect(addInSaleUnits('persil', [g(6, 'g'), g(6, 'g')], ['bouquet', 'g'], true)).toEqual({ quantity: 1, unit: 'bouquet' });
      expect(addInSaleUnits('laitue', [g(0.5, 'unité'), g(0.5, 'unité')], ['unité', 'unité'], true)).toEqual({ quantity: 1, unit: 'unité' });
      // Typed by hand only, it is bought as typed; « persil » typed alone is some parsley, its own line.
      expect(addInSaleUnits('parmesan', [g(20, 'g'), g(20, 'g')], ['g', 'g'])).toBeNull();
      expect(addInSaleUnits('persil', [g(6, 'g'), g(1, 'unité')], ['bouquet', 'unité'], true)).toBeNull();
      // A food bought as measured is left to the units' own sum.
      expect(addInSaleUnits('courgettes', [g(200, 'g'), g(300, 'g')], ['g', 'g'], true)).toBeNull();
    });

    it('counts a fridge piece of ham as one slice: « Jambon ×4 » leaves 3 of the week’s 7 tranches to buy', () => {
      expect(shareOfStock(need('jambon', 7, 'tranche'), toStock([{ name: 'Jambon', quantity: 4, unit: 'unité' }]))).toEqual({
        toBuy: { quantity: 3, unit: 'tranche' },
        taken: { quantity: 4, unit: 'tranche' },
        left: { quantity: 3, unit: 'tranche' },
      });
      expect(takeFromStock(need('saumon fumé', 4, 'tranche'), toStock([{ name: 'Saumon fumé', quantity: 4, unit: 'unité' }]))).toBeNull();
      // And the other way round: slices in the fridge for pieces the recipe counts.
      expect(takeFromStock(need('jambon cru', 6, 'unité'), toStock([{ name: 'Jambon cru', quantity: 4, unit: 'tranche' }]))).toEqual({ quantity: 2, unit: 'unité' });
    });

    it('over seeded random needs, buys enough whole units of a food sold by the unit and never a whole one too many', () => {
      const random = seededRandom(20261129);
      const foods = ['beurre', 'ail', 'crème fraîche', 'crème liquide', 'lardons', 'salade', 'citron', 'parmesan', 'bœuf'];
      const units: Unit[] = ['g', 'kg', 'cl', 'ml', 'càs', 'unité', 'gousse'];
      let checked = 0;
      for (let i = 0; i < 2000; i++) {
        const name = foods[Math.floor(random() * foods.length)];
        const unit = units[Math.floor(random() * units.length)];
        const quantity = Math.round((unit === 'kg' ? random() * 3 : unit === 'unité' || unit === 'càs' || unit === 'gousse' ? random() * 6 : random() * 900) * 100) / 100 + 0.01;
        const sold = soldAs(name)!;
        const bought = asBought(name, { quantity, unit });
        const measured = (u: Unit) => ['mass', 'volume'].includes(toBaseUnit(1, u).family);
        const pieceGrams = foodTable().pieceGrams(name);
        const grams = measured(unit) ? toBaseUnit(quantity, unit).quantity : pieceGrams === null ? null : quantity * pieceGrams;
        if (sold.by === 'unit') {
          expect(bought.unit).toBe(sold.unit);
          expect(Number.isInteger(bought.quantity) && bought.quantity >= 1).toBe(true);
          if (grams === null) continue;
          expect(bought.quantity * sold.holds).toBeGreaterThanOrEqual(grams - 1e-6);
          expect(bought.quantity === 1 || (bought.quantity - 1) * sold.holds < grams).toBe(true);
        } else if (sold.by === 'piece') {
          expect(bought.unit).toBe(unit === 'gousse' ? 'gousse' : 'unité');
          expect(Number.isInteger(bought.quantity) && bought.quantity >= 1).toBe(true);
          if (unit === 'unité') expect(bought.quantity).toBe(Math.max(1, Math.ceil(quantity - 1e-9)));
          if (measured(unit)) expect(bought.quantity).toBe(Math.max(1, Math.ceil(grams! / pieceGrams! - 1e-9)));
        } else if (measured(unit) && toBaseUnit(1, unit).family === 'mass') {
          const asked = toBaseUnit(bought.quantity, bought.unit).quantity;
          // Never short, a multiple of 50 g, less than 50 g over (100 g beyond a kilo, as a cook rounds it).
          expect(asked).toBeGreaterThanOrEqual(grams! - 1e-6);
          expect(Math.abs(asked / sold.step - Math.round(asked / sold.step)) < 1e-6).toBe(true);
          expect(asked - grams!).toBeLessThan(grams! >= 1000 ? 100 : sold.step);
        }
        checked++;
      }
      expect(checked).toBeGreaterThan(1500);
    });

    it('reads whole fridge quantities', () => {
      const stock = toStock([{ name: 'Œufs', quantity: 4, unit: 'unité' }]);
      expect(takeFromStock(need('oeufs', 6, 'unité'), stock)).toEqual({ quantity: 2, unit: 'unité' });
    });
  });

  describe('expired fridge items', () => {
    it('counts an item expiring today or earlier as expired, as the fridge page shows it', () => {
      expect(isExpired('2026-11-22', '2026-11-23')).toBe(true);
      expect(isExpired('2026-11-23', '2026-11-23')).toBe(true);
      expect(isExpired('2026-11-24', '2026-11-23')).toBe(false);
      expect(isExpired(null, '2026-11-23')).toBe(false);
    });

    it("reads today in Zurich, not in the server's time zone", () => {
      // 23:30 UTC on the 23rd is already the 24th in Zurich (UTC+1 in November).
      expect(kitchenToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
      expect(kitchenToday(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    });
  });
});
