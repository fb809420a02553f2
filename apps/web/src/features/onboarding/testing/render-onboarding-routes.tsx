import type { InitialEntry } from 'react-router';
import { renderAppRoutes } from '../../../shared/testing/render-app-routes';
import QuestionnairePage from '../pages/QuestionnairePage';

/** The real session provider and questionnaire, with stand-ins for the pages it leads to. */
export function renderOnboardingRoutes(entry: InitialEntry = '/questionnaire') {
  return renderAppRoutes(entry, { signedIn: { '/questionnaire': <QuestionnairePage /> } });
}
