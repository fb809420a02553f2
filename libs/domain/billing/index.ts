export * from './stripe-client';
export * from './subscription-state';
export * from './subscriptions.service';
export * from './billing-events.service';
export * from './billing.module';
export * from './subscription-cancellation.service';
