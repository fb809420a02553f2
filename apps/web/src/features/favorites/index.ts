import { lazy } from 'react';

// The feature's public entry: its page, loaded as its own chunk when the dashboard routes to it.
export const FavoritesPage = lazy(() => import('./pages/FavoritesPage'));
