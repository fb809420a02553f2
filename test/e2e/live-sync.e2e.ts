import type { Page } from 'playwright-core';
import type { Household } from '#contracts';
import { api, savePreferences, signUp, subscribedUser } from './support/api';
import { useBrowser, withPage } from './support/browser';
import { linkIn, waitForEmail } from './support/outbox';
import {
  assertNoReload,
  button,
  dialog,
  field,
  heading,
  markDocument,
  onPath,
  signInThroughUi,
  untilAttribute,
  untilChecked,
} from './support/ui';

const browser = useBrowser();

async function openShoppingList(page: Page, email: string, password: string): Promise<void> {
  await signInThroughUi(page, email, password);
  await onPath(page, '/dashboard');
  await page.getByRole('link', { name: 'Liste de courses' }).first().click();
  await onPath(page, '/dashboard/shopping');
  await heading(page, 'Liste de courses').waitFor();
}

describe('one household, two screens', () => {
  it("shows an item added and ticked on one member's screen on the other's, without a reload", async () => {
    // The owner pays; the second member joins through the e-mailed invitation.
    const owner = await subscribedUser({ label: 'owner', firstName: 'Marc' });
    const member = await signUp({ label: 'member', firstName: 'Julie' });
    await savePreferences(member.token);
    await api<Household>('/households/invitations', { token: owner.token, body: { email: member.email } });
    const invitation = new URL(linkIn(await waitForEmail(member.email, /rejoindre son foyer/)));
    expect(invitation.pathname).toBe('/invitation');
    const household = await api<Household>('/households/invitations/accept', {
      token: member.token,
      body: { token: invitation.searchParams.get('token') },
    });
    expect(household.members.map((m) => m.email).sort()).toEqual([owner.email, member.email].sort());

    await withPage(browser(), 'live-sync-owner', async (ownerPage) => {
      await withPage(browser(), 'live-sync-member', async (memberPage) => {
        // The member signs in afresh, so the session names the new household.
        await openShoppingList(memberPage, member.email, member.password);
        await openShoppingList(ownerPage, owner.email, owner.password);
        await memberPage.getByText('Votre liste est vide').waitFor();
        await markDocument(memberPage);

        // The owner adds an item…
        await button(ownerPage, 'Ajouter un article').first().click();
        const modal = dialog(ownerPage, 'Ajouter un article');
        await field(modal, 'Nom').fill('Pommes');
        await field(modal, 'Quantité').fill('6');
        await button(modal, 'Ajouter').click();
        await modal.waitFor({ state: 'detached' });

        // …it shows on the member's screen…
        const apples = memberPage.getByRole('checkbox', { name: /^Pommes/ });
        await apples.waitFor({ state: 'attached' });
        expect(await apples.isChecked()).toBe(false);

        // …and so does its tick, progress included.
        await ownerPage.getByRole('checkbox', { name: /^Pommes/ }).click();
        await untilChecked(apples);
        await untilAttribute(memberPage.getByRole('progressbar', { name: 'Progression des courses' }), 'aria-valuenow', '100');
        await assertNoReload(memberPage);
      });
    });
  });
});
