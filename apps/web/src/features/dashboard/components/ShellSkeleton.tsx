import '../dashboard.css';

/**
 * The shell's outline while the access check runs: same frame as the dashboard, no content, so
 * the page does not jump when it arrives and nothing shows that the user may not be allowed to see.
 */
export function ShellSkeleton() {
  return (
    <div className="dash dash-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Chargement du tableau de bord…</span>
      <div className="dash-sidebar" aria-hidden="true">
        <span className="skeleton dash-skeleton-logo" />
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className="skeleton dash-skeleton-link" />
        ))}
      </div>
      <div className="dash-body" aria-hidden="true">
        <div className="dash-topbar">
          <span className="skeleton dash-skeleton-title" />
          <span className="skeleton dash-skeleton-round" />
          <span className="skeleton dash-skeleton-round" />
        </div>
        <div className="dash-main">
          <PageSkeleton />
        </div>
      </div>
    </div>
  );
}

/** A page's outline while its code or first data arrives. */
export function PageSkeleton() {
  return (
    <div className="dash-page-skeleton" aria-hidden="true">
      <span className="skeleton dash-skeleton-banner" />
      <div className="dash-skeleton-grid">
        {Array.from({ length: 4 }, (_, i) => (
          <span key={i} className="skeleton dash-skeleton-card" />
        ))}
      </div>
    </div>
  );
}
