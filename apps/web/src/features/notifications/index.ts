// The feature's public entry: the bell the dashboard's top bar shows.
export { NotificationBell } from './components/NotificationBell';
// The subscription page's word to a member removed from their family.
export { useHouseholdRemoval } from './hooks/use-household-removal';
