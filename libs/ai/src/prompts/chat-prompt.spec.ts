import { buildChatSystemPrompt } from './chat-prompt';

// The model in the chat knows the household's cupboard as fridge mode's recipes do: « avec ce que
// j'ai » may take its sugar, never the basics the household does not keep.
describe("the chef's system prompt", () => {
  const fridge = [{ name: 'Lait', quantity: 1, unit: 'l', expirationDate: null }];

  it("tells the household's cupboard beside its fridge", () => {
    const prompt = buildChatSystemPrompt({ restrictions: [], avoidedFoods: [], fridge, staples: ['sel', 'eau', 'sucre', 'farine'] });
    expect(prompt).toContain('Contenu actuel du frigo : Lait.\nPlacard du foyer, toujours à disposition en plus du frigo : sel, eau, sucre, farine.');
  });

  it('tells the default cupboard when the household has not chosen one', () => {
    expect(buildChatSystemPrompt({ restrictions: [], avoidedFoods: [], fridge })).toContain('Placard du foyer, toujours à disposition en plus du frigo : sel, poivre, eau, huile.');
  });
});
