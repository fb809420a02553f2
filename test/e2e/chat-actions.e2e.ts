import type { Page } from 'playwright-core';
import type { Household, ShoppingItem } from '#contracts';
import { api, savePreferences, signUp, subscribedUser } from './support/api';
import { useBrowser, withPage } from './support/browser';
import { linkIn, waitForEmail } from './support/outbox';
import { assertNoReload, button, field, heading, markDocument, onPath, signInThroughUi, until } from './support/ui';

const browser = useBrowser({ testTimeout: 90_000 });

async function ask(page: Page, text: string): Promise<void> {
  const message = field(page, 'Votre message au chef');
  await until('the composer is usable', () => message.isEditable(), Boolean);
  await message.fill(text);
  await message.press('Enter');
  await button(page, 'Envoyer').waitFor({ timeout: 20_000 });
}

describe('the chef acts in the chat', () => {
  it('"ajoute les ingrédients à ma liste" after a recipe: one tap on "Confirmer" puts them on the list, on the other member\'s screen too', async () => {
    const owner = await subscribedUser({ label: 'chat-owner', firstName: 'Marc' });
    const member = await signUp({ label: 'chat-member', firstName: 'Julie' });
    await savePreferences(member.token);
    await api<Household>('/households/invitations', { token: owner.token, body: { email: member.email } });
    const invitation = new URL(linkIn(await waitForEmail(member.email, /rejoindre son foyer/)));
    await api<Household>('/households/invitations/accept', { token: member.token, body: { token: invitation.searchParams.get('token') } });

    await withPage(browser(), 'chat-actions-owner', async (ownerPage) => {
      await withPage(browser(), 'chat-actions-member', async (memberPage) => {
        await signInThroughUi(memberPage, member.email, member.password);
        await onPath(memberPage, '/dashboard');
        await memberPage.getByRole('link', { name: 'Liste de courses' }).first().click();
        await onPath(memberPage, '/dashboard/shopping');
        await memberPage.getByText('Votre liste est vide').waitFor();
        await markDocument(memberPage);

        await signInThroughUi(ownerPage, owner.email, owner.password);
        await onPath(ownerPage, '/dashboard');
        await ownerPage.getByRole('link', { name: 'Assistant Chef', exact: true }).first().click();
        await onPath(ownerPage, '/dashboard/chat');
        await heading(ownerPage, 'Assistant Chef').waitFor();

        await ask(ownerPage, 'Tu peux me donner la recette des crêpes au sucre et au citron ?');
        const log = ownerPage.getByRole('log', { name: 'Conversation avec le chef' });
        await log.getByText(/^Crêpes au sucre et au citron — dessert/).first().waitFor();
        await ask(ownerPage, 'Ajoute les ingrédients à ma liste');

        const card = ownerPage.getByRole('region', { name: 'Ajouter à la liste de courses' });
        await card.getByText('Recette : « Crêpes au sucre et au citron »').waitFor();
        // Nothing is written before the tap.
        expect(await api<ShoppingItem[]>('/shopping-items', { token: owner.token })).toEqual([]);

        await button(card, 'Confirmer').click();
        await card.getByRole('status').getByText(/articles ajoutés à la liste de courses/).waitFor();
        await button(card, 'Annuler').waitFor();

        // The other member sees the items arrive, without a reload.
        await memberPage.getByRole('checkbox', { name: /^farine/i }).waitFor({ state: 'attached' });
        await memberPage.getByRole('checkbox', { name: /^œufs/i }).waitFor({ state: 'attached' });
        await assertNoReload(memberPage);
        const items = await api<ShoppingItem[]>('/shopping-items', { token: owner.token });
        expect(items.every((i) => i.recipeTitle === 'Crêpes au sucre et au citron')).toBe(true);
      });
    });
  });
});
