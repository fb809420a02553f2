// The feature's public entry: the bell the dashboard's top bar shows.
export { NotificationBell } from './components/NotificationBell';
