import { getISODay } from 'date-fns';
import { Link } from 'react-router';
import { WEEK_AHEAD_FROM_ISO_DAY, type DashboardStats } from '#contracts';
import { AppIcon, type AppIconName } from '../../../shared/ui/AppIcon';

interface StatCard {
  label: string;
  to: string;
  icon: AppIconName;
  /** The count shown; none for suggestions (spec). */
  stat?: 'plannedMealsThisWeek' | 'itemsToBuy' | 'favorites';
}

const CARDS: readonly StatCard[] = [
  { label: 'Repas planifiés cette semaine', to: '/dashboard/planning', icon: 'calendar', stat: 'plannedMealsThisWeek' },
  { label: 'Articles à acheter', to: '/dashboard/shopping', icon: 'basket', stat: 'itemsToBuy' },
  { label: 'Recettes favorites', to: '/dashboard/favorites', icon: 'heart', stat: 'favorites' },
  { label: 'Suggestions personnalisées', to: '/dashboard/feed', icon: 'sparkles' },
];

interface StatCardsProps {
  stats: DashboardStats | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * At the weekend the family plans the week ahead: « 0 repas planifiés cette semaine » on a Sunday
 * would read as nothing planned, so the card says how many wait next week.
 */
function weekAheadLine(card: StatCard, stats: DashboardStats | undefined): string | null {
  if (card.stat !== 'plannedMealsThisWeek' || !stats?.plannedMealsNextWeek) return null;
  return getISODay(new Date()) >= WEEK_AHEAD_FROM_ISO_DAY ? `${stats.plannedMealsNextWeek} la semaine prochaine` : null;
}

export function StatCards({ stats, loading, failed, onRetry }: StatCardsProps) {
  return (
    <section className="stats" aria-labelledby="stats-title" aria-busy={loading}>
      <h2 id="stats-title" className="visually-hidden">
        En un coup d'œil
      </h2>
      <ul className="stats-grid">
        {CARDS.map((card) => {
          const ahead = loading ? null : weekAheadLine(card, stats);
          return (
            <li key={card.to}>
              <Link to={card.to} className={`stat-card stat-card-${card.icon}`}>
                <span className="stat-icon">
                  <AppIcon name={card.icon} size={22} />
                </span>
                {!card.stat ? (
                  <span className="stat-cta">
                    Découvrir
                    <AppIcon name="chevronRight" size={18} />
                  </span>
                ) : loading ? (
                  <span className="stat-value">
                    <span className="skeleton stat-skeleton" aria-hidden="true" />
                    <span className="visually-hidden">Chargement…</span>
                  </span>
                ) : (
                  <span className="stat-value">{stats ? stats[card.stat] : '—'}</span>
                )}
                <span className="stat-label">{card.label}</span>
                {ahead && <span className="stat-next">{ahead}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {failed && (
        <div className="alert alert-error stats-error" role="alert">
          <span>Impossible de charger vos statistiques</span>
          <button type="button" className="btn btn-secondary" onClick={onRetry}>
            Réessayer
          </button>
        </div>
      )}
    </section>
  );
}
