import { KeepInBookButton } from './KeepInBookButton';
import { useId } from 'react';
import type { Recipe } from '#contracts';
import { Modal } from '../../../shared/ui/Modal';
import type { AddToShopping } from '../hooks/use-add-to-shopping';
import { dishLabel } from '../recipe-format';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { RecipeImage } from './RecipeImage';
import { RecipeMeta } from './RecipeMeta';
import { ActionFeedback } from './ActionFeedback';
import { NoticeBar } from '../../../shared/notice/NoticeBar';
import { CookedButton } from '../cooked/CookedButton';
import { useCookedNotice } from '../cooked/use-cooked-notice';
import '../recipes.css';

interface RecipeDetailsModalProps {
  recipe: Recipe;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopping: AddToShopping;
  onPlan: () => void;
  /** A recipe made from the fridge: « J'ai cuisiné cette recette » takes what it used from it. */
  fromFridge?: boolean;
}

/**
 * 'Voir la recette complète': every ingredient, the numbered steps, and the two add buttons.
 * On the shared Modal, which gives focus back to the card's button that opened it.
 */
export function RecipeDetailsModal({ recipe, open, onOpenChange, shopping, onPlan, fromFridge = false }: RecipeDetailsModalProps) {
  const cooked = useCookedNotice();
  const adding = shopping.status === 'pending';
  const ingredientsId = useId();
  const stepsId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={recipe.title}
      description={recipe.description || undefined}
      size="lg"
      className="rk-details"
      media={<RecipeImage key={recipe.id} recipe={recipe} className="rk-details-media" />}
      eyebrow={<p className="rk-card-type">{dishLabel(recipe.type)}</p>}
    >
      <div className="rk-details-body">
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
      <div className="rk-details-foot">
        <ActionFeedback confirmation={shopping.confirmation} error={shopping.error} />
        <div className="rk-details-actions">
          <KeepInBookButton recipe={recipe} />
          {fromFridge && <CookedButton ingredients={recipe.ingredients} servings={recipe.servings} onApplied={(result) => cooked.applied(result.undo)} />}
          <button type="button" className="btn btn-secondary" onClick={() => void shopping.add()} disabled={adding} aria-busy={adding || undefined}>
            {adding ? <span className="spinner" aria-hidden="true" /> : <AppIcon name="basket" size={18} />}
            Ajouter à la liste de courses
          </button>
          <button type="button" className="btn btn-primary" onClick={onPlan}>
            <AppIcon name="calendar" size={18} />
            Ajouter au planning
          </button>
        </div>
      </div>
      {/* Inside the dialog: outside it, « Annuler » could not be reached while the recipe is open. */}
      {fromFridge && <NoticeBar notice={cooked.notice} onDismiss={cooked.dismiss} />}
    </Modal>
  );
}
