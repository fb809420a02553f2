import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTheme, THEME_STORAGE_KEY } from '../theme/theme-store';
import { ThemeToggle } from './ThemeToggle';

const html = document.documentElement;
const stored = () => JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null');

describe('ThemeToggle', () => {
  beforeEach(() => {
    setTheme('light');
    localStorage.clear();
  });

  it('switches to dark and back, on the page and in theme-storage', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Thème sombre' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(html).not.toHaveClass('dark');

    await user.click(toggle);
    expect(html).toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual({ theme: 'dark' });

    await user.click(toggle);
    expect(html).not.toHaveClass('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual({ theme: 'light' });
  });

  it('keeps every toggle on the page in step', async () => {
    render(
      <>
        <ThemeToggle />
        <ThemeToggle />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Thème sombre' });
    await userEvent.setup().click(first!);
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('theme store start-up', () => {
  afterEach(() => {
    localStorage.clear();
    html.classList.remove('dark');
  });

  function loadStore() {
    let store!: typeof import('../theme/theme-store');
    jest.isolateModules(() => {
      store = require('../theme/theme-store');
    });
    return store;
  }

  it('starts from the theme saved by an earlier visit, as theme-init.js does', () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ theme: 'dark' }));
    expect(loadStore().getTheme()).toBe('dark');
    expect(html).toHaveClass('dark');
  });

  it('defaults to light when nothing, or something unreadable, is saved', () => {
    expect(loadStore().getTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, '{not json');
    expect(loadStore().getTheme()).toBe('light');
    expect(html).not.toHaveClass('dark');
  });
});
