import type { Page } from 'playwright-core';
import type { InventoryItem, ShoppingItem } from '#contracts';
import { api, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { notice, openDashboardPage, shoppingLine } from './support/dashboard';
import { button, dialog, heading, settled, until, untilChecked } from './support/ui';
import { LONG_FLOW_TIMEOUT_MS } from './support/env';

// « Ranger dans le frigo » on a phone, back from the shop: the bought lines go from the list to the
// fridge, each on the shelf its name suggests, and what is still to buy stays on the list.
const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

/** The rows' « Ranger dans le frigo » buttons that the notice covers: the next one to tap must stay reachable. */
async function coveredByNotice(page: Page): Promise<string[]> {
  await settled(page.locator('.kn-notice'));
  const box = await page.locator('.kn-notice').boundingBox();
  if (!box) throw new Error('no notice on screen');
  const covered: string[] = [];
  for (const store of await page.getByRole('button', { name: /^Ranger dans le frigo : / }).all()) {
    const b = await store.boundingBox();
    if (b && b.y < box.y + box.height && box.y < b.y + b.height && b.x < box.x + box.width && box.x < b.x + b.width) {
      covered.push((await store.getAttribute('aria-label')) ?? '');
    }
  }
  return covered;
}

describe('putting the shopping away, on a phone', () => {
  it('ticks what was bought, stores each line on its guessed shelf, and the list keeps only what is left to buy', async () => {
    const user = await subscribedUser({ label: 'move-to-fridge' });
    for (const body of [
      { name: 'Pavé de thon', quantity: '2', unit: 'unité' },
      { name: 'Lait', quantity: '2', unit: 'l' },
      { name: 'Courgettes', quantity: '3', unit: 'unité' },
      { name: 'Farine', quantity: '1', unit: 'kg' },
    ]) {
      await api<ShoppingItem>('/shopping-items', { token: user.token, body });
    }
    const bought = [
      ['Pavé de thon', 'Viandes et Poissons'],
      ['Lait', 'Produits Laitiers'],
      ['Courgettes', 'Fruits et Légumes'],
    ] as const;

    await withPage(
      browser(),
      'move-to-fridge-phone',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/shopping');
        await heading(page, 'Liste de courses').waitFor();

        for (const [name] of bought) {
          await shoppingLine(page, name).click();
          await untilChecked(shoppingLine(page, name));
        }
        // Only a bought line can be put away.
        expect(await button(page, 'Ranger dans le frigo : Farine').count()).toBe(0);

        for (const [name, shelf] of bought) {
          await button(page, `Ranger dans le frigo : ${name}`).click();
          const modal = dialog(page, 'Ranger dans le frigo');
          await modal.getByText(`Dans quelle catégorie ranger « ${name} » ?`).waitFor();
          // The shelf is guessed from the name; the family only confirms it.
          expect(await modal.getByRole('radio', { name: shelf, exact: true }).isChecked()).toBe(true);
          await button(modal, 'Ranger').click();
          await modal.waitFor({ state: 'detached' });
          await shoppingLine(page, name).waitFor({ state: 'detached' });
          // Said, with its undo; closed as a shopper does, so that it no longer covers the list.
          await notice(page).getByText(`« ${name} » rangé dans le frigo (${shelf})`).waitFor();
          expect(await coveredByNotice(page)).toEqual([]);
          await notice(page).getByRole('button', { name: 'Fermer le message' }).click();
          await notice(page).getByText(`« ${name} » rangé dans le frigo (${shelf})`).waitFor({ state: 'detached' });
        }
        await shoppingLine(page, 'Farine').waitFor({ state: 'attached' });
        expect(await page.getByRole('checkbox').count()).toBe(1);

        // Still so after a reload: the server moved them, not only the screen.
        await page.reload();
        await shoppingLine(page, 'Farine').waitFor({ state: 'attached' });
        // The page may open on the copy it keeps for offline use, a moment old; the server's list follows.
        await until(
          'the moved lines are gone after the reload',
          () => Promise.all(bought.map(([name]) => shoppingLine(page, name).count())),
          (counts) => counts.every((n) => n === 0),
        );
        const list = await api<ShoppingItem[]>('/shopping-items', { token: user.token });
        expect(list.map((i) => i.name)).toEqual(['Farine']);

        await page.goto('/dashboard/inventory');
        await heading(page, 'Mon Frigo').waitFor();
        for (const [name, shelf] of bought) {
          const card = page.getByRole('article', { name, exact: true });
          await card.waitFor();
          expect((await card.locator('.fridge-item-category').textContent())?.trim()).toBe(shelf);
        }
        expect(await page.getByRole('article', { name: 'Farine', exact: true }).count()).toBe(0);
        // The category chip finds the fish with the fish.
        await button(page, /Viandes et Poissons/).click();
        await page.getByRole('article', { name: 'Courgettes', exact: true }).waitFor({ state: 'detached' });
        await page.getByRole('article', { name: 'Pavé de thon', exact: true }).waitFor();

        const fridge = await api<InventoryItem[]>('/inventory-items', { token: user.token });
        expect(fridge.map((i) => [i.name, i.category]).sort()).toEqual(bought.map(([name, shelf]) => [name, shelf]).sort());
        expect(fridge.find((i) => i.name === 'Lait')).toMatchObject({ quantity: 2, unit: 'l' });
      },
      PHONE,
    );
  });
});
