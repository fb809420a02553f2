import AxeBuilder from '@axe-core/playwright';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { PUBLIC_PATHS, type BookRecipe } from '#contracts';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { api, eventually, savePreferences, signUp, subscribedUser, subscriptionOf, type ApiUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { openDashboardPage } from './support/dashboard';
import { invitationLink, linkIn, waitForEmail } from './support/outbox';
import { alertDialog, button, dialog, field, heading, onPath, settled, signInThroughUi, todayInZurich } from './support/ui';
import { LONG_FLOW_TIMEOUT_MS } from './support/env';

// Every page, axe-checked at two widths in the light theme, the dashboard again in the dark theme at
// one, then what is met only along the way (e-mail links, payment, dialogs): a few seconds a page.
const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

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

/** One theme, whatever an earlier visit saved (the key and shape of shared/theme/theme-store.ts). */
async function withTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((chosen) => {
    const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }).localStorage;
    storage.setItem('theme-storage', JSON.stringify({ theme: chosen }));
  }, theme);
}
const lightTheme = (page: Page) => withTheme(page, 'light');

/** Opens `path` and waits until the page has its heading and no loading spinner is left. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('h1').first().waitFor({ state: 'attached' });
  await page.locator('.spinner').first().waitFor({ state: 'detached' });
}

/** The blocking violations on the page as it stands (or only inside `scope`, a CSS selector), one readable line each. */
async function violations(page: Page, scope?: string): Promise<string[]> {
  // 'experimental' brings label-content-name-mismatch (WCAG 2.5.3: a button's name contains its text).
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental']);
  // axe.run in the page itself. Otherwise axe puts its results together in a new tab, loading itself
  // again there, for every scan: a quarter of the time, for cross-origin frames the app does not have.
  // (And a new tab of the context would have its clock held too, see heldClockViolations.)
  axe.setLegacyMode(true);
  const { violations: found } = await (scope ? axe.include(scope) : axe).analyze();
  return found
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${page.url()} · ${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * `violations` once `shown` is visible, on a page whose clock is paused. Its time moves on in short
 * steps until then (the live event or the next poll), and by a millisecond at a time while axe runs:
 * axe waits on timers of no delay between its rules, which the paused clock holds. The page's own
 * timers (a redirect in 2 s) stay far off: axe needs a few tens of steps.
 */
async function heldClockViolations(page: Page, shown: Locator): Promise<string[]> {
  for (let step = 0; !(await shown.isVisible()); step++) {
    if (step === 60) throw new Error(`${shown} did not show within 6 s of the page's time`);
    await page.clock.runFor(100);
  }
  let done = false;
  const scan = violations(page).finally(() => {
    done = true;
  });
  for (let step = 0; !done; step++) {
    if (step === 1_500) {
      scan.catch(() => undefined); // it ends with the page, once this has failed the test
      throw new Error("axe did not finish within 1.5 s of the page's time");
    }
    await page.clock.runFor(1);
  }
  return scan;
}

/** WCAG 1.4.10 (reflow): nothing makes the page scroll sideways, which on a phone also cuts every card's right edge. */
async function widerThanScreen(page: Page): Promise<string[]> {
  const { page: width, screen } = await page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
    return { page: root.scrollWidth, screen: root.clientWidth };
  });
  return width > screen ? [`${page.url()} · the page is ${width} px wide on a ${screen} px screen`] : [];
}

/**
 * Below 768 px the dashboard's top bar names the page: the same title seen again right under it
 * (« Liste de courses » twice) costs a phone's first screen a line. Seen means on screen and taking room.
 */
async function titleSeenTwice(page: Page): Promise<string[]> {
  const topbar = page.locator('.dash-topbar-title');
  if ((page.viewportSize()?.width ?? 0) >= 768 || (await topbar.count()) === 0) return [];
  const title = ((await topbar.textContent()) ?? '').trim();
  const seen = await page.getByText(title, { exact: true }).evaluateAll((elements) =>
    elements.filter((el) => {
      const box = el.getBoundingClientRect();
      const screenWidth = (globalThis as unknown as { innerWidth: number }).innerWidth;
      // The tab bar's « Planning » is a way there, not the page's title.
      return box.width > 1 && box.height > 1 && box.right > 0 && box.left < screenWidth && !el.closest('nav');
    }).length,
  );
  return seen > 1 ? [`${page.url()} · « ${title} » is seen ${seen} times on a phone`] : [];
}

async function checkPages(page: Page, paths: readonly string[]): Promise<string[]> {
  const all: string[] = [];
  for (const path of paths) {
    await open(page, path);
    all.push(...(await violations(page)), ...(await widerThanScreen(page)), ...(await titleSeenTwice(page)));
  }
  return all;
}

describe.each(WIDTHS)('axe, light theme, %s width', (width, options) => {
  it('finds nothing serious or moderate on the public and sign-in pages', async () => {
    await withPage(
      browser(),
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
      browser(),
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
      browser(),
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
    const { user, paths } = await kitchenInUse(`axe-dash-${width}`);
    await withPage(
      browser(),
      `axe-dashboard-${width}`,
      async (page) => {
        await lightTheme(page);
        await openDashboardPage(page, user, '/dashboard');
        expect(await checkPages(page, paths)).toEqual([]);
      },
      options,
    );
  });
});

// The dark theme at one width: the colours are the same tokens whatever the width.
describe('axe, dark theme, phone width', () => {
  it('finds nothing serious or moderate on any page of the dashboard, each with something in it', async () => {
    const { user, paths } = await kitchenInUse('axe-dark');
    await withPage(
      browser(),
      'axe-dashboard-dark',
      async (page) => {
        await withTheme(page, 'dark');
        await openDashboardPage(page, user, '/dashboard');
        expect(await checkPages(page, paths)).toEqual([]);
        await page.locator('html.dark').waitFor({ state: 'attached' });
      },
      PHONE,
    );
  });
});

// What is reached only along the way (an e-mail, a payment, a dialog): light theme, one width.
describe('axe, light theme, pages and dialogs met along the way', () => {
  it('finds nothing serious or moderate on a real invitation link and a real e-mail confirmation link', async () => {
    const owner = await subscribedUser({ label: 'axe-owner', firstName: 'Marc', lastName: 'Favre' });
    const invited = uniqueEmail('axe-invited');
    await api('/households/invitations', { token: owner.token, body: { email: invited } });
    const invitation = (await invitationLink(invited)).href;
    const newcomer = uniqueEmail('axe-confirm');
    await api('/auth/sign-up', { body: { email: newcomer, password: PASSWORD, firstName: 'Julie', lastName: 'Rochat' } });
    const confirmation = linkIn(await waitForEmail(newcomer, /^Confirmez votre adresse email$/));
    await withPage(
      browser(),
      'axe-email-links',
      async (page) => {
        await lightTheme(page);
        const found: string[] = [];
        await page.goto(invitation);
        await heading(page, /^Marc Favre vous invite à rejoindre/).waitFor();
        found.push(...(await violations(page)));
        // Confirming opens the account's first session: after the invitation, which is read signed out.
        await page.goto(confirmation);
        await heading(page, 'Adresse email confirmée').waitFor();
        found.push(...(await violations(page)));
        expect(found).toEqual([]);
      },
      PHONE,
    );
  });

  it('finds nothing serious or moderate on the demo checkout, the payment confirmation (waiting, given up, confirmed) and the demo portal', async () => {
    const user = await signUp({ label: 'axe-billing' });
    await savePreferences(user.token);
    const { url } = await api<{ url: string }>('/billing/checkout', { token: user.token, body: {} });
    const checkout = new URL(url);
    const sessionId = checkout.searchParams.get('session_id') ?? '';
    await withPage(
      browser(),
      'axe-billing',
      async (page) => {
        // The page's own clock, so the 60 s wait can be skipped and the 2 s redirect held.
        await page.clock.install();
        await lightTheme(page);
        await signInThroughUi(page, user.email, user.password);
        await onPath(page, '/subscription');
        const found: string[] = [];

        await page.goto(checkout.pathname + checkout.search);
        await button(page, /^(Payer|Démarrer l'essai gratuit)/).waitFor();
        found.push(...(await violations(page)));

        // Not paid: the page waits for the server's word, then gives up.
        await page.goto('/payment/success');
        await heading(page, 'Activation de votre abonnement…').waitFor();
        found.push(...(await violations(page)));
        await page.clock.fastForward(61_000);
        await heading(page, 'Activation impossible').waitFor();
        found.push(...(await violations(page)));

        // Paid while the page waits, its clock held: 'Paiement confirmé !' stays until it is let go.
        await page.goto('/payment/success');
        await heading(page, 'Activation de votre abonnement…').waitFor();
        await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
        try {
          await api('/billing/demo/complete', { token: user.token, body: { sessionId } });
          await eventually('the subscription becomes active', () => subscriptionOf(user.token), (s) => s.active);
          found.push(...(await heldClockViolations(page, heading(page, 'Paiement confirmé !'))));
          expect(new URL(page.url()).pathname).toBe('/payment/success');
        } finally {
          await page.clock.resume();
        }
        await onPath(page, '/dashboard');

        await open(page, '/billing/demo-portal');
        found.push(...(await violations(page)));
        expect(found).toEqual([]);
      },
      PHONE,
    );
  });

  it('finds nothing serious or moderate in the main forms and dialogs showing their errors', async () => {
    const user = await subscribedUser({ label: 'axe-dialogs' });
    await withPage(
      browser(),
      'axe-dialogs',
      async (page) => {
        await lightTheme(page);
        await openDashboardPage(page, user, '/dashboard');
        const found: string[] = [];
        /** Sends the form empty (or as `fill` leaves it) and checks what it then shows, axe kept to `scope`. */
        const checkErrors = async (scope: string, submit: () => Promise<void>) => {
          await submit();
          await page.locator(`${scope} [aria-invalid="true"]`).first().waitFor();
          // A dialog still fading in blends its text with the page behind: axe would read that as low contrast.
          await settled(page.locator(scope).first());
          found.push(...(await violations(page, scope)));
        };
        const DIALOG = '[role="dialog"]';
        const FORM = 'form:has([aria-invalid="true"])';

        for (const path of ['/dashboard/inventory', '/dashboard/shopping']) {
          await open(page, path);
          await button(page, 'Ajouter un article').first().click();
          await checkErrors(DIALOG, () => button(dialog(page, 'Ajouter un article'), 'Ajouter').click());
        }

        await open(page, '/dashboard/planning');
        await button(page, 'Ajouter un repas').first().click();
        await checkErrors(DIALOG, () => button(dialog(page, 'Ajouter un repas'), 'Ajouter au planning').click());

        await open(page, '/dashboard/recipes/new');
        await checkErrors(FORM, () => button(page, 'Enregistrer la recette').click());

        await open(page, '/dashboard/settings');
        await checkErrors(FORM, () => button(page, 'Créer le jeton').click());
        await button(page, 'Supprimer mon compte').click();
        const confirm = alertDialog(page, 'Supprimer votre compte ?');
        await checkErrors('[role="alertdialog"]', async () => {
          await field(confirm, 'Saisissez SUPPRIMER').fill('non');
          await field(confirm, 'Saisissez SUPPRIMER').press('Enter');
        });
        expect(found).toEqual([]);
      },
      DESKTOP,
    );
  });
});

/** An account whose kitchen has something everywhere, and every dashboard page to check for it. */
async function kitchenInUse(label: string): Promise<{ user: ApiUser; paths: string[] }> {
  const user = await subscribedUser({ label });
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
  return { user, paths: [...DASHBOARD, ...['', '/edit', '/cook'].map((tail) => `/dashboard/recipes/${recipe.id}${tail}`)] };
}
