import { useSyncExternalStore } from 'react';
import { getTheme, subscribeTheme, toggleTheme, setTheme, type Theme } from './theme-store';

export function useTheme(): { theme: Theme; toggleTheme: () => void; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => 'light' as Theme);
  return { theme, toggleTheme, setTheme };
}
