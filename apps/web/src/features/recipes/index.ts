// The recipe-generation kit, shared by the suggestions page and the fridge page's modal.
// The suggestions page itself (pages/SuggestionsPage) is loaded lazily by the dashboard routes.
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
