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

// How long the browser tests wait, with room for a slow machine (one froze up to 0.7 s at a time on
// 29 Nov 2026). A wait ends as soon as its condition holds: a quick machine runs as fast.
/** A browser step: a click, a locator that must appear (Playwright's default timeout, `until`). */
export const UI_WAIT_MS = 30_000;
/** What the worker or the mail does asynchronously (`eventually`, `waitForEmail`): the API tests' wait. */
export { WORKER_WAIT_MS } from '../../../libs/testing/src/waits';
