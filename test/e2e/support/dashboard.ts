import type { Locator, Page } from 'playwright-core';
import { button, dialog, field, heading, onPath, settled, signInThroughUi, todayInZurich } from './ui';

/**
 * Signs in through the form (a subscribed account lands on /dashboard), then opens `path` by its
 * address; a query (the planning's `?semaine=`) is the page's to read, so only the pathname is awaited.
 */
export async function openDashboardPage(page: Page, account: { email: string; password: string }, path: string): Promise<void> {
  await signInThroughUi(page, account.email, account.password);
  await onPath(page, '/dashboard');
  if (path !== '/dashboard') {
    await page.goto(path);
    await onPath(page, path.split('?')[0]);
  }
}

/** Opens a dashboard page from the menu, as a person does: a client-side navigation (the tab is not reloaded). */
export async function openFromMenu(page: Page, label: string, path: string): Promise<void> {
  await page.getByRole('link', { name: label, exact: true }).first().click();
  await onPath(page, path);
}

/** /dashboard/settings, signed in through the form; resolves once the page's heading shows. */
export async function openSettings(page: Page, account: { email: string; password: string }): Promise<void> {
  await openDashboardPage(page, account, '/dashboard/settings');
  await heading(page, 'Paramètres').waitFor();
}

/** One block of the settings page ('Profil', 'Famille', 'Mes données'…): a region named by its heading. */
export const settingsSection = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });

/**
 * Adds an article through the page's « Ajouter un article » dialog (the shopping list's or the
 * fridge's), filled as a person does; resolves once the dialog has closed.
 */
export async function addArticle(page: Page, article: { name: string; quantity?: string; unit?: string }): Promise<void> {
  await button(page, 'Ajouter un article').first().click();
  const modal = dialog(page, 'Ajouter un article');
  await modal.waitFor();
  await field(modal, 'Nom').fill(article.name);
  if (article.quantity !== undefined) await field(modal, 'Quantité').fill(article.quantity);
  if (article.unit !== undefined) await field(modal, 'Unité').selectOption(article.unit);
  await button(modal, 'Ajouter').click();
  await modal.waitFor({ state: 'detached' });
}

/** A line of the shopping list, by the start of its name (its checkbox's name goes on with the quantity). */
export const shoppingLine = (page: Page, name: string): Locator => page.getByRole('checkbox', { name: new RegExp(`^${name}`) });

/** The kitchen pages' floating notice (what was just done, often with its « Annuler »). */
export const notice = (page: Page): Locator => page.getByRole('status').filter({ has: page.locator('.kn-notice') });

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

/** A 'YYYY-MM-DD' moved by `n` days. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Next week's Monday (Zurich): none of its days is gone, so the week's picker offers all seven. */
export function nextMonday(): string {
  const today = todayInZurich();
  return addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** The planning page on the week starting `week` ('YYYY-MM-DD' of a Monday). */
export async function openPlanning(page: Page, user: { email: string; password: string }, week: string): Promise<void> {
  await openDashboardPage(page, user, `/dashboard/planning?semaine=${week}`);
  await heading(page, 'Planning des repas').waitFor();
}

/** « Planifier ma semaine » opened on next week (all seven days to come), once the dialog is still. */
export async function openWeekPicker(page: Page, user: { email: string; password: string }): Promise<Locator> {
  await openPlanning(page, user, nextMonday());
  await button(page, 'Planifier ma semaine').first().click();
  const picker = dialog(page, 'Planifier ma semaine');
  await picker.waitFor();
  await settled(picker);
  return picker;
}
