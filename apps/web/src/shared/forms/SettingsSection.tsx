import { useId, type ReactNode } from 'react';
import { normalizeText } from '../text/normalize-text';
import './section.css';

interface SettingsSectionProps {
  title: string;
  description?: string;
  /** 'danger' frames the account deletion apart from the rest. */
  tone?: 'danger';
  children: ReactNode;
}

/** The section's address on its page, from its title: « Jetons d'accès » is #jetons-d-acces. */
export const sectionAnchor = (title: string) =>
  normalizeText(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * One block of the settings page (Profil, Famille, Abonnement…), a region named by its heading.
 * The page's contents (« Sur cette page ») link to it and move the focus to its heading.
 */
export function SettingsSection({ title, description, tone, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section id={sectionAnchor(title)} className={`card settings-section${tone ? ` is-${tone}` : ''}`} aria-labelledby={headingId}>
      <div className="settings-section-head">
        <h2 id={headingId} tabIndex={-1}>
          {title}
        </h2>
        {description && <p>{description}</p>}
      </div>
      {children}
    </section>
  );
}
