import type { Locator, Page } from 'playwright-core';
import { heading, onPath, signInThroughUi } from './ui';

/** Signs in through the form (a subscribed account lands on /dashboard), then opens `path` by its address. */
export async function openDashboardPage(page: Page, account: { email: string; password: string }, path: string): Promise<void> {
  await signInThroughUi(page, account.email, account.password);
  await onPath(page, '/dashboard');
  if (path !== '/dashboard') {
    await page.goto(path);
    await onPath(page, path);
  }
}

/** /dashboard/settings, signed in through the form; resolves once the page's heading shows. */
export async function openSettings(page: Page, account: { email: string; password: string }): Promise<void> {
  await openDashboardPage(page, account, '/dashboard/settings');
  await heading(page, 'Paramètres').waitFor();
}

/** One block of the settings page ('Profil', 'Famille', 'Mes données'…): a region named by its heading. */
export const settingsSection = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

/**
 * Records every address the tab shows (full loads and client-side navigations alike), so a test can
 * tell a page was never visited, not only that it is not the current one.
 */
export function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}
