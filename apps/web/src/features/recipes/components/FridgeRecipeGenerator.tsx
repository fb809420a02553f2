import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RECIPE_MESSAGES, type DishType, type Recipe } from '#contracts';
import { useAddToShopping } from '../hooks/use-add-to-shopping';
import { useFavorite } from '../hooks/use-favorite';
import { usePlanRecipe } from '../hooks/use-plan-recipe';
import { usePantryOffer } from '../hooks/use-pantry-offer';
import { useRecipeGeneration } from '../hooks/use-recipe-generation';
import { ActionFeedback } from './ActionFeedback';
import { AddToPantryButton } from './AddToPantryButton';
import { DishTypePicker } from './DishTypePicker';
import { FavoriteToggle } from './FavoriteToggle';
import { GeneratingState } from './GeneratingState';
import { GenerationError } from './GenerationError';
import { RecipeCard } from './RecipeCard';
import { RecipeDetailsModal } from './RecipeDetailsModal';
import { AppIcon } from '../../../shared/ui/AppIcon';
import '../recipes.css';

interface FridgeRecipeGeneratorProps {
  /** Closes the fridge page's modal. */
  onClose: () => void;
  initialType?: DishType;
}

/**
 * The body of the fridge page's 'Générer une recette' modal (the modal keeps its title and close
 * button): pick a type, 'Générer', then the recipe with 'Régénérer' and 'Fermer'. Uses only what
 * is in the household's fridge (mode 'fridge').
 */
export function FridgeRecipeGenerator({ onClose, initialType = 'plat' }: FridgeRecipeGeneratorProps) {
  const { state, generate, regenerate, retry, reset } = useRecipeGeneration({ mode: 'fridge' });
  const [dishType, setDishType] = useState<DishType>(initialType);
  const pantry = usePantryOffer({ retry, regenerate });
  const changeType = () => {
    pantry.clear();
    reset();
  };

  const close = (
    <button type="button" className="btn btn-secondary" onClick={onClose}>
      Fermer
    </button>
  );

  switch (state.status) {
    case 'idle':
      return (
        <div className="rk-fridge">
          <DishTypePicker value={dishType} onChange={setDishType} />
          <div className="rk-fridge-actions">
            {close}
            <button type="button" className="btn btn-primary" onClick={() => generate(dishType)}>
              <AppIcon name="sparkles" size={18} />
              Générer
            </button>
          </div>
        </div>
      );
    case 'generating':
      return (
        <div className="rk-fridge">
          <GeneratingState dishType={state.dishType} />
          <div className="rk-fridge-actions">{close}</div>
        </div>
      );
    case 'error':
      if (state.fridgeEmpty) {
        // Nothing to retry: the fridge has to be filled first.
        return (
          <div className="rk-fridge">
            <div className="rk-fridge-empty" role="alert">
              <AppIcon name="fridge" size={32} />
              <p className="rk-fridge-empty-title">{RECIPE_MESSAGES.fridgeEmpty}</p>
              <p className="rk-fridge-empty-text">Ajoutez quelques articles à votre frigo, puis revenez générer une recette.</p>
            </div>
            <div className="rk-fridge-actions">{close}</div>
          </div>
        );
      }
      return (
        <div className="rk-fridge">
          <GenerationError
            message={state.message}
            onChangeType={changeType}
            onRetry={state.final ? undefined : retry}
            offer={state.pantryNeeds.length > 0 && <AddToPantryButton basics={state.pantryNeeds} onAdded={pantry.onAdded} />}
          >
            {close}
          </GenerationError>
        </div>
      );
    case 'ready':
      return (
        <FridgeRecipe
          key={state.recipe.id}
          recipe={state.recipe}
          onChangeType={changeType}
          onRegenerate={pantry.regenerate}
          close={close}
          pantryAdded={pantry.added}
          onPantryAdded={pantry.onAdded}
        />
      );
  }
}

interface FridgeRecipeProps {
  recipe: Recipe;
  onChangeType: () => void;
  onRegenerate: () => void;
  close: ReactNode;
  /** The basics just added to « Mon placard » for this recipe, said once beside it. */
  pantryAdded: string | null;
  /** The cheese course served in place of a dessert: its basics added, the chef is asked again. */
  onPantryAdded: (confirmation: string) => void;
}

function FridgeRecipe({ recipe, onChangeType, onRegenerate, close, pantryAdded, onPantryAdded }: FridgeRecipeProps) {
  const favorite = useFavorite(recipe);
  const shopping = useAddToShopping(recipe);
  const plan = usePlanRecipe();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => titleRef.current?.focus(), []);
  const offersBasics = (recipe.pantryNeeds?.length ?? 0) > 0;

  return (
    <div className="rk-fridge">
      <RecipeCard
        recipe={recipe}
        compact
        titleRef={titleRef}
        onShowDetails={() => setDetailsOpen(true)}
        badge={<FavoriteToggle favorite={favorite} variant="round" />}
      />
      {offersBasics && <AddToPantryButton basics={recipe.pantryNeeds!} onAdded={onPantryAdded} />}
      <ActionFeedback confirmation={pantryAdded} error={favorite.error} />
      <div className="rk-fridge-actions">
        <button type="button" className="btn btn-ghost rk-fridge-change" onClick={onChangeType}>
          <AppIcon name="grid" size={18} />
          Changer de type
        </button>
        {close}
        {/* One primary action: the basics' offer when there is one. */}
        <button type="button" className={offersBasics ? 'btn btn-secondary' : 'btn btn-primary'} onClick={onRegenerate}>
          <AppIcon name="refresh" size={18} />
          Régénérer
        </button>
      </div>
      <RecipeDetailsModal recipe={recipe} open={detailsOpen} onOpenChange={setDetailsOpen} shopping={shopping} onPlan={() => plan(recipe)} fromFridge />
    </div>
  );
}
