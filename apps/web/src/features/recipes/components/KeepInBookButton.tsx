import { useState } from 'react';
import { Link } from 'react-router';
import type { BookRecipe, Recipe } from '#contracts';
import { api, isApiError } from '../../../shared/http';

/** "Garder dans mes recettes": the suggestion joins the household's book (once, however often it is pressed). */
export function KeepInBookButton({ recipe }: { recipe: Recipe }) {
  const [kept, setKept] = useState<BookRecipe | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function keep() {
    setBusy(true);
    setError(null);
    try {
      setKept(
        await api.post<BookRecipe>('/recipes/keep', {
          originId: recipe.id,
          title: recipe.title,
          description: recipe.description,
          type: recipe.type,
          servings: recipe.servings,
          preparationTime: recipe.preparationTime,
          difficulty: recipe.difficulty,
          ingredients: recipe.ingredients,
          steps: recipe.instructions,
          // The stock picture is the app's own (/images/…): kept as is.
          image: recipe.imageUrl || null,
        }),
      );
    } catch (err) {
      setError(isApiError(err) ? err.message : "Impossible de garder la recette");
    } finally {
      setBusy(false);
    }
  }

  if (kept)
    return (
      <p role="status" className="rk-kept">
        Gardée dans vos recettes. <Link to={`/dashboard/recipes/${kept.id}`}>Voir</Link>
      </p>
    );
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => void keep()} disabled={busy} aria-busy={busy || undefined}>
        Garder dans mes recettes
      </button>
      {error && (
        <p role="alert" className="rk-error">
          {error}
        </p>
      )}
    </>
  );
}
