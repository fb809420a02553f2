import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, type InitialEntry } from 'react-router';
import type { PlannedMeal } from '#contracts';
import { deferredReply, reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { useFixedClock } from '../../../shared/testing/fixed-clock';
import { renderKitchenPage } from '../../../shared/testing/render-kitchen-page';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import type { PlanningLocationState } from '../plan-recipe';
import PlanningPage from './PlanningPage';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

// Wednesday 25 November 2026, 10:00: the week runs from Monday 23 to Sunday 29.
const NOW = new Date(2026, 10, 25, 10, 0);
const THIS_WEEK = 'GET /api/planned-meals?from=2026-11-23&to=2026-11-29';
const NEXT_WEEK = 'GET /api/planned-meals?from=2026-11-30&to=2026-12-06';

useFixedClock(NOW);
// Signed in once the clock is set, so the token expires 15 minutes after NOW. No week draft in
// progress unless a test says otherwise.
const net = useFetchStub({ signedIn: true, routes: (stub) => stub.on('GET /api/meal-plans/current*', reply(200, { plan: null })) });

let sequence = 0;
function meal(overrides: Partial<PlannedMeal> & Pick<PlannedMeal, 'recipeTitle' | 'date'>): PlannedMeal {
  sequence += 1;
  return {
    id: `meal-${sequence}`,
    recipeId: null,
    time: '19:00',
    servings: 2,
    type: 'plat',
    recipeServings: null,
    ingredients: [],
    instructions: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function openPage(meals: PlannedMeal[] | null, entry: InitialEntry = '/dashboard/planning') {
  if (meals) net.on(THIS_WEEK, reply(200, meals));
  return renderKitchenPage(
    <>
      <Route path="/dashboard/planning" element={<PlanningPage />} />
      <Route path="/dashboard/shopping" element={<h1>Liste de courses (page)</h1>} />
    </>,
    entry,
  );
}

// The week shows its seven days; these are the ones holding meals.
const dayHeadings = () =>
  screen
    .queryAllByRole('region')
    .filter((day) => within(day).queryAllByRole('listitem').length > 0)
    .map((day) => within(day).getByRole('heading', { level: 3 }).textContent);
const mealTitles = (section: HTMLElement) => within(section).getAllByRole('listitem').map((li) => li.querySelector('.pl-meal-title')!.textContent);

it('groups the week\'s meals by long French date, in date then time order', async () => {
  openPage([
    meal({ id: 'salade', recipeTitle: 'Salade niçoise', date: '2026-11-25', time: '12:30', type: 'entrée', servings: 1 }),
    meal({ id: 'gratin', recipeTitle: 'Gratin dauphinois', date: '2026-11-23', time: '19:00', servings: 4 }),
    meal({ id: 'porridge', recipeTitle: 'Porridge', date: '2026-11-25', time: '08:00', type: 'dessert' }),
  ]);

  await waitFor(() => expect(dayHeadings()).toEqual(['Lundi 23 novembre 2026', 'Mercredi 25 novembre 2026']));
  const wednesday = screen.getByRole('region', { name: 'Mercredi 25 novembre 2026' });
  expect(mealTitles(wednesday)).toEqual(['Porridge', 'Salade niçoise']);
  expect(within(wednesday).getByText("Aujourd'hui")).toBeInTheDocument();

  const gratin = within(screen.getByRole('region', { name: 'Lundi 23 novembre 2026' })).getByRole('listitem');
  expect(within(gratin).getByText('19:00')).toHaveAttribute('datetime', '2026-11-23T19:00');
  expect(gratin).toHaveTextContent('Gratin dauphinois');
  expect(gratin).toHaveTextContent('Plat');
  expect(gratin).toHaveTextContent('4 personnes');
  expect(within(wednesday).getAllByRole('listitem')[1]).toHaveTextContent('1 personne');
  expect(within(wednesday).getAllByRole('listitem')[1]).toHaveTextContent('Entrée');
});

it('pages through weeks, loading each one, and comes back with « Cette semaine »', async () => {
  const user = userEvent.setup();
  net.on(NEXT_WEEK, reply(200, [meal({ recipeTitle: 'Raclette', date: '2026-12-01' })]));
  openPage([meal({ recipeTitle: 'Gratin', date: '2026-11-23' })]);

  expect(screen.getByRole('heading', { level: 2, name: 'Semaine du 23 au 29 novembre' })).toBeInTheDocument();
  // On the current week « Cette semaine » says so (the current state), not a disabled button.
  const thisWeek = () => screen.getByRole('button', { name: 'Cette semaine' });
  expect(thisWeek()).toBeEnabled();
  expect(thisWeek()).toHaveAttribute('aria-current', 'date');
  await screen.findByText('Gratin');

  await user.click(screen.getByRole('button', { name: 'Semaine suivante' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Semaine du 30 novembre au 6 décembre' })).toBeInTheDocument();
  expect(thisWeek()).not.toHaveAttribute('aria-current');
  expect(await screen.findByText('Raclette')).toBeInTheDocument();
  expect(dayHeadings()).toEqual(['Mardi 1er décembre 2026']);
  expect(screen.queryByText('Gratin')).not.toBeInTheDocument();
  expect(net.callsTo(NEXT_WEEK)).toHaveLength(1);

  await user.click(thisWeek());
  expect(screen.getByRole('heading', { level: 2, name: 'Semaine du 23 au 29 novembre' })).toBeInTheDocument();
  expect(await screen.findByText('Gratin')).toBeInTheDocument();
  expect(thisWeek()).toHaveAttribute('aria-current', 'date');

  net.on('GET /api/planned-meals?from=2026-11-16&to=2026-11-22', reply(200, []));
  await user.click(screen.getByRole('button', { name: 'Semaine précédente' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Semaine du 16 au 22 novembre' })).toBeInTheDocument();
  expect(await screen.findByText('Aucun repas planifié cette semaine')).toBeInTheDocument();
});

describe('the add-meal dialog', () => {
  it('starts from today, 19:00, 2 portions and a main course', async () => {
    const user = userEvent.setup();
    openPage([]);
    await screen.findByText('Aucun repas planifié cette semaine');

    await user.click(screen.getAllByRole('button', { name: 'Ajouter un repas' })[0]!);

    const dialog = screen.getByRole('dialog', { name: 'Ajouter un repas' });
    expect(within(dialog).getByLabelText('Titre du repas')).toHaveValue('');
    expect(within(dialog).getByLabelText('Titre du repas')).toHaveFocus();
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-25');
    expect(within(dialog).getByLabelText('Heure')).toHaveValue('19:00');
    expect(within(dialog).getByLabelText('Portions')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Type')).toHaveValue('plat');
    expect(within(within(dialog).getByLabelText('Type')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Boisson', 'Entrée', 'Plat', 'Dessert', 'Amuse-bouche', 'Apéro',
    ]);
  });

  it('checks the fields with the French messages before sending anything', async () => {
    const user = userEvent.setup();
    openPage([]);
    await screen.findByText('Aucun repas planifié cette semaine');
    await user.click(screen.getAllByRole('button', { name: 'Ajouter un repas' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un repas' });

    await user.clear(within(dialog).getByLabelText('Date'));
    await user.clear(within(dialog).getByLabelText('Heure'));
    await user.clear(within(dialog).getByLabelText('Portions'));
    await user.type(within(dialog).getByLabelText('Portions'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter au planning' }));

    const title = within(dialog).getByLabelText('Titre du repas');
    expect(title).toHaveAccessibleDescription('Le titre du repas est requis');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(dialog).getByLabelText('Date')).toHaveAccessibleDescription('La date est requise');
    expect(within(dialog).getByLabelText('Heure')).toHaveAccessibleDescription("L'heure est requise");
    expect(within(dialog).getByLabelText('Portions')).toHaveAccessibleDescription("Le nombre de portions doit être d'au moins 1");
    expect(net.callsTo('POST /api/planned-meals')).toHaveLength(0);

    // Typing in a field clears its own message only.
    await user.type(title, '   ');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).getByLabelText('Portions')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter au planning' }));
    expect(title).toHaveAccessibleDescription('Le titre du repas est requis');
    expect(net.callsTo('POST /api/planned-meals')).toHaveLength(0);
  });

  it('creates the meal with the defaults and shows it in its day', async () => {
    const user = userEvent.setup();
    net.on('POST /api/planned-meals', ({ body }) => ({ status: 201, body: meal({ id: 'new', ...(body as Partial<PlannedMeal>), recipeTitle: 'Soupe de potiron', date: '2026-11-25' }) }));
    openPage([]);
    await screen.findByText('Aucun repas planifié cette semaine');

    await user.click(screen.getAllByRole('button', { name: 'Ajouter un repas' })[0]!);
    await user.type(screen.getByLabelText('Titre du repas'), ' Soupe de potiron ');
    await user.click(screen.getByRole('button', { name: 'Ajouter au planning' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.callsTo('POST /api/planned-meals').map((c) => c.body)).toEqual([
      { recipeTitle: 'Soupe de potiron', date: '2026-11-25', time: '19:00', servings: 2, type: 'plat' },
    ]);
    const today = screen.getByRole('region', { name: 'Mercredi 25 novembre 2026' });
    expect(within(today).getByText('Soupe de potiron')).toBeInTheDocument();
    const notice = screen.getByText('« Soupe de potiron » ajouté au planning le mercredi 25 novembre 2026 à 19:00');
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
  });

  it("says 'Impossible d'ajouter le repas' when the server fails", async () => {
    const user = userEvent.setup();
    net.on('POST /api/planned-meals', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
    openPage([]);
    await screen.findByText('Aucun repas planifié cette semaine');

    await user.click(screen.getAllByRole('button', { name: 'Ajouter un repas' })[0]!);
    await user.type(screen.getByLabelText('Titre du repas'), 'Soupe');
    await user.click(screen.getByRole('button', { name: 'Ajouter au planning' }));

    const dialog = screen.getByRole('dialog', { name: 'Ajouter un repas' });
    expect(await within(dialog).findByText("Impossible d'ajouter le repas")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Titre du repas')).toHaveValue('Soupe');
  });

  it('opens prefilled when arriving from a recipe, and the meal carries the recipe', async () => {
    const user = userEvent.setup();
    const state: PlanningLocationState = {
      planRecipe: {
        recipeId: 'rec-42',
        recipeTitle: 'Tarte aux poireaux',
        type: 'entrée',
        servings: 4,
        ingredients: ['3 poireaux', '200 g de crème fraîche'],
        instructions: ['Émincer les poireaux.', 'Cuire 30 min.'],
      },
    };
    net.on('POST /api/planned-meals', ({ body }) => ({ status: 201, body: meal({ id: 'tarte', ...(body as Partial<PlannedMeal>), recipeTitle: 'Tarte aux poireaux', date: '2026-11-25' }) }));
    openPage([], { pathname: '/dashboard/planning', state });

    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un repas' });
    expect(dialog).toHaveAccessibleDescription(/Recette « Tarte aux poireaux » pour 4\u00a0personnes/);
    expect(within(dialog).getByLabelText('Titre du repas')).toHaveValue('Tarte aux poireaux');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('entrée');
    expect(within(dialog).getByLabelText('Portions')).toHaveValue(4);
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-25');
    expect(within(dialog).getByLabelText('Heure')).toHaveValue('19:00');

    await user.clear(within(dialog).getByLabelText('Portions'));
    await user.type(within(dialog).getByLabelText('Portions'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter au planning' }));

    await waitFor(() => expect(net.callsTo('POST /api/planned-meals')).toHaveLength(1));
    expect(net.callsTo('POST /api/planned-meals')[0]!.body).toEqual({
      recipeTitle: 'Tarte aux poireaux',
      date: '2026-11-25',
      time: '19:00',
      servings: 6,
      type: 'entrée',
      recipeId: 'rec-42',
      recipeServings: 4,
      ingredients: ['3 poireaux', '200 g de crème fraîche'],
      instructions: ['Émincer les poireaux.', 'Cuire 30 min.'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Tarte aux poireaux')).toBeInTheDocument();
  });
});

it('shows the ingredients for the meal\'s portions and the numbered steps', async () => {
  const user = userEvent.setup();
  openPage([
    meal({
      recipeTitle: 'Crêpes',
      date: '2026-11-24',
      servings: 4,
      recipeServings: 2,
      ingredients: ['200 g de farine', '2 œufs'],
      instructions: ['Mélanger.', 'Cuire.'],
    }),
    meal({ recipeTitle: 'Pizza', date: '2026-11-24', time: '20:00' }),
  ]);
  await screen.findByText('Crêpes');

  // A meal typed by hand has no recipe to show.
  const pizza = screen.getByText('Pizza').closest('li')!;
  expect(within(pizza).queryByRole('button', { name: /recette/ })).not.toBeInTheDocument();

  const toggle = screen.getByRole('button', { name: 'Voir la recette' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Masquer la recette');
  const recipe = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  expect(within(recipe).getByText('Quantités adaptées pour 4 personnes (recette pour 2 personnes).')).toBeInTheDocument();
  expect(within(recipe).getAllByRole('list')[0]!.textContent).toBe("400 g de farine4 œufs");
  const steps = within(recipe).getAllByRole('list')[1]!;
  expect(steps.tagName).toBe('OL');
  expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Mélanger.', 'Cuire.']);
});

const GROCERIES = {
  from: '2026-11-23',
  to: '2026-11-29',
  inFridge: 1,
  total: 5,
  groups: [
    { aisle: 'Fruits et légumes', lines: [{ name: 'courgettes', quantity: '5', unit: 'unité', aisle: 'Fruits et légumes', days: ['lundi', 'jeudi'], inFridge: false, partlyInFridge: false, heldInFridge: null }] },
    { aisle: 'Crèmerie', lines: [{ name: 'lait', quantity: '50', unit: 'cl', aisle: 'Crèmerie', days: ['mardi'], inFridge: true, partlyInFridge: false, heldInFridge: null }] },
    {
      aisle: 'Épicerie salée',
      lines: [
        { name: 'farine', quantity: '300', unit: 'g', aisle: 'Épicerie salée', days: ['mardi'], inFridge: false, partlyInFridge: true, heldInFridge: { quantity: '200', unit: 'g' } },
        { name: 'œufs', quantity: '2', unit: 'unité', aisle: 'Épicerie salée', days: ['mercredi'], inFridge: false, partlyInFridge: true, heldInFridge: { quantity: '6', unit: 'unité' } },
        { name: 'muscade', quantity: '2', unit: 'pincée', aisle: 'Épicerie salée', days: ['mercredi'], inFridge: false, partlyInFridge: true, heldInFridge: { quantity: '1', unit: 'pincée' } },
      ],
    },
  ],
};

it("'Ajouter les courses de la semaine' shows them by aisle, the fridge set apart, each with its days, then adds them", async () => {
  const user = userEvent.setup();
  const pending = deferredReply();
  net.on('GET /api/meal-plans/groceries?from=2026-11-23&to=2026-11-29', reply(200, GROCERIES));
  net.on('POST /api/meal-plans/groceries', pending.reply);
  openPage([meal({ recipeTitle: 'Crêpes', date: '2026-11-24', ingredients: ['200 g de farine'], recipeServings: 2 })]);
  await screen.findByText('Crêpes');

  await user.click(screen.getByRole('button', { name: 'Ajouter les courses de la semaine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Courses de la semaine' });
  expect(await within(dialog).findByText('Déjà au frigo : 1 sur 5')).toBeInTheDocument();
  expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Fruits et légumes', 'Crèmerie', 'Épicerie salée']);
  // Each aisle is a region named by its heading, for a screen reader's list of landmarks (an id
  // made of « Fruits et légumes » named nothing: aria-labelledby reads it as three ids).
  for (const aisle of ['Fruits et légumes', 'Crèmerie', 'Épicerie salée']) expect(within(dialog).getByRole('region', { name: aisle })).toBeInTheDocument();
  expect(within(dialog).getByText('pour lundi et jeudi')).toBeInTheDocument();
  expect(within(dialog).getByText('Déjà au frigo · pour mardi')).toBeInTheDocument();
  // A line the fridge covers in part says how much the fridge holds, in the line's unit.
  const line = (name: string) => within(dialog).getByText(name, { selector: '.pl-aisle-name', exact: false });
  expect(line('farine')).toHaveTextContent(/^farine 300 g — en plus des 200 g du frigo$/);
  expect(line('œufs')).toHaveTextContent(/^œufs 2 — en plus des 6 du frigo$/);
  expect(line('muscade')).toHaveTextContent(/^muscade 2 pincées — en plus de 1 pincée du frigo$/);
  expect(line('farine').closest('li')).toHaveTextContent(/pour mardi$/);

  const add = within(dialog).getByRole('button', { name: 'Ajouter les courses de la semaine' });
  await user.click(add);
  expect(net.callsTo('POST /api/meal-plans/groceries').map((c) => c.body)).toEqual([{ from: '2026-11-23', to: '2026-11-29' }]);
  const added = Array.from({ length: 2 }, (_, i) => ({ id: `s${i}`, name: `a${i}` }));
  await act(async () => pending.settle({ status: 200, body: { result: { added, coveredByFridge: ['lait'], alreadyListed: [] }, groceries: GROCERIES } }));
  expect(await within(dialog).findByText('2 articles ajoutés à la liste de courses')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('link', { name: 'Voir la liste de courses' }));
  expect(screen.getByRole('heading', { name: 'Liste de courses (page)' })).toBeInTheDocument();
});

it('moves an ingredient to another aisle for the household, and the list follows', async () => {
  const user = userEvent.setup();
  const moved = { ...GROCERIES, groups: [GROCERIES.groups[0]!, { aisle: 'Épicerie salée', lines: [{ ...GROCERIES.groups[1]!.lines[0]!, aisle: 'Épicerie salée' }, GROCERIES.groups[2]!.lines[0]!] }] };
  net.on('GET /api/meal-plans/groceries?from=2026-11-23&to=2026-11-29', reply(200, GROCERIES), reply(200, moved));
  net.on('PUT /api/meal-plans/aisles', reply(200, { ingredient: 'lait', aisle: 'Épicerie salée' }));
  openPage([meal({ recipeTitle: 'Crêpes', date: '2026-11-24', ingredients: ['50 cl de lait'] })]);
  await user.click(await screen.findByRole('button', { name: 'Ajouter les courses de la semaine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Courses de la semaine' });
  await user.click(await within(dialog).findByRole('button', { name: 'Modifier les rayons' }));
  // Named as French says it: « Rayon d'œufs », not « Rayon de œufs ».
  expect(within(dialog).getByRole('combobox', { name: "Rayon d'œufs" })).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Rayon de lait' }), 'Épicerie salée');
  expect(net.callsTo('PUT /api/meal-plans/aisles').map((c) => c.body)).toEqual([{ ingredient: 'lait', aisle: 'Épicerie salée' }]);
  await waitFor(() => expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Fruits et légumes', 'Épicerie salée']));
});

it("says 'Impossible d'ajouter à la liste de courses' when the week list fails", async () => {
  const user = userEvent.setup();
  net.on('GET /api/meal-plans/groceries?from=2026-11-23&to=2026-11-29', reply(200, GROCERIES));
  net.on('POST /api/meal-plans/groceries', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
  openPage([meal({ recipeTitle: 'Crêpes', date: '2026-11-24', ingredients: ['200 g de farine'] })]);
  await screen.findByText('Crêpes');

  await user.click(screen.getByRole('button', { name: 'Ajouter les courses de la semaine' }));
  const dialog = await screen.findByRole('dialog', { name: 'Courses de la semaine' });
  await within(dialog).findByText('Déjà au frigo : 1 sur 5');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter les courses de la semaine' }));
  expect(await within(dialog).findByText("Impossible d'ajouter à la liste de courses")).toBeInTheDocument();
});

describe('deleting a meal', () => {
  it('asks first, then removes it', async () => {
    const user = userEvent.setup();
    net.on('DELETE /api/planned-meals/gratin', reply(204));
    openPage([meal({ id: 'gratin', recipeTitle: 'Gratin', date: '2026-11-23' }), meal({ id: 'soupe', recipeTitle: 'Soupe', date: '2026-11-24' })]);
    await screen.findByText('Gratin');

    await user.click(screen.getByRole('button', { name: 'Supprimer « Gratin » du planning' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce repas ?' });
    expect(dialog).toHaveTextContent('« Gratin », prévu le lundi 23 novembre 2026 à 19:00, sera retiré du planning.');
    expect(net.callsTo('DELETE /api/planned-meals/gratin')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(net.callsTo('DELETE /api/planned-meals/gratin')).toHaveLength(1);
    expect(screen.queryByText('Gratin')).not.toBeInTheDocument();
    expect(dayHeadings()).toEqual(['Mardi 24 novembre 2026']);
  });

  it("keeps it and says 'Impossible de supprimer le repas' on failure", async () => {
    const user = userEvent.setup();
    net.on('DELETE /api/planned-meals/gratin', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
    openPage([meal({ id: 'gratin', recipeTitle: 'Gratin', date: '2026-11-23' })]);
    await screen.findByText('Gratin');

    await user.click(screen.getByRole('button', { name: 'Supprimer « Gratin » du planning' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));

    expect(await within(screen.getByRole('alertdialog')).findByText('Impossible de supprimer le repas')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Gratin')).toBeInTheDocument();
  });
});

it("says 'Impossible de charger les repas' when the week cannot be loaded", async () => {
  net.on(THIS_WEEK, reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
  openPage(null);
  expect(await screen.findByText('Impossible de charger les repas')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});

it('shows an empty week with a way to add a meal', async () => {
  openPage([]);
  expect(await screen.findByRole('heading', { name: 'Aucun repas planifié cette semaine' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Ajouter un repas' })).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: 'Planifier ma semaine' })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Ajouter les courses de la semaine' })).not.toBeInTheDocument();
});

it('refetches the week when another member changes the planning', async () => {
  net.on(THIS_WEEK, reply(200, []), reply(200, [meal({ recipeTitle: 'Lasagnes', date: '2026-11-26' })]));
  openPage(null);
  await screen.findByText('Aucun repas planifié cette semaine');

  await emitServerEvent('household.changed', { resource: 'shopping-items', action: 'created', ids: ['x'], actorId: 'u2' });
  expect(net.callsTo(THIS_WEEK)).toHaveLength(1);

  await emitServerEvent('household.changed', { resource: 'planned-meals', action: 'created', ids: ['m9'], actorId: 'u2' });
  expect(await screen.findByText('Lasagnes')).toBeInTheDocument();
  expect(net.callsTo(THIS_WEEK)).toHaveLength(2);
});

describe('editing a meal', () => {
  const crepes = () =>
    meal({
      id: 'crepes',
      recipeId: 'rec-7',
      recipeTitle: 'Crêpes',
      date: '2026-11-24',
      time: '12:00',
      servings: 2,
      type: 'dessert',
      recipeServings: 2,
      ingredients: ['200 g de farine'],
      instructions: ['Mélanger.'],
    });
  const patched = (changes: Partial<PlannedMeal>) => ({ status: 200, body: { ...crepes(), ...changes } });

  async function openEditOf(title: string) {
    const user = userEvent.setup();
    await screen.findByText(title);
    await user.click(screen.getByRole('button', { name: `Modifier « ${title} »` }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Modifier le repas' }) };
  }

  it('opens the form filled from the meal, sends only what changed and moves the meal to its new time', async () => {
    net.on('PATCH /api/planned-meals/crepes', ({ body }) => patched(body as Partial<PlannedMeal>));
    openPage([crepes(), meal({ id: 'soupe', recipeTitle: 'Soupe', date: '2026-11-24', time: '19:00' })]);
    const { user, dialog } = await openEditOf('Crêpes');

    expect(dialog).toHaveAccessibleDescription('Les ingrédients et les étapes de la recette restent joints au repas.');
    expect(within(dialog).getByLabelText('Titre du repas')).toHaveValue('Crêpes');
    expect(within(dialog).getByLabelText('Titre du repas')).toHaveFocus();
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-11-24');
    expect(within(dialog).getByLabelText('Heure')).toHaveValue('12:00');
    expect(within(dialog).getByLabelText('Portions')).toHaveValue(2);
    expect(within(dialog).getByLabelText('Type')).toHaveValue('dessert');

    await user.clear(within(dialog).getByLabelText('Heure'));
    await user.type(within(dialog).getByLabelText('Heure'), '20:30');
    await user.clear(within(dialog).getByLabelText('Portions'));
    await user.type(within(dialog).getByLabelText('Portions'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Only the changed fields: the recipe's lines and steps stay on the server as they are.
    expect(net.callsTo('PATCH /api/planned-meals/crepes').map((c) => c.body)).toEqual([{ time: '20:30', servings: 4 }]);
    expect(net.callsTo('POST /api/planned-meals')).toHaveLength(0);
    const tuesday = screen.getByRole('region', { name: 'Mardi 24 novembre 2026' });
    expect(mealTitles(tuesday)).toEqual(['Soupe', 'Crêpes']);
    expect(within(tuesday).getAllByRole('listitem')[1]).toHaveTextContent('4 personnes');
    const notice = screen.getByText('« Crêpes » déplacé au mardi 24 novembre 2026 à 20:30');
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier « Crêpes »' })).toHaveFocus());
  });

  it('follows a meal moved to another week and says where it went', async () => {
    net.on('PATCH /api/planned-meals/crepes', ({ body }) => patched(body as Partial<PlannedMeal>));
    net.on(NEXT_WEEK, reply(200, [{ ...crepes(), date: '2026-12-01' }]));
    openPage([crepes()]);
    const { user, dialog } = await openEditOf('Crêpes');

    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.callsTo('PATCH /api/planned-meals/crepes').map((c) => c.body)).toEqual([{ date: '2026-12-01' }]);
    // The week follows once the router has applied the new address (a transition).
    expect(await screen.findByRole('heading', { level: 2, name: 'Semaine du 30 novembre au 6 décembre' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Mardi 1er décembre 2026' })).toHaveTextContent('Crêpes');
    expect(screen.getByText('« Crêpes » déplacé au mardi 1er décembre 2026 à 12:00')).toBeInTheDocument();
  });

  it('gives focus back to the edit button of a meal moved to another day', async () => {
    net.on('PATCH /api/planned-meals/crepes', ({ body }) => patched(body as Partial<PlannedMeal>));
    openPage([crepes()]);
    const { user, dialog } = await openEditOf('Crêpes');

    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-26');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dayHeadings()).toEqual(['Jeudi 26 novembre 2026']);
    expect(screen.getByText('« Crêpes » déplacé au jeudi 26 novembre 2026 à 12:00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier « Crêpes »' })).toHaveFocus());
  });

  it('checks the fields with the same French messages and sends nothing', async () => {
    openPage([crepes()]);
    const { user, dialog } = await openEditOf('Crêpes');

    await user.clear(within(dialog).getByLabelText('Titre du repas'));
    await user.clear(within(dialog).getByLabelText('Portions'));
    await user.type(within(dialog).getByLabelText('Portions'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(within(dialog).getByLabelText('Titre du repas')).toHaveAccessibleDescription('Le titre du repas est requis');
    expect(within(dialog).getByLabelText('Titre du repas')).toHaveFocus();
    expect(within(dialog).getByLabelText('Portions')).toHaveAccessibleDescription("Le nombre de portions doit être d'au moins 1");
    expect(net.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('closes without a request when nothing changed', async () => {
    openPage([crepes()]);
    const { user, dialog } = await openEditOf('Crêpes');

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("shows the API's refusal in the dialog and keeps what was typed", async () => {
    net.on('PATCH /api/planned-meals/crepes', reply(400, { statusCode: 400, code: 'VALIDATION', message: 'Heure invalide', fields: { time: 'Heure invalide' } }));
    openPage([crepes()]);
    const { user, dialog } = await openEditOf('Crêpes');

    await user.clear(within(dialog).getByLabelText('Heure'));
    await user.type(within(dialog).getByLabelText('Heure'), '21:00');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Heure')).toHaveAccessibleDescription('Heure invalide'));
    expect(within(dialog).getByLabelText('Heure')).toHaveValue('21:00');
    // The page behind the dialog still shows the meal as it was.
    expect(screen.getByText('12:00')).toHaveAttribute('datetime', '2026-11-24T12:00');
  });

  it("says 'Impossible de modifier le repas' when the meal cannot be saved", async () => {
    net.on('PATCH /api/planned-meals/crepes', reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Introuvable' }));
    openPage([crepes()]);
    const { user, dialog } = await openEditOf('Crêpes');

    await user.type(within(dialog).getByLabelText('Titre du repas'), ' au sucre');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(dialog).findByText('Impossible de modifier le repas')).toBeInTheDocument();
    expect(net.callsTo('PATCH /api/planned-meals/crepes').map((c) => c.body)).toEqual([{ recipeTitle: 'Crêpes au sucre' }]);
    expect(screen.getByRole('dialog', { name: 'Modifier le repas' })).toBeInTheDocument();
    expect(screen.queryByText(/déplacé au|modifié/)).not.toBeInTheDocument();
  });
});

it('refetches the week when another member edits a meal', async () => {
  net.on(THIS_WEEK, reply(200, [meal({ id: 'm9', recipeTitle: 'Lasagnes', date: '2026-11-26' })]), reply(200, [meal({ id: 'm9', recipeTitle: 'Lasagnes', date: '2026-11-26', time: '20:15' })]));
  openPage(null);
  await screen.findByText('Lasagnes');

  await emitServerEvent('household.changed', { resource: 'planned-meals', action: 'updated', ids: ['m9'], actorId: 'u2' });
  expect(await screen.findByText('20:15')).toBeInTheDocument();
  expect(net.callsTo(THIS_WEEK)).toHaveLength(2);
});
