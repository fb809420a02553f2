// Types for the e2e harness (TypeScript) importing server-entries.mjs.
export const API_ENTRY: string;
export const API_BUNDLE: string;
export const WORKER_ENTRY: string;
export const BUNDLED_PACKAGES: string;
