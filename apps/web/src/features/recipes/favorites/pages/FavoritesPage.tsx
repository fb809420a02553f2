import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { KITCHEN_MESSAGES, countOf, type FavoriteRecipe } from '#contracts';
import { usePageMeta } from '../../../../shared/seo/use-page-meta';
import { ConfirmDialog } from '../../../../shared/ui/ConfirmDialog';
import { SearchField } from '../../../../shared/ui/SearchField';
import type { PlanRecipeState } from '../api';
import { FavoriteCard } from '../components/FavoriteCard';
import { FavoriteDetailDialog } from '../components/FavoriteDetailDialog';
import { FavoritesEmpty, FavoritesNoMatch } from '../components/FavoritesEmpty';
import { FavoritesSkeleton } from '../components/FavoritesSkeleton';
import { useFavorites, useRemoveFavorite } from '../hooks/use-favorites';
import { searchFavorites } from '../favorite-search';
import { LoadError } from '../../../../shared/ui/LoadError';
import '../../recipes.css';
import '../favorites.css';

const PLANNING_PATH = '/dashboard/planning';

/** /dashboard/favorites: the saved recipes, a search, and each recipe in full. */
export default function FavoritesPage() {
  // Same title as the shell's (menu label 'Favoris'): both set it, so they must agree.
  usePageMeta({
    title: 'Favoris · Mijote',
    description: 'Vos recettes favorites, à cuisiner, à planifier ou à ajouter à la liste de courses.',
    path: '/dashboard/favorites',
    noindex: true,
  });
  const navigate = useNavigate();
  const favorites = useFavorites();
  const remove = useRemoveFavorite();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);

  const [search, setSearch] = useState('');
  // Ids, not objects: the dialog follows live updates and closes if the favourite goes away.
  const [openId, setOpenId] = useState<string | null>(null);
  const [removeId, setRemoveId] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const list = useMemo(() => favorites.data ?? [], [favorites.data]);
  const shown = useMemo(() => searchFavorites(list, search), [list, search]);
  const opened = list.find((f) => f.id === openId) ?? null;
  const toRemove = list.find((f) => f.id === removeId) ?? null;

  function open(favorite: FavoriteRecipe) {
    removed.current = false;
    setNotice(null);
    setOpenId(favorite.id);
  }

  function plan(favorite: FavoriteRecipe) {
    const state: PlanRecipeState = {
      planRecipe: {
        recipeId: favorite.recipeId,
        recipeTitle: favorite.recipeTitle,
        type: favorite.type,
        servings: favorite.servings,
        ingredients: favorite.ingredients,
        instructions: favorite.instructions,
      },
    };
    void navigate(PLANNING_PATH, { state });
  }

  function confirmRemove() {
    if (!toRemove) return;
    const { id, recipeTitle } = toRemove;
    setRemoveError(null);
    remove.mutate(id, {
      onSuccess: () => {
        removed.current = true;
        setRemoveId(null);
        setOpenId(null);
        setNotice(`« ${recipeTitle} » a été retirée de vos favoris`);
      },
      onError: () => setRemoveError(KITCHEN_MESSAGES.favoriteDeleteFailed),
    });
  }

  // The removed recipe's card is gone: land on the page heading rather than nowhere.
  const focusAfterRemoval = () => (removed.current ? headingRef.current : null);

  let content;
  if (favorites.isPending) {
    content = <FavoritesSkeleton />;
  } else if (favorites.isError && !favorites.data) {
    content = (
      <LoadError message={KITCHEN_MESSAGES.favoritesLoadFailed} onRetry={() => void favorites.refetch()} retrying={favorites.isFetching} />
    );
  } else if (list.length === 0) {
    content = <FavoritesEmpty />;
  } else if (shown.length === 0) {
    content = <FavoritesNoMatch search={search} onClear={() => setSearch('')} />;
  } else {
    content = (
      <ul className="fav-grid" role="list">
        {shown.map((favorite) => (
          <FavoriteCard key={favorite.id} favorite={favorite} onOpen={open} />
        ))}
      </ul>
    );
  }

  return (
    <div className="fav">
      <header className="fav-head">
        <h1 className="page-title same-as-topbar" ref={headingRef} tabIndex={-1}>
          Favoris
        </h1>
        {list.length > 0 && (
          <p className="fav-count">
            {countOf(list.length, 'recette favorite', 'recettes favorites')}
          </p>
        )}
      </header>

      {list.length > 0 && (
        <SearchField label="Rechercher une recette" placeholder="Titre ou ingrédient…" value={search} onChange={setSearch} />
      )}

      <div role="status" className={notice ? 'alert alert-success' : 'fav-status-empty'}>
        {notice}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {search.trim() && favorites.data ? countOf(shown.length, 'recette trouvée', 'recettes trouvées') : ''}
      </p>

      {content}

      <FavoriteDetailDialog
        favorite={opened}
        onClose={() => setOpenId(null)}
        onPlan={plan}
        onRemoveRequest={(favorite) => {
          setRemoveError(null);
          setRemoveId(favorite.id);
        }}
        returnFocusTo={focusAfterRemoval}
      />
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoveId(null)}
        title="Retirer des favoris ?"
        description={toRemove ? `« ${toRemove.recipeTitle} » ne sera plus dans vos favoris.` : ''}
        confirmLabel="Retirer"
        onConfirm={confirmRemove}
        busy={remove.isPending}
        error={removeError}
        returnFocusTo={focusAfterRemoval}
      />
    </div>
  );
}
