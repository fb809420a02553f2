import type { Browser, Page } from 'playwright-core';
import { api, subscribedUser } from './support/api';
import { launchBrowser, PHONE, withPage } from './support/browser';
import { button, dialog, heading, onPath, signInThroughUi } from './support/ui';

jest.setTimeout(300_000);
let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/look/${name}.png`, fullPage: true });

it('looks', async () => {
  const user = await subscribedUser({ label: 'look', firstName: 'Claire' });
  await api('/preferences', { method: 'PUT', token: user.token, body: { householdSize: { adults: 2, children: 2 }, servings: null } });
  const d = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);
  for (const [name, quantity, unit, exp] of [['Poulet', 600, 'g', d(2)], ['Courgettes', 3, 'unité', d(3)], ['Tomates', 4, 'unité', d(4)], ['Crème fraîche', 200, 'ml', d(6)], ['Pommes', 5, 'unité', d(10)], ['Lentilles vertes', 1, 'unité', null], ['Emmental râpé', 150, 'g', d(8)], ['Œufs', 6, 'unité', d(12)]] as const) {
    await api('/inventory-items', { token: user.token, body: { name, quantity, unit, expirationDate: exp } });
  }
  await withPage(browser, 'look', async (page) => {
    await signInThroughUi(page, user.email, user.password);
    await onPath(page, '/dashboard');
    await page.waitForTimeout(1500);
    await shot(page, '01-dashboard');
    for (const [i, path] of ['/dashboard/recipes', '/dashboard/favorites', '/dashboard/settings', '/dashboard/feed', '/dashboard/planning', '/dashboard/shopping', '/dashboard/inventory', '/dashboard/chat'].entries()) {
      await page.goto(path);
      await page.waitForTimeout(2000);
      await shot(page, `${String(i + 2).padStart(2, '0')}-${path.split('/').pop()}`);
    }
    await page.goto('/dashboard/inventory');
    await button(page, 'Générer une recette').first().click();
    const modal = dialog(page, 'Générer une recette');
    await modal.waitFor();
    await modal.getByRole('radio', { name: 'Dessert', exact: true }).check({ force: true });
    await button(modal, 'Générer').click();
    await button(modal, 'Voir la recette complète').waitFor({ timeout: 20_000 });
    await shot(page, '20-generated');
    await button(modal, 'Voir la recette complète').click();
    await page.waitForTimeout(800);
    await shot(page, '21-full');
    await button(page, 'Garder dans mes recettes').click().catch(() => undefined);
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/planning');
    await button(page, 'Planifier ma semaine').first().click();
    const picker = dialog(page, 'Planifier ma semaine');
    await picker.waitFor();
    await shot(page, '30-picker');
    await button(picker, 'Proposer la semaine').click();
    await picker.waitFor({ state: 'detached' });
    await page.waitForTimeout(9000);
    await shot(page, '31-draft');
    await button(page, 'Valider la semaine').click();
    await page.waitForTimeout(2000);
    await shot(page, '32-week');
    await button(page, 'Ajouter les courses de la semaine').click();
    await page.waitForTimeout(2000);
    await shot(page, '33-groceries');
    await page.goto('/dashboard/recipes');
    await page.waitForTimeout(2000);
    await shot(page, '34-book');
    void heading;
  }, PHONE);
});
