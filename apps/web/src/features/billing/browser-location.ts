/** A full-page navigation, to leave the app (Stripe). Its own module so tests can stand in for it. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}
