/** While a page's code arrives: a quiet spinner, announced to screen readers. */
export function PageLoading() {
  return (
    <div className="center-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Chargement…</span>
    </div>
  );
}
