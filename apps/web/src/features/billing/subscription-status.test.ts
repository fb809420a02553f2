import { describeSubscription, longDate } from './subscription-status';
import { subscriptionState } from './testing/subscription-state';

describe('describeSubscription', () => {
  it.each([
    [{ status: 'active', active: true }, 'Actif'],
    [{ status: 'trialing', active: true, trialEnd: '2026-04-12T08:00:00.000Z' }, "Période d'essai jusqu'au 12 avril 2026"],
    [{ status: 'canceled' }, 'Résilié'],
    [{ status: 'past_due', active: false }, 'Paiement en échec'],
    [{ status: 'unpaid' }, 'Paiement en échec'],
    [{ status: 'incomplete' }, 'Paiement incomplet'],
    [{ status: 'none' }, 'Aucun abonnement'],
    [{ status: 'active', active: true, complimentary: true }, 'Offert'],
  ])('%o reads %s', (overrides, label) => {
    expect(describeSubscription(subscriptionState(overrides)).label).toBe(label);
  });

  it('says when an active subscription renews, or ends when cancelled at period end', () => {
    const base = { status: 'active', active: true, currentPeriodEnd: '2026-05-03T08:00:00.000Z' };
    expect(describeSubscription(subscriptionState(base)).detail).toBe('Prochain renouvellement le 3 mai 2026');
    expect(describeSubscription(subscriptionState({ ...base, cancelAtPeriodEnd: true })).detail).toBe('Se termine le 3 mai 2026');
  });
});

it('writes long French dates, with 1er for the first of the month', () => {
  expect(longDate('2026-01-01T12:00:00.000Z')).toBe('1er janvier 2026');
  expect(longDate('2026-12-24T12:00:00.000Z')).toBe('24 décembre 2026');
});
