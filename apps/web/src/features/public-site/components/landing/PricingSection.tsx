import { Link } from 'react-router';
import { Icon } from '../../../../shared/ui/Icon';
import { SIGN_UP_PATH } from '../../../../shared/navigation/sign-up-path';

// The subscription benefits, worded as on /subscription (spec section 1).
const BENEFITS = [
  'Suggestions de repas illimitées',
  'Génération intelligente de la liste de courses',
  'Partage familial inclus',
  'Sécurité et confidentialité garanties',
];

export function PricingSection() {
  return (
    <section id="pricing" tabIndex={-1} className="section pricing" aria-labelledby="pricing-title">
      <div className="container pricing-grid">
        <div className="pricing-copy">
          <p className="eyebrow">Tarifs</p>
          <h2 id="pricing-title" className="section-title">
            Un seul prix, pour toute la famille
          </h2>
          <p className="lead">Toutes les fonctionnalités, pour tout le foyer, sans surprise sur la facture.</p>
          <p className="pricing-promo">
            <Icon name="gift" size={22} />
            <span>
              Nouveau sur Mijote ? <strong>30 jours offerts</strong> avec le code <strong>FREE30</strong>.
            </span>
          </p>
        </div>
        <div className="pricing-card">
          <p className="pricing-plan">Formule mensuelle</p>
          <p className="pricing-price">
            <span className="pricing-amount">CHF 9.99</span>
            <span className="pricing-period">/ mois</span>
          </p>
          <p className="pricing-terms">Sans engagement, annulez à tout moment</p>
          <ul className="pricing-benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <span className="pricing-check">
                  <Icon name="check" size={16} />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          <Link to={SIGN_UP_PATH} className="btn btn-primary btn-block btn-lg">
            Commencer maintenant
          </Link>
        </div>
      </div>
    </section>
  );
}
