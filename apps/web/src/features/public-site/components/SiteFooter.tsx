import { Link } from 'react-router';
import { Icon } from '../../../shared/ui/Icon';
import { Logo } from '../../../shared/ui/Logo';
import { CONTACT_EMAIL, NAV_ITEMS, PRICING_LINK, SOCIAL_LINKS } from '../content/site-links';

const FEATURE_LINKS = NAV_ITEMS.filter((item) => item.to.startsWith('/features/'));

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div className="site-footer-brand">
          <Link to="/" aria-label="Mijote, accueil" className="site-footer-logo">
            <Logo />
          </Link>
          <p>L'assistant culinaire qui simplifie les repas de toute la famille.</p>
          <ul className="site-footer-social">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.icon}>
                <a href={social.href} className="icon-btn" aria-label={social.label} target="_blank" rel="noopener noreferrer">
                  <Icon name={social.icon} size={22} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Fonctionnalités">
          <h2 className="site-footer-title">Fonctionnalités</h2>
          <ul>
            {FEATURE_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Mijote">
          <h2 className="site-footer-title">Mijote</h2>
          <ul>
            <li><Link to={PRICING_LINK}>Tarifs</Link></li>
            <li><Link to="/app">Application mobile</Link></li>
            <li><Link to="/blog">Blog</Link></li>
            <li><Link to="/auth">Se connecter</Link></li>
          </ul>
        </nav>

        <div>
          <h2 className="site-footer-title">Contact</h2>
          <ul>
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className="site-footer-icon-link">
                <Icon name="mail" size={18} />
                {CONTACT_EMAIL}
              </a>
            </li>
            <li className="site-footer-icon-link">
              <Icon name="pin" size={18} />
              Valais, Suisse
            </li>
          </ul>
        </div>
      </div>

      <div className="container site-footer-legal">
        <p>© {new Date().getFullYear()} Mijote. Fait avec soin en Valais.</p>
        <ul>
          <li><Link to="/privacy">Politique de confidentialité</Link></li>
          <li><Link to="/terms">Conditions d'utilisation</Link></li>
        </ul>
      </div>
    </footer>
  );
}
