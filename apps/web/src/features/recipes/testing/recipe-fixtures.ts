// Test-only: recipes as the API sends them.
import type { BookRecipe, Recipe } from '#contracts';

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

/** A recipe of the household's book as the API sends it (a gratin for 4 unless told otherwise). */
export function aBookRecipe(overrides: Partial<BookRecipe> & Pick<BookRecipe, 'id' | 'title'>): BookRecipe {
  return {
    description: null,
    type: 'plat',
    servings: 4,
    preparationTime: 20,
    cookingTime: 60,
    difficulty: 'facile',
    ingredients: ['1 kg de pommes de terre', '50 cl de crème'],
    parsedIngredients: [
      { quantity: 1, unit: 'kg', name: 'pommes de terre' },
      { quantity: 50, unit: 'cl', name: 'crème' },
    ],
    steps: ['Trancher.', 'Cuire 1 heure.'],
    image: null,
    source: 'own',
    sourceUrl: null,
    originId: null,
    tags: [],
    favorite: false,
    createdBy: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
