import { Link } from 'react-router';
import { DASHBOARD_HOME, NOT_FOUND_TITLE } from '../dashboard-nav';

/** An unknown /dashboard/… path: said plainly, inside the shell, with the way back. */
export function DashboardNotFound() {
  return (
    <div className="coming-soon">
      <div className="card coming-soon-card">
        <img src="/illustrations/not-found.svg" alt="" width="240" height="189" />
        <h1 className="page-title same-as-topbar">{NOT_FOUND_TITLE}</h1>
        <p className="coming-soon-text">Cette page n'existe pas ou a été déplacée.</p>
        <Link to={DASHBOARD_HOME} className="btn btn-primary">
          Retour au tableau de bord
        </Link>
      </div>
    </div>
  );
}
