import type { ReactNode } from 'react';
import { PLAN } from '#contracts';
import { Icon } from '../../../shared/ui/Icon';

// Spec section 1; worded as on the landing page's pricing card.
export const PLAN_BENEFITS = [
  'Suggestions de repas illimitées',
  'Génération intelligente de la liste de courses',
  'Partage familial inclus',
  'Sécurité et confidentialité garanties',
] as const;

/** The monthly plan: price and benefits; `children` holds the form that follows them. */
export function PlanCard({ children }: { children?: ReactNode }) {
  return (
    <section className="card bl-plan" aria-labelledby="bl-plan-name">
      <p className="bl-plan-name" id="bl-plan-name">
        Formule mensuelle
      </p>
      <p className="bl-plan-price">
        <span className="bl-plan-amount">{PLAN.priceLabel}</span>
        <span className="bl-plan-period">/ mois</span>
      </p>
      <ul className="bl-benefits">
        {PLAN_BENEFITS.map((benefit) => (
          <li key={benefit}>
            <span className="bl-check">
              <Icon name="check" size={16} />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
