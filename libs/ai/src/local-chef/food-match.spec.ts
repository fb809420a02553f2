import { containsFood, cooksWith, preferredFoodsIn } from './food-match';

// What a week's steer to meat or fish (« viande, poisson, fruits de mer ») and a household's tastes
// find in a dish: each preferred food once, where the dish is made of it, never in a seasoning.
describe('the preferred foods a dish holds', () => {
  const MEAT_OR_FISH = ['viande', 'poisson', 'fruits de mer'];

  it('finds the shrimps of a stir-fry, not a fish in its spoonful of nuoc-mâm', () => {
    const stirFry = ['Nouilles de riz sautées aux crevettes', '250 g de nouilles de riz', '300 g de crevettes décortiquées', '3 càs de tamari', '1 càs de sauce nuoc-mâm'];
    expect(preferredFoodsIn(stirFry, MEAT_OR_FISH)).toBe(1);
  });

  it('finds a fish its class knows when the dish is made of it, and counts each preferred food once', () => {
    expect(preferredFoodsIn(['Pâtes aux anchois', "80 g d'anchois", '300 g de pâtes'], ['poisson'])).toBe(1);
    expect(preferredFoodsIn(['Paella', '200 g de chorizo', '300 g de crevettes', '2 blancs de poulet', '200 g de cabillaud'], MEAT_OR_FISH)).toBe(3);
  });

  it('finds a spice or a herb the household loves, though it comes by the spoonful', () => {
    expect(preferredFoodsIn(['Dahl de lentilles corail', '200 g de lentilles corail', '1 càc de curry'], ['curry', 'lentilles'])).toBe(2);
    expect(preferredFoodsIn(['Poêlée de courgettes', '2 courgettes', '1 càs de basilic ciselé'], ['basilic'])).toBe(1);
  });
});

describe('the foods a dish cooks with', () => {
  it('never by a food made from it (an olive oil, a bought apple juice, a chicken stock), which an allergy still finds', () => {
    expect(cooksWith(["2 càs d'huile d'olive"], 'olives')).toBe(false);
    expect(containsFood(["2 càs d'huile d'olive"], 'olives')).toBe(true);
    expect(cooksWith(['50 cl de jus de pomme'], 'pommes')).toBe(false);
    expect(cooksWith(["100 g d'olives noires", "2 càs d'huile d'olive"], 'olives')).toBe(true);
    // The made food itself, and its first word, are cooked with.
    expect(cooksWith(["2 càs d'huile d'olive"], "huile d'olive")).toBe(true);
    expect(cooksWith(['1 l de jus de pomme'], 'jus de pomme')).toBe(true);
    expect(cooksWith(['20 cl de bouillon de volaille'], 'bouillon')).toBe(true);
  });
});
