// React Router needs TextEncoder, which jsdom lacks: load the polyfill before it.
import '../../../shared/http/testing/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { FEATURE_PAGES } from '../content/feature-pages';
import FeaturePage from './FeaturePage';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/features/:slug" element={<FeaturePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const SLUGS = ['meal-planning', 'shopping-list', 'recipe-suggestions', 'virtual-assistant', 'frigidaire'] as const;

describe('FeaturePage', () => {
  it('has content for exactly the five marketing pages of the spec', () => {
    expect(Object.keys(FEATURE_PAGES).sort()).toEqual([...SLUGS].sort());
  });

  it.each(SLUGS)('renders /features/%s with its title, benefits, illustration and sign-up call', (slug) => {
    const page = FEATURE_PAGES[slug];
    renderAt(`/features/${slug}`);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.title);
    expect(page.benefits.length).toBeGreaterThanOrEqual(3);
    expect(page.benefits.length).toBeLessThanOrEqual(4);
    for (const benefit of page.benefits) {
      expect(screen.getByRole('heading', { level: 3, name: benefit.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: page.illustrationAlt })).toHaveAttribute('src', page.illustration);
    expect(screen.getByRole('link', { name: 'Commencer maintenant' })).toHaveAttribute('href', '/auth?mode=signup');
    expect(document.title).toBe(`${page.name} · Mijote`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/features/${slug}`,
    );
    // The other four pages are one click away, this one is not linked to itself.
    const more = screen.getByRole('navigation', { name: 'Découvrir aussi' });
    expect(more.querySelectorAll('a')).toHaveLength(4);
    expect(more.querySelector(`a[href="/features/${slug}"]`)).toBeNull();
  });

  it('shows the not-found content for an unknown feature', () => {
    renderAt('/features/teleportation');

    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
