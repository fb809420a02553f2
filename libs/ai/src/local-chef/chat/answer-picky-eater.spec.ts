import { containsFood } from '../food-match';
import { PICKY_EATERS } from '../knowledge/picky-eaters';
import { passesRestrictions } from '../../validation/dietary-rules';
import { ask, suggestedRecipes } from './chat-test-helpers';

const entry = (id: string) => PICKY_EATERS.find((p) => p.id === id)!;

describe('the offline chef helps with a child who refuses a food', () => {
  it.each([
    ['Mon fils ne mange pas de légumes, une idée ?', 'legumes'],
    ['ma fille refuse le poisson que faire', 'poisson'],
    ['mes enfants mangent pas de viande des idees', 'viande'],
    ["mon petit n'aime pas les legumes verts, comment faire ?", 'legumes'],
    ["les enfants n'aiment pas les épinards", 'legumes'],
    ['comment faire manger des légumes à un enfant', 'legumes'],
    ['ma fille de 8 ans déteste le poisson, comment lui en faire manger ?', 'poisson'],
  ])('%s', async (question, id) => {
    const reply = await ask(question);
    const picky = entry(id);
    expect(reply).toMatch(new RegExp(`^Quand un enfant boude ${picky.label}`));
    for (const tip of picky.tips) expect(reply).toContain(tip);
    const dishes = suggestedRecipes(reply);
    expect(dishes.length).toBeGreaterThanOrEqual(2);
    for (const dish of dishes) {
      expect(picky.foods.some((food) => containsFood(dish.ingredients, food))).toBe(true);
      if (picky.leaveOut) expect(passesRestrictions(dish.ingredients, ['vegetarian'])).toBe(true);
    }
  });

  it('respects the household, and leaves a wish for a child without a refusal to the ideas', async () => {
    const reply = await ask('mon fils ne mange pas de légumes', { restrictions: ['vegetarian'] });
    expect(reply).toMatch(/^Quand un enfant boude les légumes/);
    expect(suggestedRecipes(reply).length).toBeGreaterThan(0);
    for (const dish of suggestedRecipes(reply)) expect(passesRestrictions(dish.ingredients, ['vegetarian'])).toBe(true);
    expect(await ask('Que faire avec des courgettes pour les enfants ?')).toMatch(/je vous propose/);
  });
});
