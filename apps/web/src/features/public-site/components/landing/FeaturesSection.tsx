import { Link } from 'react-router';
import { Icon } from '../../../../shared/ui/Icon';
import { FEATURE_SUMMARIES } from '../../content/feature-summaries';

export function FeaturesSection() {
  return (
    // tabIndex -1: the #features link moves focus here, not just the scroll position.
    <section id="features" tabIndex={-1} className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Fonctionnalités</p>
          <h2 id="features-title" className="section-title">
            Du frigo à l'assiette, tout est prévu
          </h2>
          <p className="lead">Sept outils qui travaillent ensemble, pour que le repas du soir ne soit plus un casse-tête.</p>
        </div>
        <ul className="feature-grid">
          {FEATURE_SUMMARIES.map((feature) => (
            <li key={feature.title} className="feature-card">
              <span className="feature-icon">
                <Icon name={feature.icon} size={26} />
              </span>
              <h3 className="feature-title">
                {/* The link covers the whole card (::after), the heading stays its accessible name. */}
                <Link to={`/features/${feature.slug}`} className="feature-link">
                  {feature.title}
                </Link>
              </h3>
              <p>{feature.text}</p>
              <span className="feature-more" aria-hidden="true">
                En savoir plus <Icon name="arrowRight" size={16} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
