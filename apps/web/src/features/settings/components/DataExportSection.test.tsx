import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../shared/http/testing/fetch-stub';
import { useFetchStub } from '../../../shared/http/testing/use-fetch-stub';
import { openSettings, section, settingsNetwork } from '../../../shared/testing/settings-fixtures';

jest.mock('../../../shared/socket', () => jest.requireActual('../../../shared/socket/testing/socket-mock').socketModule);

const exported = { exportedAt: '2026-05-14T10:00:00.000Z', profile: { first_name: 'Claire' }, shoppingItems: [{ name: 'Lait' }] };

// jsdom's Blob has no text(); its FileReader reads one.
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

let downloads: { name: string; blob: Blob }[];
const blobs = new Map<string, Blob>();
beforeEach(() => {
  downloads = [];
  // jsdom has no object URLs and does not follow links: record what the click would save.
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});
const net = useFetchStub({ routes: settingsNetwork });

it("'Télécharger mes données' saves the API's export as mijote-mes-donnees-<date>.json", async () => {
  const u = userEvent.setup();
  net.on('GET /api/account/export', reply(200, exported));
  await openSettings();
  const region = section('Mes données');
  await u.click(within(region).getByRole('button', { name: 'Télécharger mes données' }));

  expect(await within(region).findByRole('status')).toHaveTextContent('Vos données ont été téléchargées');
  expect(net.callsTo('GET /api/account/export')[0]!.headers.Authorization).toBe('Bearer access-1');
  expect(downloads).toHaveLength(1);
  const [file] = downloads;
  expect(file!.name).toMatch(/^mijote-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const today = new Date();
  expect(file!.name).toContain(`${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`);
  expect(file!.blob.type).toBe('application/json;charset=utf-8');
  expect(JSON.parse(await readText(file!.blob))).toEqual(exported);
});

it('says when the export fails, and saves nothing', async () => {
  const u = userEvent.setup();
  net.on('GET /api/account/export', reply(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
  await openSettings();
  const region = section('Mes données');
  await u.click(within(region).getByRole('button', { name: 'Télécharger mes données' }));

  expect(await within(region).findByText('Impossible de télécharger vos données')).toBeInTheDocument();
  expect(within(region).getByRole('alert')).toHaveTextContent('Impossible de télécharger vos données');
  expect(downloads).toHaveLength(0);
});
