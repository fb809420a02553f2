import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import type { PlannedMeal, ShoppingItem } from '#contracts';
import { api, eventually, familyOfTwo, subscribedUser, type ApiUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { notice, openDashboardPage, shoppingLine } from './support/dashboard';
import { boxOnceStill, heading, settled, todayInZurich, until } from './support/ui';
import { LONG_FLOW_TIMEOUT_MS } from './support/env';

// Issue 18 at the smallest phone the product supports: one line per ingredient, added in one
// line, and every removal undone with one tap, on every member's screen.
const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

const SMALL_PHONE: BrowserContextOptions = { ...PHONE, viewport: { width: 360, height: 740 } };

async function openShoppingList(page: Page, user: ApiUser): Promise<void> {
  await openDashboardPage(page, user, '/dashboard/shopping');
  await heading(page, 'Liste de courses').waitFor();
}

const shoppingItems = (user: ApiUser) => api<ShoppingItem[]>('/shopping-items', { token: user.token });
const addItem = (user: ApiUser, body: { name: string; quantity?: string; unit?: string }) => api<ShoppingItem>('/shopping-items', { token: user.token, body });
const recipeSection = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(title) });

describe('the shopper’s list at 360×740', () => {
  // The week's lines come from « Menus du 30 novembre au 6 décembre »: beside the name and the
  // amount, that source wrapped a word a line and made each row 140 px high in « Liste complète ».
  it('keeps each row of « Liste complète » compact, its source on one line', async () => {
    const user = await subscribedUser({ label: 'shop-flat-rows' });
    await api('/shopping-items/from-recipe', {
      token: user.token,
      body: { recipeId: 'week-menus', recipeTitle: 'Menus du 30 novembre au 6 décembre', ingredients: ['2 bouquets de basilic', '250 g de beurre', '2 carottes'] },
    });
    await withPage(
      browser(),
      'shopping-flat-rows',
      async (page) => {
        await openShoppingList(page, user);
        await page.getByRole('button', { name: 'Liste complète' }).click();
        const rows = page.getByRole('list', { name: 'Liste complète' }).getByRole('listitem');
        await until('three rows', () => rows.count(), (n) => n === 3);
        for (const row of await rows.all()) {
          const meta = row.locator('.sh-line-meta').last();
          expect(await meta.textContent()).toContain('Menus du 30 novembre');
          const { height } = await boxOnceStill(row);
          expect(height).toBeLessThanOrEqual(72);
        }
      },
      SMALL_PHONE,
    );
  });

  it('shows the add field’s whole example, not cut at the field’s end', async () => {
    const user = await subscribedUser({ label: 'shop-placeholder' });
    await withPage(
      browser(),
      'shopping-placeholder',
      async (page) => {
        await openShoppingList(page, user);
        const input = page.getByRole('combobox', { name: 'Ajouter un article' });
        // The example typed in as text: the field scrolls sideways when it does not fit.
        const fit = await input.evaluate((el) => {
          const field = el as unknown as { value: string; placeholder: string; scrollWidth: number; clientWidth: number };
          field.value = field.placeholder;
          const seen = { example: field.placeholder, scrollWidth: field.scrollWidth, clientWidth: field.clientWidth };
          field.value = '';
          return seen;
        });
        expect(fit.example).toMatch(/,/); // it still shows that one line adds several articles
        expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth);
      },
      SMALL_PHONE,
    );
  });

  it('adds in one line: a suggestion picked with the keyboard, a top-up that says its total, a usual item from its chip', async () => {
    const user = await subscribedUser({ label: 'shop-one-line' });
    // The household's history: potatoes and milk bought before, flour still to buy.
    for (let week = 0; week < 2; week++) {
      for (const name of ['Pommes de terre', 'Lait']) {
        const item = await addItem(user, { name });
        await api(`/shopping-items/${item.id}`, { token: user.token, method: 'DELETE' });
      }
    }
    await addItem(user, { name: 'Farine', quantity: '500', unit: 'g' });

    await withPage(
      browser(),
      'shopping-one-line',
      async (page) => {
        await openShoppingList(page, user);
        const input = page.getByRole('combobox', { name: 'Ajouter un article' });
        await input.click();
        await input.pressSequentially('2 kg pom');
        const option = page.getByRole('option', { name: '2 kg Pommes de terre' });
        await option.waitFor();
        await input.press('ArrowDown');
        expect(await option.getAttribute('aria-selected')).toBe('true');
        expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
        await input.press('Enter');
        await shoppingLine(page, 'Pommes de terre').waitFor({ state: 'attached' });
        await eventually('the field is empty again', () => input.inputValue(), (v) => v === '');
        expect(await page.evaluate('document.activeElement.getAttribute("role")')).toBe('combobox');

        // "1 kg farine" into a list that asks for 500 g: one line, 1,5 kg.
        await input.pressSequentially('1 kg farine');
        await input.press('Escape');
        await input.press('Enter');
        await notice(page).getByText('Farine : 1,5 kg au total').waitFor();
        expect(await shoppingLine(page, 'Farine').count()).toBe(1);
        await page.locator('.sh-line', { has: shoppingLine(page, 'Farine') }).getByText('1,5 kg').waitFor();

        // The milk the family buys every week is one tap away.
        const chips = page.getByRole('region', { name: 'Souvent achetés' });
        await chips.getByRole('button', { name: 'Ajouter « Lait »' }).click();
        await shoppingLine(page, 'Lait').waitFor({ state: 'attached' });
        await chips.getByRole('button', { name: 'Ajouter « Lait »' }).waitFor({ state: 'detached' });
      },
      SMALL_PHONE,
    );
    const items = await shoppingItems(user);
    expect(items.map((i) => `${i.name} ${i.quantity} ${i.unit}`).sort()).toEqual(['Farine 1,5 kg', 'Lait 1 unité', 'Pommes de terre 2 kg']);
  });

  it("brings a recipe back with 'Annuler' after its last tick, and the checked items after 'Supprimer les articles cochés', on a second member's screen too", async () => {
    const { owner, member } = await familyOfTwo('shop');
    await api('/shopping-items/from-recipe', {
      token: owner.token,
      body: { recipeId: 'crepes', recipeTitle: 'Crêpes', ingredients: ['250 g de farine', '3 oeufs'] },
    });
    // Enough lines to scroll: the last one must stay clear of the floating button and the tab bar.
    for (const name of ['Pain', 'Beurre', 'Sel', 'Poivre', 'Riz', 'Pâtes', 'Café', 'Thé', 'Sucre', 'Miel']) await addItem(owner, { name });

    await withPage(
      browser(),
      'shopping-undo-owner',
      async (ownerPage) => {
        await withPage(
          browser(),
          'shopping-undo-member',
          async (memberPage) => {
            await openShoppingList(memberPage, member);
            await openShoppingList(ownerPage, owner);
            await recipeSection(memberPage, 'Crêpes').waitFor();

            // The wrong last tick of a recipe…
            await shoppingLine(ownerPage, 'farine').click();
            await eventually('the flour is ticked', () => shoppingItems(owner), (items) => items.some((i) => i.name === 'farine' && i.checked));
            await shoppingLine(ownerPage, 'oeufs').click();
            await notice(ownerPage).getByText('Recette « Crêpes » terminée : ses articles ont été retirés').waitFor();
            await recipeSection(ownerPage, 'Crêpes').waitFor({ state: 'detached' });
            await recipeSection(memberPage, 'Crêpes').waitFor({ state: 'detached' });
            // …costs one tap: the recipe's lines come back, the flour still ticked, the eggs not.
            await notice(ownerPage).getByRole('button', { name: 'Annuler' }).click();
            await recipeSection(ownerPage, 'Crêpes').waitFor();
            await recipeSection(memberPage, 'Crêpes').waitFor();
            expect(await shoppingLine(memberPage, 'farine').isChecked()).toBe(true);
            expect(await shoppingLine(memberPage, 'oeufs').isChecked()).toBe(false);

            // "Supprimer les articles cochés": one tap, then 'Annuler'.
            // With the keyboard: scrolled into view, the row sits under the fixed tab bar.
            await shoppingLine(ownerPage, 'Pain').focus();
            await ownerPage.keyboard.press('Space');
            await eventually('two items ticked', () => shoppingItems(owner), (items) => items.filter((i) => i.checked).length === 2);
            await ownerPage.getByRole('button', { name: 'Supprimer les articles cochés' }).click();
            await notice(ownerPage).getByText('2 articles cochés supprimés').waitFor();
            await shoppingLine(memberPage, 'Pain').waitFor({ state: 'detached' });
            await shoppingLine(memberPage, 'farine').waitFor({ state: 'detached' });
            await notice(ownerPage).getByRole('button', { name: 'Annuler' }).click();
            await shoppingLine(memberPage, 'Pain').waitFor({ state: 'attached' });
            await shoppingLine(memberPage, 'farine').waitFor({ state: 'attached' });
            expect(await shoppingLine(memberPage, 'Pain').isChecked()).toBe(true);

            // The last row, scrolled to the end, is not under the floating button or the tab bar.
            // An instant scroll: the page scrolls smoothly (base.css), and a box read mid-way is not where it stops.
            await memberPage.evaluate('window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" })');
            const boxOf = async (locator: Locator) => {
              await settled(locator);
              return locator.boundingBox();
            };
            const last = await boxOf(memberPage.locator('.sh-line').last());
            const fab = await boxOf(memberPage.locator('.k-fab'));
            const tabbar = await boxOf(memberPage.getByRole('navigation', { name: 'Raccourcis' }));
            expect(last!.y + last!.height).toBeLessThanOrEqual(fab!.y);
            expect(last!.y + last!.height).toBeLessThanOrEqual(tabbar!.y);
          },
          SMALL_PHONE,
        );
      },
      SMALL_PHONE,
    );
    const items = await shoppingItems(owner);
    expect(items).toHaveLength(12);
    expect(items.filter((i) => i.checked).map((i) => i.name).sort()).toEqual(['Pain', 'farine']);
  });

  it('keeps « Supprimer les articles cochés » on one line, a finger’s 44 px, within the screen', async () => {
    const user = await subscribedUser({ label: 'shop-delete-checked' });
    const bread = await addItem(user, { name: 'Pain' });
    await addItem(user, { name: 'Lait' });
    await api(`/shopping-items/${bread.id}`, { token: user.token, method: 'PATCH', body: { checked: true } });
    await withPage(
      browser(),
      'shopping-delete-checked',
      async (page) => {
        await openShoppingList(page, user);
        const remove = page.getByRole('button', { name: 'Supprimer les articles cochés', exact: true });
        await until('the button is enabled', () => remove.isEnabled(), (enabled) => enabled);
        const box = await boxOnceStill(remove);
        // It wrapped « cochés » onto a second line at 360 px (70 px tall).
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeLessThanOrEqual(48);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      },
      SMALL_PHONE,
    );
  });

  it('makes each half of the « Par recette » / « Liste complète » switch a finger’s 44 px', async () => {
    const user = await subscribedUser({ label: 'shop-view-switch' });
    await addItem(user, { name: 'Pain' });
    await withPage(
      browser(),
      'shopping-view-switch',
      async (page) => {
        await openShoppingList(page, user);
        for (const name of ['Par recette', 'Liste complète']) {
          const view = page.getByRole('button', { name, exact: true });
          await view.waitFor();
          await settled(view);
          expect((await view.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        }
      },
      SMALL_PHONE,
    );
  });

  it('keeps a planning card’s actions on one line at 360 and 390 px', async () => {
    const user = await subscribedUser({ label: 'shop-planning-card' });
    await api<PlannedMeal>('/planned-meals', {
      token: user.token,
      body: { recipeTitle: 'Soupe de lentilles corail au lait de coco', date: todayInZurich(), time: '12:30', servings: 4, recipeServings: 2, type: 'plat', ingredients: ['200 g de lentilles corail'], instructions: ['Cuire.'] },
    });
    for (const phone of [SMALL_PHONE, PHONE]) {
      await withPage(
        browser(),
        `planning-card-${phone.viewport!.width}`,
        async (page) => {
          await openDashboardPage(page, user, '/dashboard/planning');
          const card = page.getByRole('listitem').filter({ hasText: 'Soupe de lentilles corail au lait de coco' });
          const toggle = card.getByRole('button', { name: 'Voir la recette' });
          await toggle.waitFor();
          await settled(card);
          const edit = (await card.getByRole('button', { name: /^Modifier/ }).boundingBox())!;
          const remove = (await card.getByRole('button', { name: /^Supprimer/ }).boundingBox())!;
          const time = (await card.locator('time').boundingBox())!;
          // The time and both icon actions share one line; the link is one line high.
          expect(Math.abs(edit.y - remove.y)).toBeLessThan(2);
          expect(time.y).toBeLessThan(edit.y + edit.height);
          expect((await toggle.boundingBox())!.height).toBeLessThanOrEqual(48);
        },
        phone,
      );
    }
  });
});
