/**
 * Full-page navigation out of the app (Stripe's portal). A module of its own so tests can stand
 * in for it: jsdom's window.location.assign can be neither spied on nor followed.
 */
export function leaveAppFor(url: string): void {
  window.location.assign(url);
}
