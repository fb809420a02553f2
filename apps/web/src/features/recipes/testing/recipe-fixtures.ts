// Test-only: recipes as the API sends them.
import type { Recipe } from '#contracts';

export function aRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 'gratin-de-courgettes-abc123',
    title: 'Gratin de courgettes',
    description: 'Un gratin fondant, gratiné au comté.',
    imageUrl: '/images/recipes/plat-2.svg',
    preparationTime: 45,
    servings: 4,
    difficulty: 'facile',
    ingredients: ['3 courgettes', '2 œufs', '20 cl de crème', '80 g de comté râpé', '1 gousse d’ail'],
    instructions: ['Préchauffer le four à 200 °C.', 'Couper les courgettes en rondelles.', 'Mélanger œufs et crème, verser, parsemer de comté et enfourner 30 min.'],
    type: 'plat',
    ...overrides,
  };
}
