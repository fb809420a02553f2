import { OFFLINE_MESSAGES } from '#contracts';
import { reply } from '../http/testing/fetch-stub';
import { useFetchStub } from '../http/testing/use-fetch-stub';
import { flushOutbox, getOutboxState, provisionalId, sendOrQueue } from './outbox';

// The offline outbox: changes made without network are kept, then sent in order with their
// Idempotency-Key; a change the server refuses on replay is reported, never dropped silently.
const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  setOnline(true);
});
const net = useFetchStub({ signedIn: true });

it('keeps changes made offline and sends them in order on reconnect, each with its key, the added item under its real id', async () => {
  setOnline(false);
  const added = await sendOrQueue({ key: 'key-add-0001', method: 'POST', path: '/shopping-items', body: { name: 'Oeufs' }, label: '« Oeufs »', provisionalId: provisionalId('key-add-0001') });
  const ticked = await sendOrQueue({ key: 'key-tick-0002', method: 'POST', path: '/shopping-items/toggle', body: { ids: [provisionalId('key-add-0001')], checked: true }, label: '« Oeufs »' });
  expect(added).toEqual({ queued: true });
  expect(ticked).toEqual({ queued: true });
  expect(getOutboxState().entries).toHaveLength(2);
  expect(net.calls).toHaveLength(0);

  net.on('POST /api/shopping-items', reply(201, { id: 'real-1', name: 'Oeufs' }));
  net.on('POST /api/shopping-items/toggle', reply(200, { items: [], removedIds: [] }));
  setOnline(true);
  await flushOutbox();

  expect(net.calls.map((c) => [c.path, c.headers['Idempotency-Key']])).toEqual([
    ['/api/shopping-items', 'key-add-0001'],
    ['/api/shopping-items/toggle', 'key-tick-0002'],
  ]);
  expect(net.calls[1]!.body).toEqual({ ids: ['real-1'], checked: true });
  expect(getOutboxState().entries).toHaveLength(0);
});

it('keeps a change whose send fails for lack of network, and shows a refused one', async () => {
  net.on('DELETE /api/shopping-items/i1', 'network-error', reply(204));
  expect(await sendOrQueue({ method: 'DELETE', path: '/shopping-items/i1', label: '« Lait »', goneIsDone: true })).toEqual({ queued: true });
  await flushOutbox();
  expect(getOutboxState().entries).toHaveLength(0);

  // Another member deleted the bread meanwhile: a delete wins over a tick, and the phone says so.
  setOnline(false);
  await sendOrQueue({ method: 'POST', path: '/shopping-items/toggle', body: { ids: ['i2'], checked: true }, label: '« Pain »' });
  net.on('POST /api/shopping-items/toggle', reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' }));
  setOnline(true);
  await flushOutbox();
  expect(getOutboxState().entries).toHaveLength(0);
  expect(getOutboxState().refusals.map((r) => r.text)).toContain(OFFLINE_MESSAGES.deletedMeanwhile('« Pain »'));
});

it('keeps the changes for the new version when the API says this build is outdated', async () => {
  setOnline(false);
  await sendOrQueue({ method: 'POST', path: '/shopping-items/toggle', body: { ids: ['i3'], checked: true }, label: '« Sel »' });
  net.on('POST /api/shopping-items/toggle', reply(426, { statusCode: 426, code: 'CLIENT_OUTDATED', message: 'Une nouvelle version de Mijote est nécessaire.' }));
  setOnline(true);
  await flushOutbox();
  expect(getOutboxState().entries).toHaveLength(1);
  expect(net.calls[0]!.headers['X-Mijote-Contract']).toBe('1');
});

it("sends when an offline untick was made, and says so when another member's tick won", async () => {
  setOnline(false);
  await sendOrQueue({ method: 'POST', path: '/shopping-items/toggle', body: { ids: ['i4'], checked: false }, label: '« Lait »', untick: true });
  net.on('POST /api/shopping-items/toggle', reply(200, { items: [{ id: 'i4', checked: true }], removedIds: [] }));
  setOnline(true);
  await flushOutbox();
  const sent = net.callsTo('POST /api/shopping-items/toggle').at(-1)!;
  expect(sent.body).toEqual({ ids: ['i4'], checked: false, madeAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  expect(getOutboxState().refusals.map((r) => r.text)).toContain(OFFLINE_MESSAGES.tickWins('« Lait »'));
});
