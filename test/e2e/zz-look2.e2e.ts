import type { Browser, Page } from 'playwright-core';
import { api, subscribedUser } from './support/api';
import { launchBrowser, PHONE, withPage } from './support/browser';
import { onPath, signInThroughUi } from './support/ui';

jest.setTimeout(300_000);
let browser: Browser;
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/look/${name}.png`, fullPage: false });

it('looks at the book', async () => {
  const user = await subscribedUser({ label: 'look2', firstName: 'Claire' });
  for (const [title, type] of [['Gratin dauphinois', 'plat'], ['Tarte aux pommes', 'dessert'], ['Velouté de potimarron aux châtaignes et à la crème', 'entrée'], ['Citronnade maison', 'boisson']] as const) {
    await api('/recipes', { token: user.token, body: { title, type, servings: 4, prepTime: 20, difficulty: 'facile', ingredients: ['1 kg de pommes de terre'], steps: ['Épluchez.', 'Cuisez.'] } }).catch((e) => console.log(String(e)));
  }
  await withPage(browser, 'look2', async (page) => {
    await signInThroughUi(page, user.email, user.password);
    await onPath(page, '/dashboard');
    await page.goto('/dashboard/recipes');
    await page.waitForTimeout(2500);
    await shot(page, '40-book');
  }, PHONE);
  await withPage(browser, 'look2d', async (page) => {
    await signInThroughUi(page, user.email, user.password);
    await onPath(page, '/dashboard');
    await page.goto('/dashboard/recipes');
    await page.waitForTimeout(2500);
    await shot(page, '41-book-desktop');
  }, { viewport: { width: 1280, height: 900 } });
});
