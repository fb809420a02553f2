import { useParams } from 'react-router';
import { RecipeForm } from './RecipeForm';
import { useBookRecipe } from './use-book';

/** /dashboard/recipes/:id/edit: the form, filled with the recipe as written (not scaled). */
export function RecipeEditRoute() {
  const { id = '' } = useParams();
  const recipe = useBookRecipe(id);
  if (recipe.isPending) return <p aria-busy="true">Chargement de la recette…</p>;
  if (!recipe.data) return <p role="alert">Cette recette n'existe pas ou plus.</p>;
  return <RecipeForm recipe={recipe.data} />;
}
