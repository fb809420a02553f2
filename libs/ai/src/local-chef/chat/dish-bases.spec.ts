import { DISH_BASES } from '../knowledge/dish-bases';
import { readQuestion } from './chef-question';
import { dishOfNamedFoods } from './compose-named-foods';

// Each kind of dish the chat composes from its garnish (knowledge/dish-bases.ts) makes a dish of
// that kind, with the garnish named, for the household.

describe('the kinds of dish composed from their garnish', () => {
  it.each(DISH_BASES.map((b) => [b.kind, b.example, b] as const))('« %s » with %s', (kind, example, base) => {
    const dish = dishOfNamedFoods(readQuestion(`${kind} ${example}`, { history: [], restrictions: [], avoidedFoods: [], fridge: [], servings: 4 }), [example], base.type, base);
    expect(dish?.title.toLowerCase().startsWith(kind)).toBe(true);
    expect(dish!.type).toBe(base.type);
    expect(dish!.servings).toBe(4);
  });
});
