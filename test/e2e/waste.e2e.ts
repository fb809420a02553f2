import type { DashboardStats, InventoryItem } from '#contracts';
import { api, eventually, subscribedUser } from './support/api';
import { PHONE, useBrowser, withPage } from './support/browser';
import { openDashboardPage } from './support/dashboard';
import { button, heading, onPath, todayInZurich } from './support/ui';
import { CHEF_WAIT_MS } from './support/env';

const browser = useBrowser();

const inDays = (n: number) => {
  const d = new Date(`${todayInZurich()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

describe('moins de gaspillage (phone)', () => {
  it("the dashboard's urgent item leads to a recipe that uses it; 'Utilisé' counts it in the figures", async () => {
    const user = await subscribedUser({ label: 'waste' });
    const add = (name: string, expirationDate: string | null) =>
      api<InventoryItem>('/inventory-items', { method: 'POST', token: user.token, body: { name, expirationDate } });
    await add('Pommes de terre', inDays(1));
    await add('Œufs', inDays(10));
    await add('Oignons', null);

    await withPage(
      browser(),
      'waste-urgent-phone',
      async (page) => {
        await openDashboardPage(page, user, '/dashboard');
        const urgent = page.getByRole('region', { name: 'À consommer en priorité' });
        await urgent.getByText('Pommes de terre', { exact: true }).waitFor();
        await urgent.getByText('Expire demain').waitFor();
        // Œufs (10 days) and Oignons (no date) are not urgent.
        if ((await urgent.getByText('Œufs', { exact: true }).count()) !== 0) throw new Error('Œufs should not be urgent');

        // One tap: the suggestions page cooks from the fridge with that item first.
        await urgent.getByRole('link', { name: 'Une recette avec Pommes de terre' }).click();
        await onPath(page, '/dashboard/feed');
        await page.getByText('Une recette avec « Pommes de terre », à partir de votre frigo.').waitFor();
        const card = page.getByRole('article');
        await card.waitFor({ timeout: CHEF_WAIT_MS });
        const text = (await card.textContent()) ?? '';
        if (!/pommes de terre/i.test(text)) throw new Error(`The suggested recipe does not use the item: ${text}`);

        // Back on the dashboard: "Utilisé" takes it out, offers "Annuler", and the figures count it.
        await page.goBack();
        await onPath(page, '/dashboard');
        await button(urgent, 'Utilisé : Pommes de terre').click();
        await urgent.getByRole('status').getByText('« Pommes de terre » utilisé.').waitFor();
        await urgent.getByText('Rien ne presse dans votre frigo').waitFor();
        const figures = page.getByRole('region', { name: /Anti-gaspi/ });
        await figures.getByText('utilisé avant la date', { exact: true }).waitFor();
        await heading(page, /Bienvenue/).waitFor();
      },
      PHONE,
    );
    const stats = await eventually(
      'the figures',
      () => api<DashboardStats>('/dashboard/stats', { token: user.token }),
      (s) => s.waste.thisMonth.usedBeforeDate === 1,
    );
    expect(stats.waste.thisMonth.thrown).toBe(0);
  });
});
