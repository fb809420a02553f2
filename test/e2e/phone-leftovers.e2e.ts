import type { Locator, Page } from 'playwright-core';
import { api, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { openDashboardPage, openPlanning, openSettings, openWeekPicker, settingsSection } from './support/dashboard';
import { boxOnceStill, button, dialog, heading, overlap, settled, showsWholeChoice, todayInZurich, type Box } from './support/ui';
import { LONG_FLOW_TIMEOUT_MS } from './support/env';

// What was left on small phones: a control of the empty fridge under the floating add button on a
// short screen, « Rappel anti-gaspi » broken at its hyphen, the week's groceries button on two
// ragged lines, « Cette semaine » faded like a broken control, and the week picker's time at 320 px.
const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

/** What `lines` and `halvesOnOneLine` read of an element (the tests compile without the DOM's types). */
interface TextRange {
  selectNodeContents(node: unknown): void;
  setStart(node: unknown, offset: number): void;
  setEnd(node: unknown, offset: number): void;
  getClientRects(): Iterable<{ top: number; width: number }>;
}
interface TextElement {
  ownerDocument: { createRange(): TextRange; createTreeWalker(root: unknown, show: number): { nextNode(): { textContent: string } | null } };
}

/** On how many lines the element's words are drawn. */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = (el as unknown as TextElement).ownerDocument.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });

/** The visible buttons and links of the page's main part, other than the floating add button, with their boxes. */
async function controls(page: Page): Promise<{ name: string; box: Box }[]> {
  const found: { name: string; box: Box }[] = [];
  const main = page.locator('main');
  for (const control of await main.getByRole('button').or(main.getByRole('link')).all()) {
    if (!(await control.isVisible())) continue;
    if (await control.evaluate((el) => el.classList.contains('k-fab'))) continue;
    const box = await control.boundingBox();
    if (box) found.push({ name: (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim(), box });
  }
  return found;
}

/** Whether `first` and `second`, the two halves of a word in the element's text, are drawn on the same line. */
const halvesOnOneLine = (locator: Locator, first: string, second: string) =>
  locator.evaluate(
    (el, [a, b]) => {
      const doc = (el as unknown as TextElement).ownerDocument;
      const walker = doc.createTreeWalker(el, 4 /* text nodes */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent.indexOf(a!);
        if (at < 0) continue;
        const top = (start: number, end: number) => {
          const range = doc.createRange();
          range.setStart(node, start);
          range.setEnd(node, end);
          return Math.round([...range.getClientRects()][0]!.top);
        };
        const then = node.textContent.indexOf(b!, at + a!.length);
        return top(at, at + 1) === top(then + b!.length - 1, then + b!.length);
      }
      throw new Error(`no « ${a} » in the element`);
    },
    [first, second],
  );

describe('the empty fridge at 360×640', () => {
  // « Ouvrir la liste de courses » opened with 24 px of it showing above the floating button, and
  // the page ended before it could be scrolled clear.
  it('no button or link rests under the floating add button, where the page opens or at its end', async () => {
    const user = await subscribedUser({ label: 'phone-fridge-640' });
    await withPage(
      browser(),
      'phone-fridge-640',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/inventory');
        await heading(page, 'Votre frigo est vide').waitFor();
        await settled(page.locator('main'));
        for (const top of ['0', 'document.documentElement.scrollHeight']) {
          await page.evaluate(`window.scrollTo({ top: ${top}, behavior: "instant" })`);
          const fab = await boxOnceStill(page.locator('.k-fab'));
          const covered = (await controls(page)).filter((c) => overlap(c.box, fab)).map((c) => c.name);
          expect({ top, covered }).toEqual({ top, covered: [] });
        }
        // At its end, the page shows « Ouvrir la liste de courses » whole, above the floating button.
        const link = await boxOnceStill(page.getByRole('link', { name: 'Ouvrir la liste de courses' }));
        const fab = await boxOnceStill(page.locator('.k-fab'));
        expect(fab.y - (link.y + link.height)).toBeGreaterThanOrEqual(8);
      },
      { ...PHONE, viewport: { width: 360, height: 640 } },
    );
  });
  // « Effacer les filtres » opened 5 px under it, the header holding « Générer une recette » too.
  it('nor when a search finds nothing in a fridge that holds something', async () => {
    const user = await subscribedUser({ label: 'phone-fridge-640-search' });
    await api('/inventory-items', { token: user.token, body: { name: 'Courgettes', quantity: 2, unit: 'unité' } });
    await withPage(
      browser(),
      'phone-fridge-640-search',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/inventory');
        await page.getByRole('article', { name: 'Courgettes' }).waitFor();
        const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
        await search.fill('ananas');
        await heading(page, 'Aucun article ne correspond').waitFor();
        await search.blur(); // the phone's keyboard closed, as when a person looks at the result
        await settled(page.locator('main'));
        for (const top of ['0', 'document.documentElement.scrollHeight']) {
          await page.evaluate(`window.scrollTo({ top: ${top}, behavior: "instant" })`);
          const fab = await boxOnceStill(page.locator('.k-fab'));
          const covered = (await controls(page)).filter((c) => overlap(c.box, fab)).map((c) => c.name);
          expect({ top, covered }).toEqual({ top, covered: [] });
        }
      },
      { ...PHONE, viewport: { width: 360, height: 640 } },
    );
  });
});

describe('« Rappel anti-gaspi » at 320×640', () => {
  it('neither its heading nor its link under « Sur cette page » breaks « anti-gaspi » at the hyphen', async () => {
    const user = await subscribedUser({ label: 'phone-reminder-320' });
    await withPage(
      browser(),
      'phone-reminder-320',
      async (page) => {
        await openSettings(page, user);
        const contents = page.getByRole('navigation', { name: 'Sur cette page' });
        const link = contents.getByRole('link', { name: /^Rappel anti/ });
        await link.waitFor();
        await settled(contents);
        expect(await halvesOnOneLine(link, 'anti', 'gaspi')).toBe(true);
        const title = settingsSection(page, await link.innerText()).getByRole('heading', { level: 2 });
        await title.scrollIntoViewIfNeeded();
        expect(await halvesOnOneLine(title, 'anti', 'gaspi')).toBe(true);
      },
      { ...PHONE, viewport: { width: 320, height: 640 } },
    );
  });
});

describe('the week on a phone', () => {
  it('at 360×740, « Ajouter les courses de la semaine » shows its words on one line, in its card and in its dialog; « Cette semaine » reads as the current week', async () => {
    const user = await subscribedUser({ label: 'phone-week-groceries' });
    await withPage(
      browser(),
      'phone-week-groceries',
      async (page) => {
        const today = todayInZurich();
        await api('/planned-meals', {
          token: user.token,
          body: { recipeTitle: 'Gratin de courgettes', date: today, time: '19:00', servings: 2, type: 'plat', ingredients: ['4 courgettes'], instructions: ['Cuire.'] },
        });
        await openPlanning(page, user, today);

        // The current week is a state shown whole, not a faded, disabled control.
        const thisWeek = button(page, 'Cette semaine');
        expect(await thisWeek.getAttribute('aria-current')).toBe('date');
        expect(await thisWeek.isEnabled()).toBe(true);
        expect(await thisWeek.evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { opacity: string } }).getComputedStyle(el).opacity)).toBe('1');

        const add = button(page, 'Ajouter les courses de la semaine');
        await add.scrollIntoViewIfNeeded();
        await settled(page.locator('main'));
        expect(await lines(add)).toBe(1);
        const box = await boxOnceStill(add);
        const card = await boxOnceStill(page.getByRole('region', { name: 'Courses de la semaine' }));
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(card.x);
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);

        await add.click();
        const groceries = dialog(page, 'Courses de la semaine');
        const confirm = button(groceries, 'Ajouter les courses de la semaine');
        await confirm.waitFor();
        await settled(groceries);
        expect(await lines(confirm)).toBe(1);
        const confirmBox = await boxOnceStill(confirm);
        expect(confirmBox.height).toBeGreaterThanOrEqual(44);
        expect(confirmBox.x + confirmBox.width).toBeLessThanOrEqual(360);
      },
      { ...PHONE, viewport: { width: 360, height: 740 } },
    );
  });

  // At 320 px the picker's time ran past the dialog's edge.
  it('at 320×640, the week picker shows each day whole: its name, two boxes and its time within the dialog', async () => {
    const user = await subscribedUser({ label: 'phone-week-picker-320' });
    await withPage(
      browser(),
      'phone-week-picker-320',
      async (page) => {
        const picker = await openWeekPicker(page, user);
        const frame = await picker.evaluate((el) => {
          const e = el as unknown as { scrollWidth: number; clientWidth: number };
          return { scrollWidth: e.scrollWidth, clientWidth: e.clientWidth };
        });
        expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
        const edge = await boxOnceStill(picker);
        const rows = picker.locator('.pl-slot-row');
        expect(await rows.count()).toBe(7);
        for (const row of await rows.all()) {
          const day = row.locator('.pl-slot-day');
          const fits = await day.evaluate((el) => {
            const e = el as unknown as { scrollWidth: number; clientWidth: number };
            return { scrollWidth: e.scrollWidth, clientWidth: e.clientWidth };
          });
          expect(fits.scrollWidth).toBeLessThanOrEqual(fits.clientWidth);
          const checks = row.locator('.pl-slot-check');
          const dayBox = (await day.boundingBox())!;
          const lunch = (await checks.first().boundingBox())!;
          const dinner = (await checks.last().boundingBox())!;
          expect(overlap(dayBox, lunch)).toBe(false);
          expect(lunch.x + lunch.width).toBeLessThanOrEqual(dinner.x);
          expect(Math.min(lunch.height, dinner.height)).toBeGreaterThanOrEqual(44);
          const effort = row.getByRole('combobox');
          const box = (await effort.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(dinner.x + dinner.width);
          expect(box.x + box.width).toBeLessThanOrEqual(edge.x + edge.width);
          expect(box.height).toBeGreaterThanOrEqual(44);
          for (const label of await effort.locator('option').allTextContents()) {
            await effort.selectOption({ label });
            const seen = await showsWholeChoice(effort);
            expect(seen.label).toBe(label);
            expect(seen.width).toBeGreaterThanOrEqual(seen.needed);
          }
        }
      },
      { ...PHONE, viewport: { width: 320, height: 640 } },
    );
  });
});
