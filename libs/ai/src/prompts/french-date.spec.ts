import type { RecipeRequest } from '../types';
import { buildChatSystemPrompt } from './chat-prompt';
import { frenchLongDate } from './french-date';
import { buildRecipePrompt } from './recipe-prompt';

const request: RecipeRequest = {
  dishType: 'plat',
  mode: 'fridge',
  restrictions: [],
  preferredFoods: [],
  avoidedFoods: [],
  difficulty: 'facile',
  servings: 2,
  fridge: [{ name: 'Yaourts', quantity: 2, unit: 'unité', expirationDate: '2026-11-24' }],
  staples: [],
  exclude: [],
};

describe("today's date in the prompts (Europe/Zurich, French long date)", () => {
  it('writes a French long date, the first of the month as 1er', () => {
    expect(frenchLongDate(new Date('2026-11-25T10:00:00Z'))).toBe('mercredi 25 novembre 2026');
    expect(frenchLongDate(new Date('2026-12-01T10:00:00Z'))).toBe('mardi 1er décembre 2026');
  });

  it("takes Zurich's day, not the server's: 23:30 UTC is already tomorrow in Zurich", () => {
    expect(frenchLongDate(new Date('2026-11-24T23:30:00Z'))).toBe('mercredi 25 novembre 2026');
    expect(frenchLongDate(new Date('2026-07-14T22:30:00Z'))).toBe('mercredi 15 juillet 2026');
  });

  it('opens the recipe request and the chef’s system prompt', () => {
    const now = new Date('2026-11-25T08:00:00Z');
    expect(buildRecipePrompt(request, now).user.split('\n')[0]).toBe('Nous sommes le mercredi 25 novembre 2026.');
    expect(buildChatSystemPrompt({ restrictions: [], avoidedFoods: [], fridge: request.fridge }, now)).toContain('Nous sommes le mercredi 25 novembre 2026.');
  });

  it('is the day of the call when none is given', () => {
    expect(buildRecipePrompt(request).user).toContain(`Nous sommes le ${frenchLongDate(new Date())}.`);
  });
});
