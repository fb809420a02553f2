// The feature's public entry: the family section of the settings page. (/invitation is routed by app/.)
export { FamilySection } from './components/FamilySection';
