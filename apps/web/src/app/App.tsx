import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { SessionProvider } from '../shared/session/SessionProvider';

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </BrowserRouter>
  );
}
