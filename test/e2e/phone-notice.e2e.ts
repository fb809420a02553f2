import type { Page } from 'playwright-core';
import type { ShoppingItem } from '#contracts';
import { api, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { notice, openDashboardPage, shoppingLine } from './support/dashboard';
import { boxOnceStill, button, heading, overlap, type Box } from './support/ui';
import { LONG_FLOW_TIMEOUT_MS } from './support/env';

// On a phone the notice after an action (« Annuler » for five seconds) takes the band above the tab
// bar where the floating « Ajouter un article » button rests: the button steps up above it, and is
// never hidden under it, then comes back down.
const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

/** What a finger lands on at the centre of `box`: the add button itself, not something over it. */
const tapsAddButton = (page: Page, box: Box) =>
  page.evaluate(
    ([x, y]) => (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): { closest(s: string): unknown } | null } }).document.elementFromPoint(x, y)?.closest('.k-fab') != null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );

describe('a notice and the floating add button, at 390×844', () => {
  it('moves the add button above a two-line notice while it shows, and back when it goes', async () => {
    const user = await subscribedUser({ label: 'phone-notice' });
    const added = await api<ShoppingItem[]>('/shopping-items/from-recipe', {
      token: user.token,
      body: { recipeId: 'crepes', recipeTitle: 'Crêpes', ingredients: ['250 g de farine', '3 oeufs'] },
    });
    const flour = added.find((i) => i.name === 'farine')!;
    await api(`/shopping-items/${flour.id}`, { token: user.token, method: 'PATCH', body: { checked: true } });

    await withPage(
      browser(),
      'phone-notice-fab',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/shopping');
        await heading(page, 'Liste de courses').waitFor();
        const fab = page.locator('.k-fab');
        await fab.waitFor();
        const resting = await boxOnceStill(fab);

        // The recipe's last tick: its long message wraps to two lines on this screen.
        await shoppingLine(page, 'oeufs').click();
        const shown = notice(page).locator('.kn-notice');
        await shown.getByText('Recette « Crêpes » terminée : ses articles ont été retirés').waitFor();
        const message = await boxOnceStill(shown);
        const lifted = await boxOnceStill(fab);
        expect(overlap(message, lifted)).toBe(false);
        expect(lifted.y + lifted.height).toBeLessThanOrEqual(message.y);
        expect(lifted.y).toBeGreaterThan(0);
        expect(await tapsAddButton(page, lifted)).toBe(true);
        // And the notice's own « Annuler » is not under the button either.
        expect(overlap(await boxOnceStill(button(shown, 'Annuler')), lifted)).toBe(false);

        await button(shown, 'Fermer le message').click();
        await shown.waitFor({ state: 'detached' });
        expect(await boxOnceStill(fab)).toEqual(resting);
      },
      PHONE,
    );
  });
});
