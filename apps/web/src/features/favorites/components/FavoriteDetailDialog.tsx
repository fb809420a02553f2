import { useId } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { FavoriteRecipe } from '#contracts';
import { KitchenIcon } from '../../inventory/components/KitchenIcon';
import { useDialogFocus } from '../../../shared/ui/use-dialog-focus';
import { cleanIngredient, cleanStep, typeLabel } from '../recipe-format';
import { FavoriteActions } from './FavoriteActions';
import { RecipeImage } from './RecipeImage';
import { RecipeMeta } from './RecipeMeta';
import '../../inventory/components/kitchen-dialog.css';

interface FavoriteDetailDialogProps {
  /** The favourite shown; null closes the dialog. */
  favorite: FavoriteRecipe | null;
  onClose: () => void;
  onPlan: (favorite: FavoriteRecipe) => void;
  onRemoveRequest: (favorite: FavoriteRecipe) => void;
  /** Where focus goes on closing; null returns it to the card that opened the dialog. */
  returnFocusTo: () => HTMLElement | null;
}

/** The whole recipe: all ingredients, the numbered steps, and what to do with it. */
export function FavoriteDetailDialog({ favorite, onClose, onPlan, onRemoveRequest, returnFocusTo }: FavoriteDetailDialogProps) {
  const focus = useDialogFocus(favorite !== null, returnFocusTo);
  return (
    <Dialog.Root open={favorite !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fd-overlay" />
        {favorite && (
          <Dialog.Content
            className="fd-dialog fav-detail"
            aria-describedby={undefined}
            onOpenAutoFocus={focus.onOpenAutoFocus}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          >
            {/* Keyed so that another recipe starts with fresh notices. */}
            <FavoriteDetail key={favorite.id} favorite={favorite} onPlan={onPlan} onRemoveRequest={onRemoveRequest} />
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface FavoriteDetailProps {
  favorite: FavoriteRecipe;
  onPlan: (favorite: FavoriteRecipe) => void;
  onRemoveRequest: (favorite: FavoriteRecipe) => void;
}

function FavoriteDetail({ favorite, onPlan, onRemoveRequest }: FavoriteDetailProps) {
  const ingredientsId = useId();
  const stepsId = useId();
  const type = typeLabel(favorite.type);
  return (
    <>
      <div className="fav-detail-media">
        <RecipeImage src={favorite.recipeImage} type={favorite.type} />
        <Dialog.Close className="icon-btn fav-detail-close" aria-label="Fermer">
          <KitchenIcon name="close" size={22} />
        </Dialog.Close>
      </div>
      <div className="fav-detail-body">
        <div className="fav-detail-head">
          {type && <p className="fav-detail-type">{type}</p>}
          <Dialog.Title className="fd-title fav-detail-title">{favorite.recipeTitle}</Dialog.Title>
          {favorite.description && <p className="fd-text">{favorite.description}</p>}
          <RecipeMeta recipe={favorite} />
        </div>

        <section aria-labelledby={ingredientsId} className="fav-detail-section">
          <h3 id={ingredientsId}>Ingrédients</h3>
          {favorite.ingredients.length > 0 ? (
            <ul className="fav-ingredients" role="list">
              {favorite.ingredients.map((line, i) => (
                <li key={i}>{cleanIngredient(line)}</li>
              ))}
            </ul>
          ) : (
            <p className="fd-text">Aucun ingrédient enregistré.</p>
          )}
        </section>

        <section aria-labelledby={stepsId} className="fav-detail-section">
          <h3 id={stepsId}>Préparation</h3>
          {favorite.instructions.length > 0 ? (
            // role="list": Safari drops list semantics from lists styled without markers (the numbers are badges).
            <ol className="fav-steps" role="list">
              {favorite.instructions.map((step, i) => (
                <li key={i}>{cleanStep(step)}</li>
              ))}
            </ol>
          ) : (
            <p className="fd-text">Aucune étape enregistrée.</p>
          )}
        </section>
      </div>
      <FavoriteActions favorite={favorite} onPlan={onPlan} onRemoveRequest={onRemoveRequest} />
    </>
  );
}
