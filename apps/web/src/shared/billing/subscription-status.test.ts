import type { SubscriptionState } from '#contracts';
import { frenchDate } from '../text/french-date';
import { canCancel, describeSubscription } from './subscription-status';

const state = (overrides: Partial<SubscriptionState>): SubscriptionState => ({
  status: 'active',
  active: true,
  plan: 'premium',
  startDate: null,
  currentPeriodEnd: '2026-03-01T12:00:00.000Z',
  trialEnd: null,
  cancelAtPeriodEnd: false,
  complimentary: false,
  ...overrides,
});

it('writes dates the French way, with 1er for the first of the month', () => {
  expect(frenchDate('2026-03-01T12:00:00.000Z')).toBe('1er mars 2026');
  expect(frenchDate('2026-12-24T12:00:00.000Z')).toBe('24 décembre 2026');
});

it.each([
  [{}, 'Actif', 'success', ['Prochain renouvellement le 1er mars 2026']],
  [{ cancelAtPeriodEnd: true }, 'Actif', 'success', ['Se termine le 1er mars 2026']],
  [{ status: 'trialing', trialEnd: '2026-02-14T12:00:00.000Z' }, "Période d'essai jusqu'au 14 février 2026", 'info', []],
  [{ status: 'trialing', trialEnd: '2026-02-14T12:00:00.000Z', currentPeriodEnd: null, cancelAtPeriodEnd: true }, "Période d'essai jusqu'au 14 février 2026", 'info', ["L'abonnement s'arrêtera à la fin de l'essai."]],
  [{ status: 'incomplete' }, 'Paiement en attente', 'warning', []],
  [{ status: 'canceled', active: false }, 'Résilié', 'neutral', []],
  [{ status: 'past_due' }, 'Paiement en échec', 'danger', ['Mettez à jour votre moyen de paiement pour garder votre accès.']],
  [{ status: 'unpaid', active: false }, 'Paiement en échec', 'danger', ['Mettez à jour votre moyen de paiement pour garder votre accès.']],
  [{ status: 'none', complimentary: true }, 'Offert', 'success', ['Votre accès à Mijote vous est offert.']],
  [{ status: 'none', active: false, currentPeriodEnd: null }, 'Aucun abonnement', 'neutral', []],
  [
    { status: 'none', active: false, currentPeriodEnd: null, familyPlanBy: 'Marc' },
    "Inclus dans l'abonnement de la famille",
    'success',
    ["L'abonnement de Marc couvre toute la famille."],
  ],
  [{ status: 'canceled', active: false, familyPlanBy: 'Marc' }, "Inclus dans l'abonnement de la famille", 'success', ["L'abonnement de Marc couvre toute la famille."]],
] as const)('%j reads as %s', (overrides, label, tone, details) => {
  expect(describeSubscription(state(overrides))).toEqual({ label, tone, details });
});

it('lets only a running or failing subscription of its own be cancelled', () => {
  expect(canCancel(state({}))).toBe(true);
  expect(canCancel(state({ status: 'past_due' }))).toBe(true);
  expect(canCancel(state({ status: 'canceled', active: false }))).toBe(false);
  expect(canCancel(state({ complimentary: true }))).toBe(false);
});
