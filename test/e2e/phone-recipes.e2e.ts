import type { BookRecipe } from '#contracts';
import { api, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { openDashboardPage } from './support/dashboard';
import { boxOnceStill, heading, onPath, showsWholeChoice } from './support/ui';
import { LONG_FLOW_TIMEOUT_MS } from './support/env';

// « Mes recettes » on a phone: filters that say what they filter, and recipes opened by a finger.
const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

describe('Mes recettes on a phone', () => {
  it('at 360 px, the type and origin filters show their whole label, whatever is chosen', async () => {
    const user = await subscribedUser({ label: 'phone-recipes-filters' });
    await withPage(
      browser(),
      'phone-recipes-filters',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/recipes');
        await page.getByText('Votre livre de recettes est vide', { exact: false }).waitFor();
        for (const name of ['Origine', 'Type de plat']) {
          const select = page.getByRole('combobox', { name, exact: true });
          const labels = await select.locator('option').allTextContents();
          expect(labels.length).toBeGreaterThan(2);
          for (const label of labels) {
            await select.selectOption({ label });
            const seen = await showsWholeChoice(select);
            expect(seen.label).toBe(label);
            expect(seen.width).toBeGreaterThanOrEqual(seen.needed);
          }
        }
        expect(await page.getByRole('combobox', { name: 'Origine', exact: true }).locator('option').first().textContent()).toBe('Toutes les origines');
      },
      { ...PHONE, viewport: { width: 360, height: 740 } },
    );
  });

  it('at 360 px, « Écrire une recette » stands apart from the lead text above it', async () => {
    const user = await subscribedUser({ label: 'phone-recipes-lead' });
    await withPage(
      browser(),
      'phone-recipes-lead',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/recipes');
        const lead = await boxOnceStill(page.getByText('Toutes les recettes de la famille', { exact: false }));
        const write = await boxOnceStill(page.getByRole('link', { name: 'Écrire une recette', exact: true }));
        // It rested against the words' last line (0 px): a button, not the sentence's end.
        expect(write.y - (lead.y + lead.height)).toBeGreaterThanOrEqual(12);
      },
      { ...PHONE, viewport: { width: 360, height: 740 } },
    );
  });

  it('a tap anywhere on a recipe’s card opens it, its picture too; « ← Mes recettes » is a finger’s 44 px', async () => {
    const user = await subscribedUser({ label: 'phone-recipes-card' });
    const recipe = await api<BookRecipe>('/recipes', {
      token: user.token,
      body: { title: 'Soupe de lentilles corail', ingredients: ['200 g de lentilles corail'], steps: ['Cuire.'] },
    });
    await withPage(
      browser(),
      'phone-recipes-card',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/recipes');
        const card = page.getByRole('listitem').filter({ hasText: 'Soupe de lentilles corail' });
        const box = await boxOnceStill(card);
        // The picture, at the card's left end: the title link alone was a 17 px strip of text.
        await page.touchscreen.tap(box.x + 24, box.y + box.height / 2);
        await onPath(page, `/dashboard/recipes/${recipe.id}`);
        await heading(page, 'Soupe de lentilles corail').waitFor();

        const back = page.getByRole('link', { name: '← Mes recettes' });
        expect((await boxOnceStill(back)).height).toBeGreaterThanOrEqual(44);
        await page.goto(`/dashboard/recipes/${recipe.id}/edit`);
        expect((await boxOnceStill(page.getByRole('link', { name: '← Retour' }))).height).toBeGreaterThanOrEqual(44);
      },
      PHONE,
    );
  });

  it('at 360 px, with floury fingers: cooking mode’s « Quitter » and the form’s photo picker are a finger’s 44 px, the form no wider than the screen', async () => {
    const user = await subscribedUser({ label: 'phone-recipes-cook' });
    const recipe = await api<BookRecipe>('/recipes', {
      token: user.token,
      body: { title: 'Crêpes', ingredients: ['250 g de farine', '4 œufs', '50 cl de lait'], steps: ['Mélanger.', 'Cuire à la poêle.'] },
    });
    await withPage(
      browser(),
      'phone-recipes-cook',
      async (page) => {
        await openDashboardPage(page, user, `/dashboard/recipes/${recipe.id}/cook`);
        await page.getByText('Étape 1 sur 2').waitFor();
        // It was a 24 px line of text, at the top of the screen, while cooking.
        const quit = page.getByRole('link', { name: 'Quitter', exact: true });
        expect((await boxOnceStill(quit)).height).toBeGreaterThanOrEqual(44);

        await page.goto(`/dashboard/recipes/${recipe.id}/edit`);
        await heading(page, 'Modifier la recette').waitFor();
        // The browser's own file button was about 20 px high.
        const picker = page.getByRole('button', { name: 'Photo de la recette' }).or(page.getByLabel('Photo de la recette'));
        expect((await boxOnceStill(picker.first())).height).toBeGreaterThanOrEqual(44);
        // The picker's own width does not push the form's fields past the screen's edge.
        const pageWidth = await page.evaluate(
          () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
        );
        expect(pageWidth).toBeLessThanOrEqual(360);
      },
      { ...PHONE, viewport: { width: 360, height: 740 } },
    );
  });
});
