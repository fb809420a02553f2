// The feature's public entry: the layout and landing page app/ renders at once (its other pages
// are loaded lazily from their files, one chunk each).
export { PublicLayout } from './components/PublicLayout';
export { LandingPage } from './pages/LandingPage';
