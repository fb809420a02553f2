import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ShoppingItem } from '#contracts';
import { api, eventually, familyOfTwo, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { addArticle, openDashboardPage, shoppingLine } from './support/dashboard';
import { manifestIcons, pngSize, pwaChecks } from '../../scripts/lib/pwa-checks.mjs';
import { ROOT } from './support/scripts';
import { baseUrl, UI_WAIT_MS } from './support/env';
import { button, field, heading, untilChecked } from './support/ui';

// Issue 12: the phone companion. The installed app keeps the list, the week and the recipe book
// without network, keeps offline ticks and additions across a reload, and sends them once on
// reconnect; a new version is offered and applied.
const browser = useBrowser();

const BANNER = 'Hors ligne — vos modifications seront envoyées au retour du réseau';

/** Resolves once a service worker controls the page: the next navigation is served by it. */
async function workerInstalled(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

const listOf = (token: string) => api<ShoppingItem[]>('/shopping-items', { token });
// The browser's objects, typed for these few lines (the tests compile without the DOM library).
interface WorkerRegistration {
  active: { scriptURL: string; state: string } | null;
  update(): Promise<void>;
}
interface BrowserGlobals {
  navigator: {
    serviceWorker: {
      ready: Promise<WorkerRegistration>;
      controller: { scriptURL: string } | null;
      getRegistration(): Promise<WorkerRegistration | undefined>;
    };
  };
}

describe('the phone companion', () => {
  it('works offline after a first visit: the list, the week and a recipe open; ticks and additions survive a reload and reach the server once', async () => {
    const { owner, member } = await familyOfTwo('phone');
    await api('/shopping-items', { token: owner.token, body: { name: 'Lait' } });
    await api('/shopping-items', { token: owner.token, body: { name: 'Pain' } });
    const recipe = await api<{ id: string }>('/recipes', {
      token: owner.token,
      body: { title: 'Gratin de mamie', ingredients: ['1 kg de pommes de terre', '50 cl de crème'], steps: ['Tout mettre au four.'] },
    });

    await withPage(
      browser(),
      'phone-offline',
      async (phone) => {
        // First visit, online: the worker installs and the screens are seen once.
        await openDashboardPage(phone, owner, '/dashboard');
        expect(await workerInstalled(phone)).toMatch(/\/sw\.js$/);
        // A person reads each screen for a moment (the local copy is written a few times a second).
        await phone.goto('/dashboard/planning');
        await heading(phone, 'Planning des repas').waitFor();
        await phone.waitForTimeout(1000);
        await phone.goto(`/dashboard/recipes/${recipe.id}`);
        await heading(phone, 'Gratin de mamie').waitFor();
        await phone.waitForTimeout(1000);
        await phone.goto('/dashboard/shopping');
        await shoppingLine(phone, 'Lait').waitFor({ state: 'attached' });
        await phone.waitForTimeout(1000);

        // The phone installs: Chromium finds nothing missing in the manifest and the worker.
        const cdp = await phone.context().newCDPSession(phone);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
        // (Playwright's contexts are incognito windows, where Chromium never offers to install.)
        expect(installabilityErrors.filter((e) => (e as { errorId: string }).errorId !== 'in-incognito')).toEqual([]);

        // In the shop's basement: no network at all, and the app is opened afresh.
        await phone.context().setOffline(true);
        await phone.reload();
        await phone.getByText(BANNER).waitFor();
        await shoppingLine(phone, 'Lait').waitFor({ state: 'attached' });

        // The week and the recipe open from the local copy.
        await phone.goto('/dashboard/planning');
        await heading(phone, 'Planning des repas').waitFor();
        await phone.goto(`/dashboard/recipes/${recipe.id}`);
        await heading(phone, 'Gratin de mamie').waitFor();
        await phone.goto('/dashboard/shopping');

        // Meanwhile, at home, another member deletes the bread.
        const pain = (await listOf(member.token)).find((i) => i.name === 'Pain')!;
        await api(`/shopping-items/${pain.id}`, { method: 'DELETE', token: member.token });

        // Ticks and an addition, offline.
        await shoppingLine(phone, 'Lait').click();
        await untilChecked(shoppingLine(phone, 'Lait'));
        await shoppingLine(phone, 'Pain').click();
        await addArticle(phone, { name: 'Oeufs' });
        await phone.getByText('3 modifications en attente').waitFor();

        // The app is closed and opened again, still offline: nothing is lost.
        await phone.waitForTimeout(500);
        await phone.reload();
        await phone.getByText('3 modifications en attente').waitFor();
        await untilChecked(shoppingLine(phone, 'Lait'));
        await shoppingLine(phone, 'Oeufs').waitFor({ state: 'attached' });
        expect(await listOf(owner.token)).toEqual(expect.not.arrayContaining([expect.objectContaining({ name: 'Oeufs' })]));

        await withPage(browser(), 'phone-member', async (home) => {
          await openDashboardPage(home, member, '/dashboard/shopping');
          await shoppingLine(home, 'Lait').waitFor({ state: 'attached' });

          // Out of the shop: the network is back, and everything is sent, once.
          await phone.context().setOffline(false);
          await eventually(
            'the ticks and the addition on the server',
            () => listOf(owner.token),
            (items) => items.some((i) => i.name === 'Lait' && i.checked) && items.some((i) => i.name === 'Oeufs'),
          );
          // The member's screen follows, without a reload.
          await untilChecked(shoppingLine(home, 'Lait'));
          await shoppingLine(home, 'Oeufs').waitFor({ state: 'attached' });
        });
        // A delete wins over a tick made offline, and the phone says so.
        await phone.getByText("« Pain » a été supprimé par un autre membre : votre modification n'a pas été appliquée.").waitFor();
        await phone.getByText(BANNER).waitFor({ state: 'detached' });
        // Sent once: a second flush (a reload) does not add the eggs again.
        await phone.reload();
        await shoppingLine(phone, 'Oeufs').waitFor({ state: 'attached' });
        await phone.waitForTimeout(500);
        const items = await listOf(owner.token);
        expect(items.filter((i) => i.name === 'Oeufs')).toHaveLength(1);
        expect(items.some((i) => i.name === 'Pain')).toBe(false);
      },
      PHONE,
    );
  });

  it('edits lines offline: sent on reconnect, seen by the other member; an edit older than theirs is superseded and said so', async () => {
    const { owner, member } = await familyOfTwo('phone');
    await api('/shopping-items', { token: owner.token, body: { name: 'Lait', quantity: '1', unit: 'l' } });
    await api('/shopping-items', { token: owner.token, body: { name: 'Pain' } });

    await withPage(
      browser(),
      'phone-edit',
      async (phone) => {
        await openDashboardPage(phone, owner, '/dashboard');
        await workerInstalled(phone);
        await phone.goto('/dashboard/shopping');
        await shoppingLine(phone, 'Lait').waitFor({ state: 'attached' });
        await phone.waitForTimeout(1000);

        await phone.context().setOffline(true);
        await phone.reload();
        await phone.getByText(BANNER).waitFor();

        // In the shop: the bread becomes wholemeal, and two litres of milk rather than one.
        await button(phone, 'Modifier « Pain »').click();
        let form = phone.getByRole('form', { name: 'Modifier « Pain »' });
        await field(form, 'Nom').fill('Pain complet');
        await button(form, 'Enregistrer').click();
        await shoppingLine(phone, 'Pain complet').waitFor({ state: 'attached' });
        await button(phone, 'Modifier « Lait »').click();
        form = phone.getByRole('form', { name: 'Modifier « Lait »' });
        await field(form, 'Quantité').fill('2');
        await field(form, 'Quantité').press('Enter');
        await phone.getByText('2 modifications en attente').waitFor();
        await phone.getByRole('listitem').filter({ has: shoppingLine(phone, 'Lait') }).getByText('2 l').waitFor();

        // At home, later, the other member sets the milk to three litres.
        await phone.waitForTimeout(50);
        const milk = (await listOf(member.token)).find((i) => i.name === 'Lait')!;
        await api(`/shopping-items/${milk.id}`, { method: 'PATCH', token: member.token, body: { quantity: '3' } });

        await withPage(browser(), 'phone-edit-home', async (home) => {
          await openDashboardPage(home, member, '/dashboard/shopping');
          await shoppingLine(home, 'Pain').waitFor({ state: 'attached' });

          await phone.context().setOffline(false);
          // The rename reaches the member's screen, without a reload; the milk keeps the later edit.
          await shoppingLine(home, 'Pain complet').waitFor({ state: 'attached' });
          await eventually('the rename on the server', () => listOf(owner.token), (items) => items.some((i) => i.name === 'Pain complet'));
        });
        await phone.getByText('« Lait » a été modifié plus récemment par un autre membre (quantité) : sa modification est gardée.').waitFor();
        await phone.getByRole('listitem').filter({ has: shoppingLine(phone, 'Lait') }).getByText('3 l').waitFor();
        const items = await listOf(owner.token);
        expect(items.map((i) => `${i.name} ${i.quantity} ${i.unit}`).sort()).toEqual(['Lait 3 l', 'Pain complet 1 unité']);
      },
      PHONE,
    );
  });

  it('installs with proper icons: the built manifest lists 192 and 512 icons (any and maskable) of their sizes, and the PWA checks of bench:web pass', async () => {
    const manifestUrl = `${baseUrl()}/manifest.webmanifest`;
    const manifest = (await (await fetch(manifestUrl)).json()) as { icons: { src: string; sizes: string; type?: string; purpose?: string }[] };
    const icons = await manifestIcons(manifest, manifestUrl);
    expect(icons.filter((i) => i.type === 'image/png').map((i) => [i.src, i.purposes.join(' '), i.status, i.declared, i.actual])).toEqual([
      ['/icons/icon-192.png', 'any', 200, '192x192', '192x192'],
      ['/icons/icon-512.png', 'any', 200, '512x512', '512x512'],
      ['/icons/icon-maskable-192.png', 'maskable', 200, '192x192', '192x192'],
      ['/icons/icon-maskable-512.png', 'maskable', 200, '512x512', '512x512'],
    ]);
    const apple = await fetch(`${baseUrl()}/icons/apple-touch-icon.png`);
    expect(pngSize(new Uint8Array(await apple.arrayBuffer()))).toEqual({ width: 180, height: 180 });
    // Installable, a worker controlling the start_url, the start_url answering 200 offline.
    const failed = (await pwaChecks(browser(), baseUrl())).filter((c) => !c.ok);
    expect(failed).toEqual([]);
  });

  it('offers a new version and applies it', async () => {
    const owner = await subscribedUser({ label: 'phone-update' });
    const sw = join(ROOT, 'dist', 'web', 'sw.js');
    const original = readFileSync(sw, 'utf8');
    await withPage(
      browser(),
      'phone-update',
      async (phone) => {
        await openDashboardPage(phone, owner, '/dashboard');
        await workerInstalled(phone);
        // Opened again: now the worker serves the page, and a new one has to wait for it.
        await phone.reload();
        await heading(phone, /Bonjour|Tableau de bord|Bienvenue/).first().waitFor();
        expect(await phone.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/sw\.js$/);
        // A deploy: the worker's script changes on the server.
        writeFileSync(sw, `${original}\n// e2e: a new version ${Date.now()}\n`);
        await phone.evaluate(async () => {
          const registration = await (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.getRegistration();
          await registration?.update();
        });
        await phone.getByText('Nouvelle version disponible').waitFor({ timeout: 2 * UI_WAIT_MS });
        await Promise.all([phone.waitForEvent('load'), button(phone, 'Recharger').click()]);
        await heading(phone, /Bonjour|Tableau de bord|Bienvenue/).first().waitFor();
        await phone.getByText('Nouvelle version disponible').waitFor({ state: 'detached' });
        // The page now runs under the new worker, which has nothing waiting behind it.
        const waiting = await phone.evaluate(async () => {
          const registration = await (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.getRegistration();
          return (registration as unknown as { waiting: unknown } | undefined)?.waiting ?? null;
        });
        expect(waiting).toBeNull();
      },
      PHONE,
    );
    writeFileSync(sw, original);
  });
});
