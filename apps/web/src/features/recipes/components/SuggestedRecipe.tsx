import { useEffect, useRef, useState } from 'react';
import type { Recipe } from '#contracts';
import { useAddToShopping } from '../hooks/use-add-to-shopping';
import { useFavorite } from '../hooks/use-favorite';
import { usePlanRecipe } from '../hooks/use-plan-recipe';
import { ActionFeedback } from './ActionFeedback';
import { AddToPantryButton } from './AddToPantryButton';
import { RecipeActionBar } from './RecipeActionBar';
import { RecipeCard } from './RecipeCard';
import { RecipeDetailsModal } from './RecipeDetailsModal';

interface SuggestedRecipeProps {
  recipe: Recipe;
  onChangeType: () => void;
  onRegenerate: () => void;
  /** From the fridge: the basics just added to « Mon placard » for this recipe, said once beside it. */
  pantryAdded?: string | null;
  /** From the fridge, the cheese course served in place of a dessert: its basics added, the chef is asked again. */
  onPantryAdded?: (confirmation: string) => void;
}

/** The suggestions page's recipe: the card, its side buttons and the full-recipe modal. */
export function SuggestedRecipe({ recipe, onChangeType, onRegenerate, pantryAdded = null, onPantryAdded }: SuggestedRecipeProps) {
  const favorite = useFavorite(recipe);
  const shopping = useAddToShopping(recipe);
  const plan = usePlanRecipe();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The spinner that had the focus is gone: land on the new recipe's title.
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <div className="rk-suggestion">
      <RecipeCard recipe={recipe} titleRef={titleRef} onShowDetails={() => setDetailsOpen(true)} />
      <div className="rk-side">
        {onPantryAdded && recipe.pantryNeeds && recipe.pantryNeeds.length > 0 && <AddToPantryButton basics={recipe.pantryNeeds} onAdded={onPantryAdded} />}
        <ActionFeedback confirmation={shopping.confirmation ?? pantryAdded} error={shopping.error ?? favorite.error} />
        <RecipeActionBar
          favorite={favorite}
          shopping={shopping}
          onChangeType={onChangeType}
          onPlan={() => plan(recipe)}
          onRegenerate={onRegenerate}
        />
      </div>
      <RecipeDetailsModal recipe={recipe} open={detailsOpen} onOpenChange={setDetailsOpen} shopping={shopping} onPlan={() => plan(recipe)} />
    </div>
  );
}
