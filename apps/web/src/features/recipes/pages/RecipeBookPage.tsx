import { Route, Routes } from 'react-router';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { BookRecipeDetail } from '../book/BookRecipeDetail';
import { RecipeBookList } from '../book/RecipeBookList';
import { RecipeEditRoute } from '../book/RecipeEditRoute';
import { RecipeForm } from '../book/RecipeForm';
import { CookingMode } from '../book/CookingMode';
import '../recipes.css';
import '../book/book.css';

/** /dashboard/recipes: the household's recipe book, and each recipe at /dashboard/recipes/:id. */
export default function RecipeBookPage() {
  usePageMeta({
    title: 'Mes recettes · Mijote',
    description: 'Toutes les recettes de la famille, à cuisiner, planifier ou ajouter à la liste de courses.',
    path: '/dashboard/recipes',
    noindex: true,
  });
  return (
    <Routes>
      <Route index element={<RecipeBookList />} />
      <Route path="new" element={<RecipeForm />} />
      <Route path=":id" element={<BookRecipeDetail />} />
      <Route path=":id/edit" element={<RecipeEditRoute />} />
      <Route path=":id/cook" element={<CookingMode />} />
    </Routes>
  );
}
