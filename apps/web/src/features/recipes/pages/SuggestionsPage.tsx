import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DishType } from '#contracts';
import { usePageMeta } from '../../../shared/seo/use-page-meta';
import { DishTypePicker } from '../components/DishTypePicker';
import { GeneratingState } from '../components/GeneratingState';
import { AddToPantryButton } from '../components/AddToPantryButton';
import { GenerationError } from '../components/GenerationError';
import { AppIcon } from '../../../shared/ui/AppIcon';
import { SuggestedRecipe } from '../components/SuggestedRecipe';
import { usePantryOffer } from '../hooks/use-pantry-offer';
import { useRecipeGeneration } from '../hooks/use-recipe-generation';
import '../recipes.css';

/** /dashboard/feed, 'Suggestions': a recipe of the chosen type, made for the household's tastes. */
export default function SuggestionsPage() {
  // Same title as the dashboard shell gives this section, so neither overwrites the other.
  usePageMeta({
    title: 'Suggestions · Mijote',
    description: 'Des recettes choisies selon vos goûts et vos restrictions alimentaires.',
    path: '/dashboard/feed',
    noindex: true,
  });
  // From the dashboard's "à consommer en priorité": ?mode=frigo&ingredient=… cooks from the fridge,
  // that item first, and starts at once (one tap from the dashboard to a recipe).
  const [params] = useSearchParams();
  const fridgeItem = params.get('mode') === 'frigo' ? params.get('ingredient')?.trim() || undefined : undefined;
  const { state, generate, regenerate, retry, reset } = useRecipeGeneration({ mode: fridgeItem ? 'fridge' : 'preferences', useFirst: fridgeItem });
  const [dishType, setDishType] = useState<DishType>('plat');
  const pantry = usePantryOffer({ retry, regenerate });
  const pickerHeadingRef = useRef<HTMLHeadingElement>(null);
  const cameBack = useRef(false);

  // Back on the type choice after a recipe or an error: the keyboard lands on its heading.
  useEffect(() => {
    if (state.status === 'idle' && cameBack.current) pickerHeadingRef.current?.focus();
  }, [state.status]);

  useEffect(() => {
    if (!fridgeItem) return;
    // Deferred so that a mount undone at once (StrictMode) asks the server only once.
    const timer = setTimeout(() => generate('plat'), 0);
    return () => clearTimeout(timer);
  }, [fridgeItem, generate]);

  function changeType() {
    cameBack.current = true;
    pantry.clear();
    reset();
  }

  let content;
  switch (state.status) {
    case 'idle':
      content = (
        <section className="rk-pick card" aria-labelledby="rk-pick-title">
          <h2 id="rk-pick-title" ref={pickerHeadingRef} tabIndex={-1} className="rk-pick-title">
            Que voulez-vous cuisiner ?
          </h2>
          <p className="rk-pick-text">Choisissez un type de plat : le chef vous propose une recette selon vos goûts et vos restrictions.</p>
          <DishTypePicker value={dishType} onChange={setDishType} hideLegend />
          <button type="button" className="btn btn-primary btn-lg rk-pick-go" onClick={() => generate(dishType)}>
            <AppIcon name="sparkles" size={20} />
            Générer une recette
          </button>
        </section>
      );
      break;
    case 'generating':
      content = <GeneratingState dishType={state.dishType} />;
      break;
    case 'ready':
      content = (
        <SuggestedRecipe
          key={state.recipe.id}
          recipe={state.recipe}
          onChangeType={changeType}
          onRegenerate={pantry.regenerate}
          pantryAdded={pantry.added}
          onPantryAdded={pantry.onAdded}
        />
      );
      break;
    case 'error':
      content = (
        <GenerationError
          message={state.message}
          onChangeType={changeType}
          onRetry={state.final ? undefined : retry}
          offer={state.pantryNeeds.length > 0 && <AddToPantryButton basics={state.pantryNeeds} onAdded={pantry.onAdded} />}
        >
          {/* Asking again gives the same answer: what changes it is the fridge. */}
          {state.final && fridgeItem && (
            <Link to="/dashboard/inventory" className={state.pantryNeeds.length > 0 ? 'btn btn-secondary' : 'btn btn-primary'}>
              <AppIcon name="fridge" size={18} />
              Ouvrir le frigo
            </Link>
          )}
        </GenerationError>
      );
      break;
  }

  return (
    <div className="rk-page">
      <header className="rk-page-head">
        <h1 className="page-title same-as-topbar">Suggestions</h1>
        <p className="rk-page-lead">
          {fridgeItem ? `Une recette avec « ${fridgeItem} », à partir de votre frigo.` : 'Des idées de recettes pensées pour votre foyer, en un geste.'}
        </p>
      </header>
      {content}
    </div>
  );
}
