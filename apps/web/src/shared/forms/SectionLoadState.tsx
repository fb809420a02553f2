import './section.css';

interface SectionLoadingProps {
  /** Read by screen readers: 'Chargement de votre profil…'. */
  label: string;
}

/** A section's placeholder while its data loads. */
export function SectionLoading({ label }: SectionLoadingProps) {
  return (
    <div className="settings-loading" role="status">
      <span className="visually-hidden">{label}</span>
      <span className="skeleton settings-skeleton-line" aria-hidden="true" />
      <span className="skeleton settings-skeleton-line is-short" aria-hidden="true" />
    </div>
  );
}

interface SectionLoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A section whose data did not load: the spec's message and a way to try again. */
export function SectionLoadError({ message, onRetry }: SectionLoadErrorProps) {
  return (
    <div className="alert alert-error settings-load-error" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}
