import { render, screen, within } from '@testing-library/react';
import type { PlannedMeal } from '#contracts';
import { MealRecipe } from './MealRecipe';

const meal = {
  id: 'm-1',
  recipeTitle: 'Tarte aux poireaux',
  servings: 3,
  recipeServings: 6,
  ingredients: ['3 poireaux', '100 g de gruyère râpé', 'sel, poivre'],
  instructions: ['Cuire.'],
} as unknown as PlannedMeal;

describe('MealRecipe', () => {
  it("adapts the amounts to the meal's portions; a line that writes no amount stays as written", () => {
    render(<MealRecipe meal={meal} id="recipe" />);
    // The first list is the ingredients', the second the steps'.
    const [ingredients] = screen.getAllByRole('list');
    const lines = within(ingredients).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(['2 poireaux', '50 g de gruyère râpé', 'sel, poivre']);
  });
});
