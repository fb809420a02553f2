import { LIST_PAGE_MAX } from '#contracts';
import { getAllPages } from './list-pages';
import { reply } from './testing/fetch-stub';
import { useFetchStub } from './testing/use-fetch-stub';

const net = useFetchStub();

const items = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: `id-${from + i}` }));
const notFound = reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Introuvable' });

describe('getAllPages', () => {
  it('asks once when the first page is not full', async () => {
    net.on('GET /api/favorites', reply(200, items(0, 3)));
    await expect(getAllPages('/favorites')).resolves.toEqual(items(0, 3));
    expect(net.calls).toHaveLength(1);
  });

  it('follows `after` the last id while pages come full', async () => {
    net.on('GET /api/inventory-items', reply(200, items(0, LIST_PAGE_MAX)));
    net.on(`GET /api/inventory-items?after=id-${LIST_PAGE_MAX - 1}`, reply(200, items(LIST_PAGE_MAX, LIST_PAGE_MAX)));
    net.on(`GET /api/inventory-items?after=id-${2 * LIST_PAGE_MAX - 1}`, reply(200, items(2 * LIST_PAGE_MAX, 1)));
    await expect(getAllPages('/inventory-items')).resolves.toEqual(items(0, 2 * LIST_PAGE_MAX + 1));
    expect(net.calls).toHaveLength(3);
  });

  it('starts over once when the cursor was removed meanwhile, then gives up', async () => {
    net.on('GET /api/inventory-items', reply(200, items(0, LIST_PAGE_MAX)), reply(200, items(1, 2)));
    net.on(`GET /api/inventory-items?after=id-${LIST_PAGE_MAX - 1}`, notFound);
    await expect(getAllPages('/inventory-items')).resolves.toEqual(items(1, 2));

    net.on('GET /api/favorites', reply(200, items(0, LIST_PAGE_MAX)));
    net.on(`GET /api/favorites?after=id-${LIST_PAGE_MAX - 1}`, notFound);
    await expect(getAllPages('/favorites')).rejects.toMatchObject({ status: 404 });
  });
});
