import type { ReactElement } from 'react';
import { renderDashboardPage } from '../../../shared/testing/render-dashboard-page';

/** `ui` at `path` (the Suggestions page by default), signed in, as on the dashboard. */
export const renderWithKitchen = (ui: ReactElement, path = '/dashboard/feed') => renderDashboardPage(ui, path);
