import type { SubscriptionState } from '#contracts';
import { frenchDate } from '../text/french-date';

// The subscription as every screen says it (settings, demo portal): one reading of Stripe's statuses.

export type SubscriptionTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export interface SubscriptionSummary {
  /** The status as the user reads it: 'Actif', "Période d'essai jusqu'au 12 juin 2026", ... */
  label: string;
  tone: SubscriptionTone;
  /** Further lines: renewal or end date, what to do about a failed payment. */
  details: string[];
}

/** Reads the server's subscription state (Stripe's statuses) in French. */
export function describeSubscription(state: SubscriptionState): SubscriptionSummary {
  if (state.complimentary) {
    return { label: 'Offert', tone: 'success', details: ['Votre accès à Mijote vous est offert.'] };
  }
  if (!state.active && state.familyPlanBy) {
    return {
      label: "Inclus dans l'abonnement de la famille",
      tone: 'success',
      details: [`L'abonnement de ${state.familyPlanBy} couvre toute la famille.`],
    };
  }
  const end = state.currentPeriodEnd ? frenchDate(state.currentPeriodEnd) : null;
  const endOrRenewal = end ? [state.cancelAtPeriodEnd ? `Se termine le ${end}` : `Prochain renouvellement le ${end}`] : [];
  switch (state.status) {
    case 'active':
      return { label: 'Actif', tone: 'success', details: endOrRenewal };
    case 'trialing':
      return {
        label: state.trialEnd ? `Période d'essai jusqu'au ${frenchDate(state.trialEnd)}` : "Période d'essai",
        tone: 'info',
        details: state.cancelAtPeriodEnd ? (end ? [`Se termine le ${end}`] : ["L'abonnement s'arrêtera à la fin de l'essai."]) : [],
      };
    case 'canceled':
      return { label: 'Résilié', tone: 'neutral', details: [] };
    case 'past_due':
    case 'unpaid':
    case 'incomplete_expired':
      return {
        label: 'Paiement en échec',
        tone: 'danger',
        details: ['Mettez à jour votre moyen de paiement pour garder votre accès.'],
      };
    case 'incomplete':
      return { label: 'Paiement en attente', tone: 'warning', details: [] };
    case 'paused':
      return { label: 'En pause', tone: 'warning', details: [] };
    default:
      return { label: 'Aucun abonnement', tone: 'neutral', details: [] };
  }
}

/** What a cancellation can end: the account has a running (or failing) subscription of its own. */
export const canCancel = (s: SubscriptionState): boolean =>
  !s.complimentary && ['active', 'trialing', 'past_due', 'unpaid'].includes(s.status);
