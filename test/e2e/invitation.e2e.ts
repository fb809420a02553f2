import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES, type Household, type ShoppingItem } from '#contracts';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { api, ApiCallError, eventually, savePreferences, signIn, signUp, subscribedUser, subscriptionOf } from './support/api';
import { useBrowser, withPage } from './support/browser';
import { addArticle, openFromMenu, openSettings, recordPaths, settingsSection, shoppingLine } from './support/dashboard';
import { invitationLink } from './support/outbox';
import { assertNoReload, button, field, heading, markDocument, onPath, signInThroughUi } from './support/ui';

const browser = useBrowser();

/** The invitation e-mail's link, as a path the browser can open on the app under test. */
async function invitationLinkFor(email: string): Promise<string> {
  const link = await invitationLink(email);
  expect(link.pathname).toBe('/invitation');
  expect(link.searchParams.get('token')).toBeTruthy();
  return link.pathname + link.search;
}

/** Opens the shopping list from the dashboard's menu (a client-side navigation: the tab is not reloaded). */
async function goToShoppingList(page: Page): Promise<void> {
  await openFromMenu(page, 'Liste de courses', '/dashboard/shopping');
  await heading(page, 'Liste de courses').waitFor();
}

describe('family sharing through the settings page and the invitation link', () => {
  it('invites by e-mail; the invitee signs up from the link, skips payment, appears live in Famille and shares the shopping list', async () => {
    const owner = await subscribedUser({ label: 'famowner', firstName: 'Marc', lastName: 'Favre' });
    const household = await api<Household>('/households/current', { token: owner.token });
    const inviteeEmail = uniqueEmail('faminvitee');

    await withPage(browser(), 'invitation-owner', async (ownerPage) => {
      // A: the owner invites from Paramètres › Famille.
      await openSettings(ownerPage, owner);
      const family = settingsSection(ownerPage, 'Famille');
      await family.getByRole('list', { name: 'Membres du foyer' }).getByText(owner.email, { exact: true }).waitFor();
      await field(family, 'Inviter un membre de la famille').fill(inviteeEmail);
      await button(family, 'Inviter').click();
      await family.getByRole('status').getByText(ACCOUNT_MESSAGES.invitationSent, { exact: true }).waitFor();
      const pending = family.getByRole('list', { name: 'Invitations en attente' });
      await pending.getByText(inviteeEmail, { exact: true }).waitFor();
      expect(await field(family, 'Inviter un membre de la famille').inputValue()).toBe('');
      // The sending button was disabled: the keyboard is back on the field, not on the page's body.
      expect(await ownerPage.evaluate('document.activeElement?.id')).toBe('family-invite-email');
      // From here on, what A sees must arrive live.
      await markDocument(ownerPage);

      const invitationPath = await invitationLinkFor(inviteeEmail);

      await withPage(browser(), 'invitation-invitee', async (inviteePage) => {
        const visited = recordPaths(inviteePage);
        // B: no account yet; the page says who invites, to which household, and for which address.
        await inviteePage.goto(invitationPath);
        await heading(inviteePage, `Marc Favre vous invite à rejoindre « ${household.name} » sur Mijote`).waitFor();
        await inviteePage.getByText('Invitation envoyée à').filter({ hasText: inviteeEmail }).waitFor();
        await inviteePage.getByRole('link', { name: 'Créer un compte', exact: true }).click();

        await onPath(inviteePage, '/auth');
        // The invitation only works for its address: the form starts from it.
        expect(await field(inviteePage, 'Email').inputValue()).toBe(inviteeEmail);
        await field(inviteePage, 'Prénom').fill('Julie');
        await field(inviteePage, 'Nom').fill('Rochat');
        await field(inviteePage, 'Mot de passe').fill(PASSWORD);
        await button(inviteePage, 'Créer mon compte').click();

        // The questionnaire, with its defaults.
        await onPath(inviteePage, '/questionnaire');
        await heading(inviteePage, 'Composition du foyer').waitFor();
        await button(inviteePage, 'Suivant').click();
        await heading(inviteePage, 'Restrictions alimentaires').waitFor();
        await button(inviteePage, 'Suivant').click();
        await heading(inviteePage, 'Préférences alimentaires').waitFor();
        await button(inviteePage, 'Suivant').click();
        await heading(inviteePage, 'Fréquence des courses').waitFor();
        await button(inviteePage, 'Terminer').click();

        // The owner's plan covers the family: straight to the dashboard, never past the plans.
        await onPath(inviteePage, '/dashboard');
        await heading(inviteePage, 'Bienvenue Julie sur Mijote').waitFor();
        // (The recorder sees client-side navigations too.)
        expect(visited).toEqual(expect.arrayContaining(['/invitation', '/auth', '/questionnaire', '/dashboard']));
        expect(visited).not.toContain('/subscription');
        expect(visited).not.toContain('/billing/demo-checkout');

        // A: the new member shows in Famille without a reload, and the invitation is no longer pending.
        const members = family.getByRole('list', { name: 'Membres du foyer' });
        const julie = members.getByRole('listitem').filter({ hasText: inviteeEmail });
        await julie.waitFor();
        expect(await julie.innerText()).toMatch(/^Julie Rochat\b/);
        await julie.getByText('Membre', { exact: true }).waitFor();
        // The owner may remove the new member.
        await button(julie, 'Retirer Julie Rochat').waitFor();
        await pending.waitFor({ state: 'detached' });
        expect(await members.getByRole('listitem').count()).toBe(2);
        await assertNoReload(ownerPage);

        // B opens the shopping list; A adds an item from theirs; B sees it come in.
        await goToShoppingList(inviteePage);
        await inviteePage.getByText('Votre liste est vide').waitFor();
        await markDocument(inviteePage);

        await goToShoppingList(ownerPage);
        await addArticle(ownerPage, { name: 'Pain complet', quantity: '2' });

        await shoppingLine(inviteePage, 'Pain complet').waitFor({ state: 'attached' });
        await assertNoReload(inviteePage);
        await assertNoReload(ownerPage);
      });
    });

    // As the server has it: one household of two, the invitee without a subscription of their own.
    const { accessToken } = await signIn(inviteeEmail, PASSWORD);
    const shared = await api<Household>('/households/current', { token: accessToken });
    expect(shared.id).toBe(household.id);
    expect(shared.members.map((m) => [m.email, m.role]).sort()).toEqual(
      [
        [owner.email, 'owner'],
        [inviteeEmail, 'member'],
      ].sort(),
    );
    expect(shared.invitations).toEqual([]);
    expect((await subscriptionOf(accessToken)).active).toBe(false);
    const items = await eventually('the item is on the shared list', () => api<ShoppingItem[]>('/shopping-items', { token: accessToken }), (l) => l.length === 1);
    expect(items[0]).toMatchObject({ name: 'Pain complet', quantity: '2' });
  });

  it('tells an account signed in with another address that the invitation is not theirs, and lets them sign out', async () => {
    const owner = await subscribedUser({ label: 'famowner2', firstName: 'Sophie', lastName: 'Meyer' });
    const household = await api<Household>('/households/current', { token: owner.token });
    const invitedEmail = uniqueEmail('faminvited');
    await api<Household>('/households/invitations', { token: owner.token, body: { email: invitedEmail } });
    const invitationPath = await invitationLinkFor(invitedEmail);
    const token = new URLSearchParams(invitationPath.split('?')[1]).get('token');

    const stranger = await signUp({ label: 'famstranger', firstName: 'Luc' });
    await savePreferences(stranger.token);

    await withPage(browser(), 'invitation-wrong-account', async (page) => {
      await signInThroughUi(page, stranger.email, stranger.password);
      await page.goto(invitationPath);
      await heading(page, `Sophie Meyer vous invite à rejoindre « ${household.name} » sur Mijote`).waitFor();

      // Before any click: the message, both addresses, and no way to join with this account.
      const alert = page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.invitationWrongAccount });
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toBe(
        "Cette invitation a été envoyée à une autre adresse email. Connectez-vous avec l'adresse invitée.",
      );
      const note = page.getByText('Vous êtes connecté avec');
      await note.getByText(stranger.email, { exact: true }).waitFor();
      await note.getByText(invitedEmail, { exact: true }).waitFor();
      expect(await button(page, 'Rejoindre le foyer').count()).toBe(0);

      // 'Se déconnecter' comes back to the same invitation, signed out.
      await button(page, 'Se déconnecter').click();
      await page.getByRole('link', { name: 'Créer un compte', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Se connecter', exact: true }).waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(invitationPath);
      await page.getByText('Invitation envoyée à').filter({ hasText: invitedEmail }).waitFor();
    });

    // The API refuses it too, with the same words, and the stranger stays where they were.
    const refusal = await api('/households/invitations/accept', { token: stranger.token, body: { token } }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ApiCallError);
    expect((refusal as ApiCallError).status).toBeGreaterThanOrEqual(400);
    expect((refusal as ApiCallError).status).toBeLessThan(500);
    expect(JSON.parse((refusal as ApiCallError).body)).toMatchObject({ message: ACCOUNT_MESSAGES.invitationWrongAccount });
    const strangers = await api<Household>('/households/current', { token: stranger.token });
    expect(strangers.id).not.toBe(household.id);
  });
});
