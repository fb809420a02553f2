import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../session/session-context';
import { Logo } from '../ui/Logo';
import { ThemeToggle } from '../ui/ThemeToggle';
import './onboarding-layout.css';

interface OnboardingLayoutProps {
  children: ReactNode;
  /** 'narrow' for a single column (questionnaire, confirmations); 'wide' for two columns on a desktop. */
  width?: 'narrow' | 'wide';
  /** A way out shown instead of 'Se déconnecter' (the demo pages have their own). */
  headerAction?: ReactNode;
}

/**
 * The frame of every page between sign-up and the dashboard (questionnaire, subscription, payment):
 * the brand, the theme toggle and a way to sign out, nothing that leads away from finishing.
 */
export function OnboardingLayout({ children, width = 'narrow', headerAction }: OnboardingLayoutProps) {
  const { status, signOut } = useSession();
  return (
    <div className="ob-page">
      <header className="ob-header">
        <Link to="/" className="ob-brand" aria-label="Mijote, retour à l'accueil">
          <Logo />
        </Link>
        <div className="ob-header-actions">
          <ThemeToggle />
          {headerAction ??
            (status === 'signed-in' && (
              <button type="button" className="btn btn-ghost ob-signout" onClick={() => void signOut('/')}>
                Se déconnecter
              </button>
            ))}
        </div>
      </header>
      <main className={`ob-main ob-main-${width}`}>{children}</main>
    </div>
  );
}

/** A page-sized spinner with its French label read by screen readers. */
export function OnboardingLoading({ label }: { label: string }) {
  return (
    <div className="ob-loading" role="status" aria-live="polite">
      <span className="spinner ob-loading-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
