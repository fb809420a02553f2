import { readFile } from 'node:fs/promises';
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, type Preferences, type Profile } from '#contracts';
import { apiSignInStatus, uniqueEmail } from './support/accounts';
import { api, signIn, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { openDashboardPage, openSettings, settingsSection } from './support/dashboard';
import { linkIn, waitForEmail } from './support/outbox';
import { alertDialog, assertNoReload, button, field, heading, markDocument, onPath, settled, until, untilValue } from './support/ui';

const browser = useBrowser();

describe('Paramètres', () => {
  it('Profil: saves a new name, confirms it for about 3 s, and the user menu shows it without a reload', async () => {
    const user = await subscribedUser({ label: 'profile', firstName: 'Claire', lastName: 'Favre' });
    await withPage(browser(), 'settings-profile', async (page) => {
      await openSettings(page, user);
      await markDocument(page);
      const profile = settingsSection(page, 'Profil');
      await untilValue(field(profile, 'Prénom'), 'Claire');
      expect(await field(profile, 'Nom').inputValue()).toBe('Favre');
      await profile.getByText(user.email, { exact: true }).waitFor();

      await field(profile, 'Prénom').fill('Camille');
      await field(profile, 'Nom').fill('Dubois');
      await button(profile, 'Enregistrer').click();
      const confirmation = profile.getByRole('status').getByText(ACCOUNT_MESSAGES.profileUpdated, { exact: true });
      await confirmation.waitFor();
      const shownAt = Date.now();

      // The user menu reads the session's user: already the new name.
      await button(page, /^Mon compte/).click();
      const menu = page.locator('.user-menu');
      await menu.getByText('Camille Dubois', { exact: true }).waitFor();
      await menu.getByText(user.email, { exact: true }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });

      // The confirmation goes by itself after ~3 s (the behaviour under test, hence the time bounds).
      await confirmation.waitFor({ state: 'detached', timeout: 8_000 });
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThanOrEqual(2_500);
      expect(shownFor).toBeLessThan(5_000);
      expect(await field(profile, 'Prénom').inputValue()).toBe('Camille');
      await assertNoReload(page);
    });
    expect(await api<Profile>('/profile', { token: user.token })).toMatchObject({ firstName: 'Camille', lastName: 'Dubois' });
  });

  it('Préférences alimentaires: food tags added with Enter, a duplicate refused, one removed, saved and still there after a reload', async () => {
    const user = await subscribedUser({ label: 'foodtags' });
    await withPage(browser(), 'settings-food-tags', async (page) => {
      await openSettings(page, user);
      const section = settingsSection(page, 'Préférences alimentaires');
      // The input and its list of tags share the name; the input is the textbox.
      const input = section.getByRole('textbox', { name: 'Aliments préférés', exact: true });
      const tags = section.getByRole('list', { name: 'Aliments préférés', exact: true }).getByRole('listitem');
      await input.waitFor();
      expect(await tags.count()).toBe(0);

      for (const food of ['tomates', 'saumon']) {
        await input.fill(food);
        await input.press('Enter');
        await tags.filter({ hasText: food }).waitFor();
        await untilValue(input, '');
      }
      expect(await tags.allTextContents()).toEqual(['tomates', 'saumon']);

      // Same food, other case: refused under the field, the list unchanged.
      await input.fill('Tomates');
      await input.press('Enter');
      await section.getByRole('alert').getByText('« Tomates » est déjà dans la liste', { exact: true }).waitFor();
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await tags.allTextContents()).toEqual(['tomates', 'saumon']);

      await input.fill('poivrons');
      await section.getByText('« Tomates » est déjà dans la liste').waitFor({ state: 'detached' });
      await input.press('Enter');
      await tags.filter({ hasText: 'poivrons' }).waitFor();

      await button(section, 'Retirer « saumon »').click();
      await tags.filter({ hasText: 'saumon' }).waitFor({ state: 'detached' });
      expect(await tags.allTextContents()).toEqual(['tomates', 'poivrons']);

      await button(section, 'Enregistrer les préférences').click();
      await section.getByRole('status').getByText(ACCOUNT_MESSAGES.preferencesSaved, { exact: true }).waitFor();

      await page.reload();
      await heading(page, 'Paramètres').waitFor();
      await tags.filter({ hasText: 'poivrons' }).waitFor();
      expect(await tags.allTextContents()).toEqual(['tomates', 'poivrons']);
    });
    expect((await api<Preferences>('/preferences', { token: user.token })).preferredFoods).toEqual(['tomates', 'poivrons']);
  });

  it('Adresse email: refuses the current address, sends a link to a new one, which confirms it; the new address signs in', async () => {
    const user = await subscribedUser({ label: 'emailchange' });
    const newEmail = uniqueEmail('emailnew');
    await withPage(browser(), 'settings-email-change', async (page) => {
      await openSettings(page, user);
      const section = settingsSection(page, 'Adresse email');
      await section.getByText(user.email, { exact: true }).waitFor();
      const input = field(section, 'Nouvelle adresse email');

      // The same address, however it is typed.
      await input.fill(` ${user.email.toUpperCase()} `);
      await button(section, "Changer d'adresse email").click();
      await section.getByRole('alert').getByText(ACCOUNT_MESSAGES.emailSameAsCurrent, { exact: true }).waitFor();

      await input.fill(newEmail);
      await section.getByText(ACCOUNT_MESSAGES.emailSameAsCurrent).waitFor({ state: 'detached' });
      await field(section, 'Mot de passe actuel').fill(user.password);
      await button(section, "Changer d'adresse email").click();
      await section.getByRole('status').getByText(ACCOUNT_MESSAGES.emailChangeSent, { exact: true }).waitFor();
      await untilValue(input, '');
      // Nothing changes until the link is opened.
      await section.getByText(user.email, { exact: true }).waitFor();

      const link = new URL(linkIn(await waitForEmail(newEmail, /nouvelle adresse/)));
      expect(link.pathname).toBe('/auth/email-confirmation');
      await page.goto(link.pathname + link.search);
      await heading(page, 'Adresse email modifiée').waitFor();
    });

    await withPage(browser(), 'settings-email-sign-in', async (page) => {
      await openDashboardPage(page, { email: newEmail, password: user.password }, '/dashboard/settings');
      await settingsSection(page, 'Adresse email').getByText(newEmail, { exact: true }).waitFor();
    });
    expect(await apiSignInStatus(user.email, user.password)).toBe(401);
    expect((await signIn(newEmail, user.password)).user.email).toBe(newEmail);
  });

  it('Mes données: downloads a JSON file with the account in it', async () => {
    const user = await subscribedUser({ label: 'export', firstName: 'Noé' });
    await withPage(browser(), 'settings-export', async (page) => {
      await openSettings(page, user);
      const section = settingsSection(page, 'Mes données');
      const [download] = await Promise.all([page.waitForEvent('download'), button(section, 'Télécharger mes données').click()]);
      expect(download.suggestedFilename()).toMatch(/^mijote-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
      await section.getByRole('status').getByText('Vos données ont été téléchargées', { exact: true }).waitFor();

      const path = await download.path();
      const text = await readFile(path, 'utf8');
      expect(text).toContain(user.email);
      const data = JSON.parse(text) as { account: { email: string }; profile: { first_name: string }; subscription: { status: string } | null };
      expect(data.account.email).toBe(user.email);
      expect(data.profile.first_name).toBe('Noé');
      expect(data.subscription?.status).toBe('active');
    });
  });

  it('Supprimer mon compte (phone): disabled until SUPPRIMER is typed, then signed out on / and the account no longer signs in', async () => {
    const user = await subscribedUser({ label: 'delete' });
    await withPage(
      browser(),
      'settings-delete-account-phone',
      async (page) => {
        // The API closes the revoked session's socket: nothing may throw « Session expirée » then.
        const uncaught: string[] = [];
        page.on('pageerror', (e) => uncaught.push(e.message));
        page.on('console', (m) => m.type() === 'error' && /Session expirée/.test(m.text()) && uncaught.push(m.text()));
        await openSettings(page, user);
        const section = settingsSection(page, 'Supprimer mon compte');
        await button(section, 'Supprimer mon compte').click();

        const confirm = alertDialog(page, 'Supprimer votre compte ?');
        await confirm.waitFor();
        const typed = field(confirm, 'Saisissez SUPPRIMER');
        const remove = button(confirm, 'Supprimer définitivement');
        expect(await remove.isDisabled()).toBe(true);
        await typed.fill('supprimer');
        expect(await remove.isDisabled()).toBe(true);
        await typed.fill('SUPPRIME');
        expect(await remove.isDisabled()).toBe(true);
        await typed.fill('SUPPRIMER');
        await until('the delete button is enabled', () => remove.isEnabled(), (enabled) => enabled);
        await remove.click();

        await onPath(page, '/');
        await confirm.waitFor({ state: 'detached' });
        // The home page says it is done.
        await page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.accountDeleted }).waitFor();
        // Long enough for the socket's refresh, refused, to have ended.
        await page.waitForTimeout(1_000);
        expect(uncaught).toEqual([]);
        // Signed out: the dashboard sends to the sign-in page.
        await page.goto('/dashboard');
        await onPath(page, '/auth');

        await field(page, 'Email').fill(user.email);
        await field(page, 'Mot de passe').fill(user.password);
        await button(page, 'Se connecter').click();
        await page.getByText(AUTH_MESSAGES.invalidCredentials, { exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/auth');
      },
      PHONE,
    );
    expect(await apiSignInStatus(user.email, user.password)).toBe(401);
  });

  it('Sur cette page (phone): the sections are links on the first screen; one tap brings « Abonnement » under the top bar, with the focus on its heading', async () => {
    const user = await subscribedUser({ label: 'settings-contents' });
    await withPage(
      browser(),
      'settings-contents-phone',
      async (page) => {
        await openSettings(page, user);
        const contents = page.getByRole('navigation', { name: 'Sur cette page' });
        const links = contents.getByRole('link');
        await links.first().waitFor();
        expect(await links.allTextContents()).toEqual([
          'Profil',
          'Adresse email',
          'Mot de passe',
          'Préférences alimentaires',
          'Mon placard',
          'Rappel anti\u2011gaspi',
          'Famille',
          'Abonnement',
          "Jetons d'accès",
          'Mes données',
          'Supprimer mon compte',
        ]);
        // All of it on the first screen, above the tab bar, each link a finger's 44 px.
        await settled(contents);
        const list = (await contents.boundingBox())!;
        const tabbar = (await page.getByRole('navigation', { name: 'Raccourcis' }).boundingBox())!;
        expect(list.y + list.height).toBeLessThanOrEqual(tabbar.y);
        for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);

        await contents.getByRole('link', { name: 'Abonnement' }).tap();
        const title = heading(settingsSection(page, 'Abonnement'), 'Abonnement');
        const topbar = (await page.locator('.dash-topbar').boundingBox())!;
        // The page scrolls smoothly: wait until the heading has arrived, below the sticky top bar.
        await until(
          'the heading « Abonnement » sits just under the top bar',
          async () => (await title.boundingBox())?.y ?? -1,
          (y) => y >= topbar.y + topbar.height && y < topbar.y + topbar.height + 64,
        );
        expect(await title.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
      },
      PHONE,
    );
  });
});

