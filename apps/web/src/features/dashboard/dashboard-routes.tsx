import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { DashboardNotFound } from './pages/DashboardNotFound';
import { HomePage } from './pages/HomePage';

// Each page is its own chunk, loaded from its feature folder. Paths must stay those of
// DASHBOARD_NAV (dashboard-nav.ts), which the menus link to.
const ChatPage = lazy(() => import('../chat/pages/ChatPage'));
const FeedPage = lazy(() => import('../recipes/pages/SuggestionsPage'));
const PlanningPage = lazy(() => import('../planning/pages/PlanningPage'));
const ShoppingPage = lazy(() => import('../shopping/pages/ShoppingPage'));
const InventoryPage = lazy(() => import('../inventory/pages/InventoryPage'));
const FavoritesPage = lazy(() => import('../favorites/pages/FavoritesPage'));
const RecipeBookPage = lazy(() => import('../recipes/pages/RecipeBookPage'));
const SettingsPage = lazy(() => import('../settings/pages/SettingsPage'));

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
