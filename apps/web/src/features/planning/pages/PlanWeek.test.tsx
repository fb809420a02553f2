import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import type { MealPlan, PlanDish, PlanSlot } from '#contracts';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { emitServerEvent } from '../../../shared/socket/testing/socket-mock';
import { useFixedClock } from '../../../shared/testing/fixed-clock';
import { renderKitchenPage } from '../../../shared/testing/render-kitchen-page';
import PlanningPage from './PlanningPage';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

// Wednesday 25 November 2026: the week runs from Monday 23 to Sunday 29.
const NOW = new Date(2026, 10, 25, 10, 0);
useFixedClock(NOW);
// Signed in once the clock is set, so the token expires 15 minutes after NOW.
const net = useFetchStub({ signedIn: true, routes: (stub) => stub.on('GET /api/planned-meals?from=2026-11-23&to=2026-11-29', reply(200, [])) });

const day = (n: number) => `2026-11-${23 + n}`;
const dish = (title: string, over: Partial<PlanDish> = {}): PlanDish => ({
  recipeId: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  description: '',
  imageUrl: '',
  preparationTime: 30,
  servings: 4,
  difficulty: 'facile',
  ingredients: ['1 courgette'],
  instructions: ['Cuire.'],
  source: 'chef',
  vegetarian: false,
  protein: null,
  ...over,
});
const slot = (n: number, over: Partial<PlanSlot> = {}): PlanSlot => ({ date: day(n), meal: 'dinner', effort: 'rapide', status: 'pending', locked: false, dish: null, why: null, ...over });
const plan = (slots: PlanSlot[], status: MealPlan['status'] = 'planning'): MealPlan => ({
  id: '7f1c1a7e-0000-4000-8000-000000000001',
  weekStart: day(0),
  status,
  vegetarianEvenings: 2,
  slots,
  error: null,
  updatedAt: new Date(NOW.getTime() + slots.filter((s) => s.dish).length * 1000).toISOString(),
});

function openPage(current: MealPlan | null = null) {
  net.on('GET /api/meal-plans/current?weekStart=2026-11-23', reply(200, { plan: current }));
  return renderKitchenPage(<Route path="/dashboard/planning" element={<PlanningPage />} />, '/dashboard/planning');
}

it('asks which meals and how much effort (the household’s last choice), then the week appears day by day', async () => {
  const user = userEvent.setup();
  net.on('GET /api/meal-plans/choice', reply(200, { slots: [0, 1, 2].map((weekday) => ({ weekday, meal: 'dinner', effort: 'rapide' })), vegetarianEvenings: 1 }));
  net.on('POST /api/meal-plans', reply(202, { jobId: '12', planId: plan([]).id }));
  openPage();
  await user.click((await screen.findAllByRole('button', { name: 'Planifier ma semaine' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Planifier ma semaine' });
  await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Soir — mercredi 25' })).toBeChecked());
  expect(within(dialog).getByRole('checkbox', { name: 'Soir — jeudi 26' })).not.toBeChecked();
  // Monday and Tuesday are gone: not offered, though the household's choice holds them.
  expect(within(dialog).getByRole('checkbox', { name: 'Soir — lundi 23' })).toBeDisabled();
  expect(within(dialog).getByRole('checkbox', { name: 'Soir — lundi 23' })).not.toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Soir — jeudi 26' }));
  await user.click(within(dialog).getByRole('checkbox', { name: 'Midi — samedi 28' }));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Effort — samedi 28' }), "J'ai le temps");
  expect(within(dialog).getByText('3 repas à planifier')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Proposer la semaine' }));

  expect(net.callsTo('POST /api/meal-plans')[0]!.body).toEqual({
    weekStart: '2026-11-23',
    vegetarianEvenings: 1,
    slots: [
      { date: day(2), meal: 'dinner', effort: 'rapide' },
      { date: day(3), meal: 'dinner', effort: 'rapide' },
      { date: day(5), meal: 'lunch', effort: 'long' },
    ],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // The days arrive one by one, as the worker decides them.
  const first = plan([slot(0, { status: 'filled', dish: dish('Risotto aux courgettes'), why: 'Utilise les courgettes qui expirent mardi' }), slot(1), slot(2)]);
  await emitServerEvent('meal_plan.progress', { jobId: '12', planId: first.id, slot: first.slots[0]!, plan: first });
  expect(await screen.findByText('Risotto aux courgettes')).toBeInTheDocument();
  expect(screen.getByText('Utilise les courgettes qui expirent mardi')).toBeInTheDocument();
  expect(screen.getByText('Le chef prépare la semaine… 1 sur 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Valider la semaine' })).toBeDisabled();
});

describe('a proposed week', () => {
  const ready = plan(
    [
      slot(0, { status: 'filled', dish: dish('Risotto aux courgettes', { vegetarian: true }), why: 'Soir sans viande' }),
      slot(1, { status: 'filled', dish: dish('Poulet au citron'), why: 'Prêt en 30 min' }),
      slot(2, { status: 'filled', dish: dish('Dahl de lentilles'), why: 'Prêt en 35 min' }),
    ],
    'ready',
  );
  const tuesday = () => screen.getByText('Poulet au citron').closest('li')!;

  it('"Autre idée" asks why, then the new dish replaces Tuesday’s', async () => {
    const user = userEvent.setup();
    net.on(`POST /api/meal-plans/${ready.id}/swap`, reply(202, { jobId: '13', planId: ready.id }));
    openPage(ready);
    await screen.findByText('Poulet au citron');
    await user.click(within(tuesday()).getByRole('button', { name: /Autre idée/ }));
    const chips = within(tuesday()).getByRole('group', { name: /Pourquoi une autre idée/ });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Plus rapide', 'Sans viande', 'Autre chose']);
    await user.click(within(chips).getByRole('button', { name: 'Sans viande' }));
    expect(net.callsTo(`POST /api/meal-plans/${ready.id}/swap`)[0]!.body).toEqual({ date: day(1), meal: 'dinner', reason: 'meatless' });

    const swapped = { ...ready, slots: ready.slots.map((s, i) => (i === 1 ? { ...s, dish: dish('Curry de pois chiches', { vegetarian: true }), why: 'Soir sans viande' } : s)), updatedAt: new Date(NOW.getTime() + 9000).toISOString() };
    await emitServerEvent('meal_plan.progress', { jobId: '13', planId: ready.id, slot: swapped.slots[1]!, plan: swapped });
    expect(await screen.findByText('Curry de pois chiches')).toBeInTheDocument();
    expect(screen.queryByText('Poulet au citron')).not.toBeInTheDocument();
  });

  it('locks a day, moves one with the keyboard list, empties one', async () => {
    const user = userEvent.setup();
    const locked = { ...ready, slots: ready.slots.map((s, i) => (i === 0 ? { ...s, locked: true } : s)) };
    net.on(`POST /api/meal-plans/${ready.id}/lock`, reply(200, locked));
    const moved = { ...locked, slots: [locked.slots[0]!, { ...locked.slots[1]!, dish: locked.slots[2]!.dish }, { ...locked.slots[2]!, dish: locked.slots[1]!.dish }] };
    net.on(`POST /api/meal-plans/${ready.id}/move`, reply(200, moved));
    net.on(`POST /api/meal-plans/${ready.id}/empty`, reply(200, { ...moved, slots: moved.slots.map((s, i) => (i === 2 ? { ...s, dish: null, status: 'empty' } : s)) }));
    openPage(ready);
    const monday = (await screen.findByText('Risotto aux courgettes')).closest('li')!;
    await user.click(within(monday).getByRole('button', { name: /^Verrouiller/ }));
    expect(net.callsTo(`POST /api/meal-plans/${ready.id}/lock`)[0]!.body).toEqual({ date: day(0), meal: 'dinner', locked: true });
    expect(await within(monday).findByText('Verrouillé')).toBeInTheDocument();
    expect(within(monday).getByRole('button', { name: /Autre idée/ })).toBeDisabled();

    await user.selectOptions(within(tuesday()).getByRole('combobox', { name: 'Déplacer « Poulet au citron » vers…' }), 'Mercredi 25 novembre · Soir (échanger avec Dahl de lentilles)');
    expect(net.callsTo(`POST /api/meal-plans/${ready.id}/move`)[0]!.body).toEqual({ from: { date: day(1), meal: 'dinner' }, to: { date: day(2), meal: 'dinner' } });
    const wednesday = await waitFor(() => screen.getByText('Poulet au citron').closest('li')!);
    expect(within(wednesday).getByText('Mercredi 25 novembre · Soir')).toBeInTheDocument();

    await user.click(within(wednesday).getByRole('button', { name: /^Vider/ }));
    expect(await screen.findByText('Rien de prévu')).toBeInTheDocument();
  });

  it('"Valider la semaine" writes the week into the planning', async () => {
    const user = userEvent.setup();
    net.on(`POST /api/meal-plans/${ready.id}/accept`, reply(200, { plan: { ...ready, status: 'accepted' }, mealIds: ['a', 'b', 'c'] }));
    openPage(ready);
    await user.click(await screen.findByRole('button', { name: 'Valider la semaine' }));
    expect(await screen.findByText('3 repas ajoutés au planning')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Votre semaine proposée')).not.toBeInTheDocument());
  });

  it('shows a draft another member started, live', async () => {
    openPage(null);
    expect(await screen.findByRole('heading', { name: 'Aucun repas planifié cette semaine' })).toBeInTheDocument();
    await emitServerEvent('meal_plan.updated', { planId: ready.id, plan: ready });
    expect(await screen.findByText('Votre semaine proposée')).toBeInTheDocument();
    expect(screen.getByText('Dahl de lentilles')).toBeInTheDocument();
  });
});
