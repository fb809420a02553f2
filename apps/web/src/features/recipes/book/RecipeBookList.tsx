import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DISH_TYPES, DISH_TYPE_LABELS, RECIPE_SOURCES, RECIPE_SOURCE_LABELS, countOf, type DishType, type RecipeBookQuery, type RecipeSource } from '#contracts';
import { SearchField } from '../../../shared/ui/SearchField';
import { BookRecipeCard } from './BookRecipeCard';
import { ImportLinkForm } from './ImportLinkForm';
import { useBookRecipes, useDeleteBookRecipe, useImportLink, useRestoreBookRecipe } from './use-book';

const UNDO_MS = 10_000;

export interface PendingDeleteState {
  pendingDelete?: { id: string; title: string };
}

/** The book's list: search, filters, import from a link; a deletion is offered "Annuler" for 10 s. */
export function RecipeBookList() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [type, setType] = useState<DishType | ''>('');
  const [source, setSource] = useState<RecipeSource | ''>('');
  const [favorite, setFavorite] = useState(false);
  const [cookable, setCookable] = useState(false);
  const [page, setPage] = useState(1);
  const importer = useImportLink();
  const remove = useDeleteBookRecipe();
  const restore = useRestoreBookRecipe();
  const [pending, setPending] = useState<{ id: string; title: string } | null>(null);
  const [undoError, setUndoError] = useState<string | null>(null);
  const deletion = useRef<Promise<unknown>>(Promise.resolve());
  const handled = useRef<PendingDeleteState['pendingDelete']>(undefined);

  useEffect(() => {
    const t = setTimeout(() => setDebounced(search.trim()), 250);
    return () => clearTimeout(t);
  }, [search]);
  useEffect(() => setPage(1), [debounced, type, source, favorite, cookable]);

  // A deletion asked from the detail page: done at once (every member's list follows), then
  // "Annuler" for a while asks the server to bring it back.
  useEffect(() => {
    const asked = (location.state as PendingDeleteState | null)?.pendingDelete;
    // Once per request, even when StrictMode runs the effect twice.
    if (!asked || handled.current === asked) return;
    handled.current = asked;
    void navigate(location.pathname, { replace: true, state: null });
    deletion.current = remove.mutateAsync(asked.id).catch(() => undefined);
    setPending(asked);
    setUndoError(null);
  }, [location.state]);
  // The notice (and its "Annuler") for UNDO_MS.
  useEffect(() => {
    if (!pending) return;
    const t = setTimeout(() => setPending(null), UNDO_MS);
    return () => clearTimeout(t);
  }, [pending]);

  const query: RecipeBookQuery = { q: debounced || undefined, type: type || undefined, source: source || undefined, favorite: favorite || undefined, cookable: cookable || undefined, page, pageSize: 24 };
  const list = useBookRecipes(query);
  const items = (list.data?.items ?? []).filter((r) => r.id !== pending?.id);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 24));
  const filtered = Boolean(debounced || type || source || favorite || cookable);

  function undo() {
    if (!pending) return;
    const { id } = pending;
    // After the deletion has landed, so the restore never overtakes it.
    void deletion.current
      .then(() => restore.mutateAsync(id))
      .then(
        () => setPending(null),
        () => setUndoError("Impossible d'annuler la suppression"),
      );
  }

  return (
    <div className="book">
      <header className="book-head">
        <h1 className="same-as-topbar">Mes recettes</h1>
        <p className="book-lead">Toutes les recettes de la famille : gardées, importées ou écrites à la main.</p>
        <Link className="btn btn-primary" to="/dashboard/recipes/new">
          Écrire une recette
        </Link>
      </header>
      <ImportLinkForm state={importer.state} onImport={(url) => void importer.start(url)} onReset={importer.reset} />
      <div className="book-filters" role="group" aria-label="Filtrer les recettes">
        <SearchField label="Rechercher une recette" placeholder="Titre ou ingrédient" value={search} onChange={setSearch} />
        <select className="input" aria-label="Type de plat" value={type} onChange={(e) => setType(e.target.value as DishType | '')}>
          <option value="">Tous les types</option>
          {DISH_TYPES.map((t) => (
            <option key={t} value={t}>
              {DISH_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
        <select className="input" aria-label="Origine" value={source} onChange={(e) => setSource(e.target.value as RecipeSource | '')}>
          <option value="">Toutes les origines</option>
          {RECIPE_SOURCES.map((s) => (
            <option key={s} value={s}>
              {RECIPE_SOURCE_LABELS[s]}
            </option>
          ))}
        </select>
        <label className="book-check">
          <input type="checkbox" checked={favorite} onChange={(e) => setFavorite(e.target.checked)} /> Favoris
        </label>
        <label className="book-check">
          <input type="checkbox" checked={cookable} onChange={(e) => setCookable(e.target.checked)} /> Faisable avec mon frigo
        </label>
      </div>
      {pending && (
        <div className="book-notice" role="status">
          « {pending.title} » supprimée.
          <button type="button" className="btn btn-ghost" onClick={undo} disabled={restore.isPending}>
            Annuler
          </button>
          {undoError && <span role="alert">{undoError}</span>}
        </div>
      )}
      {list.isPending ? (
        <p className="book-empty" aria-busy="true">
          Chargement des recettes…
        </p>
      ) : list.isError ? (
        <p className="book-error" role="alert">
          Impossible de charger les recettes
        </p>
      ) : items.length === 0 ? (
        <p className="book-empty">{filtered ? 'Aucune recette ne correspond à votre recherche.' : 'Votre livre de recettes est vide : importez une recette depuis un lien, ou gardez une suggestion.'}</p>
      ) : (
        <ul className="book-grid" aria-label={countOf(total, 'recette', 'recettes')}>
          {items.map((r) => (
            <BookRecipeCard key={r.id} recipe={r} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="book-pages" aria-label="Pages">
          <button type="button" className="btn btn-ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Précédente
          </button>
          <span>
            Page {page} sur {pages}
          </span>
          <button type="button" className="btn btn-ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Suivante
          </button>
        </nav>
      )}
    </div>
  );
}
