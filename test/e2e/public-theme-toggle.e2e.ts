import type { Locator, Page } from 'playwright-core';
import { useBrowser, withPage } from './support/browser';
import { boxOnceStill, button, heading, overlap, settled } from './support/ui';

// The public site's « Thème sombre »: in the top bar from a tablet up (spec: the header holds the
// theme toggle), in the slide-in menu on a phone, where the bar has no room for it. One toggle
// component, one theme: switching it in either place darkens the page.
const browser = useBrowser();

const isDark = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { classList: { contains(c: string): boolean } } } }).document.documentElement.classList.contains('dark'));

/** Light at first; a press turns the page dark (and says so), a second turns it light again. */
async function switchesDarkAndBack(page: Page, toggle: Locator): Promise<void> {
  expect(await isDark(page)).toBe(false);
  await toggle.click();
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  expect(await isDark(page)).toBe(true);
  await toggle.click();
  expect(await isDark(page)).toBe(false);
}

describe('the public site’s theme toggle', () => {
  for (const width of [768, 1024, 1280]) {
    it(`is in the top bar at ${width} px, and switches the page to dark and back`, async () => {
      await withPage(
        browser(),
        `public-theme-${width}`,
        async (page) => {
          await page.goto('/');
          const toggle = button(page.getByRole('banner'), 'Thème sombre');
          await toggle.waitFor();
          await settled(page.getByRole('banner'));
          const box = (await toggle.boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(64 + 1);
          expect(box.width).toBeGreaterThanOrEqual(44);
          await switchesDarkAndBack(page, toggle);
        },
        { viewport: { width, height: 800 } },
      );
    });
  }

  it('is in the menu on a 390 px phone, not squeezed into the bar', async () => {
    await withPage(
      browser(),
      'public-theme-390',
      async (page) => {
        await page.goto('/');
        await button(page.getByRole('banner'), 'Menu').click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await settled(menu);
        expect(await button(page.getByRole('banner'), 'Thème sombre').isVisible()).toBe(false);
        await button(menu, 'Thème sombre').click();
        expect(await isDark(page)).toBe(true);
      },
      { viewport: { width: 390, height: 844 } },
    );
  });
});

// The sign-in pages are public pages too: the same toggle, at the right end of their header (which
// has room for it on a phone, beside « Retour à… »), from the first visit on.
describe('the sign-in pages’ theme toggle', () => {
  // A pattern where the title ends in « ? », whatever space the copy puts before it.
  const pages: { path: string; title: string | RegExp }[] = [
    { path: '/auth', title: 'Connexion' },
    { path: '/auth?mode=signup', title: 'Créer un compte' },
    { path: '/auth/reset-password', title: /^Mot de passe oublié/ },
    { path: '/auth/email-confirmation', title: 'Vérifiez votre email' },
  ];
  for (const width of [390, 1280]) {
    it(`is at the top right of connexion, inscription, mot de passe oublié and the e-mail check at ${width} px`, async () => {
      await withPage(
        browser(),
        `auth-theme-${width}`,
        async (page) => {
          for (const { path, title } of pages) {
            await page.goto(path);
            await heading(page, title).waitFor();
            const banner = page.getByRole('banner');
            const toggle = button(banner, 'Thème sombre');
            const box = await boxOnceStill(toggle);
            const back = await boxOnceStill(banner.getByRole('link'));
            // On the header's row, beside « Retour à… », above the page's title.
            expect(Math.abs(box.y + box.height / 2 - (back.y + back.height / 2))).toBeLessThanOrEqual(1);
            expect(box.y + box.height).toBeLessThanOrEqual((await boxOnceStill(heading(page, title))).y);
            expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
            expect(overlap(box, back)).toBe(false);
            expect(box.x).toBeGreaterThan(back.x + back.width);
            await switchesDarkAndBack(page, toggle);
          }
        },
        { viewport: { width, height: 800 } },
      );
    });
  }
});
