import { LocalRecipeProvider } from '#ai';
import { MissingBasicsError, RecipeGenerationError, type FridgeItem, type RecipeRequest } from '#ai/core';
import { recipeRequest } from '#ai/testing';
import { generationErrorMessage, generationFailureHints } from './recipe-generation.service';

// What a failed generation tells the app beside its message, so the web never reads a French
// sentence to decide what to offer: an empty fridge (« remplissez-le »), basics to add, a refusal final.
describe('the hints of a failed generation', () => {
  const chef = new LocalRecipeProvider({ today: new Date('2026-11-25T10:00:00Z') });
  const item = (name: string, quantity: number, unit: string): FridgeItem => ({ name, quantity, unit, expirationDate: null });
  const refusal = (fridge: FridgeItem[], dishType: RecipeRequest['dishType'] = 'plat') =>
    chef.propose(recipeRequest({ mode: 'fridge', dishType, fridge, servings: 2, staples: ['sel', 'poivre', 'eau', 'huile'] })).then(
      () => {
        throw new Error('the chef answered');
      },
      (err: unknown) => err,
    );

  it('say an empty fridge is empty, and final: the message stays the spec\'s', async () => {
    const err = await refusal([]);
    expect(generationFailureHints(err)).toEqual({ final: true, fridgeEmpty: true });
    expect(generationErrorMessage(err)).toBe('Impossible de générer une recette: Aucun ingrédient disponible dans le frigo');
  });

  it('name the basics a dessert lacks, never calling that fridge empty', async () => {
    const err = await refusal([item('Œufs', 6, 'unité'), item('Lait', 1, 'l')], 'dessert');
    expect(err).toBeInstanceOf(MissingBasicsError);
    expect(generationFailureHints(err)).toEqual({ final: true, pantryNeeds: ['sucre'] });
  });

  it('say nothing of a failure the next attempt may not repeat', () => {
    expect(generationFailureHints(new RecipeGenerationError('Format de réponse invalide'))).toBeUndefined();
  });
});
