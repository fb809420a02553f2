import type { CheckoutResponse, PortalResponse, SubscriptionState } from '#contracts';
import { api } from '../../shared/http';

/** GET /api/billing/demo/sessions/:id (the API's DemoSessionView; not yet in #contracts). */
export interface DemoCheckoutSession {
  sessionId: string;
  email: string;
  trialDays: number;
  amount: string;
}

export const billingApi = {
  subscription: (signal?: AbortSignal) => api.get<SubscriptionState>('/billing/subscription', { signal }),
  /** The promo code is checked by the server; the browser only passes on what was typed. */
  checkout: (promoCode: string) => {
    const code = promoCode.trim();
    return api.post<CheckoutResponse>('/billing/checkout', code ? { promoCode: code } : {});
  },
  portal: () => api.post<PortalResponse>('/billing/portal'),
  demoSession: (sessionId: string, signal?: AbortSignal) =>
    api.get<DemoCheckoutSession>(`/billing/demo/sessions/${encodeURIComponent(sessionId)}`, { signal }),
  /** 202: the server signs the event and a worker activates the subscription shortly after. */
  completeDemo: (sessionId: string) => api.post<unknown>('/billing/demo/complete', { sessionId }),
  cancelDemo: () => api.post<unknown>('/billing/demo/cancel'),
};
