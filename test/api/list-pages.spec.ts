import { LIST_PAGE_MAX, MESSAGES, REQUEST_MESSAGES } from '#contracts';
import { subscribedUser, useTestStack, type TestUser } from '#testing';

// Lists at any size (issue 14): the fridge and the favourites come a page at a time, by cursor.
describe('paged lists: the fridge and the favourites', () => {
  const t = useTestStack();
  let a: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    [a, stranger] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });

  const ids = (res: { body: { id: string }[] }) => res.body.map((item) => item.id);

  /** Follows `after` from page to page, as the web app does; returns every id, in order. */
  async function walk(path: string, user: TestUser, limit: number): Promise<string[]> {
    const all: string[] = [];
    for (;;) {
      const after = all.length ? `&after=${all[all.length - 1]}` : '';
      const page = await t.http().get(`${path}?limit=${limit}${after}`).set(user.auth).expect(200);
      all.push(...ids(page));
      if (page.body.length < limit) return all;
    }
  }

  describe('GET /api/inventory-items', () => {
    let whole: string[];

    beforeAll(async () => {
      for (let i = 0; i < 5; i++) await t.http().post('/api/inventory-items').set(a.auth).send({ name: `Article ${i}` }).expect(201);
      // Rows written together share their created_at: the id breaks the tie, so none is lost or repeated.
      const [first, second] = (await t.http().get('/api/inventory-items').set(a.auth).expect(200)).body;
      await t.db.query(`UPDATE inventory_items SET created_at = (SELECT created_at FROM inventory_items WHERE id = $1) WHERE id = $2`, [first.id, second.id]);
      whole = ids(await t.http().get('/api/inventory-items').set(a.auth).expect(200));
    });

    it('answers newest first, pages of `limit` items following `after`, none lost or repeated', async () => {
      expect(whole).toHaveLength(5);
      const firstPage = await t.http().get('/api/inventory-items?limit=2').set(a.auth).expect(200);
      expect(ids(firstPage)).toEqual(whole.slice(0, 2));
      for (const limit of [1, 2, 3]) expect(await walk('/api/inventory-items', a, limit)).toEqual(whole);
      const last = await t.http().get(`/api/inventory-items?after=${whole[4]}`).set(a.auth).expect(200);
      expect(last.body).toEqual([]);
    });

    it('caps a page at LIST_PAGE_MAX, the default', async () => {
      const values = Array.from({ length: LIST_PAGE_MAX + 1 }, (_, i) => `($1, $2, 'Lot ${i}', 1, 'unité', 'Autre')`).join(', ');
      const other = await subscribedUser(t);
      await t.db.query(
        `INSERT INTO inventory_items (household_id, created_by, name, quantity, unit, category) VALUES ${values}`,
        [other.user.householdId, other.user.id],
      );
      const page = await t.http().get('/api/inventory-items').set(other.auth).expect(200);
      expect(page.body).toHaveLength(LIST_PAGE_MAX);
      const rest = await t.http().get(`/api/inventory-items?after=${page.body[LIST_PAGE_MAX - 1].id}`).set(other.auth).expect(200);
      expect(rest.body).toHaveLength(1);
      // The urgent items are the LIST_PAGE_MAX soonest.
      await t.db.query(`UPDATE inventory_items SET expiration_date = current_date WHERE household_id = $1`, [other.user.householdId]);
      const urgent = await t.http().get('/api/inventory-items/urgent').set(other.auth).expect(200);
      expect(urgent.body).toHaveLength(LIST_PAGE_MAX);
    });

    it.each(['0', String(LIST_PAGE_MAX + 1), 'abc', '1.5'])('refuses limit=%s with its French message', async (limit) => {
      const res = await t.http().get(`/api/inventory-items?limit=${limit}`).set(a.auth).expect(400);
      expect(JSON.stringify(res.body)).toContain(MESSAGES.listLimitInvalid);
    });

    it("answers 404 for a cursor that is not one of the household's items", async () => {
      await t.http().get(`/api/inventory-items?after=${whole[0]}`).set(stranger.auth).expect(404);
      await t.http().get('/api/inventory-items?after=pas-un-id').set(a.auth).expect(404);
      await t.http().get('/api/inventory-items?after=00000000-0000-4000-8000-000000000000').set(a.auth).expect(404);
      const twice = await t.http().get(`/api/inventory-items?after=${whole[0]}&after=${whole[1]}`).set(a.auth).expect(400);
      expect(JSON.stringify(twice.body)).toContain(REQUEST_MESSAGES.fieldMalformed);
    });
  });

  describe('GET /api/favorites', () => {
    const favourite = (n: number) => ({
      recipeId: `tarte-${n}`,
      recipeTitle: `Tarte numéro ${n}`,
      ingredients: ['500 g d’abricots'],
      instructions: ['Cuire 35 minutes.'],
      type: 'dessert',
      servings: 6,
    });
    let whole: string[];

    beforeAll(async () => {
      for (let n = 0; n < 4; n++) await t.http().post('/api/favorites').set(a.auth).send(favourite(n)).expect(201);
      whole = ids(await t.http().get('/api/favorites').set(a.auth).expect(200));
    });

    it('pages newest first by `after`, the answer of `recipeId` unchanged', async () => {
      expect(whole).toHaveLength(4);
      for (const limit of [1, 3]) expect(await walk('/api/favorites', a, limit)).toEqual(whole);
      const one = await t.http().get('/api/favorites?recipeId=tarte-2').set(a.auth).expect(200);
      expect(one.body).toHaveLength(1);
    });

    it("answers 404 for another member's favourite as the cursor", async () => {
      await t.http().get(`/api/favorites?after=${whole[0]}`).set(stranger.auth).expect(404);
      await t.http().get('/api/favorites?after=pas-un-id').set(a.auth).expect(404);
    });
  });
});
