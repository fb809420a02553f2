import { useState } from 'react';
import { DISH_TYPE_LABELS, servingsLabel, type PlannedMeal } from '#contracts';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { MealRecipe } from './MealRecipe';

/** The edit button's id, for giving it focus back when its card moved to another day. */
export const editButtonId = (mealId: string) => `pl-edit-${mealId}`;

interface MealCardProps {
  meal: PlannedMeal;
  onEdit: (meal: PlannedMeal) => void;
  onDelete: (meal: PlannedMeal) => void;
}

/** One planned meal: time, title, type and portions, to edit or delete; its recipe unfolds when it has one. */
export function MealCard({ meal, onEdit, onDelete }: MealCardProps) {
  const [open, setOpen] = useState(false);
  const hasRecipe = meal.ingredients.length > 0 || meal.instructions.length > 0;
  const recipeId = `pl-recipe-${meal.id}`;
  return (
    <li className="pl-meal card">
      <div className="pl-meal-main">
        <time className="pl-meal-time" dateTime={`${meal.date}T${meal.time}`}>
          {meal.time}
        </time>
        <div className="pl-meal-body">
          <p className="pl-meal-title">{meal.recipeTitle}</p>
          <p className="pl-meal-meta">
            <span className="pl-type">{DISH_TYPE_LABELS[meal.type] ?? meal.type}</span>
            <span className="pl-servings">
              <AppIcon name="users" size={16} />
              {servingsLabel(meal.servings)}
            </span>
          </p>
          {hasRecipe && (
            <button
              type="button"
              className="pl-recipe-toggle"
              aria-expanded={open}
              aria-controls={open ? recipeId : undefined}
              onClick={() => setOpen((o) => !o)}
            >
              <AppIcon name={open ? 'chevronDown' : 'chevronRight'} size={18} />
              {open ? 'Masquer la recette' : 'Voir la recette'}
            </button>
          )}
        </div>
        <button
          type="button"
          id={editButtonId(meal.id)}
          className="icon-btn pl-meal-edit"
          aria-label={`Modifier « ${meal.recipeTitle} »`}
          onClick={() => onEdit(meal)}
        >
          <AppIcon name="pencil" size={20} />
        </button>
        <button
          type="button"
          className="icon-btn pl-meal-delete"
          aria-label={`Supprimer « ${meal.recipeTitle} » du planning`}
          onClick={() => onDelete(meal)}
        >
          <AppIcon name="trash" size={20} />
        </button>
      </div>
      {open && <MealRecipe meal={meal} id={recipeId} />}
    </li>
  );
}
