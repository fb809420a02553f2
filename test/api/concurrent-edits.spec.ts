import { householdPair, useTestStack, type TestUser } from '#testing';

// Two parents editing the same item at the same moment each keep their change: updates write
// only the fields they were given, never a stale copy of the whole row.
describe('concurrent edits by two members', () => {
  const t = useTestStack();
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    ({ owner: a, member: b } = await householdPair(t));
  });

  const item = async () => (await t.http().post('/api/shopping-items').set(a.auth).send({ name: `Article ${Math.random()}` }).expect(201)).body.id as string;
  const read = async (id: string) =>
    ((await t.http().get('/api/shopping-items').set(b.auth).expect(200)).body as { id: string; name: string; quantity: string; checked: boolean }[]).find((i) => i.id === id)!;

  it('rename vs quantity, 100 rounds: no field lost', async () => {
    const lost: number[] = [];
    for (let round = 0; round < 100; round++) {
      const id = await item();
      await Promise.all([
        t.http().patch(`/api/shopping-items/${id}`).set(a.auth).send({ name: `Farine ${round}` }).expect(200),
        t.http().patch(`/api/shopping-items/${id}`).set(b.auth).send({ quantity: `${round + 2}` }).expect(200),
      ]);
      const now = await read(id);
      if (now.name !== `Farine ${round}` || now.quantity !== `${round + 2}`) lost.push(round);
    }
    expect(lost).toEqual([]);
  }, 120_000);

  it('rename vs tick, 100 rounds: no field lost', async () => {
    const lost: number[] = [];
    for (let round = 0; round < 100; round++) {
      const id = await item();
      await Promise.all([
        t.http().patch(`/api/shopping-items/${id}`).set(a.auth).send({ name: `Lait ${round}` }).expect(200),
        t.http().patch(`/api/shopping-items/${id}`).set(b.auth).send({ checked: true }).expect(200),
      ]);
      const now = await read(id);
      if (now.name !== `Lait ${round}` || !now.checked) lost.push(round);
    }
    expect(lost).toEqual([]);
  }, 120_000);
});
