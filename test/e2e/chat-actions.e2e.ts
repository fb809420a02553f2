import type { Page } from 'playwright-core';
import type { Pantry, ShoppingItem } from '#contracts';
import { api, familyOfTwo, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { openDashboardPage, openFromMenu } from './support/dashboard';
import { assertNoReload, button, field, heading, markDocument, until } from './support/ui';
import { CHEF_WAIT_MS, LONG_FLOW_TIMEOUT_MS } from './support/env';

const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

async function ask(page: Page, text: string): Promise<void> {
  const message = field(page, 'Votre message au chef');
  await until('the composer is usable', () => message.isEditable(), Boolean);
  await message.fill(text);
  await message.press('Enter');
  await button(page, 'Envoyer').waitFor({ timeout: CHEF_WAIT_MS });
}

describe('the chef acts in the chat', () => {
  it('"ajoute les ingrédients à ma liste" after a recipe: one tap on "Confirmer" puts them on the list, on the other member\'s screen too', async () => {
    const { owner, member } = await familyOfTwo('chat');

    await withPage(browser(), 'chat-actions-owner', async (ownerPage) => {
      await withPage(browser(), 'chat-actions-member', async (memberPage) => {
        await openDashboardPage(memberPage, member, '/dashboard');
        await openFromMenu(memberPage, 'Liste de courses', '/dashboard/shopping');
        await memberPage.getByText('Votre liste est vide').waitFor();
        await markDocument(memberPage);

        await openDashboardPage(ownerPage, owner, '/dashboard');
        await openFromMenu(ownerPage, 'Assistant Chef', '/dashboard/chat');
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

  it('on a phone, a dessert of the fridge that lacks only sugar: one tap on the card puts it in « Mon placard », and asked again the chef makes it', async () => {
    const user = await subscribedUser({ label: 'chat-pantry' });
    for (const [name, quantity, unit] of [['Lait demi-écrémé', 1500, 'ml'], ['Œufs', 2, 'unité'], ['Cannelle', 30, 'g']] as const) {
      await api('/inventory-items', { method: 'POST', token: user.token, body: { name, quantity, unit } });
    }
    await withPage(
      browser(),
      'chat-pantry-phone',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/chat');
        await heading(page, 'Assistant Chef').waitFor();
        const log = page.getByRole('log', { name: 'Conversation avec le chef' });

        await ask(page, "Quel dessert avec ce qu'il y a dans mon frigo ?");
        await log.getByText(/demande aussi.+sucre\. Confirmez ci-dessous/).first().waitFor();
        const card = page.getByRole('region', { name: 'Ajouter à «\u00a0Mon placard\u00a0»' });
        await card.getByRole('listitem').getByText('sucre', { exact: true }).waitFor();
        // Nothing is written before the tap.
        expect(await api<Pantry>('/pantry', { token: user.token })).toMatchObject({ isDefault: true });

        await button(card, 'Confirmer').click();
        await card.getByRole('status').getByText(/contient désormais sucre/).waitFor();
        expect((await api<Pantry>('/pantry', { token: user.token })).items).toContain('sucre');

        await ask(page, "Quel dessert avec ce qu'il y a dans mon frigo ?");
        await log.getByText(/sans rien acheter/).first().waitFor();
        await log.getByText(/— dessert, /).first().waitFor();
      },
      PHONE,
    );
  });
});
