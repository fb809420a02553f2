// Types for the e2e harness (TypeScript) importing pwa-checks.mjs.
import type { Browser } from 'playwright-core';

export interface PwaCheck {
  name: string;
  ok: boolean;
  detail: string;
}
export interface ManifestIcon {
  src: string;
  url: string;
  status: number;
  declared: string;
  purposes: string[];
  type?: string;
  actual: string | null;
}
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null;
export function manifestIcons(manifest: { icons?: { src: string; sizes: string; type?: string; purpose?: string }[] }, manifestUrl: string): Promise<ManifestIcon[]>;
export function pwaChecks(browser: Browser, baseUrl: string, options?: { installPath?: string; timeoutMs?: number }): Promise<PwaCheck[]>;
export function serveWebDist(dir: string, host?: string): Promise<{ url: string; close: () => Promise<void> }>;
