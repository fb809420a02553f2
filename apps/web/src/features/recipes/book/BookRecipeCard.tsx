import { Link } from 'react-router';
import { DISH_TYPE_LABELS, FACT_SEPARATOR, RECIPE_SOURCE_LABELS, type BookRecipe } from '#contracts';
import { RecipeImage } from '../components/RecipeImage';
import { bookMeta } from './book-format';

/** One recipe of the book in the grid; the title is the link. */
export function BookRecipeCard({ recipe }: { recipe: BookRecipe }) {
  const meta = bookMeta(recipe);
  return (
    <li className="book-card">
      <article>
        {/* An outside picture the page cannot show (offline, refused by the CSP) gives way to the type's illustration. */}
        <RecipeImage recipe={{ imageUrl: recipe.image, type: recipe.type }} className="book-card-image" thumbnail />
        <p className="book-card-kicker">
          {recipe.type ? DISH_TYPE_LABELS[recipe.type] : 'Recette'}
          {FACT_SEPARATOR}
          {RECIPE_SOURCE_LABELS[recipe.source]}
          {recipe.favorite && <span aria-label="Favori">{`${FACT_SEPARATOR}♥`}</span>}
        </p>
        <h2 className="book-card-title">
          <Link to={`/dashboard/recipes/${recipe.id}`}>{recipe.title}</Link>
        </h2>
        {meta && <p className="book-card-meta">{meta}</p>}
      </article>
    </li>
  );
}
