import { Route, Routes } from 'react-router';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { BookRecipeDetail } from '../book/BookRecipeDetail';
import { RecipeBookList } from '../book/RecipeBookList';
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
      <Route path=":id" element={<BookRecipeDetail />} />
    </Routes>
  );
}
