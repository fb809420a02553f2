import { RECIPE_BOOK_MESSAGES as M } from '#contracts';
import { householdPair, useTestStack, type TestUser } from '#testing';

// An edit of a recipe replaces its ingredients and steps as whole lists: two members editing the
// same recipe from the same version must not overwrite each other. The second save answers 409
// with a French message and changes nothing; reloaded, it saves on top of the first.
describe('two members editing the same recipe', () => {
  const t = useTestStack();
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    ({ owner: a, member: b } = await householdPair(t));
  });

  const recipe = async () =>
    (await t.http().post('/api/recipes').set(a.auth).send({ title: 'Gratin', ingredients: ['1 kg de pommes de terre'], steps: ['Cuire.'] }).expect(201)).body as {
      id: string;
      version: number;
    };
  const read = async (id: string) => (await t.http().get(`/api/recipes/${id}`).set(b.auth).expect(200)).body;

  it('the second save of the same version answers 409 and loses nothing silently', async () => {
    const { id, version } = await recipe();
    expect(version).toBe(1);
    // Both opened version 1; A saves first.
    const first = await t.http().patch(`/api/recipes/${id}`).set(a.auth).send({ version, ingredients: ['1 kg de pommes de terre', '50 cl de crème'], steps: ['Trancher.', 'Cuire.'] }).expect(200);
    expect(first.body.version).toBe(2);
    const stale = await t.http().patch(`/api/recipes/${id}`).set(b.auth).send({ version, ingredients: ['1 kg de pommes de terre', '100 g de gruyère'], steps: ['Cuire.'] }).expect(409);
    expect(stale.body).toEqual({ statusCode: 409, code: 'RECIPE_EDIT_CONFLICT', message: "Cette recette a été modifiée par un autre membre. Rechargez-la avant d'enregistrer." });
    // A's edit stands, whole.
    expect(await read(id)).toMatchObject({ version: 2, ingredients: ['1 kg de pommes de terre', '50 cl de crème'], steps: ['Trancher.', 'Cuire.'] });

    // B reloads (version 2) and saves on top of it.
    const again = await t.http().patch(`/api/recipes/${id}`).set(b.auth).send({ version: 2, ingredients: ['1 kg de pommes de terre', '50 cl de crème', '100 g de gruyère'], steps: ['Trancher.', 'Cuire.'] }).expect(200);
    expect(again.body).toMatchObject({ version: 3, ingredients: ['1 kg de pommes de terre', '50 cl de crème', '100 g de gruyère'] });
  });

  it('of two saves of the same version at the same moment, exactly one wins, 20 rounds', async () => {
    for (let round = 0; round < 20; round++) {
      const { id, version } = await recipe();
      const [ra, rb] = await Promise.all([
        t.http().patch(`/api/recipes/${id}`).set(a.auth).send({ version, ingredients: [`${round} œufs de A`], steps: ['A.'] }),
        t.http().patch(`/api/recipes/${id}`).set(b.auth).send({ version, ingredients: [`${round} œufs de B`], steps: ['B.'] }),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([200, 409]);
      const winner = ra.status === 200 ? ra : rb;
      expect(await read(id)).toMatchObject({ version: 2, ingredients: winner.body.ingredients, steps: winner.body.steps });
    }
  });

  it('asks for the version with whole lists; a lone field may go without; a deleted recipe answers 404', async () => {
    const { id } = await recipe();
    const missing = await t.http().patch(`/api/recipes/${id}`).set(a.auth).send({ steps: ['Autre.'] }).expect(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', message: M.versionRequired });
    expect(await read(id)).toMatchObject({ steps: ['Cuire.'], version: 1 });
    await t.http().patch(`/api/recipes/${id}`).set(a.auth).send({ title: 'Gratin du dimanche' }).expect(200);
    expect(await read(id)).toMatchObject({ title: 'Gratin du dimanche', version: 2 });

    await t.http().delete(`/api/recipes/${id}`).set(a.auth).expect(204);
    await t.http().patch(`/api/recipes/${id}`).set(b.auth).send({ version: 2, title: 'Trop tard' }).expect(404);
  });
});
