import { INGREDIENT_DIFFERENCES, UNKNOWN_DIFFERENCE } from '../knowledge/ingredient-differences';
import { containsFood } from '../food-match';
import { ask, givenLines, suggestedRecipes } from './chat-test-helpers';

const answer = (id: string) => INGREDIENT_DIFFERENCES.find((d) => d.id === id)!.answer;

describe('the offline chef tells two look-alike ingredients apart, never as a list of foods to cook with', () => {
  it.each([
    ["C'est quoi la différence entre crème liquide et crème épaisse ?", 'creme-liquide-epaisse'],
    ['Différence entre levure chimique et levure boulangère ?', 'levure-chimique-boulangere'],
    ['quelle différence entre farine T45 et T55 ?', 'farines'],
    ['beurre doux ou demi-sel pour un gâteau ?', 'beurre-doux-demi-sel'],
    ["bicarbonate et levure c'est pareil ?", 'bicarbonate-levure'],
    ['sucre glace ou sucre semoule, quelle difference', 'sucre-glace-semoule'],
    ["crème fraîche et crème fleurette c'est pareil ?", 'creme-fraiche-fleurette'],
    ['la difference entre la levure de boulanger et la levure chimique', 'levure-chimique-boulangere'],
    ['quelle différence entre levure et levure chimique', 'levure-chimique-boulangere'],
    ['bicarbonate ou levure chimique pour des cookies ?', 'bicarbonate-levure'],
    ['farine t55 ou t65 pour le pain', 'farines'],
    ['la différence entre crème liquide et entière', 'creme-entiere-legere'],
    ['Crème liquide ou crème épaisse ?', 'creme-liquide-epaisse'],
    ['il faut de la levure boulangère ou chimique pour une pizza ?', 'levure-chimique-boulangere'],
  ])('%s', async (question, id) => {
    const reply = await ask(question);
    expect(reply).toBe(answer(id));
    expect(reply).not.toMatch(/je vous propose/);
    expect(suggestedRecipes(reply)).toEqual([]);
  });

  it.each([
    ['quelle différence entre une crêpe et une galette ?', 'crepe-galette', /sarrasin/],
    ['galette et crêpe, c\'est différent ?', 'crepe-galette', /froment/],
    ['Quelle est la différence entre un velouté et une soupe ?', 'veloute-soupe', /nappe la cuillère/],
    ['potage ou soupe, c\'est pareil ?', 'veloute-soupe', /potage est une soupe de légumes mixée/],
  ])('tells two dishes apart when asked the difference: %s', async (question, id, detail) => {
    const reply = await ask(question);
    expect(reply).toBe(answer(id));
    expect(reply).toMatch(detail);
  });

  it('reads two dishes offered as a choice for dinner as a wish for a dish, not a lesson', async () => {
    const fridge = [{ name: 'Courgettes', quantity: 3, unit: 'unité', expirationDate: null }, { name: 'Crème fraîche épaisse', quantity: 20, unit: 'cl', expirationDate: null }];
    const reply = await ask('une soupe ou un velouté ce soir ?', { fridge });
    expect(INGREDIENT_DIFFERENCES.map((d) => d.answer)).not.toContain(reply);
    expect(reply).toMatch(/^(?:Velouté|Soupe)/m);
  });

  it("says honestly when it does not know the difference asked", async () => {
    expect(await ask('quelle est la différence entre un wok et une sauteuse')).toBe(UNKNOWN_DIFFERENCE);
  });

  it('still reads two foods without a comparison as ingredients to cook with', async () => {
    // « Crème fraîche » is now read as itself, not as any « crème », and no recipe of the collection
    // has it with leeks: the chef composes a dish of both, as it does for any two foods.
    const reply = await ask('Que faire avec de la crème fraîche et des poireaux ?');
    expect(INGREDIENT_DIFFERENCES.map((d) => d.answer)).not.toContain(reply);
    const lines = givenLines(reply);
    expect(['crème fraîche', 'poireaux'].every((food) => containsFood(lines, food))).toBe(true);
  });
});

describe('the offline chef tells a replacement from a difference', () => {
  it.each([
    ['je peux mettre de la crème liquide ou il faut de la crème épaisse ?', 'creme-liquide-epaisse'],
    ['beurre doux ou demi sel je peux remplacer ?', 'beurre-doux-demi-sel'],
    ['on peut utiliser de la farine t55 au lieu de la t45 ?', 'farines'],
    ['je peux remplacer le sucre blanc par du sucre roux', 'sucre-blanc-roux'],
    ["levure chimique à la place de la levure boulangère ça marche ?", 'levure-chimique-boulangere'],
  ])('%s', async (question, id) => {
    const entry = INGREDIENT_DIFFERENCES.find((d) => d.id === id)!;
    expect(await ask(question)).toBe(entry.swap);
  });

  it('keeps the difference when the question asks for it, even with « remplacer »', async () => {
    expect(await ask('je peux mettre du beurre demi-sel au lieu du beurre doux ?')).toBe(INGREDIENT_DIFFERENCES.find((d) => d.id === 'beurre-doux-demi-sel')!.swap);
    expect(await ask('quelle différence entre crème liquide et crème épaisse, on peut remplacer ?')).toBe(answer('creme-liquide-epaisse'));
  });
});
