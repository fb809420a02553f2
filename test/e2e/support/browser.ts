import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { baseUrl, FLOW_TIMEOUT_MS, LOG_DIR_RELATIVE, UI_WAIT_MS } from './env';
import { ROOT } from './scripts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium from the system (no browser download), quiet and sandbox-free for CI containers. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * The file's Chromium: launched before its first test and closed after its last; each test opens
 * its own isolated context with `withPage`. Call it once at the top of a test file; the getter it
 * returns hands the browser to a test. Browser steps wait for the UI (up to UI_WAIT_MS each), so the
 * file's tests get `testTimeout` instead of Jest's default 5 s.
 */
export function useBrowser({ testTimeout = FLOW_TIMEOUT_MS }: { testTimeout?: number } = {}): () => Browser {
  jest.setTimeout(testTimeout);
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: ask for it from a test, not while the file loads');
    return browser;
  };
}

/** A phone in portrait (iPhone 12–15 class): the dashboard's tab bar and bottom-sheet dialogs. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/**
 * A fresh, isolated visitor (no cookies, no storage) on the app under test, in French Switzerland;
 * `options` adds to that (e.g. PHONE).
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-CH', timezoneId: 'Europe/Zurich', ...options });
  context.setDefaultTimeout(UI_WAIT_MS);
  context.setDefaultNavigationTimeout(2 * UI_WAIT_MS);
  return context;
}

/**
 * Runs `fn` with a page in its own context. On failure, saves a screenshot and adds the page's
 * URL and browser console errors to the error, so a red test says what the user would have seen.
 */
export async function withPage(
  browser: Browser,
  name: string,
  fn: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const context = await newContext(browser, options);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  try {
    await fn(page);
  } catch (err) {
    const dir = join(ROOT, LOG_DIR_RELATIVE, 'screenshots');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    const extra = ['', `page: ${page.url()}`, `screenshot: ${file}`, ...consoleErrors.slice(0, 5).map((e) => `console: ${e}`)].join('\n');
    if (err instanceof Error) {
      // Jest prints the stack, which was written when the error was made: add to both.
      err.message += extra;
      const at = err.stack?.indexOf('\n    at ') ?? -1;
      if (err.stack) err.stack = at >= 0 ? err.stack.slice(0, at) + extra + err.stack.slice(at) : err.stack + extra;
    }
    throw err;
  } finally {
    await context.close();
  }
}
