import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_MESSAGES, type AccessState } from '#contracts';
import { deferredReply, reply, sessionBody } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { renderOnboardingRoutes } from '../testing/render-onboarding-routes';

const access = (overrides: Partial<AccessState> = {}): AccessState => ({
  hasProfile: true,
  hasPreferences: false,
  subscribed: false,
  next: '/questionnaire',
  ...overrides,
});

const net = useFetchStub({
  routes: (stub) => stub.on('POST /api/auth/refresh', reply(200, sessionBody())).on('GET /api/access', reply(200, access())),
});

const user = () => userEvent.setup();
const next = () => screen.getByRole('button', { name: 'Suivant' });
const previous = () => screen.getByRole('button', { name: 'Précédent' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function openQuestionnaire() {
  renderOnboardingRoutes('/questionnaire');
  await stepHeading('Composition du foyer');
}

async function goToStep4(u: ReturnType<typeof user>) {
  await u.click(next());
  await u.click(next());
  await u.click(next());
  await stepHeading('Fréquence des courses');
}

describe('navigation', () => {
  it('starts on step 1 of 4 with Précédent disabled, and walks forward and back', async () => {
    const u = user();
    await openQuestionnaire();

    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeInTheDocument();
    expect(document.title).toBe('Questionnaire · Mijote');
    const progress = screen.getByRole('progressbar', { name: 'Progression du questionnaire' });
    expect(progress).toHaveAttribute('aria-valuenow', '1');
    expect(progress).toHaveAttribute('aria-valuemax', '4');
    expect(progress).toHaveAttribute('aria-valuetext', 'Étape 1 sur 4 : Composition du foyer');
    expect(screen.getByText('Étape 1 sur 4')).toBeInTheDocument();
    expect(previous()).toBeDisabled();

    await u.click(next());
    expect(await stepHeading('Restrictions alimentaires')).toHaveFocus();
    expect(progress).toHaveAttribute('aria-valuenow', '2');
    expect(previous()).toBeEnabled();

    await u.click(next());
    expect(await stepHeading('Préférences alimentaires')).toHaveFocus();
    await u.click(next());
    expect(await stepHeading('Fréquence des courses')).toHaveFocus();
    expect(screen.getByText('Étape 4 sur 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Terminer' })).toBeEnabled();

    await u.click(previous());
    expect(await stepHeading('Préférences alimentaires')).toHaveFocus();
    expect(progress).toHaveAttribute('aria-valuenow', '3');
    expect(net.callsTo('PUT /api/preferences')).toHaveLength(0);
  });

  it('offers 1 to 10 adults (default 1) and 0 to 9 children (default 0)', async () => {
    await openQuestionnaire();
    const adults = screen.getByRole('combobox', { name: "Nombre d'adultes" });
    const children = screen.getByRole('combobox', { name: "Nombre d'enfants" });
    const values = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);

    expect(values(adults)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(values(children)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(adults).toHaveValue('1');
    expect(children).toHaveValue('0');
  });

  it("applies the 'Aucune restriction' rule: it clears the others, and any other clears it", async () => {
    const u = user();
    await openQuestionnaire();
    await u.click(next());
    await stepHeading('Restrictions alimentaires');
    const box = (name: string) => screen.getByRole('checkbox', { name });

    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([
      'Aucune restriction',
      'Végétarien',
      'Végétalien (vegan)',
      'Sans gluten',
      'Sans lactose',
      'Sans fruits à coque',
      'Halal',
      'Casher',
    ]);

    await u.click(box('Végétarien'));
    await u.click(box('Sans gluten'));
    expect(box('Végétarien')).toBeChecked();
    expect(box('Sans gluten')).toBeChecked();

    await u.click(box('Aucune restriction'));
    expect(box('Aucune restriction')).toBeChecked();
    expect(box('Végétarien')).not.toBeChecked();
    expect(box('Sans gluten')).not.toBeChecked();

    await u.click(box('Halal'));
    expect(box('Halal')).toBeChecked();
    expect(box('Aucune restriction')).not.toBeChecked();

    // Space toggles a focused box: the list works from the keyboard.
    box('Casher').focus();
    await u.keyboard(' ');
    expect(box('Casher')).toBeChecked();
  });

  it('keeps the answers when going back and forth', async () => {
    const u = user();
    await openQuestionnaire();
    await u.selectOptions(screen.getByLabelText("Nombre d'adultes"), '2');
    await u.click(next());
    await u.click(await screen.findByRole('checkbox', { name: 'Végétarien' }));
    await u.click(next());
    await u.type(await screen.findByRole('textbox', { name: /Aliments préférés/ }), 'pâtes');
    await u.click(previous());
    await u.click(previous());
    expect(await screen.findByLabelText("Nombre d'adultes")).toHaveValue('2');
    await u.click(next());
    expect(await screen.findByRole('checkbox', { name: 'Végétarien' })).toBeChecked();
    await u.click(next());
    expect(await screen.findByRole('textbox', { name: /Aliments préférés/ })).toHaveValue('pâtes');
  });
});

describe('saving', () => {
  it('sends the answers with the food lists split on commas, then goes to /subscription', async () => {
    const u = user();
    const pending = deferredReply();
    net.on('PUT /api/preferences', pending.reply);
    await openQuestionnaire();

    await u.selectOptions(screen.getByLabelText("Nombre d'adultes"), '2');
    await u.selectOptions(screen.getByLabelText("Nombre d'enfants"), '3');
    await u.click(next());
    await u.click(await screen.findByRole('checkbox', { name: 'Végétarien' }));
    await u.click(screen.getByRole('checkbox', { name: 'Sans gluten' }));
    await u.click(next());
    const preferred = await screen.findByRole('textbox', { name: /Aliments préférés/ });
    expect(preferred).toHaveAccessibleDescription('Séparez les aliments par des virgules');
    await u.type(preferred, ' tomates, pâtes ,, poulet,  ');
    await u.type(screen.getByRole('textbox', { name: /Aliments à éviter/ }), 'champignons,coriandre');
    expect(within(screen.getByRole('list', { name: 'Aliments préférés reconnus' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'tomates',
      'pâtes',
      'poulet',
    ]);
    await u.click(next());
    await stepHeading('Fréquence des courses');
    expect(screen.getByRole('radio', { name: 'Une fois par semaine' })).toBeChecked();
    await u.click(screen.getByRole('radio', { name: 'Une fois par mois' }));

    await u.click(screen.getByRole('button', { name: 'Terminer' }));

    const finish = screen.getByRole('button', { name: 'Terminer' });
    expect(finish).toBeDisabled();
    expect(finish.querySelector('.spinner')).not.toBeNull();
    expect(previous()).toBeDisabled();
    expect(net.callsTo('PUT /api/preferences')).toHaveLength(1);
    expect(net.callsTo('PUT /api/preferences')[0]!.body).toEqual({
      householdSize: { adults: 2, children: 3 },
      dietaryRestrictions: ['vegetarian', 'glutenFree'],
      preferredFoods: ['tomates', 'pâtes', 'poulet'],
      avoidedFoods: ['champignons', 'coriandre'],
      shoppingFrequency: 'monthly',
    });

    await act(async () => pending.settle(reply(200, {})));
    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
  });

  it('saves the defaults when nothing is changed', async () => {
    const u = user();
    net.on('PUT /api/preferences', reply(200, {}));
    await openQuestionnaire();
    await goToStep4(u);
    await u.click(screen.getByRole('button', { name: 'Terminer' }));
    await screen.findByRole('heading', { name: 'Abonnement' });
    expect(net.callsTo('PUT /api/preferences')[0]!.body).toEqual({
      householdSize: { adults: 1, children: 0 },
      dietaryRestrictions: [],
      preferredFoods: [],
      avoidedFoods: [],
      shoppingFrequency: 'weekly',
    });
  });

  it('goes straight to the dashboard once saved when the account is already subscribed (complimentary)', async () => {
    const u = user();
    net.on('GET /api/access', reply(200, access({ subscribed: true }))).on('PUT /api/preferences', reply(200, {}));
    await openQuestionnaire();
    await goToStep4(u);
    await u.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it("shows 'Une erreur est survenue lors de l'enregistrement' for a missing profile, and stays on step 4", async () => {
    const u = user();
    net.on(
      'PUT /api/preferences',
      reply(404, { statusCode: 404, code: 'PROFILE_NOT_FOUND', message: ONBOARDING_MESSAGES.profileNotFound }),
      reply(200, {}),
    );
    await openQuestionnaire();
    await goToStep4(u);
    await u.click(screen.getByRole('radio', { name: 'Tous les jours' }));
    await u.click(screen.getByRole('button', { name: 'Terminer' }));

    expect(await screen.findByText("Une erreur est survenue lors de l'enregistrement")).toBe(screen.getByRole('alert'));
    expect(screen.queryByText('Profil utilisateur non trouvé')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fréquence des courses' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tous les jours' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Terminer' })).toBeEnabled();

    // Trying again works from where the user was.
    await u.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
    expect(net.callsTo('PUT /api/preferences')).toHaveLength(2);
  });

  it("shows the API's French message when it refuses an answer", async () => {
    const u = user();
    net.on('PUT /api/preferences', reply(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: ONBOARDING_MESSAGES.adultsRange }));
    await openQuestionnaire();
    await goToStep4(u);
    await u.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Le nombre d'adultes doit être compris entre 1 et 10");
  });

  it('refuses a food longer than 60 characters on step 3, before anything is sent', async () => {
    const u = user();
    await openQuestionnaire();
    await u.click(next());
    await u.click(next());
    const avoided = await screen.findByRole('textbox', { name: /Aliments à éviter/ });
    await u.type(avoided, `olives, ${'a'.repeat(61)}`);
    await u.click(next());

    expect(screen.getByRole('heading', { level: 2, name: 'Préférences alimentaires' })).toBeInTheDocument();
    expect(avoided).toHaveAttribute('aria-invalid', 'true');
    expect(avoided).toHaveAccessibleDescription(/Chaque aliment doit contenir entre 1 et 60 caractères/);
    expect(avoided).toHaveFocus();

    // Corrected, the message goes at once and the questionnaire goes on.
    await u.clear(avoided);
    await u.type(avoided, 'olives');
    await waitFor(() => expect(avoided).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(/Chaque aliment doit contenir/)).not.toBeInTheDocument();
    await u.click(next());
    expect(await stepHeading('Fréquence des courses')).toHaveFocus();
    expect(net.callsTo('PUT /api/preferences')).toHaveLength(0);
  });

  it('refuses more than 50 foods in a list on step 3, in French under the field', async () => {
    const u = user();
    await openQuestionnaire();
    await u.click(next());
    await u.click(next());
    const preferred = await screen.findByRole('textbox', { name: /Aliments préférés/ });
    await u.click(preferred);
    await u.paste(Array.from({ length: 51 }, (_, i) => `aliment ${i}`).join(', '));
    await u.click(next());

    expect(screen.getByRole('heading', { level: 2, name: 'Préférences alimentaires' })).toBeInTheDocument();
    expect(preferred).toHaveAccessibleDescription(/Chaque aliment doit contenir entre 1 et 60 caractères/);
    expect(preferred).toHaveFocus();
  });
});

describe('guard on entry', () => {
  it('sends a user whose preferences exist to the dashboard', async () => {
    net.on('GET /api/access', reply(200, access({ hasPreferences: true, subscribed: true, next: '/dashboard' })));
    renderOnboardingRoutes('/questionnaire');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Questionnaire' })).not.toBeInTheDocument();
  });

  it('sends a user with preferences but no subscription on to /subscription, as the access check says', async () => {
    net.on('GET /api/access', reply(200, access({ hasPreferences: true, next: '/subscription' })));
    renderOnboardingRoutes('/questionnaire');
    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeInTheDocument();
  });

  it('shows a loading state while the check runs', async () => {
    const pending = deferredReply();
    net.on('GET /api/access', pending.reply);
    renderOnboardingRoutes('/questionnaire');
    expect(await screen.findByText('Vérification de vos préférences…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
    await act(async () => pending.settle(reply(200, access())));
    expect(await stepHeading('Composition du foyer')).toBeInTheDocument();
  });

  it("says 'Une erreur est survenue lors de la vérification de vos préférences' when the check fails, and retries", async () => {
    const u = user();
    net.on('GET /api/access', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.' }));
    renderOnboardingRoutes('/questionnaire');
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue lors de la vérification de vos préférences');
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();

    net.on('GET /api/access', reply(200, access()));
    await u.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await stepHeading('Composition du foyer')).toBeInTheDocument();
  });

  it('signs out and goes to /auth when the account has no profile', async () => {
    net.on('GET /api/access', reply(200, access({ hasProfile: false }))).on('POST /api/auth/sign-out', { status: 204 });
    renderOnboardingRoutes('/questionnaire');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/auth/sign-out')).toHaveLength(1);
  });

  it('sends a signed-out visitor to /auth without asking anything', async () => {
    net.on('POST /api/auth/refresh', reply(401, { statusCode: 401, code: 'SESSION_EXPIRED', message: 'Session expirée. Veuillez vous reconnecter.' }));
    renderOnboardingRoutes('/questionnaire');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(net.callsTo('GET /api/access')).toHaveLength(0);
  });
});
