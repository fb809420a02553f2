import { useId } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { Recipe } from '#contracts';
import type { AddToShopping } from '../hooks/use-add-to-shopping';
import { dishLabel } from '../recipe-format';
import { RecipeIcon } from './RecipeIcon';
import { RecipeImage } from './RecipeImage';
import { RecipeMeta } from './RecipeMeta';
import { ActionFeedback } from './ActionFeedback';
import '../recipes.css';

interface RecipeDetailsModalProps {
  recipe: Recipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopping: AddToShopping;
  onPlan: () => void;
}

/** 'Voir la recette complète': every ingredient, the numbered steps, and the two add buttons. */
export function RecipeDetailsModal({ recipe, open, onOpenChange, shopping, onPlan }: RecipeDetailsModalProps) {
  const adding = shopping.status === 'pending';
  const ingredientsId = useId();
  const stepsId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="rk-overlay" />
        <Dialog.Content className="rk-dialog">
          <div className="rk-dialog-head">
            <div>
              <p className="rk-card-type">{dishLabel(recipe.type)}</p>
              <Dialog.Title className="rk-dialog-title">{recipe.title}</Dialog.Title>
            </div>
            <Dialog.Close className="icon-btn rk-dialog-close" aria-label="Fermer">
              <RecipeIcon name="close" size={22} />
            </Dialog.Close>
          </div>
          <div className="rk-dialog-body">
            <RecipeImage recipe={recipe} className="rk-dialog-image" />
            <Dialog.Description className="rk-dialog-description">{recipe.description}</Dialog.Description>
            <RecipeMeta recipe={recipe} />
            <section aria-labelledby={ingredientsId}>
              <h3 id={ingredientsId} className="rk-card-subtitle">
                Ingrédients
              </h3>
              <ul className="rk-ingredients">
                {recipe.ingredients.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={stepsId}>
              <h3 id={stepsId} className="rk-card-subtitle">
                Préparation
              </h3>
              <ol className="rk-steps">
                {recipe.instructions.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
            </section>
          </div>
          <div className="rk-dialog-foot">
            <ActionFeedback confirmation={shopping.confirmation} error={shopping.error} />
            <div className="rk-dialog-actions">
              <button type="button" className="btn btn-secondary" onClick={() => void shopping.add()} disabled={adding} aria-busy={adding || undefined}>
                {adding ? <span className="spinner" aria-hidden="true" /> : <RecipeIcon name="basket" size={18} />}
                Ajouter à la liste de courses
              </button>
              <button type="button" className="btn btn-primary" onClick={onPlan}>
                <RecipeIcon name="calendar" size={18} />
                Ajouter au planning
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
