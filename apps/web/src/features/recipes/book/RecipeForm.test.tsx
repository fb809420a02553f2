import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { renderWithKitchen } from '../testing/render-recipes';
import { RecipeForm } from './RecipeForm';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

useFetchStub();

describe('RecipeForm: « Ce que Mijote a compris »', () => {
  it('reads each line as it is typed, and invents no amount for a line that writes none', async () => {
    const user = userEvent.setup();
    renderWithKitchen(<RecipeForm />, '/dashboard/recipes/new');
    await user.type(screen.getByLabelText('Ingrédients (un par ligne)'), '100 g de gruyère râpé{Enter}sel, poivre{Enter}persil');

    const read = within(screen.getByRole('list', { name: 'Ce que Mijote a compris' }));
    expect(read.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['100 g\u00a0· gruyère râpé', 'sel, poivre', 'persil']);
  });
});
