/** The built app under test (set by global-setup.ts). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through Jest (npm test, or npx jest --selectProjects e2e).');
  return url;
}

/** What production runs, relative to the repository (scripts/lib/server-entries.mjs, read by global-setup.ts). */
export function serverEntriesOfRun(): { api: string; worker: string } {
  const entries = process.env.E2E_SERVER_ENTRIES;
  if (!entries) throw new Error('E2E_SERVER_ENTRIES is not set: run the browser tests through Jest (npm test, or npx jest --selectProjects e2e).');
  return JSON.parse(entries) as { api: string; worker: string };
}

export const LOG_DIR_RELATIVE = 'test-results/e2e';
