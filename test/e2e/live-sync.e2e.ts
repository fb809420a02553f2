import type { Page } from 'playwright-core';
import { familyOfTwo, type ApiUser } from './support/api';
import { useBrowser, withPage } from './support/browser';
import { addArticle, openDashboardPage, openFromMenu, shoppingLine } from './support/dashboard';
import { assertNoReload, heading, markDocument, untilAttribute, untilChecked } from './support/ui';

const browser = useBrowser();

async function openShoppingList(page: Page, user: ApiUser): Promise<void> {
  await openDashboardPage(page, user, '/dashboard');
  await openFromMenu(page, 'Liste de courses', '/dashboard/shopping');
  await heading(page, 'Liste de courses').waitFor();
}

describe('one household, two screens', () => {
  it("shows an item added and ticked on one member's screen on the other's, without a reload", async () => {
    // The owner pays; the second member joins through the e-mailed invitation.
    const { owner, member, household, invitation } = await familyOfTwo('live-sync');
    expect(invitation.pathname).toBe('/invitation');
    expect(household.members.map((m) => m.email).sort()).toEqual([owner.email, member.email].sort());

    await withPage(browser(), 'live-sync-owner', async (ownerPage) => {
      await withPage(browser(), 'live-sync-member', async (memberPage) => {
        // The member signs in afresh, so the session names the new household.
        await openShoppingList(memberPage, member);
        await openShoppingList(ownerPage, owner);
        await memberPage.getByText('Votre liste est vide').waitFor();
        await markDocument(memberPage);

        // The owner adds an item…
        await addArticle(ownerPage, { name: 'Pommes', quantity: '6' });

        // …it shows on the member's screen…
        const apples = shoppingLine(memberPage, 'Pommes');
        await apples.waitFor({ state: 'attached' });
        expect(await apples.isChecked()).toBe(false);

        // …and so does its tick, progress included.
        await shoppingLine(ownerPage, 'Pommes').click();
        await untilChecked(apples);
        await untilAttribute(memberPage.getByRole('progressbar', { name: 'Progression des courses' }), 'aria-valuenow', '100');
        await assertNoReload(memberPage);
      });
    });
  });
});
