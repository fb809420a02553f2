import type { Locator, Page } from 'playwright-core';
import { MEAL_PLAN_MESSAGES, type ShoppingItem } from '#contracts';
import { api, eventually, familyOfTwo, savePreferences, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { addDays, nextMonday, openPlanning, openWeekPicker } from './support/dashboard';
import { button, dialog, heading, onPath, showsWholeChoice, until } from './support/ui';
import { WEEK_WAIT_MS, LONG_FLOW_TIMEOUT_MS } from './support/env';

const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

const draftCards = (page: Page) => page.getByRole('region', { name: 'Votre semaine proposée' }).getByRole('listitem');
const dishTitle = (card: Locator) => card.locator('.pl-draft-title').textContent();

describe('Planifier ma semaine', () => {
  it('a phone user plans the week, swaps Tuesday, accepts, adds the groceries; the other member sees the draft live', async () => {
    const { owner, member } = await familyOfTwo('week');
    await savePreferences(owner.token, { householdSize: { adults: 2, children: 2 }, dietaryRestrictions: ['none'], preferredFoods: [], avoidedFoods: ['champignons'], servings: 4 });
    const week = nextMonday();
    // Courgettes to use by Wednesday.
    await api('/inventory-items', { token: owner.token, body: { name: 'Courgettes', quantity: 4, unit: 'unité', expirationDate: addDays(week, 2) } });

    await withPage(browser(), 'week-member', async (memberPage) => {
      await openPlanning(memberPage, member, week);
      await withPage(
        browser(),
        'week-owner-phone',
        async (page) => {
          await openPlanning(page, owner, week);
          await button(page, 'Planifier ma semaine').first().click();
          const picker = dialog(page, 'Planifier ma semaine');
          await picker.waitFor();
          // The default: the seven dinners, quick on weekdays.
          await picker.getByText('7 repas à planifier', { exact: true }).waitFor();
          await button(picker, 'Proposer la semaine').click();
          await picker.waitFor({ state: 'detached' });

          // The week appears day by day, on both screens.
          const cards = draftCards(page);
          await until('seven dishes', async () => page.locator('.pl-draft-title').count(), (n) => n === 7);
          await until('the member sees them', async () => memberPage.locator('.pl-draft-title').count(), (n) => n === 7);
          expect(await cards.count()).toBe(7);
          const courgettes = page.locator('.pl-draft-why', { hasText: /courgettes qui expirent/ });
          await courgettes.first().waitFor();

          // "Autre idée" on Tuesday, for something else.
          const tuesday = cards.nth(1);
          const before = await dishTitle(tuesday);
          await button(tuesday, /Autre idée/).click();
          await button(tuesday, 'Autre chose').click();
          await until('a new Tuesday', () => dishTitle(cards.nth(1)), (t) => Boolean(t) && t !== before);
          const after = (await dishTitle(cards.nth(1)))!;
          await until('the member sees the swap', () => dishTitle(draftCards(memberPage).nth(1)), (t) => t === after);

          await button(page, 'Valider la semaine').click();
          await page.getByText('7 repas ajoutés au planning', { exact: true }).waitFor();
          const tuesdayColumn = page.getByRole('region', { name: new RegExp(`^Mardi ${Number(addDays(week, 1).slice(8))}`) });
          await tuesdayColumn.getByText(after, { exact: true }).waitFor();

          await button(page, 'Ajouter les courses de la semaine').click();
          const groceries = dialog(page, 'Courses de la semaine');
          await groceries.getByText(new RegExp(`^${MEAL_PLAN_MESSAGES.inFridge(0, 0).replaceAll('0', '\\d+')}$`)).waitFor();
          await heading(groceries, 'Fruits et légumes').waitFor();
          await button(groceries, 'Ajouter les courses de la semaine').click();
          await groceries.getByText(/articles? ajoutés? à la liste de courses/).first().waitFor();
          await groceries.getByRole('link', { name: 'Voir la liste de courses' }).click();
          await onPath(page, '/dashboard/shopping');
          await heading(page, 'Liste de courses').waitFor();
          const items = await eventually('the list', () => api<ShoppingItem[]>('/shopping-items', { token: owner.token }), (l) => l.length > 0);
          await page.getByRole('checkbox', { name: new RegExp(`^${items[0]!.name}`) }).first().waitFor({ state: 'attached' });
          // The fridge's courgettes are not bought again when the week's need fits in them.
          expect(items.filter((i) => /champignon/i.test(i.name))).toEqual([]);
        },
        PHONE,
      );
    });
  });
  // At 360 px the day's short name (« Sam. ») ran over its 30 px column into « Midi », and the time
  // chosen showed cut (« J'ai le temp »).
  it('at 360×740, each day of the picker shows its name within its column and its time whole', async () => {
    const user = await subscribedUser({ label: 'week-picker-phone' });
    await withPage(
      browser(),
      'week-picker-phone',
      async (page) => {
        const picker = await openWeekPicker(page, user);
        const rows = picker.locator('.pl-slot-row');
        expect(await rows.count()).toBe(7);
        for (const row of await rows.all()) {
          const day = row.locator('.pl-slot-day');
          const fits = await day.evaluate((el) => {
            const e = el as unknown as { scrollWidth: number; clientWidth: number; textContent: string };
            return { day: e.textContent, scrollWidth: e.scrollWidth, clientWidth: e.clientWidth };
          });
          expect(fits.scrollWidth).toBeLessThanOrEqual(fits.clientWidth);
          const dayBox = (await day.boundingBox())!;
          const lunch = (await row.locator('.pl-slot-check').first().boundingBox())!;
          expect(dayBox.x + dayBox.width).toBeLessThanOrEqual(lunch.x);
          const effort = row.getByRole('combobox');
          for (const label of await effort.locator('option').allTextContents()) {
            await effort.selectOption({ label });
            const seen = await showsWholeChoice(effort);
            expect(seen.label).toBe(label);
            expect(seen.width).toBeGreaterThanOrEqual(seen.needed);
          }
          const box = (await effort.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(360);
        }

        // The proposed week's « Déplacer vers… » beside « Vider » read « Déplacer vers. », cut by its arrow.
        await picker.getByRole('button', { name: 'Proposer la semaine' }).click();
        await page.getByRole('button', { name: 'Valider la semaine' }).waitFor({ timeout: WEEK_WAIT_MS });
        const moves = page.locator('.pl-draft-move');
        await until('the seven evenings have their dish', () => moves.count(), (n) => n === 7);
        for (const move of await moves.all()) {
          const seen = await showsWholeChoice(move);
          expect(seen.label).toBe('Déplacer vers…');
          expect(seen.width).toBeGreaterThanOrEqual(seen.needed);
        }
      },
      { ...PHONE, viewport: { width: 360, height: 740 } },
    );
  });
});
