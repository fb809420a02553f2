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
