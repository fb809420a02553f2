import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DISH_TYPES, DISH_TYPE_LABELS, RECIPE_SOURCES, RECIPE_SOURCE_LABELS, type DishType, type RecipeBookQuery, type RecipeSource } from '#contracts';
import { SearchField } from '../../../shared/ui/SearchField';
import { BookRecipeCard } from './BookRecipeCard';
import { ImportLinkForm } from './ImportLinkForm';
import { useBookRecipes, useDeleteBookRecipe, useImportLink } from './use-book';

const UNDO_MS = 6000;

export interface PendingDeleteState {
  pendingDelete?: { id: string; title: string };
}

/** The book's list: search, filters, import from a link; a deletion waits 6 s for "Annuler". */
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
  const [pending, setPending] = useState<{ id: string; title: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const t = setTimeout(() => setDebounced(search.trim()), 250);
    return () => clearTimeout(t);
  }, [search]);
  useEffect(() => setPage(1), [debounced, type, source, favorite, cookable]);

  // A deletion asked from the detail page: held here so "Annuler" can still keep the recipe.
  useEffect(() => {
    const asked = (location.state as PendingDeleteState | null)?.pendingDelete;
    if (!asked) return;
    void navigate(location.pathname, { replace: true, state: null });
    setPending(asked);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      remove.mutate(asked.id);
      setPending(null);
    }, UNDO_MS);
  }, [location.state]);
  // Leaving the page does not cancel a deletion the user did not undo: it is sent at once.
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const removeRef = useRef(remove.mutate);
  removeRef.current = remove.mutate;
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (pendingRef.current) removeRef.current(pendingRef.current.id);
    },
    [],
  );

  const query: RecipeBookQuery = { q: debounced || undefined, type: type || undefined, source: source || undefined, favorite: favorite || undefined, cookable: cookable || undefined, page, pageSize: 24 };
  const list = useBookRecipes(query);
  const items = (list.data?.items ?? []).filter((r) => r.id !== pending?.id);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / 24));
  const filtered = Boolean(debounced || type || source || favorite || cookable);

  function undo() {
    clearTimeout(timer.current);
    setPending(null);
  }

  return (
    <div className="book">
      <header className="book-head">
        <h1>Mes recettes</h1>
        <p className="book-lead">Toutes les recettes de la famille : gardées, importées ou écrites à la main.</p>
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
          « {pending.title} » supprimée.
          <button type="button" className="btn btn-ghost" onClick={undo}>
            Annuler
          </button>
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
        <p className="book-empty">{filtered ? 'Aucune recette ne correspond à votre recherche.' : 'Votre livre de recettes est vide : importez une recette depuis un lien, ou gardez une suggestion.'}</p>
      ) : (
        <ul className="book-grid" aria-label={`${total} recette${total > 1 ? 's' : ''}`}>
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
