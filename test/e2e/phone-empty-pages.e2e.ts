import type { Page } from 'playwright-core';
import { api, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { addDays, nextMonday, openDashboardPage } from './support/dashboard';
import { boxOnceStill, heading, overlap, settled } from './support/ui';
import { LONG_FLOW_TIMEOUT_MS } from './support/env';

// A new family's first look at its kitchen pages on a phone: the floating add button rests above
// the tab bar, and no other button or link of the empty page may sit under it.
const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

/** The names of the visible buttons and links, other than the add button, that it covers. */
async function underAddButton(page: Page): Promise<string[]> {
  const fab = page.locator('.k-fab');
  await settled(page.locator('main'));
  const fabBox = await fab.boundingBox();
  if (!fabBox) throw new Error('no floating add button');
  const covered: string[] = [];
  for (const control of await page.locator('main').getByRole('button').or(page.locator('main').getByRole('link')).all()) {
    if (!(await control.isVisible())) continue;
    if ((await control.evaluate((el) => el.classList.contains('k-fab')))) continue;
    const box = await control.boundingBox();
    if (box && overlap(box, fabBox)) covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()).trim());
  }
  return covered;
}

describe('the empty kitchen pages at 390×844', () => {
  it('Planning, the list and the fridge: nothing of the empty page rests under the floating add button', async () => {
    const user = await subscribedUser({ label: 'phone-empty-pages' });
    await withPage(
      browser(),
      'phone-empty-pages',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/planning');
        await page.getByText('Aucun repas planifié cette semaine').waitFor();
        expect(await underAddButton(page)).toEqual([]);
        // « Planifier ma semaine » stays one tap away, at the top of the page (at the weekend it plans
        // the week ahead and says so).
        expect(await page.getByRole('button', { name: /^Planifier (ma semaine|la semaine prochaine)$/ }).filter({ visible: true }).count()).toBe(1);

        await page.goto('/dashboard/shopping');
        await page.getByText('Votre liste est vide').waitFor();
        expect(await underAddButton(page)).toEqual([]);

        await page.goto('/dashboard/inventory');
        await heading(page, 'Votre frigo est vide').waitFor();
        expect(await underAddButton(page)).toEqual([]);
      },
      PHONE,
    );
  });
});

// The empty fridge's « Ouvrir la liste de courses » rested 3 px above the floating « Ajouter un
// article » at 390×844, its label wrapped on two lines: the empty state now keeps the button's room
// free, and the link on one line, on a short phone too. At 360×740 it opened half under the
// floating button until scrolled: where the phone is short, the empty state is drawn smaller, so
// its words and its link show whole at first sight, clear of the button.
describe('the empty fridge on a phone', () => {
  const phones = [
    { width: 390, height: 664, wholeAtFirstSight: false },
    { width: 390, height: 844, wholeAtFirstSight: true },
    { width: 360, height: 740, wholeAtFirstSight: true },
  ];
  for (const { width, height, wholeAtFirstSight } of phones) {
    const seen = wholeAtFirstSight ? 'shows whole at first sight' : 'rests';
    it(`at ${width}×${height}: « Ouvrir la liste de courses » ${seen} on one line, well clear of the floating add button`, async () => {
      const user = await subscribedUser({ label: `phone-empty-fridge-${width}-${height}` });
      await withPage(
        browser(),
        `phone-empty-fridge-${width}-${height}`,
        async (page) => {
          await openDashboardPage(page, user, '/dashboard/inventory');
          await heading(page, 'Votre frigo est vide').waitFor();
          const link = page.getByRole('link', { name: 'Ouvrir la liste de courses' });
          const tabs = await boxOnceStill(page.getByRole('navigation', { name: 'Raccourcis' }));
          // Where the page opens, and where it rests once scrolled to its end.
          for (const top of ['0', 'document.documentElement.scrollHeight']) {
            // At once: the page scrolls smoothly otherwise, and a box read mid-way is nowhere a person stops.
            await page.evaluate(`window.scrollTo({ top: ${top}, behavior: "instant" })`);
            const box = await boxOnceStill(link);
            const fab = await boxOnceStill(page.locator('.k-fab'));
            expect(box.height).toBeLessThanOrEqual(48);
            if (top === '0' && wholeAtFirstSight) {
              // Above the floating button by a fingertip's margin, the words that lead to it above it too.
              expect(fab.y - (box.y + box.height)).toBeGreaterThanOrEqual(16);
              const words = await boxOnceStill(page.getByText('Ajoutez ce que vous avez sous la main', { exact: false }));
              expect(words.y).toBeGreaterThanOrEqual(0);
              expect(words.y + words.height).toBeLessThanOrEqual(box.y);
              continue;
            }
            if (box.y >= tabs.y) continue; // still under the tab bar: not shown yet
            // Clear of the button by a fingertip's margin, above or below it.
            const gap = Math.max(fab.y - (box.y + box.height), box.y - (fab.y + fab.height));
            expect(gap).toBeGreaterThanOrEqual(16);
          }
        },
        { ...PHONE, viewport: { width, height } },
      );
    });
  }
});

/** What `outsideCard` reads of the page (the tests compile without the DOM's types). */
interface Rect {
  left: number;
  right: number;
  width: number;
}
interface CardElement {
  getBoundingClientRect(): Rect;
  querySelectorAll(selector: string): Iterable<CardElement>;
  getAttribute(name: string): string | null;
  tagName: string;
  scrollWidth: number;
  clientWidth: number;
}

// « Découvrir › » on the home page's suggestions card ran past the card's right edge at 360 px, its
// chevron hanging outside the border; at 320 px the word alone and « personnalisées » still did,
// and the top bar, the page's only visible name on a phone, read « Tableau de… ». At the weekend
// the planned meals card also says how many meals wait next week.
describe('the home page on a phone', () => {
  it.each([360, 320])('at %i px on a Saturday, each of the four cards holds its icon, figure or « Découvrir », and words within its border', async (width) => {
    const user = await subscribedUser({ label: `phone-home-cards-${width}` });
    await api('/planned-meals', { token: user.token, body: { recipeTitle: 'Gratin de courgettes', date: nextMonday(), time: '19:00', servings: 2, type: 'plat' } });
    await withPage(
      browser(),
      `phone-home-cards-${width}`,
      async (page) => {
        await page.clock.setFixedTime(new Date(`${addDays(nextMonday(), -2)}T10:00:00+01:00`));
        await openDashboardPage(page, user, '/dashboard');
        const cards = page.getByRole('region', { name: "En un coup d'œil" }).getByRole('link');
        await page.getByRole('link', { name: /Suggestions personnalisées/ }).waitFor();
        await page.getByRole('link', { name: /Repas planifiés cette semaine 1 la semaine prochaine/ }).waitFor();
        await settled(page.locator('main'));
        const title = page.locator('.dash-topbar-title');
        expect(await title.textContent()).toBe('Tableau de bord');
        expect(await title.evaluate((el) => (el as unknown as CardElement).scrollWidth <= (el as unknown as CardElement).clientWidth)).toBe(true);
        expect(await cards.count()).toBe(4);
        for (const card of await cards.all()) {
          const outside = await card.evaluate((el) => {
            const box = (el as unknown as CardElement).getBoundingClientRect();
            const spill: string[] = [];
            for (const child of (el as unknown as CardElement).querySelectorAll('*')) {
              const r = child.getBoundingClientRect();
              if (r.width === 0) continue; // not drawn
              const name = child.getAttribute('class') ?? child.tagName;
              if (r.left < box.left || r.right > box.right) spill.push(`${name} (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(box.left)}–${Math.round(box.right)})`);
              if (child.scrollWidth > child.clientWidth && child.clientWidth > 0) spill.push(`${name} overflows itself`);
            }
            return spill;
          });
          expect(outside).toEqual([]);
        }
      },
      { ...PHONE, viewport: { width, height: 740 } },
    );
  });
});

// At the weekend the planning's button reads « Planifier la semaine prochaine »: kept on one line,
// it ran 16 px past the page's right margin at 360 px and made the whole page scroll sideways at
// 320 px. It now spans the page's width and wraps where it must.
describe('the planning page at the weekend on a narrow phone', () => {
  it.each([320, 360])('at %i px, « Planifier la semaine prochaine » stays within the page', async (width) => {
    const user = await subscribedUser({ label: `phone-plan-weekend-${width}` });
    await withPage(
      browser(),
      `phone-plan-weekend-${width}`,
      async (page) => {
        // The page reads the day from the browser: a Saturday morning in Zurich.
        await page.clock.setFixedTime(new Date(`${addDays(nextMonday(), -2)}T10:00:00+01:00`));
        await openDashboardPage(page, user, '/dashboard/planning');
        const plan = page.getByRole('button', { name: 'Planifier la semaine prochaine' });
        await plan.waitFor();
        await settled(page.locator('main'));
        const box = await plan.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(16);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width - 16);
        const pageWidth = () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth;
        expect(await page.evaluate(pageWidth)).toBe(width);
      },
      { ...PHONE, viewport: { width, height: 740 } },
    );
  });
});
