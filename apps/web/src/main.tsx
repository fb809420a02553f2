import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startSessionCheck } from './shared/session/session-check';
import './styles/index.css';

// A returning member's session is asked for now, while React mounts, rather than once it has.
startSessionCheck();

// The first render as a transition: React yields to the browser every few milliseconds instead of
// building the whole page in one long task, so a phone stays responsive while the page mounts
// (Lighthouse's Total Blocking Time, npm run bench:web). What is shown is the same.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
