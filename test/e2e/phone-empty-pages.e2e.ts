import type { Page } from 'playwright-core';
import { subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { openDashboardPage } from './support/dashboard';
import { heading, overlap, settled } from './support/ui';

// A new family's first look at its kitchen pages on a phone: the floating add button rests above
// the tab bar, and no other button or link of the empty page may sit under it.
const browser = useBrowser({ testTimeout: 90_000 });

/** The names of the visible buttons and links, other than the add button, that it covers. */
async function underAddButton(page: Page): Promise<string[]> {
  const fab = page.locator('.k-fab');
  await settled(page.locator('main'));
  const fabBox = await fab.boundingBox();
  if (!fabBox) throw new Error('no floating add button');
  const covered: string[] = [];
  for (const control of await page.locator('main').getByRole('button').or(page.locator('main').getByRole('link')).all()) {
    if (!(await control.isVisible())) continue;
    if ((await control.evaluate((el) => el.classList.contains('k-fab')))) continue;
    const box = await control.boundingBox();
    if (box && overlap(box, fabBox)) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()).trim());
  }
  return covered;
}

describe('the empty kitchen pages at 390×844', () => {
  it('Planning, the list and the fridge: nothing of the empty page rests under the floating add button', async () => {
    const user = await subscribedUser({ label: 'phone-empty-pages' });
    await withPage(
      browser(),
      'phone-empty-pages',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/planning');
        await page.getByText('Aucun repas planifié cette semaine').waitFor();
        expect(await underAddButton(page)).toEqual([]);
        // « Planifier ma semaine » stays one tap away, at the top of the page.
        expect(await page.getByRole('button', { name: 'Planifier ma semaine' }).filter({ visible: true }).count()).toBe(1);

        await page.goto('/dashboard/shopping');
        await page.getByText('Votre liste est vide').waitFor();
        expect(await underAddButton(page)).toEqual([]);

        await page.goto('/dashboard/inventory');
        await heading(page, 'Votre frigo est vide').waitFor();
        expect(await underAddButton(page)).toEqual([]);
      },
      PHONE,
    );
  });
});
