// What production runs, relative to the repository: the API as one minified bundle
// (scripts/bundle-api.mjs, issue 14), the worker as tsc compiled it. `npm start`, the benchmarks and
// the browser tests start these, so they measure and test the artefact the Dockerfile ships.
export const API_ENTRY = 'dist/apps/api/bundle/main.js';
/** The bundle itself, which API_ENTRY loads once Node's compile cache is on (scripts/bundle-api.mjs). */
export const API_BUNDLE = 'dist/apps/api/bundle/api.js';
export const WORKER_ENTRY = 'dist/apps/worker/src/main.js';
/** The packages inside the API's bundle, which it writes beside it. */
export const BUNDLED_PACKAGES = 'dist/apps/api/bundle/packages.json';
