import type { Page } from 'playwright-core';
import { useBrowser, withPage } from './support/browser';
import { button, settled } from './support/ui';

// The public site's « Thème sombre »: in the top bar from a tablet up (spec: the header holds the
// theme toggle), in the slide-in menu on a phone, where the bar has no room for it. One toggle
// component, one theme: switching it in either place darkens the page.
const browser = useBrowser();

const isDark = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { classList: { contains(c: string): boolean } } } }).document.documentElement.classList.contains('dark'));

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
          expect(await isDark(page)).toBe(false);
          await toggle.click();
          expect(await toggle.getAttribute('aria-pressed')).toBe('true');
          expect(await isDark(page)).toBe(true);
          await toggle.click();
          expect(await isDark(page)).toBe(false);
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
