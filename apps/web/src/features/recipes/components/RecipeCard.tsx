import { useId, type ReactNode, type Ref } from 'react';
import type { Recipe } from '#contracts';
import { cardIngredients, dishLabel, moreIngredientsLabel } from '../recipe-format';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { RecipeImage } from './RecipeImage';
import { RecipeMeta } from './RecipeMeta';
import '../recipes.css';

interface RecipeCardProps {
  recipe: Recipe;
  onShowDetails: () => void;
  /** Receives focus when the recipe appears, so keyboard and screen-reader users land on it. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Something to show in the picture's corner (the fridge modal's heart, for instance). */
  badge?: ReactNode;
  compact?: boolean;
}

/** A generated recipe at a glance: picture, type, title, description, figures, first ingredients. */
export function RecipeCard({ recipe, onShowDetails, titleRef, badge, compact = false }: RecipeCardProps) {
  const titleId = useId();
  const { shown, more } = cardIngredients(recipe);
  return (
    <article className={`rk-card card${compact ? ' rk-card-compact' : ''}`} aria-labelledby={titleId}>
      <div className="rk-card-media">
        <RecipeImage key={recipe.id} recipe={recipe} thumbnail />
        {badge && <div className="rk-card-badge">{badge}</div>}
      </div>
      <div className="rk-card-body">
        <p className="rk-card-type">{dishLabel(recipe.type)}</p>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="rk-card-title">
          {recipe.title}
        </h2>
        <p className="rk-card-description">{recipe.description}</p>
        <RecipeMeta recipe={recipe} />
        <h3 className="rk-card-subtitle">Ingrédients</h3>
        <ul className="rk-card-ingredients">
          {shown.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
        {more > 0 && <p className="rk-card-more">{moreIngredientsLabel(more)}</p>}
        <button type="button" className="btn btn-secondary rk-card-details" onClick={onShowDetails}>
          <AppIcon name="book" size={18} />
          Voir la recette complète
        </button>
      </div>
    </article>
  );
}
