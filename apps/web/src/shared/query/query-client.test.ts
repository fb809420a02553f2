import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '../http';
import { createQueryClient, shouldRetryQuery } from './query-client';

it('retries once after a network or server failure, never after a 4xx', () => {
  expect(shouldRetryQuery(0, new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
  expect(shouldRetryQuery(0, new ApiError(500, 'INTERNAL', 'x'))).toBe(true);
  expect(shouldRetryQuery(1, new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
  expect(shouldRetryQuery(0, new ApiError(403, 'SUBSCRIPTION_REQUIRED', 'x'))).toBe(false);
  expect(shouldRetryQuery(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
});

it('reports every failed query and mutation to onError', async () => {
  const onError = jest.fn();
  const client = createQueryClient({ onError });
  const refused = new ApiError(403, 'PREFERENCES_REQUIRED', 'x');

  await client.fetchQuery({ queryKey: ['q'], queryFn: () => Promise.reject(refused) }).catch(() => undefined);
  await client.getMutationCache().build(client, { mutationFn: () => Promise.reject(refused) }).execute(undefined).catch(() => undefined);

  expect(onError).toHaveBeenCalledTimes(2);
  expect(onError).toHaveBeenCalledWith(refused);
  expect(client.getDefaultOptions().queries?.staleTime).toBe(30_000);
  client.clear();
});

it('runs a mutation while offline, so the user reads why it failed instead of a spinner that never ends', async () => {
  const client = createQueryClient();
  const offline = new ApiError(0, 'OFFLINE', 'Vous êtes hors ligne');
  const mutationFn = jest.fn(() => Promise.reject(offline));
  onlineManager.setOnline(false);
  try {
    const run = client.getMutationCache().build(client, { mutationFn }).execute(undefined);
    await expect(run).rejects.toBe(offline);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  } finally {
    onlineManager.setOnline(true);
    client.clear();
  }
});
