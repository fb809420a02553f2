import type { Page } from 'playwright-core';
import { accessOf, cancelSubscription, eventually, notificationsOf, subscribe, subscribedUser } from './support/api';
import { useBrowser, withPage } from './support/browser';
import { openDashboardPage } from './support/dashboard';
import { assertNoReload, heading, markDocument, onPath } from './support/ui';
import { WORKER_WAIT_MS } from './support/env';

const browser = useBrowser();

/** The top bar's bell, whose accessible name carries the unread count ('Notifications, 2 non lues'). */
const bell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('notifications and subscription changes, live', () => {
  it("shows a notification created on the server in the open dashboard's bell, without a reload", async () => {
    const user = await subscribedUser({ label: 'notif', firstName: 'Noé' });
    // The first activation's notification is made by a worker job after the activation itself.
    await eventually('the activation notification exists', () => notificationsOf(user.token), (n) => n.unreadCount === 1);

    await withPage(browser(), 'notifications-live', async (page) => {
      await openDashboardPage(page, user, '/dashboard');
      await heading(page, 'Bienvenue Noé sur Mijote').waitFor();
      await bell(page, 'Notifications, 1 non lue').waitFor();

      // Cancelling the subscription makes the dashboard re-run its access check, which would (rightly)
      // send this page to /subscription before the re-subscription lands. Answer that re-check with
      // the page's first answer, so the page stays where it is while the test re-subscribes; the
      // notification itself travels for real (webhook → worker → notification job → socket).
      const stillSubscribed = await accessOf(user.token);
      await page.route('**/api/access', (route) => route.fulfill({ json: stillSubscribed }));
      await markDocument(page);

      await cancelSubscription(user.token);
      await subscribe(user.token);

      await bell(page, 'Notifications, 2 non lues').waitFor({ timeout: WORKER_WAIT_MS });
      // Announced by a toast too.
      await page.getByRole('status').filter({ hasText: 'Abonnement activé' }).waitFor();
      await assertNoReload(page);
      expect(new URL(page.url()).pathname).toBe('/dashboard');

      // Opening the panel lists both and marks them read.
      await bell(page, 'Notifications, 2 non lues').click();
      const panel = page.getByRole('region', { name: 'Notifications', exact: true });
      await panel.waitFor();
      await eventually('both activations are listed', () => panel.getByText('Abonnement activé', { exact: true }).count(), (n) => n === 2);
      await bell(page, 'Notifications').waitFor();
    });
    await eventually('the notifications are read on the server', () => notificationsOf(user.token), (n) => n.unreadCount === 0);
  });

  it('takes the open dashboard to /subscription when the subscription is cancelled elsewhere', async () => {
    const user = await subscribedUser({ label: 'cancel' });
    await withPage(browser(), 'subscription-cancelled-live', async (page) => {
      await openDashboardPage(page, user, '/dashboard');
      await heading(page, 'Bienvenue Claire sur Mijote').waitFor();
      await markDocument(page);

      await cancelSubscription(user.token);

      await onPath(page, '/subscription');
      await heading(page, 'Choisissez votre formule').waitFor();
      await assertNoReload(page);
    });
  });
});
