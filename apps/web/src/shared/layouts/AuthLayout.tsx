import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '../ui/ThemeToggle';
import './auth-layout.css';

interface AuthLayoutProps {
  back: { to: string; label: string };
  children: ReactNode;
}

/** The frame of every auth page: a way back, the theme toggle, the brand, and a card (full width on a phone). */
export function AuthLayout({ back, children }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <header className="auth-header">
        <Link to={back.to} className="auth-back">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M19 12H5M12 19l-7-7 7-7" />
          </svg>
          <span>{back.label}</span>
        </Link>
        {/* Where the public site's top bar has it: at the right end of the header. */}
        <ThemeToggle />
      </header>
      <main className="auth-main">
        <div className="card auth-card">
          <div className="auth-logo">
            {/* Our own small mark: the design system's Logo may come later; this page must not wait for it. */}
            <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M11 3.5c-1 1.5 1 2.5 0 4M16 2.5c-1 1.5 1 2.5 0 4M21 3.5c-1 1.5 1 2.5 0 4" />
              <path d="M14 10.5h4M5 13h22M7 13v9a5 5 0 0 0 5 5h8a5 5 0 0 0 5-5v-9M7 16.5H4M25 16.5h3" />
            </svg>
            <span>Mijote</span>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
