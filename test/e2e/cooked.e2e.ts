import type { BookRecipe, InventoryItem } from '#contracts';
import { api, eventually, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { openDashboardPage } from './support/dashboard';
import { button, dialog, settled } from './support/ui';
import { LONG_FLOW_TIMEOUT_MS } from './support/env';

// « J'ai cuisiné »: the fridge follows what the family cooks, from cooking mode's « Terminé ».
const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

const fridgeOf = async (token: string) =>
  new Map((await api<InventoryItem[]>('/inventory-items', { token })).map((i) => [i.name, `${i.quantity} ${i.unit}`]));

it('cooks a book recipe on a phone, updates the fridge from « Terminé », then undoes it', async () => {
  const user = await subscribedUser({ label: 'cooked' });
  await api<InventoryItem>('/inventory-items', { token: user.token, body: { name: 'Blancs de poulet', quantity: 600, unit: 'g' } });
  await api<InventoryItem>('/inventory-items', { token: user.token, body: { name: 'Œufs', quantity: 4, unit: 'unité' } });
  const recipe = await api<BookRecipe>('/recipes', {
    token: user.token,
    body: { title: 'Poulet aux œufs', servings: 2, ingredients: ['300 g de poulet', '4 œufs', '1 pincée de sel'], steps: ['Cuire le poulet.', 'Ajouter les œufs.'] },
  });

  await withPage(
    browser(),
    'cooked-phone',
    async (page) => {
      await openDashboardPage(page, user, `/dashboard/recipes/${recipe.id}/cook`);
      await page.getByText('Étape 1 sur 2').waitFor();
      await button(page, 'Suivante').click();
      await button(page, 'Terminé').click();

      const update = dialog(page, 'Mettre à jour le frigo ?');
      await update.getByRole('checkbox', { name: 'Blancs de poulet : 600 g →' }).waitFor();
      expect(await update.getByRole('spinbutton', { name: 'Nouvelle quantité de blancs de poulet (g)' }).inputValue()).toBe('300');
      expect(await update.getByRole('spinbutton', { name: "Nouvelle quantité d'œufs" }).inputValue()).toBe('0');
      await update.getByText('Pas du frigo : 1 pincée de sel.').waitFor();
      // On a phone the dialog's action is within reach, inside the screen.
      const confirm = update.getByRole('button', { name: 'Mettre à jour le frigo', exact: true });
      await settled(update);
      const box = await confirm.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      await confirm.click();

      // Back on the recipe's page, with the notice and its « Annuler ».
      await page.getByRole('link', { name: '← Mes recettes' }).waitFor();
      const notice = page.getByRole('status').filter({ hasText: 'Frigo mis à jour' });
      await notice.waitFor();
      await eventually('the fridge updated', () => fridgeOf(user.token), (f) => f.get('Blancs de poulet') === '300 g' && !f.has('Œufs'));
      await notice.getByRole('button', { name: 'Annuler', exact: true }).click();
      await page.getByText('Frigo remis comme avant').waitFor();
      await eventually('the fridge as before', () => fridgeOf(user.token), (f) => f.get('Blancs de poulet') === '600 g' && f.get('Œufs') === '4 unité');

      // Cooked again, from the recipe's page this time: the fridge page shows what is left.
      await button(page, "J'ai cuisiné cette recette").click();
      await update.getByRole('checkbox', { name: 'Œufs : 4 unités →' }).waitFor();
      await update.getByRole('button', { name: 'Mettre à jour le frigo', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Frigo mis à jour' }).waitFor();
      await page.goto('/dashboard/inventory');
      await page.getByRole('article', { name: 'Blancs de poulet' }).getByText('300 g', { exact: true }).waitFor();
      expect(await page.getByRole('article', { name: 'Œufs' }).count()).toBe(0);
    },
    PHONE,
  );
});
