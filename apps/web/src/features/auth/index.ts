// The feature's public entry, for routing only: the sign-in page an invitation leads to. app/ routes
// the auth pages lazily from their own files.
export { default as AuthPage } from './pages/AuthPage';
