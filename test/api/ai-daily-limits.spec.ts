import { RECIPE_MESSAGES } from '#contracts';
import { subscribedUser, useTestStack } from '#testing';

// Its own file: one API app per test process (passport keeps one global 'jwt' strategy).
describe('daily limits on model calls', () => {
  const t = useTestStack({
    env: { AI_DAILY_RECIPE_LIMIT: '2', AI_DAILY_CHAT_LIMIT: '1', REDIS_PREFIX: `${process.env.REDIS_PREFIX}:limits` },
  });

  it('stops recipe generations at the daily limit with a French message', async () => {
    const u = await subscribedUser(t);
    for (let i = 0; i < 2; i++) await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'apéro', mode: 'preferences' }).expect(202);
    const res = await t.http().post('/api/recipes/generate').set(u.auth).send({ dishType: 'apéro', mode: 'preferences' }).expect(429);
    expect(res.body).toMatchObject({ code: 'DAILY_LIMIT', message: RECIPE_MESSAGES.dailyRecipeLimit });
    // Another user has their own allowance.
    const other = await subscribedUser(t);
    await t.http().post('/api/recipes/generate').set(other.auth).send({ dishType: 'apéro', mode: 'preferences' }).expect(202);
  });

  it('counts a planned week and each swap as one generation', async () => {
    const u = await subscribedUser(t);
    const today = new Date();
    const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 7 - ((today.getUTCDay() + 6) % 7)));
    const weekStart = monday.toISOString().slice(0, 10);
    const planned = await t.http().post('/api/meal-plans').set(u.auth).send({ weekStart, slots: [{ date: weekStart, meal: 'dinner', effort: 'long' }] }).expect(202);
    for (let i = 0; i < 200 && (await t.http().get(`/api/meal-plans/jobs/${planned.body.jobId}`).set(u.auth)).body.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const slot = { date: weekStart, meal: 'dinner' };
    await t.http().post(`/api/meal-plans/${planned.body.planId}/swap`).set(u.auth).send(slot).expect(202);
    const res = await t.http().post(`/api/meal-plans/${planned.body.planId}/swap`).set(u.auth).send(slot).expect(429);
    expect(res.body).toMatchObject({ code: 'DAILY_LIMIT', message: RECIPE_MESSAGES.dailyRecipeLimit });
    await t.http().post('/api/meal-plans').set(u.auth).send({ weekStart, slots: [{ date: weekStart, meal: 'dinner', effort: 'long' }] }).expect(429);
  });

  it('stops chat messages at the daily limit and stores nothing', async () => {
    const u = await subscribedUser(t);
    await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Bonjour' }).expect(202);
    // Wait for the reply so the second message is not refused as pending.
    for (let i = 0; i < 100 && (await t.http().get('/api/chat/messages').set(u.auth)).body.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const res = await t.http().post('/api/chat/messages').set(u.auth).send({ content: 'Encore une question' }).expect(429);
    expect(res.body.message).toBe(RECIPE_MESSAGES.dailyChatLimit);
    const history = (await t.http().get('/api/chat/messages').set(u.auth)).body;
    expect(history.map((m: { content: string }) => m.content)).not.toContain('Encore une question');
  });
});
