import { plannedMealFormSchema, type PlannedMeal, type PlannedMealForm } from '#contracts';
import { defaultMealForm, mealChanges, mealFormFrom, toNewPlannedMeal } from './meal-form';
import { readPlanRecipe } from './plan-recipe';

const today = new Date(2026, 10, 25, 8, 30);
/** What the dialog hands on once the schema has read the form (its French messages: libs/contracts/src/forms/forms.spec.ts). */
const read = (form: PlannedMealForm) => plannedMealFormSchema.parse(form);

it('starts from today, 19:00, 2 portions and a main course', () => {
  expect(defaultMealForm(today)).toEqual({ recipeTitle: '', date: '2026-11-25', time: '19:00', servings: '2', type: 'plat' });
});

it("starts from a recipe's title, type and portions", () => {
  const recipe = readPlanRecipe({ planRecipe: { recipeId: 'r1', recipeTitle: 'Curry', type: 'plat', servings: 6, ingredients: [], instructions: [] } });
  expect(defaultMealForm(today, recipe)).toEqual({ recipeTitle: 'Curry', date: '2026-11-25', time: '19:00', servings: '6', type: 'plat' });
});

it('leaves the defaults valid once a title is given', () => {
  expect(plannedMealFormSchema.safeParse({ ...defaultMealForm(today), recipeTitle: 'Soupe' }).success).toBe(true);
  expect(plannedMealFormSchema.safeParse(defaultMealForm(today)).success).toBe(false);
});

it("sends the recipe's own servings, lines and steps with the meal's portions", () => {
  const recipe = readPlanRecipe({
    planRecipe: { recipeId: 'r1', recipeTitle: 'Curry', type: 'plat', servings: 4, ingredients: ['1 oignon'], instructions: ['Cuire.'] },
  });
  expect(toNewPlannedMeal(read({ recipeTitle: ' Curry ', date: '2026-11-25', time: '20:00', servings: '2', type: 'plat' }), recipe)).toEqual({
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
  expect(toNewPlannedMeal(read({ recipeTitle: 'Pâtes', date: '2026-11-25', time: '12:00', servings: '3', type: 'plat' }), null)).toEqual({
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
    expect(toNewPlannedMeal(read(defaultMealForm(today, recipe)), recipe)).not.toHaveProperty('recipeServings');
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
    expect(mealChanges(planned, read(form))).toEqual({});
    expect(mealChanges(planned, read({ ...form, recipeTitle: ' Curry ', servings: ' 4' }))).toEqual({});
    expect(mealChanges(planned, read({ ...form, time: '20:00', servings: '6' }))).toEqual({ time: '20:00', servings: 6 });
    expect(mealChanges(planned, read({ recipeTitle: ' Dahl ', date: '2026-11-30', time: '12:30', servings: '4', type: 'entrée' }))).toEqual({
      recipeTitle: 'Dahl',
      date: '2026-11-30',
      type: 'entrée',
    });
  });
});
