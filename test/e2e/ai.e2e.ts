import type { Page } from 'playwright-core';
import type { PlannedMeal, ShoppingItem } from '#contracts';
import { api, subscribedUser } from './support/api';
import { useBrowser, withPage } from './support/browser';
import { openDashboardPage, openFromMenu } from './support/dashboard';
import { assertNoReload, button, dialog, field, frenchLongDate, heading, markDocument, onPath, todayInZurich, until } from './support/ui';
import { CHEF_WAIT_MS } from './support/env';

const browser = useBrowser();

/**
 * Records, in the page, every length the chef's streaming bubble goes through (it is hidden from
 * assistive technology while it streams, hence its test id).
 */
async function recordStreaming(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    // The server code's type library has no DOM: the little of it used here, typed by hand.
    const w = globalThis as unknown as {
      __e2eStream: number[];
      document: { body: unknown; querySelector(selector: string): { textContent: string | null } | null };
      MutationObserver: new (callback: () => void) => { observe(target: unknown, options: Record<string, boolean>): void };
    };
    const seen: number[] = [];
    w.__e2eStream = seen;
    new w.MutationObserver(() => {
      const length = w.document.querySelector('[data-testid="chef-streaming"]')?.textContent?.trim().length ?? 0;
      if (length > 0 && length !== seen[seen.length - 1]) seen.push(length);
    }).observe(w.document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (globalThis as unknown as { __e2eStream: number[] }).__e2eStream);
}

describe('the chef: suggestions and chat (offline chef)', () => {
  it('suggests a main course, shows it in full, adds it to the shopping list and to the planning', async () => {
    const user = await subscribedUser({ label: 'feed' });
    await withPage(browser(), 'ai-suggestions', async (page) => {
      await openDashboardPage(page, user, '/dashboard');
      await openFromMenu(page, 'Suggestions', '/dashboard/feed');
      await heading(page, 'Que voulez-vous cuisiner ?').waitFor();
      await page.getByRole('radio', { name: 'Plat', exact: true }).check();
      await button(page, 'Générer une recette').click();

      const card = page.getByRole('article').filter({ has: button(page, 'Voir la recette complète') });
      await card.waitFor({ timeout: CHEF_WAIT_MS });
      await card.getByText('Plat', { exact: true }).first().waitFor();
      const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
      expect(title.length).toBeGreaterThan(0);

      await button(card, 'Voir la recette complète').click();
      const full = dialog(page, title);
      await full.waitFor();
      const steps = full.getByRole('region', { name: 'Préparation' }).locator('ol > li');
      expect(await steps.count()).toBeGreaterThanOrEqual(2);
      const ingredients = await full.getByRole('region', { name: 'Ingrédients' }).getByRole('listitem').allTextContents();
      expect(ingredients.length).toBeGreaterThanOrEqual(2);

      await button(full, 'Ajouter à la liste de courses').click();
      await full.getByRole('status').filter({ hasText: 'Ajouté à la liste de courses !' }).waitFor();
      const listed = await api<ShoppingItem[]>('/shopping-items', { token: user.token });
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((item) => item.recipeTitle === title)).toBe(true);

      await button(full, 'Ajouter au planning').click();
      await onPath(page, '/dashboard/planning');
      const modal = dialog(page, 'Ajouter un repas');
      await modal.waitFor();
      await modal.getByText(`Recette « ${title} »`).waitFor();
      expect(await field(modal, 'Titre du repas').inputValue()).toBe(title);
      expect(await field(modal, 'Type').inputValue()).toBe('plat');
      await button(modal, 'Ajouter au planning').click();
      await modal.waitFor({ state: 'detached' });
      await page.getByRole('region', { name: frenchLongDate(todayInZurich()), exact: true }).getByText(title, { exact: true }).waitFor();
    });
    const [meal] = await api<PlannedMeal[]>(`/planned-meals?from=${todayInZurich()}&to=${todayInZurich()}`, { token: user.token });
    // Planned from a recipe: its lines and steps go with it.
    expect(meal?.ingredients.length).toBeGreaterThan(0);
    expect(meal?.instructions.length).toBeGreaterThan(0);
  });

  it("answers 'Par quoi remplacer le beurre ?' in the chat, the reply streaming in without a reload", async () => {
    const user = await subscribedUser({ label: 'chat' });
    await withPage(browser(), 'ai-chat', async (page) => {
      await openDashboardPage(page, user, '/dashboard');
      await openFromMenu(page, 'Assistant Chef', '/dashboard/chat');
      await heading(page, 'Assistant Chef').waitFor();
      const message = field(page, 'Votre message au chef');
      await until('the composer is usable', () => message.isEditable(), Boolean);
      await markDocument(page);
      const streamed = await recordStreaming(page);

      await message.fill('Par quoi remplacer le beurre ?');
      await message.press('Enter');

      const log = page.getByRole('log', { name: 'Conversation avec le chef' });
      await log.getByText('Par quoi remplacer le beurre ?', { exact: true }).waitFor();
      const reply = log.locator('[data-role="assistant"]').last();
      await reply.waitFor({ timeout: CHEF_WAIT_MS });
      const text = (await reply.textContent()) ?? '';
      expect(text).toMatch(/beurre|huile|margarine/i);
      // The reply was shown growing before it was stored.
      const lengths = await streamed();
      expect(lengths.length).toBeGreaterThanOrEqual(2);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      await assertNoReload(page);
      await button(page, 'Envoyer').waitFor();
    });
  });
});
