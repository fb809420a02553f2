import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { ChatPage } from '../chat';
import { InventoryPage } from '../inventory';
import { PlanningPage } from '../planning';
import { SettingsPage } from '../settings';
import { ShoppingPage } from '../shopping';
import { DashboardNotFound } from './pages/DashboardNotFound';
import { HomePage } from './pages/HomePage';

// Each page is its own chunk, loaded lazily by its feature's public entry. The recipes entry also
// carries the generation kit, so it is itself loaded only when one of its pages is shown. Paths must
// stay those of DASHBOARD_NAV (dashboard-nav.ts), which the menus link to.
const FeedPage = lazy(() => import('../recipes').then((m) => m.loadSuggestionsPage()));
const RecipeBookPage = lazy(() => import('../recipes').then((m) => m.loadRecipeBookPage()));
const FavoritesPage = lazy(() => import('../recipes').then((m) => m.loadFavoritesPage()));

/** The pages inside the shell, relative to /dashboard. */
export function DashboardRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="chat" element={<ChatPage />} />
      <Route path="feed" element={<FeedPage />} />
      <Route path="planning/*" element={<PlanningPage />} />
      <Route path="shopping/*" element={<ShoppingPage />} />
      <Route path="inventory/*" element={<InventoryPage />} />
      <Route path="recipes/*" element={<RecipeBookPage />} />
      <Route path="favorites/*" element={<FavoritesPage />} />
      <Route path="settings" element={<SettingsPage />} />
      <Route path="*" element={<DashboardNotFound />} />
    </Routes>
  );
}
