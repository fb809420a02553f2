import type { Locator, Page } from 'playwright-core';
import { ingredientsOutsideFridge, overStock } from '#ai';
import type { InventoryItem } from '#contracts';
import { api, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { addArticle, openDashboardPage, settingsSection } from './support/dashboard';
import { button, dialog, heading } from './support/ui';
import { CHEF_WAIT_MS, LONG_FLOW_TIMEOUT_MS } from './support/env';

const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

async function addToFridge(page: Page, name: string, quantity: string, unit: string): Promise<void> {
  await addArticle(page, { name, quantity, unit });
  await page.getByText(`« ${name} » a été ajouté au frigo`).waitFor();
}

/** The fridge page's « Générer une recette »: a person taps the type's card (its radio is drawn by the card), then « Générer ». */
async function askTheChef(page: Page, type: 'Plat' | 'Dessert'): Promise<Locator> {
  await button(page, 'Générer une recette').first().click();
  const modal = dialog(page, 'Générer une recette');
  await modal.waitFor();
  await modal.getByText(type, { exact: true }).click();
  expect(await modal.getByRole('radio', { name: type, exact: true }).isChecked()).toBe(true);
  await button(modal, 'Générer').click();
  return modal;
}

describe('the chef cooks from the fridge, on a phone, with no model key', () => {
  it('a family of five fills a small fridge, asks for a plat and gets a dish made of it, for five', async () => {
    const user = await subscribedUser({ label: 'chef-fridge' });
    // Three adults and three children: 5 portions.
    await api('/preferences', { method: 'PUT', token: user.token, body: { householdSize: { adults: 3, children: 3 }, servings: null } });
    await withPage(
      browser(),
      'chef-fridge-phone',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/inventory');
        await heading(page, 'Mon Frigo').waitFor();
        await addToFridge(page, 'Œufs', '8', 'unité');
        await addToFridge(page, 'Courgettes', '3', 'unité');
        await addToFridge(page, 'Gruyère', '200', 'g');

        const modal = await askTheChef(page, 'Plat');
        await button(modal, 'Voir la recette complète').waitFor({ timeout: CHEF_WAIT_MS });
        await modal.getByText('5 personnes').waitFor();
        const title = (await modal.getByRole('article').first().getByRole('heading').first().textContent())!.trim();

        await button(modal, 'Voir la recette complète').click();
        const full = dialog(page, title);
        await full.waitFor();
        const ingredients = (await full.getByRole('region', { name: 'Ingrédients' }).getByRole('listitem').allTextContents()).map((line) => line.trim());
        const fridge = await api<InventoryItem[]>('/inventory-items', { token: user.token });
        // Made of the fridge (and the default cupboard), within what it holds, and the fridge's food is really in it.
        expect(ingredientsOutsideFridge(ingredients, fridge, ['sel', 'poivre', 'eau', 'huile'])).toEqual([]);
        expect(overStock(ingredients, fridge)).toEqual([]);
        expect(ingredients.filter((line) => /œuf|courgette|gruyère/i.test(line)).length).toBeGreaterThanOrEqual(2);
        expect(await full.getByRole('region', { name: 'Préparation' }).locator('ol > li').count()).toBeGreaterThanOrEqual(3);
        // The recipe keeps the screen: its four actions, two by two, take a fifth of it at most (stacked,
        // they took a third), and each says its words whole.
        const actions = full.locator('.rk-details-foot');
        const box = (await actions.boundingBox())!;
        expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height / 5);
        type Box = { scrollWidth: number; clientWidth: number };
        for (const action of await actions.getByRole('button').all()) {
          expect(await action.evaluate((el) => (el as unknown as Box).scrollWidth <= (el as unknown as Box).clientWidth)).toBe(true);
        }
        expect(await actions.getByRole('button').count()).toBe(4);
      },
      PHONE,
    );
  });

  it('a dessert that lacks only sugar: one tap adds it to « Mon placard », and the chef makes one with it', async () => {
    const user = await subscribedUser({ label: 'chef-fridge-sugar' });
    await withPage(
      browser(),
      'chef-fridge-sugar-phone',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/inventory');
        await heading(page, 'Mon Frigo').waitFor();
        await addToFridge(page, 'Œufs', '6', 'unité');
        await addToFridge(page, 'Lait', '1', 'l');

        const modal = await askTheChef(page, 'Dessert');
        await modal.getByText('demande aussi\u00a0: sucre.').waitFor({ timeout: CHEF_WAIT_MS });
        // Asking the same again would get the same answer: the way out is the cupboard, not « Réessayer ».
        expect(await button(modal, 'Réessayer').count()).toBe(0);
        await button(modal, 'Ajouter sucre au placard et réessayer').click();

        await button(modal, 'Voir la recette complète').waitFor({ timeout: CHEF_WAIT_MS });
        await modal.getByText('« Mon placard » contient désormais sucre').waitFor();
        const title = (await modal.getByRole('article').first().getByRole('heading').first().textContent())!.trim();
        await button(modal, 'Voir la recette complète').click();
        const full = dialog(page, title);
        const ingredients = await full.getByRole('region', { name: 'Ingrédients' }).getByRole('listitem').allTextContents();
        expect(ingredients.some((line) => /sucre/i.test(line))).toBe(true);
        // The household's cupboard now lists it, where the settings show it and can take it out again.
        expect((await api<{ items: string[] }>('/pantry', { token: user.token })).items).toEqual(['sel', 'poivre', 'eau', 'huile', 'sucre']);
        await page.goto('/dashboard/settings');
        await heading(page, 'Paramètres').waitFor();
        const pantry = settingsSection(page, 'Mon placard');
        await pantry.getByRole('button', { name: 'Retirer « sucre »' }).waitFor();
      },
      PHONE,
    );
  });
});
