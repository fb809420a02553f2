import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { DISH_TYPE_LABELS, FACT_SEPARATOR, RECIPE_SOURCE_LABELS, servingsLabel } from '#contracts';
import { api } from '../../../shared/http';
import { PLANNING_PATH, type PlanRecipeState } from '../../../shared/navigation/plan-recipe-state';
import { NoticeBar } from '../../../shared/notice/NoticeBar';
import { RecipeImage } from '../components/RecipeImage';
import { CookedButton } from '../cooked/CookedButton';
import { cookedUndoOf } from '../cooked/cooked-state';
import { useCookedNotice } from '../cooked/use-cooked-notice';
import { bookMeta } from './book-format';
import type { PendingDeleteState } from './RecipeBookList';
import { useBookRecipe, useToggleBookFavorite } from './use-book';

/** /dashboard/recipes/:id: the recipe in full, for as many people as tonight. */
export function BookRecipeDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [servings, setServings] = useState<number | undefined>(undefined);
  const recipe = useBookRecipe(id, servings);
  const favorite = useToggleBookFavorite();
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id]);
  const cooked = useCookedNotice();
  const location = useLocation();
  const cookedUndo = cookedUndoOf(location.state);
  // Back from cooking mode with the fridge updated: the notice and its « Annuler » are here; the
  // state is dropped so a reload or « Retour » does not offer it again.
  useEffect(() => {
    if (!cookedUndo) return;
    cooked.applied(cookedUndo);
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [cookedUndo, cooked.applied, navigate, location.pathname, location.search]);

  if (recipe.isPending) return <p aria-busy="true">Chargement de la recette…</p>;
  if (recipe.isError || !recipe.data)
    return (
      <div className="book">
        <p role="alert">Cette recette n'existe pas ou plus.</p>
        <Link to="/dashboard/recipes">Retour à mes recettes</Link>
      </div>
    );
  const r = recipe.data;
  // The count asked for, not the one last answered: a second tap on « + » made before the amounts
  // arrived counts from there (the previous answer shows meanwhile).
  const current = servings ?? r.servings ?? null;

  async function addToList() {
    setNotice(null);
    try {
      await api.post('/shopping-items/from-recipe', { recipeId: r.id, recipeTitle: r.title, ingredients: r.ingredients });
      setNotice('Ingrédients ajoutés à la liste de courses');
    } catch (err) {
      setNotice(err instanceof Error ? err.message : "Impossible d'ajouter à la liste de courses");
    }
  }

  function plan() {
    const state: PlanRecipeState = {
      planRecipe: { recipeId: r.id, recipeTitle: r.title, type: r.type, servings: r.servings, ingredients: r.ingredients, instructions: r.steps },
    };
    void navigate(PLANNING_PATH, { state });
  }

  function remove() {
    const state: PendingDeleteState = { pendingDelete: { id: r.id, title: r.title } };
    void navigate('/dashboard/recipes', { state });
  }

  return (
    <article className="book book-detail">
      <p>
        <Link className="book-back" to="/dashboard/recipes">
          ← Mes recettes
        </Link>
      </p>
      <p className="book-card-kicker">
        {r.type ? DISH_TYPE_LABELS[r.type] : 'Recette'}
        {FACT_SEPARATOR}
        {RECIPE_SOURCE_LABELS[r.source]}
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {r.title}
      </h1>
      {r.description && <p className="book-lead">{r.description}</p>}
      <RecipeImage recipe={{ imageUrl: r.image, type: r.type }} className="book-detail-image" />
      <p className="book-card-meta">{bookMeta(r)}</p>
      {r.sourceUrl && (
        <p className="book-source">
          Source : <a href={r.sourceUrl} rel="noopener noreferrer nofollow" target="_blank">{new URL(r.sourceUrl).hostname}</a>
        </p>
      )}
      <div className="book-actions no-print">
        {r.steps.length > 0 && (
          <Link className="btn btn-primary" to={`/dashboard/recipes/${r.id}/cook${servings ? `?servings=${servings}` : ''}`}>
            Mode cuisine
          </Link>
        )}
        <Link className="btn btn-secondary" to={`/dashboard/recipes/${r.id}/edit`}>
          Modifier
        </Link>
        <button type="button" className="btn btn-primary" onClick={() => void addToList()}>
          Ajouter à la liste de courses
        </button>
        <button type="button" className="btn btn-secondary" onClick={plan}>
          Ajouter au planning
        </button>
        <CookedButton ingredients={r.ingredients} servings={r.servings ?? undefined} onApplied={(result) => cooked.applied(result.undo)} />
        <button type="button" className="btn btn-secondary" aria-pressed={r.favorite} onClick={() => favorite.mutate({ id: r.id, on: !r.favorite })}>
          {r.favorite ? '♥ Retirer des favoris' : '♡ Ajouter aux favoris'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => window.print()}>
          Imprimer
        </button>
        <button type="button" className="btn btn-danger" onClick={remove}>
          Supprimer
        </button>
      </div>
      {notice && (
        <p role="status" className="book-notice">
          {notice}
        </p>
      )}
      <NoticeBar notice={cooked.notice} onDismiss={cooked.dismiss} />
      <section aria-labelledby="book-ingredients">
        <h2 id="book-ingredients">Ingrédients</h2>
        {current && (
          <div className="book-servings no-print" role="group" aria-label="Nombre de personnes">
            <button type="button" className="btn btn-ghost" aria-label="Une personne de moins" disabled={current <= 1} onClick={() => setServings(current - 1)}>
              −
            </button>
            <output aria-live="polite">{servingsLabel(current)}</output>
            <button type="button" className="btn btn-ghost" aria-label="Une personne de plus" disabled={current >= 50} onClick={() => setServings(current + 1)}>
              +
            </button>
          </div>
        )}
        <ul className="book-ingredients">
          {r.ingredients.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="book-steps">
        <h2 id="book-steps">Préparation</h2>
        <ol className="book-steps">
          {r.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}
