import type { FavoriteState } from '../hooks/use-favorite';
import { AppIcon } from '../../../shared/ui/AppIcon';

interface FavoriteToggleProps {
  favorite: FavoriteState;
  /** 'bar' in the action bars (icon over a short label), 'round' over a picture. */
  variant?: 'bar' | 'round';
}

/** The heart: a toggle button (aria-pressed), whose name stays 'Favori' whatever its state. */
export function FavoriteToggle({ favorite, variant = 'bar' }: FavoriteToggleProps) {
  const { isFavorite, ready, toggle } = favorite;
  return (
    <button
      type="button"
      className={variant === 'bar' ? 'rk-action' : 'rk-fav-round'}
      aria-pressed={isFavorite}
      aria-label="Favori"
      // Not before the API said whether it already is one.
      disabled={!ready}
      data-favorite={isFavorite || undefined}
      onClick={toggle}
    >
      <AppIcon name="heart" size={22} className="rk-heart" />
      {variant === 'bar' && <span className="rk-action-label">Favori</span>}
    </button>
  );
}
