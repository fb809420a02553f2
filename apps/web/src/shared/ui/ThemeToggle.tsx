import { useTheme } from '../theme/use-theme';
import { Icon } from './Icon';

/** A toggle button: its name stays 'Thème sombre' and aria-pressed says whether it is on. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={`icon-btn ${className}`}
      aria-pressed={dark}
      aria-label="Thème sombre"
      title={dark ? 'Passer au thème clair' : 'Passer au thème sombre'}
      onClick={toggleTheme}
    >
      <Icon name={dark ? 'sun' : 'moon'} size={22} />
    </button>
  );
}
