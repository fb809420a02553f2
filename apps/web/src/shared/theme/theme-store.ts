// The one source of truth for the colour theme. public/theme-init.js applies the saved theme
// before first paint with the same key and JSON shape: keep the two in step.
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme-storage';
// Browser chrome (mobile address bar, installed app title bar) matches the page background.
const THEME_COLORS: Record<Theme, string> = { light: '#fdf8f3', dark: '#17120e' };

const listeners = new Set<() => void>();

export function readStoredTheme(): Theme {
  try {
    const saved = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as { theme?: unknown } | null;
    return saved?.theme === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function apply(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

let current: Theme = readStoredTheme();
apply(current);

export function getTheme(): Theme {
  return current;
}

export function setTheme(theme: Theme) {
  current = theme;
  apply(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ theme }));
  } catch {
    // Private mode or full storage: the theme still applies for this visit.
  }
  listeners.forEach((notify) => notify());
}

export function toggleTheme() {
  setTheme(current === 'dark' ? 'light' : 'dark');
}

export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab changed the theme: follow it, so two open tabs never disagree.
window.addEventListener('storage', (event) => {
  if (event.key !== THEME_STORAGE_KEY) return;
  current = readStoredTheme();
  apply(current);
  listeners.forEach((notify) => notify());
});
