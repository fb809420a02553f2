import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { Icon } from '../../../shared/ui/Icon';
import { NotFoundContent } from '../components/NotFoundContent';
import { FEATURE_PAGES, isFeatureSlug } from '../content/feature-pages';
import type { FeatureSlug } from '../content/feature-summaries';
import { PRICING_LINK } from '../content/site-links';
import '../components/public-pages.css';
import { SIGN_UP_PATH } from '../../../shared/navigation/sign-up-path';

export default function FeaturePage() {
  const { slug } = useParams();
  if (!isFeatureSlug(slug)) return <NotFoundContent />;
  return <FeatureArticle slug={slug} />;
}

function FeatureArticle({ slug }: { slug: FeatureSlug }) {
  const page = FEATURE_PAGES[slug];
  usePageMeta({ title: `${page.name} · Mijote`, description: page.description, path: `/features/${slug}` });
  const others = (Object.keys(FEATURE_PAGES) as FeatureSlug[]).filter((other) => other !== slug);

  return (
    <>
      <section className="page-hero" aria-labelledby="feature-title">
        <div className="container page-hero-grid">
          <div>
            <p className="eyebrow">{page.name}</p>
            <h1 id="feature-title" className="page-title">
              {page.title}
            </h1>
            <p className="lead">{page.intro}</p>
            <div className="page-actions">
              <Link to={SIGN_UP_PATH} className="btn btn-primary btn-lg">
                Commencer
                <Icon name="arrowRight" size={20} />
              </Link>
              <Link to={PRICING_LINK} className="btn btn-secondary btn-lg">
                Voir les tarifs
              </Link>
            </div>
          </div>
          <div className="page-illustration">
            <img src={page.illustration} width="480" height="400" alt={page.illustrationAlt} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <h2 id="benefits-title" className="section-title section-head">
            Ce que Mijote change pour vous
          </h2>
          <ul className="benefit-grid">
            {page.benefits.map((benefit) => (
              <li key={benefit.title} className="benefit-card">
                <span className="benefit-icon">
                  <Icon name={benefit.icon} size={24} />
                </span>
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container" aria-labelledby="cta-title">
        <div className="cta-band">
          <h2 id="cta-title">Prêt à mettre Mijote en cuisine ?</h2>
          <p>CHF 9.99 / mois, sans engagement. 30 jours offerts avec le code FREE30.</p>
          <Link to={SIGN_UP_PATH} className="btn btn-primary btn-lg">
            Commencer maintenant
          </Link>
        </div>
      </section>

      <nav className="container more-features" aria-labelledby="more-title">
        <h2 id="more-title">Découvrir aussi</h2>
        <ul>
          {others.map((other) => (
            <li key={other}>
              <Link to={`/features/${other}`}>
                {FEATURE_PAGES[other].name}
                <Icon name="arrowRight" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
