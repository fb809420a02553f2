/** The built app under test (set by global-setup.ts). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through Jest (npm test, or npx jest --selectProjects e2e).');
  return url;
}

export const LOG_DIR_RELATIVE = 'test-results/e2e';
