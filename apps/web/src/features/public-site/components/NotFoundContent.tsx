import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import './public-pages.css';

/** 'Page introuvable': the page for unknown paths, and for unknown feature slugs inside the site. */
export function NotFoundContent() {
  const { pathname } = useLocation();
  usePageMeta({
    title: 'Page introuvable · Mijote',
    description: "Cette page n'existe pas ou a été déplacée.",
    path: pathname,
    noindex: true,
  });

  return (
    <div className="not-found container">
      <img src="/illustrations/not-found.svg" width="280" height="220" alt="" />
      <p className="eyebrow">Erreur 404</p>
      <h1 className="not-found-title">Page introuvable</h1>
      <p className="lead">
        Cette page n'existe pas ou a été déplacée. Rien n'a brûlé pour autant : reprenez depuis l'accueil ou votre
        tableau de bord.
      </p>
      <div className="page-actions page-actions-center">
        <Link to="/" className="btn btn-primary btn-lg">
          Retour à l'accueil
        </Link>
        <Link to="/dashboard" className="btn btn-secondary btn-lg">
          Tableau de bord
        </Link>
      </div>
    </div>
  );
}
