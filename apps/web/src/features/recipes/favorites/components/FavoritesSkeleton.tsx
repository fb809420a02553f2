/** The grid's outline while the favourites arrive. */
export function FavoritesSkeleton() {
  return (
    <div role="status">
      <span className="visually-hidden">Chargement des favoris…</span>
      <ul className="fav-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="fav-card fav-card-skeleton">
            <span className="skeleton fav-skeleton-media" />
            <div className="fav-card-body">
              <span className="skeleton fav-skeleton-line" />
              <span className="skeleton fav-skeleton-line is-short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
