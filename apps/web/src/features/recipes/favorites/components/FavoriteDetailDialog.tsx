import { useId } from 'react';
import type { FavoriteRecipe } from '#contracts';
import { Modal } from '../../../../shared/ui/Modal';
import { cleanIngredient, cleanStep, dishLabel } from '../../recipe-format';
import { FavoriteActions } from './FavoriteActions';
import { RecipeImage } from '../../components/RecipeImage';
import { RecipeMeta } from '../../components/RecipeMeta';

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
  const type = favorite?.type && dishLabel(favorite.type);
  return (
    <Modal
      open={favorite !== null}
      onOpenChange={(open) => !open && onClose()}
      title={favorite?.recipeTitle ?? ''}
      description={favorite?.description || undefined}
      size="lg"
      className="fav-detail"
      returnFocusTo={returnFocusTo}
      media={
        favorite && (
          <div className="fav-detail-media">
            <RecipeImage recipe={{ imageUrl: favorite.recipeImage, type: favorite.type }} />
          </div>
        )
      }
      eyebrow={type && <p className="fav-detail-type">{type}</p>}
    >
      {/* Keyed so that another recipe starts with fresh notices. */}
      {favorite && <FavoriteDetail key={favorite.id} favorite={favorite} onPlan={onPlan} onRemoveRequest={onRemoveRequest} />}
    </Modal>
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
  return (
    <>
      <div className="fav-detail-body">
        <RecipeMeta recipe={favorite} />

        <section aria-labelledby={ingredientsId} className="fav-detail-section">
          <h3 id={ingredientsId}>Ingrédients</h3>
          {favorite.ingredients.length > 0 ? (
            <ul className="fav-ingredients" role="list">
              {favorite.ingredients.map((line, i) => (
                <li key={i}>{cleanIngredient(line)}</li>
              ))}
            </ul>
          ) : (
            <p className="fav-detail-none">Aucun ingrédient enregistré.</p>
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
            <p className="fav-detail-none">Aucune étape enregistrée.</p>
          )}
        </section>
      </div>
      <FavoriteActions favorite={favorite} onPlan={onPlan} onRemoveRequest={onRemoveRequest} />
    </>
  );
}
