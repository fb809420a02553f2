// React Router needs TextEncoder, which jsdom lacks: load the polyfill before it.
import '../../../shared/http/testing/jsdom-polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TopBar } from './TopBar';

function renderTopBar(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TopBar />
      <Routes>
        <Route path="*" element={<p>Page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

const burger = () => screen.getByRole('button', { name: 'Menu' });
// The dialog stays mounted (inert while closed) so it can slide out: query it including hidden.
const menu = () => screen.getByRole('dialog', { name: 'Menu', hidden: true });

describe('TopBar', () => {
  beforeAll(() => {
    window.scrollTo = jest.fn();
  });
  afterEach(() => scrollTo(0));

  it('becomes translucent with a shadow only once the page is scrolled past 10 px', () => {
    renderTopBar();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveClass('is-scrolled');

    scrollTo(10);
    expect(header).not.toHaveClass('is-scrolled');

    scrollTo(11);
    expect(header).toHaveClass('is-scrolled');

    scrollTo(0);
    expect(header).not.toHaveClass('is-scrolled');
  });

  it('links the spec’s pages, the app, the pricing card and sign-up', () => {
    renderTopBar();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Planning', '/features/meal-planning'],
      ['Courses', '/features/shopping-list'],
      ['Suggestions', '/features/recipe-suggestions'],
      ['Assistant', '/features/virtual-assistant'],
      ['Frigidaire', '/features/frigidaire'],
      ['Blog', '/blog'],
      ['Tarifs', '/#pricing'],
    ]);
    expect(screen.getByRole('link', { name: 'Application mobile' })).toHaveAttribute('href', '/app');
    expect(screen.getAllByRole('link', { name: 'Commencer' })[0]).toHaveAttribute('href', '/auth?mode=signup');
  });

  it('opens the mobile menu with focus inside, locks the page scroll, and closes on Escape', async () => {
    const user = userEvent.setup();
    renderTopBar();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveAttribute('aria-controls', menu().id);
    expect(menu().parentElement).toHaveAttribute('inert');

    await user.click(burger());

    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(menu().parentElement).not.toHaveAttribute('inert');
    expect(menu()).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(menu()).getByRole('link', { name: "Télécharger l'app" })).toHaveAttribute('href', '/app');

    await user.keyboard('{Escape}');

    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(menu().parentElement).toHaveAttribute('inert');
    expect(burger()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the open menu', async () => {
    const user = userEvent.setup();
    renderTopBar();
    await user.click(burger());
    expect(within(menu()).getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();

    const controls = [...menu().querySelectorAll<HTMLElement>('a[href], button')];
    const first = controls[0]!;
    const last = controls[controls.length - 1]!;
    expect(last).toHaveTextContent('Commencer');

    last.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes when a link is followed or the dimmed page is tapped', async () => {
    const user = userEvent.setup();
    const { container } = renderTopBar();

    await user.click(burger());
    await user.click(within(menu()).getByRole('link', { name: 'Courses' }));
    expect(burger()).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger());
    await user.click(container.querySelector('.mobile-menu-overlay')!);
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
  });
});
