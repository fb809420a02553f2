// React Router needs TextEncoder, which jsdom lacks: load the polyfill before it.
import '../../../shared/http/testing/jsdom-polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { ACCOUNT_MESSAGES } from '#contracts';
import PrivacyPage from '../pages/PrivacyPage';
import { LandingPage } from '../pages/LandingPage';
import { PublicLayout } from './PublicLayout';

function renderSite(path: InitialEntry) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('PublicLayout and the landing page', () => {
  const scrolledInto: Element[] = [];
  beforeAll(() => {
    window.scrollTo = jest.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledInto.push(this);
    };
  });
  beforeEach(() => {
    scrolledInto.length = 0;
    sessionStorage.clear();
  });

  it('has the landmarks, one h1 and a skip link to the content', () => {
    renderSite('/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute('href', '#contenu');
  });

  it('says goodbye to someone who has just deleted their account, and to nobody else', () => {
    const { unmount } = renderSite({ pathname: '/', state: { farewell: ACCOUNT_MESSAGES.accountDeleted } });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.accountDeleted);
    unmount();
    renderSite('/');
    expect(screen.queryByText(ACCOUNT_MESSAGES.accountDeleted)).not.toBeInTheDocument();
  });

  it('shows the features, the pricing card and the footer the spec asks for', () => {
    renderSite('/');
    const features = document.getElementById('features')!;
    expect(within(features).getAllByRole('listitem')).toHaveLength(7);
    expect(within(features).getByRole('link', { name: 'Frigo virtuel' })).toHaveAttribute('href', '/features/frigidaire');

    const pricing = document.getElementById('pricing')!;
    expect(pricing).toHaveTextContent('CHF 9.99/ mois');
    expect(pricing).toHaveTextContent('Sans engagement');
    expect(within(pricing).getByRole('link', { name: 'Commencer maintenant' })).toHaveAttribute('href', '/auth?mode=signup');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'bonjour@mijote.ch' })).toHaveAttribute('href', 'mailto:bonjour@mijote.ch');
    expect(footer).toHaveTextContent('Valais, Suisse');
    for (const network of ['Instagram', 'Facebook', 'TikTok', 'Pinterest']) {
      const link = within(footer).getByRole('link', { name: `Mijote sur ${network}` });
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(within(footer).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: "Conditions d'utilisation" })).toHaveAttribute('href', '/terms');
  });

  it("'Tarifs' from another page opens the home page on the pricing card", async () => {
    renderSite('/privacy');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Politique de confidentialité');

    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Tarifs' }));

    const pricing = document.getElementById('pricing');
    expect(pricing).not.toBeNull();
    expect(scrolledInto).toContain(pricing);
    expect(pricing).toHaveFocus();
  });

  it("'Retour' on a legal page opened directly goes to the home page", async () => {
    renderSite('/privacy');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Retour' })[0]!);
    expect(document.getElementById('pricing')).not.toBeNull();
  });
});
