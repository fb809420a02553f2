// The recipe-generation kit, shared by the suggestions page and the fridge page's modal.
export { FridgeRecipeGenerator } from './components/FridgeRecipeGenerator';
export { DishTypePicker } from './components/DishTypePicker';
export { RecipeCard } from './components/RecipeCard';
export { RecipeDetailsModal } from './components/RecipeDetailsModal';
export { FavoriteToggle } from './components/FavoriteToggle';
export { GeneratingState } from './components/GeneratingState';
export { GenerationError } from './components/GenerationError';
export { useRecipeGeneration, type RecipeGeneration, type RecipeGenerationState } from './hooks/use-recipe-generation';
export { useFavorite, type FavoriteState } from './hooks/use-favorite';
export { useAddToShopping, type AddToShopping } from './hooks/use-add-to-shopping';
export { usePlanRecipe, planRecipeState, PLANNING_PATH, type PlanRecipeState } from './hooks/use-plan-recipe';

// The pages, each its own chunk, for the dashboard's routes. This entry is itself loaded lazily (it
// carries the kit), so it hands out loaders rather than components.
export const loadSuggestionsPage = () => import('./pages/SuggestionsPage');
export const loadRecipeBookPage = () => import('./pages/RecipeBookPage');
export const loadFavoritesPage = () => import('./favorites/pages/FavoritesPage');
