import { randomUUID } from 'node:crypto';
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { subscribedUser, useTestStack, type TestUser } from '#testing';
import { IdempotencyGuard } from '../../apps/api/src/common/idempotency.guard';
import { guardsOf, isIdempotentRoute } from '../../apps/api/src/common/write-routes';

// The web app's offline outbox replays writes with an Idempotency-Key: a replay never applies twice.
describe('Idempotency-Key on writes', () => {
  const t = useTestStack();
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    [a, b] = await Promise.all([subscribedUser(t), subscribedUser(t)]);
  });
  const list = async (user: TestUser) =>
    (await t.http().get('/api/shopping-items').set(user.auth).expect(200)).body as { id: string; name: string; checked: boolean }[];

  it('binds the idempotency guard to every write route of the app, last of its guards, and to no read route', () => {
    const routes: { route: string; write: boolean; idempotent: boolean; meets: boolean }[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as Type<unknown>;
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const handler = (controller.prototype as Record<string, unknown>)[name];
          if (typeof handler !== 'function') continue;
          const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
          if (method === undefined) continue;
          routes.push({
            route: `${RequestMethod[method]} ${controller.name}.${name}`,
            write: [RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE].includes(method),
            idempotent: isIdempotentRoute(handler),
            meets: guardsOf(handler).includes(IdempotencyGuard),
          });
        }
      }
    }
    expect(routes.filter((r) => r.write).length).toBeGreaterThan(70);
    expect(routes.filter((r) => !r.write).length).toBeGreaterThan(30);
    // A write route taking Nest's own @Post would leave the offline outbox's replays applied twice;
    // one whose own sign-in guard ran after it would not know the user, and skip the key.
    expect(routes.filter((r) => r.write && !r.idempotent).map((r) => r.route)).toEqual([]);
    expect(routes.filter((r) => !r.write && r.meets).map((r) => r.route)).toEqual([]);
  });

  it('adds an item once when the same request is sent twice, and answers the stored item again', async () => {
    const key = randomUUID();
    const first = await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: 'Beurre' }).expect(201);
    const again = await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: 'Beurre' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await list(a)).filter((i) => i.name === 'Beurre')).toHaveLength(1);
  });

  it('replays a delete with its 204 instead of a 404', async () => {
    const { body: item } = await t.http().post('/api/shopping-items').set(a.auth).send({ name: 'Miel' }).expect(201);
    const key = randomUUID();
    await t.http().delete(`/api/shopping-items/${item.id}`).set(a.auth).set('Idempotency-Key', key).expect(204);
    await t.http().delete(`/api/shopping-items/${item.id}`).set(a.auth).set('Idempotency-Key', key).expect(204);
    // Without the key the second delete is a new request, and the item is gone.
    await t.http().delete(`/api/shopping-items/${item.id}`).set(a.auth).expect(404);
  });

  it('refuses a key reused for another request, in French, and applies nothing', async () => {
    const key = randomUUID();
    await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: 'Thym' }).expect(201);
    const res = await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: 'Laurier' }).expect(422);
    expect(res.body.message).toBe("Cette clé d'idempotence a déjà servi pour une autre requête");
    expect((await list(a)).some((i) => i.name === 'Laurier')).toBe(false);
  });

  it('frees the key of a refused request, and keeps keys per user', async () => {
    const key = randomUUID();
    await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: '' }).expect(400);
    await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name: '' }).expect(400);
    // Another user's request with the same key is theirs, not a replay of a's.
    const shared = randomUUID();
    await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', shared).send({ name: 'Sucre' }).expect(201);
    const theirs = await t.http().post('/api/shopping-items').set(b.auth).set('Idempotency-Key', shared).send({ name: 'Sucre' }).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((await list(b)).filter((i) => i.name === 'Sucre')).toHaveLength(1);
  });

  it('applies concurrent identical requests once: the key is claimed before the write, the others wait for its answer', async () => {
    const key = randomUUID();
    const name = `Crème ${key}`;
    const send = () => t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', key).send({ name, quantity: '20', unit: 'cl' });
    const answers = await Promise.all(Array.from({ length: 6 }, send));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    // One ran; the five others were answered with its stored result, not a second row.
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    const rows = (await list(a)).filter((i) => i.name === name);
    expect(rows).toHaveLength(1);
    // A top-up counted twice would read 40 cl.
    expect(rows[0]).toMatchObject({ quantity: '20', unit: 'cl' });
  });

  it('answers a delete sent several times at once with the same key 204 each time, not 404', async () => {
    const { body: item } = await t.http().post('/api/shopping-items').set(a.auth).send({ name: `Poivre ${randomUUID()}` }).expect(201);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.http().delete(`/api/shopping-items/${item.id}`).set(a.auth).set('Idempotency-Key', key)),
    );
    expect(answers.map((r) => r.status)).toEqual([204, 204, 204, 204]);
  });

  it('frees the claim of a write that failed, so its retry runs', async () => {
    const key = randomUUID();
    const gone = randomUUID();
    // The item does not exist: refused (404), nothing changed, the key is free again.
    await t.http().patch(`/api/shopping-items/${gone}`).set(a.auth).set('Idempotency-Key', key).send({ quantity: '2' }).expect(404);
    const { body: item } = await t.http().post('/api/shopping-items').set(a.auth).send({ name: `Cumin ${key}` }).expect(201);
    await t.http().post('/api/shopping-items/toggle').set(a.auth).set('Idempotency-Key', key).send({ ids: [item.id], checked: true }).expect(200);
    expect((await list(a)).find((i) => i.id === item.id)?.checked).toBe(true);
  });

  it('refuses a malformed key', async () => {
    const res = await t.http().post('/api/shopping-items').set(a.auth).set('Idempotency-Key', 'x').send({ name: 'Sel' }).expect(400);
    expect(res.body.message).toBe('Requête invalide');
  });
});
