import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/Icon';
import type { IconName } from '../../../shared/ui/icon-paths';
import './store-badges.css';

const STORES: { icon: IconName; kicker: string; name: string }[] = [
  { icon: 'apple', kicker: 'Télécharger dans', name: "l'App Store" },
  { icon: 'play', kicker: 'Disponible sur', name: 'Google Play' },
];

/**
 * Our own store badges. On the landing page they lead to /app; on /app itself the native apps are
 * not out yet, so they say so instead of pretending to be links.
 */
export function StoreBadges({ comingSoon = false }: { comingSoon?: boolean }) {
  return (
    <ul className="store-badges">
      {STORES.map((store) => (
        <li key={store.name}>
          {comingSoon ? (
            <span className="store-badge is-soon">
              <Icon name={store.icon} size={26} />
              <span className="store-badge-text">
                <span className="store-badge-kicker">Bientôt disponible sur</span>
                <span className="store-badge-name">{store.name}</span>
              </span>
            </span>
          ) : (
            <Link to="/app" className="store-badge">
              <Icon name={store.icon} size={26} />
              <span className="store-badge-text">
                <span className="store-badge-kicker">{store.kicker}</span>
                <span className="store-badge-name">{store.name}</span>
              </span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
