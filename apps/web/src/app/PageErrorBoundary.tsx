import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Shown when a page fails (a new deploy's chunks, a lost connection) instead of a blank screen. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    return (
      <main className="center-screen" role="alert">
        <h1>Oups…</h1>
        <p>{offline ? 'Pas de connexion Internet' : 'Une erreur est survenue. Veuillez réessayer dans quelques instants.'}</p>
        <button className="btn btn-primary" onClick={() => window.location.reload()}>
          Recharger la page
        </button>
      </main>
    );
  }
}
