// The feature's public entry, for routing only (app/ loads pages/DashboardPage lazily from its file).
export { default as DashboardPage } from './pages/DashboardPage';
