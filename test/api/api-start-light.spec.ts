import { loadConfig } from '#config';
import { createApp } from '../../apps/api/src/bootstrap';

// The API queues the chef's work (generations, week plans, chat replies) for the worker. Started,
// it has loaded what it uses of libs/ai (#ai/core) and not the providers, prompts and offline chef
// (#ai) nor the food table (#ai/food-table, loaded at the first week's list): issue 14's heap at rest.
jest.mock('#ai', () => {
  throw new Error('the API loaded the whole of libs/ai (#ai) at start: what it uses comes from #ai/core, the rest at first use');
});
jest.mock('#ai/food-table', () => {
  throw new Error('the API loaded the food table (#ai/food-table) at start: it is loaded at the first week list');
});

// Its own file: one API app per test process (passport keeps one global 'jwt' strategy).
it('starts without the model providers, the offline chef or its food table', async () => {
  const app = await createApp(loadConfig(), { logger: false });
  await app.init();
  await app.close();
});
