// React Router needs TextEncoder, which jsdom lacks: load the polyfill before it.
import '../../../shared/http/testing/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PromoBanner } from './PromoBanner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <PromoBanner />
    </MemoryRouter>,
  );
}

describe('PromoBanner', () => {
  beforeEach(() => sessionStorage.clear());

  it('announces the FREE30 offer until the visitor closes it', async () => {
    renderBanner();
    const banner = screen.getByRole('complementary', { name: 'Offre de bienvenue' });
    expect(banner).toHaveTextContent('30 jours offerts avec le code FREE30 pour découvrir Mijote');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Fermer' }));

    expect(screen.queryByRole('complementary', { name: 'Offre de bienvenue' })).not.toBeInTheDocument();
  });

  it('stays closed when the home page is shown again during the same visit', async () => {
    const first = renderBanner();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fermer' }));
    first.unmount();

    renderBanner();
    expect(screen.queryByText(/FREE30/)).not.toBeInTheDocument();
  });
});
