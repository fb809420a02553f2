import type { Page } from 'playwright-core';
import type { Preferences } from '#contracts';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { api, savePreferences, signIn, signUp, subscriptionOf } from './support/api';
import { useBrowser, withPage } from './support/browser';
import { linkIn, waitForEmail } from './support/outbox';
import { button, field, heading, onPath, signInThroughUi, signUpThroughUi, untilChecked } from './support/ui';

const browser = useBrowser();

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function onSubscriptionPage(page: Page): Promise<void> {
  await onPath(page, '/subscription');
  await heading(page, 'Choisissez votre formule').waitFor();
}

describe('onboarding: from sign-up to the dashboard', () => {
  it('signs up, answers the questionnaire, starts the FREE30 trial through the demo checkout and lands on the dashboard', async () => {
    const email = uniqueEmail('onboarding');
    await withPage(browser(), 'onboarding-full', async (page) => {
      // Sign-up
      await signUpThroughUi(page, { firstName: 'Léa', lastName: 'Rochat', email, password: PASSWORD });
      // Signed in by the link in the mail, as a new user is.
      await page.goto(linkIn(await waitForEmail(email, /^Confirmez votre adresse email$/)));
      await heading(page, 'Adresse email confirmée').waitFor();
      await page.getByRole('link', { name: 'Continuer', exact: true }).click();
      await onPath(page, '/questionnaire');

      // Step 1: household
      await heading(page, 'Composition du foyer').waitFor();
      expect(await button(page, 'Précédent').isDisabled()).toBe(true);
      await field(page, "Nombre d'adultes").selectOption('2');
      await field(page, "Nombre d'enfants").selectOption('1');
      await page.getByText('Des recettes prévues pour 3 personnes.').waitFor();
      await button(page, 'Suivant').click();

      // Step 2: restrictions; 'Aucune restriction' clears the others, any other clears it
      await heading(page, 'Restrictions alimentaires').waitFor();
      await checkbox(page, 'Végétarien').check();
      await checkbox(page, 'Sans gluten').check();
      await checkbox(page, 'Aucune restriction').check();
      await untilChecked(checkbox(page, 'Végétarien'), false);
      await untilChecked(checkbox(page, 'Sans gluten'), false);
      await checkbox(page, 'Végétarien').check();
      await untilChecked(checkbox(page, 'Aucune restriction'), false);
      await button(page, 'Suivant').click();

      // Step 3: foods, comma-separated; the chips show how the text is read
      await heading(page, 'Préférences alimentaires').waitFor();
      await field(page, 'Aliments préférés (facultatif)').fill('tomates, pâtes ,  poulet,');
      await field(page, 'Aliments à éviter (facultatif)').fill('champignons, coriandre');
      const preferredChips = page.getByRole('list', { name: 'Aliments préférés reconnus' }).getByRole('listitem');
      expect(await preferredChips.allTextContents()).toEqual(['tomates', 'pâtes', 'poulet']);
      await button(page, 'Suivant').click();

      // Step 4: frequency, then Terminer
      await heading(page, 'Fréquence des courses').waitFor();
      await page.getByRole('radio', { name: 'Tous les jours', exact: true }).check();
      await button(page, 'Terminer').click();

      // Subscription with the promo code
      await onSubscriptionPage(page);
      await page.getByText('Sans engagement, annulez à tout moment').waitFor();
      await field(page, 'Code promo (facultatif)').fill('FREE30');
      await button(page, 'Commencer maintenant').click();

      // The demo checkout: labelled as such, the trial costs nothing today
      await onPath(page, '/billing/demo-checkout');
      await page.getByText('Paiement de démonstration — aucun paiement réel').waitFor();
      await heading(page, '30 jours offerts').waitFor();
      await page.getByText('CHF 0.00', { exact: true }).waitFor();
      await page.getByText(email, { exact: true }).waitFor();
      await button(page, "Démarrer l'essai gratuit").click();

      // Confirmation, then the dashboard on its own after ~2 s
      await onPath(page, '/payment/success');
      await heading(page, 'Paiement confirmé !').waitFor();
      await page.getByText('Votre abonnement est maintenant actif. Profitez de toutes les fonctionnalités !').waitFor();
      const confirmedAt = Date.now();
      await onPath(page, '/dashboard');
      expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(1_500);
      await heading(page, 'Bienvenue Léa sur Mijote').waitFor();
      await page.getByText('Votre assistant culinaire intelligent').waitFor();
    });

    // What the questionnaire saved, and the trial the checkout started, as the server has them.
    const { accessToken } = await signIn(email, PASSWORD);
    const preferences = await api<Preferences>('/preferences', { token: accessToken });
    expect(preferences).toMatchObject({
      householdSize: { adults: 2, children: 1 },
      dietaryRestrictions: ['vegetarian'],
      preferredFoods: ['tomates', 'pâtes', 'poulet'],
      avoidedFoods: ['champignons', 'coriandre'],
      shoppingFrequency: 'daily',
    });
    expect(await subscriptionOf(accessToken)).toMatchObject({ active: true, status: 'trialing' });
  });

  it("refuses an unknown promo code with 'Ce code promo n'existe pas' and stays on the plan page", async () => {
    const user = await signUp({ label: 'promo' });
    await savePreferences(user.token);
    await withPage(browser(), 'onboarding-unknown-promo', async (page) => {
      await signInThroughUi(page, user.email, user.password);
      await onSubscriptionPage(page);
      await field(page, 'Code promo (facultatif)').fill('GRATUIT2099');
      await button(page, 'Commencer maintenant').click();
      await page.getByText("Ce code promo n'existe pas", { exact: true }).waitFor();
      expect(await field(page, 'Code promo (facultatif)').getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe('/subscription');
      // Typing again clears the message; the button is usable again.
      await field(page, 'Code promo (facultatif)').fill('FREE30');
      await page.getByText("Ce code promo n'existe pas", { exact: true }).waitFor({ state: 'detached' });
      expect(await button(page, 'Commencer maintenant').isEnabled()).toBe(true);
    });
    expect((await subscriptionOf(user.token)).active).toBe(false);
  });

  it('sends a signed-in user without a subscription from /dashboard to /subscription', async () => {
    const user = await signUp({ label: 'guard' });
    await savePreferences(user.token);
    await withPage(browser(), 'onboarding-access-guard', async (page) => {
      await signInThroughUi(page, user.email, user.password);
      await onSubscriptionPage(page);
      await page.goto('/dashboard/planning');
      await onSubscriptionPage(page);
      expect(await heading(page, 'Planning des repas').count()).toBe(0);
    });
  });

  it('sends a signed-in user without preferences from /dashboard to the questionnaire', async () => {
    const user = await signUp({ label: 'nopref' });
    await withPage(browser(), 'onboarding-needs-questionnaire', async (page) => {
      await signInThroughUi(page, user.email, user.password);
      await onPath(page, '/questionnaire');
      await page.goto('/dashboard');
      await onPath(page, '/questionnaire');
      await heading(page, 'Composition du foyer').waitFor();
    });
  });
});
