import { Link } from 'react-router';
import { AppIcon, type AppIconName } from '../../../shared/ui/AppIcon';

const ACTIONS: readonly { title: string; hint: string; to: string; icon: AppIconName }[] = [
  { title: 'Planifier un repas', hint: 'Ajoutez un repas à votre semaine', to: '/dashboard/planning', icon: 'calendar' },
  { title: 'Voir ma liste de courses', hint: 'Tout ce qu’il reste à acheter', to: '/dashboard/shopping', icon: 'basket' },
  { title: 'Mes favoris', hint: 'Les recettes que vous avez gardées', to: '/dashboard/favorites', icon: 'heart' },
  { title: 'Trouver une recette', hint: 'Des idées selon vos goûts', to: '/dashboard/feed', icon: 'sparkles' },
];

export function QuickActions() {
  return (
    <section className="quick" aria-labelledby="quick-title">
      <h2 id="quick-title" className="quick-title">
        Actions rapides
      </h2>
      <ul className="quick-grid">
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="quick-tile">
              <span className="quick-icon">
                <AppIcon name={action.icon} size={22} />
              </span>
              <span className="quick-text">
                <span className="quick-name">{action.title}</span>
                <span className="quick-hint">{action.hint}</span>
              </span>
              <AppIcon name="chevronRight" size={20} className="quick-chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
