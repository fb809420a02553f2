import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BookRecipe, PlannedMeal } from '#contracts';
import { api, eventually, familyOfTwo, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { openDashboardPage } from './support/dashboard';
import { button, dialog, field, heading, onPath, until, untilValue } from './support/ui';
import { LONG_FLOW_TIMEOUT_MS } from './support/env';

const browser = useBrowser({ testTimeout: LONG_FLOW_TIMEOUT_MS });

let site: Server;
let siteBase = '';

beforeAll(async () => {
  // A stand-in for a French recipe site, on loopback (the e2e app allows it through its test-only setting).
  const fixture = readFileSync(join(__dirname, '../fixtures/recipe-pages/jsonld-steps.html'), 'utf8');
  // The page's picture on the same stand-in site (the fixture names an outside address).
  const picture = await sharp({ create: { width: 1000, height: 800, channels: 3, background: { r: 230, g: 220, b: 190 } } }).jpeg().toBuffer();
  site = createServer((req, res) => {
    if (req.url === '/media/blanquette.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end(picture);
    }
    const page = fixture.replace('https://img.exemple-recettes.fr/blanquette-1x1.jpg', `${siteBase}/media/blanquette.jpg`);
    res.writeHead(req.url === '/recettes/blanquette' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url === '/recettes/blanquette' ? page : '');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => site?.close(r));
});

describe('Mes recettes', () => {
  it('imports a recipe from a link, then plans it', async () => {
    const user = await subscribedUser({ label: 'book-import' });
    await withPage(browser(), 'book-import', async (page) => {
      await openDashboardPage(page, user, '/dashboard/recipes');
      await heading(page, 'Mes recettes').waitFor();
      await field(page, 'Importer depuis un lien').fill(`${siteBase}/recettes/blanquette`);
      await button(page, 'Importer').click();
      await page.getByText('« Blanquette de veau facile » a été ajoutée à vos recettes.', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Voir la recette' }).click();
      await heading(page, 'Blanquette de veau facile').waitFor();
      await page.getByText('1,2 kg de blanquette de veau', { exact: true }).waitFor();
      // The site's picture was kept as the book's own: it shows under the CSP (img-src 'self').
      const stored = page.locator('img[src^="/api/recipe-images/"]');
      await until('the imported picture is loaded', () => stored.evaluate((img) => { const i = img as unknown as { complete: boolean; naturalWidth: number }; return i.complete ? i.naturalWidth : 0; }), (w) => w === 1000);
      // Eight guests instead of six: the lines follow.
      await button(page, 'Une personne de plus').click();
      await button(page, 'Une personne de plus').click();
      await page.getByText('8 personnes', { exact: true }).waitFor();
      await page.getByText('1,6 kg de blanquette de veau', { exact: true }).waitFor();

      await button(page, 'Ajouter au planning').click();
      await onPath(page, '/dashboard/planning');
      const modal = dialog(page, 'Ajouter un repas');
      await modal.waitFor();
      expect(await field(modal, 'Titre du repas').inputValue()).toBe('Blanquette de veau facile');
      await button(modal, 'Ajouter au planning').click();
      await modal.waitFor({ state: 'detached' });
      // The range GET /api/planned-meals requires: a month either side of today covers the modal's date.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const meals = await eventually('the meal is planned', () => api<PlannedMeal[]>(`/planned-meals?from=${day(-31)}&to=${day(31)}`, { token: user.token }), (m) => m.length === 1);
      expect(meals[0]).toMatchObject({ recipeTitle: 'Blanquette de veau facile' });
    });
  });

  it('writes a recipe by hand and cooks it step by step on a phone', async () => {
    const user = await subscribedUser({ label: 'book-cook' });
    await withPage(
      browser(),
      'book-cook-phone',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard/recipes');
        await page.getByRole('link', { name: 'Écrire une recette' }).click();
        await heading(page, 'Nouvelle recette').waitFor();
        await field(page, 'Titre').fill('Gratin de mamie');
        await field(page, 'Ingrédients (un par ligne)').fill('1 kg de pommes de terre\n50 cl de crème\n2 gousses d’ail');
        await page.getByRole('list', { name: 'Ce que Mijote a compris' }).getByText('1 kg · pommes de terre').waitFor();
        await field(page, 'Étapes (une par ligne)').fill('Trancher les pommes de terre.\nCuire 1 heure à 160 °C.');
        await button(page, 'Enregistrer la recette').click();
        await heading(page, 'Gratin de mamie').waitFor();

        await page.getByRole('link', { name: 'Mode cuisine' }).click();
        await page.getByText('Étape 1 sur 2').waitFor();
        await page.getByText('Trancher les pommes de terre.', { exact: true }).waitFor();
        await page.getByRole('list', { name: 'Ingrédients de cette étape' }).getByText('1 kg de pommes de terre').waitFor();
        const next = button(page, 'Suivante');
        const box = await next.boundingBox();
        // Within a thumb's reach: the lower part of a phone screen, at least 48 px high.
        expect(box!.y).toBeGreaterThan(844 / 2);
        expect(box!.height).toBeGreaterThanOrEqual(48);
        // Whole above the tab bar, not half under it (it was, at 390×844).
        const tabbar = (await page.getByRole('navigation', { name: 'Raccourcis' }).boundingBox())!;
        expect(box!.y + box!.height).toBeLessThanOrEqual(tabbar.y);
        await next.click();
        await page.getByText('Cuire 1 heure à 160 °C.', { exact: true }).waitFor();
        await button(page, 'Minuteur 1 heure').click();
        await page.getByRole('button', { name: /restantes/ }).waitFor();
        // « Terminé » asks to update the fridge; an empty fridge has nothing to update, « Fermer » goes back.
        await button(page, 'Terminé').click();
        const update = dialog(page, 'Mettre à jour le frigo ?');
        await update.getByText("Rien de cette recette ne vient du frigo : il n'y a rien à mettre à jour.").waitFor();
        await update.getByRole('button', { name: 'Fermer', exact: true }).last().click();
        await page.getByRole('link', { name: '← Mes recettes' }).waitFor();
      },
      PHONE,
    );
  });

  it('gives a recipe a photo from the form (checked, previewed, removable), shown on its card and its page', async () => {
    const user = await subscribedUser({ label: 'book-photo' });
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 190, g: 110, b: 50 } } }).jpeg().toBuffer();
    await withPage(browser(), 'book-photo', async (page) => {
      await openDashboardPage(page, user, '/dashboard/recipes/new');
      await heading(page, 'Nouvelle recette').waitFor();
      await field(page, 'Titre').fill('Tarte aux abricots');
      await field(page, 'Ingrédients (un par ligne)').fill('1 pâte brisée\n8 abricots');
      await field(page, 'Étapes (une par ligne)').fill('Garnir la pâte.\nCuire 35 minutes.');

      // A file that is no photo is refused in French before anything is sent.
      const input = field(page, 'Photo de la recette');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une image') });
      await page.getByRole('alert').getByText('Format de photo non pris en charge', { exact: false }).waitFor();
      expect(await page.getByRole('img', { name: 'Aperçu de la photo' }).count()).toBe(0);

      // A photo: previewed, then removed with the keyboard, then chosen again.
      await input.setInputFiles({ name: 'tarte.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByRole('img', { name: 'Aperçu de la photo' }).waitFor();
      await button(page, 'Retirer la photo').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('img', { name: 'Aperçu de la photo' }).waitFor({ state: 'detached' });
      await input.setInputFiles({ name: 'tarte.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByRole('img', { name: 'Aperçu de la photo' }).waitFor();
      await button(page, 'Enregistrer la recette').click();
      await heading(page, 'Tarte aux abricots').waitFor();

      // The page shows the stored picture (same origin: the CSP lets it through), loaded for real.
      const saved = (await api<{ items: BookRecipe[] }>('/recipes', { token: user.token })).items[0];
      expect(saved.image).toMatch(/^\/api\/recipe-images\/[0-9a-f]{64}\.webp$/);
      const shown = page.locator(`img[src="${saved.image}"]`);
      await shown.waitFor();
      await until('the picture is loaded', () => shown.evaluate((img) => { const i = img as unknown as { complete: boolean; naturalWidth: number }; return i.complete ? i.naturalWidth : 0; }), (w) => w === 1200);

      // The card in the book uses the thumbnail.
      await page.goto('/dashboard/recipes');
      const thumb = page.locator(`img[src="${saved.image!.replace(/\.webp$/, '.thumb.webp')}"]`);
      await thumb.waitFor();
      await until('the thumbnail is loaded', () => thumb.evaluate((img) => { const i = img as unknown as { complete: boolean; naturalWidth: number }; return i.complete ? i.naturalWidth : 0; }), (w) => w === 400);

      // Editing: the photo is removed, and the recipe has none any more.
      await page.goto(`/dashboard/recipes/${saved.id}/edit`);
      await heading(page, 'Modifier la recette').waitFor();
      await page.getByRole('img', { name: 'Aperçu de la photo' }).waitFor();
      await button(page, 'Retirer la photo').click();
      await page.getByText('La photo sera retirée à l’enregistrement.').waitFor();
      await button(page, 'Enregistrer la recette').click();
      await heading(page, 'Tarte aux abricots').waitFor();
      await eventually('the photo is removed', () => api<BookRecipe>(`/recipes/${saved.id}`, { token: user.token }), (r) => r.image === null);
    });
  });

  it('two members edit the same recipe: the second save is refused in French, nothing is lost, reloading shows the first', async () => {
    const { owner, member } = await familyOfTwo('book');
    const recipe = await api<BookRecipe>('/recipes', {
      token: owner.token,
      body: { title: 'Gratin de mamie', ingredients: ['1 kg de pommes de terre'], steps: ['Cuire 1 heure.'] },
    });
    const editPath = `/dashboard/recipes/${recipe.id}/edit`;

    await withPage(browser(), 'book-edit-owner', async (ownerPage) => {
      await withPage(browser(), 'book-edit-member', async (memberPage) => {
        // Both open the edit screen of the same version.
        await openDashboardPage(ownerPage, owner, editPath);
        await openDashboardPage(memberPage, member, editPath);
        await heading(ownerPage, 'Modifier la recette').waitFor();
        await heading(memberPage, 'Modifier la recette').waitFor();

        await field(ownerPage, 'Ingrédients (un par ligne)').fill('1 kg de pommes de terre\n50 cl de crème');
        await button(ownerPage, 'Enregistrer la recette').click();
        await heading(ownerPage, 'Gratin de mamie').waitFor();

        // The member's save, from the version they opened, is refused; what they typed stays on screen.
        const memberIngredients = field(memberPage, 'Ingrédients (un par ligne)');
        await memberIngredients.fill('1 kg de pommes de terre\n100 g de gruyère');
        await button(memberPage, 'Enregistrer la recette').click();
        await memberPage.getByRole('alert').getByText("Cette recette a été modifiée par un autre membre. Rechargez-la avant d'enregistrer.").waitFor();
        expect(await memberIngredients.inputValue()).toBe('1 kg de pommes de terre\n100 g de gruyère');
        const stored = await api<BookRecipe>(`/recipes/${recipe.id}`, { token: owner.token });
        expect(stored.ingredients).toEqual(['1 kg de pommes de terre', '50 cl de crème']);

        // Reloading shows the owner's version; the member adds to it and saves.
        await button(memberPage, 'Recharger la recette').click();
        await untilValue(memberIngredients, '1 kg de pommes de terre\n50 cl de crème');
        await memberIngredients.fill('1 kg de pommes de terre\n50 cl de crème\n100 g de gruyère');
        await button(memberPage, 'Enregistrer la recette').click();
        await heading(memberPage, 'Gratin de mamie').waitFor();
        const final = await api<BookRecipe>(`/recipes/${recipe.id}`, { token: owner.token });
        expect(final).toMatchObject({ version: 3, ingredients: ['1 kg de pommes de terre', '50 cl de crème', '100 g de gruyère'] });
      });
    });
  });
});
