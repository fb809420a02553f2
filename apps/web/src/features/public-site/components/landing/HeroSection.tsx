import { Link } from 'react-router';
import { joinFacts } from '#contracts';
import { Icon } from '../../../../shared/ui/Icon';
import { SIGN_UP_PATH } from '../../../../shared/navigation/sign-up-path';

const PITCH = ['Gagnez du temps en cuisine', 'Une IA qui apprend vos goûts', 'Des suggestions instantanées'];

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">L'assistant culinaire de la famille</p>
          <h1 id="hero-title" className="hero-title">
            Bien manger chaque soir, <em>sans y passer la soirée</em>
          </h1>
          <p className="lead">
            Mijote apprend vos goûts et vous propose à l'instant des recettes pensées pour votre famille, avec ce
            qu'il y a déjà dans votre frigo.
          </p>
          <ul className="hero-points">
            {PITCH.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} />
                {point}
              </li>
            ))}
          </ul>
          <div className="hero-actions">
            <Link to={SIGN_UP_PATH} className="btn btn-primary btn-lg">
              Commencer
              <Icon name="arrowRight" size={20} />
            </Link>
            <Link to="#features" className="btn btn-secondary btn-lg">
              Découvrir les fonctionnalités
            </Link>
          </div>
          <p className="hero-note">{joinFacts(['CHF 9.99 / mois', 'sans engagement'])}</p>
        </div>
        <div className="hero-visual">
          <img
            src="/illustrations/hero.svg"
            width="560"
            height="520"
            fetchPriority="high"
            alt="Aperçu de Mijote sur téléphone : une recette de risotto proposée avec les ingrédients du frigo."
          />
        </div>
      </div>
    </section>
  );
}
