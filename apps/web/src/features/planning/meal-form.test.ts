import type { PlannedMeal } from '#contracts';
import { defaultMealForm, mealChanges, mealFormFrom, toNewPlannedMeal, validateMealForm } from './meal-form';
import { readPlanRecipe } from './plan-recipe';

const today = new Date(2026, 10, 25, 8, 30);

it('starts from today, 19:00, 2 portions and a main course', () => {
  expect(defaultMealForm(today)).toEqual({ recipeTitle: '', date: '2026-11-25', time: '19:00', servings: '2', type: 'plat' });
});

it("starts from a recipe's title, type and portions", () => {
  const recipe = readPlanRecipe({ planRecipe: { recipeId: 'r1', recipeTitle: 'Curry', type: 'plat', servings: 6, ingredients: [], instructions: [] } });
  expect(defaultMealForm(today, recipe)).toEqual({ recipeTitle: 'Curry', date: '2026-11-25', time: '19:00', servings: '6', type: 'plat' });
});

describe('validateMealForm', () => {
  const valid = defaultMealForm(today);

  it('accepts the defaults once a title is given', () => {
    expect(validateMealForm({ ...valid, recipeTitle: 'Soupe' })).toEqual({});
  });

  it('uses the API messages', () => {
    expect(validateMealForm({ recipeTitle: ' ', date: '', time: '', servings: '', type: 'plat' })).toEqual({
      recipeTitle: 'Le titre du repas est requis',
      date: 'La date est requise',
      time: "L'heure est requise",
      servings: "Le nombre de portions doit être d'au moins 1",
    });
    expect(validateMealForm({ recipeTitle: 'a', date: '2026-13-01', time: '25:00', servings: '1.5', type: 'plat' })).toEqual({
      date: 'Date invalide',
      time: 'Heure invalide',
      servings: "Le nombre de portions doit être d'au moins 1",
    });
    expect(validateMealForm({ ...valid, recipeTitle: 'a', servings: '0' }).servings).toBe("Le nombre de portions doit être d'au moins 1");
    expect(validateMealForm({ ...valid, recipeTitle: 'a', servings: '51' }).servings).toBe('Le nombre de portions ne doit pas dépasser 50');
  });
});

it("sends the recipe's own servings, lines and steps with the meal's portions", () => {
  const recipe = readPlanRecipe({
    planRecipe: { recipeId: 'r1', recipeTitle: 'Curry', type: 'plat', servings: 4, ingredients: ['1 oignon'], instructions: ['Cuire.'] },
  });
  expect(toNewPlannedMeal({ recipeTitle: ' Curry ', date: '2026-11-25', time: '20:00', servings: '2', type: 'plat' }, recipe)).toEqual({
    recipeTitle: 'Curry',
    date: '2026-11-25',
    time: '20:00',
    servings: 2,
    type: 'plat',
    recipeId: 'r1',
    recipeServings: 4,
    ingredients: ['1 oignon'],
    instructions: ['Cuire.'],
  });
  expect(toNewPlannedMeal({ recipeTitle: 'Pâtes', date: '2026-11-25', time: '12:00', servings: '3', type: 'plat' }, null)).toEqual({
    recipeTitle: 'Pâtes',
    date: '2026-11-25',
    time: '12:00',
    servings: 3,
    type: 'plat',
  });
});

describe('readPlanRecipe', () => {
  it('ignores states that hold no recipe', () => {
    expect(readPlanRecipe(null)).toBeNull();
    expect(readPlanRecipe({ other: 1 })).toBeNull();
    expect(readPlanRecipe({ planRecipe: { recipeTitle: '  ' } })).toBeNull();
  });

  it('accepts a favourite without type or portions (null), as the favourites page sends it', () => {
    const recipe = readPlanRecipe({ planRecipe: { recipeId: 'f1', recipeTitle: 'Soupe', type: null, servings: null, ingredients: ['1 poireau'], instructions: [] } });
    expect(recipe).toMatchObject({ type: 'plat', servings: null });
    expect(defaultMealForm(today, recipe)).toMatchObject({ servings: '2', type: 'plat' });
    expect(toNewPlannedMeal(defaultMealForm(today, recipe), recipe)).not.toHaveProperty('recipeServings');
  });

  it('keeps what it can of a malformed recipe', () => {
    expect(readPlanRecipe({ planRecipe: { recipeTitle: ' Tarte ', type: 'brunch', servings: '4x', ingredients: ['1 œuf', 3, ''], instructions: 'Cuire' } })).toEqual({
      recipeId: '',
      recipeTitle: 'Tarte',
      type: 'plat',
      servings: null,
      ingredients: ['1 œuf'],
      instructions: [],
    });
  });
});

describe('editing a planned meal', () => {
  const planned: PlannedMeal = {
    id: 'm1',
    recipeId: 'r1',
    recipeTitle: 'Curry',
    date: '2026-11-24',
    time: '12:30',
    servings: 4,
    type: 'plat',
    recipeServings: 2,
    ingredients: ['1 oignon'],
    instructions: ['Cuire.'],
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  it('starts from the meal', () => {
    expect(mealFormFrom(planned)).toEqual({ recipeTitle: 'Curry', date: '2026-11-24', time: '12:30', servings: '4', type: 'plat' });
  });

  it('sends only the fields that changed, never the recipe', () => {
    const form = mealFormFrom(planned);
    expect(mealChanges(planned, form)).toEqual({});
    expect(mealChanges(planned, { ...form, recipeTitle: ' Curry ', servings: ' 4' })).toEqual({});
    expect(mealChanges(planned, { ...form, time: '20:00', servings: '6' })).toEqual({ time: '20:00', servings: 6 });
    expect(mealChanges(planned, { recipeTitle: ' Dahl ', date: '2026-11-30', time: '12:30', servings: '4', type: 'entrée' })).toEqual({
      recipeTitle: 'Dahl',
      date: '2026-11-30',
      type: 'entrée',
    });
  });
});
