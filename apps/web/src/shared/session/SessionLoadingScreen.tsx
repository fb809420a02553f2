/** Shown only while the start-up session check runs (design departure 6: no added delay). */
export function SessionLoadingScreen() {
  return (
    <div className="center-screen" role="status" aria-live="polite">
      <span
        style={{ fontFamily: 'var(--font-display)', fontSize: '1.75rem', fontWeight: 700, color: 'var(--color-primary)' }}
        aria-hidden="true"
      >
        Mijote
      </span>
      <span className="spinner" style={{ margin: '0 auto', color: 'var(--color-primary)' }} aria-hidden="true" />
      <span style={{ color: 'var(--color-text-muted)' }}>Chargement de votre session…</span>
    </div>
  );
}
