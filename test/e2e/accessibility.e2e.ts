import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { PUBLIC_PATHS, type BookRecipe } from '#contracts';
import { api, savePreferences, signUp, subscribedUser, type ApiUser } from './support/api';
import { launchBrowser, PHONE, withPage } from './support/browser';
import { onPath, signInThroughUi, todayInZurich } from './support/ui';

// Every page, axe-checked at two widths: a few seconds a page.
jest.setTimeout(240_000);

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const WIDTHS: ReadonlyArray<[string, BrowserContextOptions]> = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];
/** What the issue asks for: nothing serious, nothing moderate (and of course nothing critical). */
const BLOCKING = new Set(['critical', 'serious', 'moderate']);

const SIGNED_OUT = [
  ...PUBLIC_PATHS,
  '/page-inconnue',
  '/auth',
  '/auth?mode=signup',
  '/auth/reset-password',
  '/auth/email-confirmation',
  '/auth/email-change/cancel',
  '/invitation',
];
const DASHBOARD = [
  '/dashboard',
  '/dashboard/feed',
  '/dashboard/chat',
  '/dashboard/planning',
  '/dashboard/shopping',
  '/dashboard/inventory',
  '/dashboard/recipes',
  '/dashboard/favorites',
  '/dashboard/settings',
  '/dashboard/page-inconnue',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The light theme, whatever an earlier visit saved (the key and shape of shared/theme/theme-store.ts). */
async function lightTheme(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
    storage.setItem('theme-storage', JSON.stringify({ theme: 'light' }));
  });
}

/** Opens `path` and waits until the page has its heading and no loading spinner is left. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await page.locator('.spinner').first().waitFor({ state: 'detached' });
}

/** The blocking violations on the page as it stands, one readable line each. */
async function violations(page: Page): Promise<string[]> {
  // 'experimental' brings label-content-name-mismatch (WCAG 2.5.3: a button's name contains its text).
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'])
    .analyze();
  return found
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${page.url()} · ${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

async function checkPages(page: Page, paths: readonly string[]): Promise<string[]> {
  const all: string[] = [];
  for (const path of paths) {
    await open(page, path);
    all.push(...(await violations(page)));
  }
  return all;
}

describe.each(WIDTHS)('axe, light theme, %s width', (width, options) => {
  it('finds nothing serious or moderate on the public and sign-in pages', async () => {
    await withPage(
      browser,
      `axe-public-${width}`,
      async (page) => {
        await lightTheme(page);
        expect(await checkPages(page, SIGNED_OUT)).toEqual([]);
      },
      options,
    );
  });

  it('finds nothing serious or moderate on the questionnaire and the subscription page', async () => {
    const newcomer: ApiUser = await signUp({ label: `axe-new-${width}` });
    const unsubscribed: ApiUser = await signUp({ label: `axe-unsub-${width}` });
    await savePreferences(unsubscribed.token);
    const found: string[] = [];
    await withPage(
      browser,
      `axe-questionnaire-${width}`,
      async (page) => {
        await lightTheme(page);
        await signInThroughUi(page, newcomer.email, newcomer.password);
        await onPath(page, '/questionnaire');
        found.push(...(await checkPages(page, ['/questionnaire'])));
      },
      options,
    );
    await withPage(
      browser,
      `axe-subscription-${width}`,
      async (page) => {
        await lightTheme(page);
        await signInThroughUi(page, unsubscribed.email, unsubscribed.password);
        await onPath(page, '/subscription');
        found.push(...(await checkPages(page, ['/subscription'])));
      },
      options,
    );
    expect(found).toEqual([]);
  });

  it('finds nothing serious or moderate on any page of the dashboard, each with something in it', async () => {
    const user = await subscribedUser({ label: `axe-dash-${width}` });
    // Empty pages show only their invitation to start: the lists, cards and shelves are what is checked.
    await api('/inventory-items', { token: user.token, body: { name: 'Courgettes', quantity: 4, unit: 'unité', category: 'Fruits et Légumes' } });
    await api('/inventory-items', { token: user.token, body: { name: 'Lait', quantity: 1, unit: 'l', category: 'Produits Laitiers', expirationDate: todayInZurich() } });
    await api('/shopping-items', { token: user.token, body: { name: 'Pain' } });
    await api('/shopping-items', { token: user.token, body: { name: 'Beurre' } });
    const recipe = await api<BookRecipe>('/recipes', {
      token: user.token,
      body: { title: 'Gratin de courgettes', ingredients: ['4 courgettes', '20 cl de crème'], steps: ['Trancher.', 'Cuire 40 minutes.'] },
    });
    await api(`/recipes/${recipe.id}/favorite`, { method: 'PUT', token: user.token });
    await api('/planned-meals', {
      token: user.token,
      body: { recipeTitle: 'Gratin de courgettes', date: todayInZurich(), time: '19:00', servings: 2, type: 'plat', ingredients: ['4 courgettes'], instructions: ['Cuire.'] },
    });
    await withPage(
      browser,
      `axe-dashboard-${width}`,
      async (page) => {
        await lightTheme(page);
        await signInThroughUi(page, user.email, user.password);
        await onPath(page, '/dashboard');
        expect(await checkPages(page, [...DASHBOARD, ...[``, `/edit`, `/cook`].map((tail) => `/dashboard/recipes/${recipe.id}${tail}`)])).toEqual([]);
      },
      options,
    );
  });
});
