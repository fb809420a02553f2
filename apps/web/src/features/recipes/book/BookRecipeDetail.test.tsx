import { StrictMode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { BookRecipe, SessionResponse } from '#contracts';
import { setSession } from '../../../shared/http';
import { deferredReply, reply, sessionBody } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { BookRecipeDetail } from './BookRecipeDetail';
import { aBookRecipe } from '../testing/recipe-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const net = useFetchStub();

const crepes = (servings: number, flour: string): BookRecipe =>
  aBookRecipe({
    id: 'r-1',
    title: 'Crêpes',
    type: 'dessert',
    servings,
    preparationTime: 10,
    cookingTime: 20,
    ingredients: [flour],
    parsedIngredients: [{ quantity: Number.parseInt(flour, 10), unit: 'g', name: 'farine' }],
    steps: ['Mélanger.', 'Cuire.'],
    createdBy: 'u1',
  });

function renderRecipe() {
  setSession(sessionBody() as SessionResponse);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/dashboard/recipes/r-1']}>
          <Routes>
            <Route path="/dashboard/recipes/:id" element={<BookRecipeDetail />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

it('counts every tap on « + », also those made before the amounts for the previous one arrived', async () => {
  const forFive = deferredReply();
  net
    .on('GET /api/recipes/r-1', reply(200, crepes(4, '250 g de farine')))
    .on('GET /api/recipes/r-1?servings=5', forFive.reply)
    .on('GET /api/recipes/r-1?servings=6', reply(200, crepes(6, '375 g de farine')));
  const u = userEvent.setup();
  renderRecipe();
  const people = within(await screen.findByRole('group', { name: 'Nombre de personnes' }));
  expect(people.getByRole('status')).toHaveTextContent('4 personnes');

  // Two quick taps: the second comes while the amounts for 5 are still on their way.
  await u.click(people.getByRole('button', { name: 'Une personne de plus' }));
  await u.click(people.getByRole('button', { name: 'Une personne de plus' }));

  expect(people.getByRole('status')).toHaveTextContent('6 personnes');
  expect(await screen.findByText('375 g de farine')).toBeInTheDocument();
});
