import { useId, type ReactNode } from 'react';
import './section.css';

interface SettingsSectionProps {
  title: string;
  description?: string;
  /** 'danger' frames the account deletion apart from the rest. */
  tone?: 'danger';
  children: ReactNode;
}

/** One block of the settings page (Profil, Famille, Abonnement…), a region named by its heading. */
export function SettingsSection({ title, description, tone, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section className={`card settings-section${tone ? ` is-${tone}` : ''}`} aria-labelledby={headingId}>
      <div className="settings-section-head">
        <h2 id={headingId}>{title}</h2>
        {description && <p>{description}</p>}
      </div>
      {children}
    </section>
  );
}
