import { NotificationsService } from './notifications.service';
import { signUpUser, useTestStack } from '#testing';

// The bell's rules, asked of the domain service: newest first, at most 50 listed while the
// unread count covers them all, and a user reads only their own notifications.
describe('NotificationsService rules', () => {
  const t = useTestStack({ worker: false });
  let notifications: NotificationsService;
  beforeAll(() => {
    notifications = t.app.get(NotificationsService);
  });

  const notice = (userId: string, n: number) => notifications.create({ userId, title: `Titre ${n}`, message: `Message ${n}`, type: 'info' });

  it('lists the 50 newest first and counts every unread one', async () => {
    const { user } = await signUpUser(t);
    for (let n = 1; n <= 53; n++) await notice(user.id, n);
    const list = await notifications.list(user.id);
    expect(list.items).toHaveLength(50);
    expect(list.items[0]!.title).toBe('Titre 53');
    expect(list.unreadCount).toBe(53);
  });

  it("marks one read, never another user's, and all read at once", async () => {
    const { user } = await signUpUser(t);
    const other = await signUpUser(t);
    const first = await notice(user.id, 1);
    await notice(user.id, 2);
    expect(await notifications.markRead(other.user.id, first.id)).toBe(false);
    expect((await notifications.list(user.id)).unreadCount).toBe(2);
    expect(await notifications.markRead(user.id, first.id)).toBe(true);
    expect((await notifications.list(user.id)).items.find((n) => n.id === first.id)?.read).toBe(true);
    await notifications.markAllRead(user.id);
    expect((await notifications.list(user.id)).unreadCount).toBe(0);
  });
});
