import type { Page } from 'playwright-core';
import { apiSignInStatus, createAccount, PASSWORD, uniqueEmail } from './support/accounts';
import { useBrowser, withPage } from './support/browser';
import { baseUrl } from './support/env';
import { linkIn, waitForEmail } from './support/outbox';
import { action, field, signUpThroughUi, submitSignIn } from './support/ui';

const browser = useBrowser();

const onQuestionnaire = async (page: Page) => {
  await page.waitForURL((url) => url.pathname === '/questionnaire');
  await page.getByRole('heading', { name: 'Questionnaire' }).waitFor();
};

describe('accounts in the browser', () => {
  it('signs up through the form; the link in the mail signs in and leads to the questionnaire', async () => {
    const email = uniqueEmail('signup');
    await withPage(browser(), 'sign-up', async (page) => {
      await signUpThroughUi(page, { firstName: 'Claire', lastName: 'Favre', email, password: PASSWORD });
      // Not signed in yet: the session starts from the mailbox.
      await page.goto('/questionnaire');
      await page.waitForURL((url) => url.pathname === '/auth');

      await page.goto(linkIn(await waitForEmail(email, /^Confirmez votre adresse email$/)));
      await page.getByRole('heading', { name: 'Adresse email confirmée' }).waitFor();
      await action(page, 'Continuer').click();
      await onQuestionnaire(page);
    });
  });

  it('a taken address gets the same page; its owner gets a mail with the ways back in', async () => {
    const owner = await createAccount();
    await withPage(browser(), 'sign-up-taken', async (page) => {
      await signUpThroughUi(page, { firstName: 'Claire', lastName: 'Favre', email: owner.email, password: PASSWORD });
      expect(await page.getByText('Cette adresse email est déjà utilisée').count()).toBe(0);
    });
    const mail = await waitForEmail(owner.email, /^Quelqu'un a essayé de créer un compte avec votre adresse$/);
    expect(mail.text).toContain('/auth/reset-password');
    expect(await apiSignInStatus(owner.email, owner.password)).toBe(200);
  });

  it('refuses a wrong password with the French message', async () => {
    const account = await createAccount();
    await withPage(browser(), 'wrong-password', async (page) => {
      await submitSignIn(page, account.email, 'Pas-le-bon-mot-de-passe-1');
      await page.getByText('Email ou mot de passe incorrect').waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
    });
  });

  it('signs in with the right password and goes to the questionnaire (no preferences yet)', async () => {
    const account = await createAccount();
    await withPage(browser(), 'sign-in', async (page) => {
      await submitSignIn(page, account.email, account.password);
      await onQuestionnaire(page);
    });
  });

  it('resets a forgotten password through the e-mailed link, then signs in with the new one', async () => {
    const account = await createAccount();
    const newPassword = 'Tarte-Tatin-Maison-7';
    await withPage(browser(), 'password-reset', async (page) => {
      await page.goto('/auth');
      await action(page, 'Mot de passe oublié ?').click();
      await page.waitForURL((url) => url.pathname === '/auth/reset-password');
      // Navigations are transitions: the sign-in form stays on screen until the reset page's
      // code has loaded, so wait for the page itself before typing.
      await page.getByRole('heading', { name: 'Mot de passe oublié ?' }).waitFor();
      await field(page, 'Email').fill(account.email);
      await page.getByRole('button', { name: 'Réinitialiser le mot de passe', exact: true }).click();
      await page.getByText('Email envoyé !').waitFor();

      const email = await waitForEmail(account.email, /mot de passe/i);
      const link = new URL(linkIn(email));
      expect(link.pathname).toBe('/auth/reset-password');
      expect(link.searchParams.get('token')).toBeTruthy();

      await page.goto(link.pathname + link.search);
      await field(page, 'Nouveau mot de passe').fill(newPassword);
      const confirmation = page.getByLabel(/^confirm/i);
      await confirmation.fill(newPassword);
      // The submit button's wording is the UI's choice; Enter submits the form as a person would.
      await confirmation.press('Enter');
      // The reset signs the user in: they leave the reset page for the app.
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    });

    await withPage(browser(), 'sign-in-after-reset', async (page) => {
      await submitSignIn(page, account.email, newPassword);
      await onQuestionnaire(page);
    });
    expect(await apiSignInStatus(account.email, account.password)).toBe(401);
  });
});

describe('public site', () => {
  it('serves a French landing page, and the API is healthy', async () => {
    await withPage(browser(), 'landing', async (page) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    });
    const res = await fetch(`${baseUrl()}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'up' });
  });

  it("shows 'Page introuvable' on an unknown path", async () => {
    await withPage(browser(), 'not-found', async (page) => {
      await page.goto('/cette-page-n-existe-pas');
      await page.getByText('Page introuvable').first().waitFor();
    });
  });
});
