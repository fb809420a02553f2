import type { Locator, Page } from 'playwright-core';
import { UI_WAIT_MS } from './env';

/**
 * What a person does and sees, in the app's own French words. playwright-core has no auto-retrying
 * `expect`: tests wait on visible states (locator.waitFor, page.waitForURL) or with `until` below,
 * never with fixed sleeps.
 */

// `exact`: "Nom" must not also match "Prénom", nor "Mot de passe" the confirmation field.
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

export const button = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });

export const heading = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole('heading', typeof name === 'string' ? { name, exact: true } : { name });

/** What may be a link or a button (the sign-in page's mode switch, « Mot de passe oublié ? »): the person only sees the words. */
export const action = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).or(button(page, name)).first();

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });

/** A confirmation before something destructive, where the app makes it an alertdialog. */
export const alertDialog = (page: Page, name: string) => page.getByRole('alertdialog', { name, exact: true });

/** What `settled` reads of the Web Animations API (the tests compile without the DOM's types). */
interface Running {
  effect: { getTiming(): { iterations?: number } } | null;
  finished: Promise<unknown>;
}

/**
 * Resolves once the element's entrance animations are over (the dialog's slide-up, a notice's
 * pop-in), so a position read next is where the user sees it, not where the animation is on a slow
 * machine. Endless animations (a loading shimmer) are not waited for.
 */
export const settled = (locator: Locator) =>
  locator.evaluate((el) =>
    Promise.all(
      (el as unknown as { getAnimations(options: { subtree: boolean }): Running[] })
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

/** An element's box on the screen, as Playwright's boundingBox gives it. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area (touching edges do not). */
export const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box once its animations are over (settled): where it rests, not where it slides. */
export async function boxOnceStill(locator: Locator): Promise<Box> {
  await settled(locator);
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
}

/** What `showsWholeChoice` reads of a select (the tests compile without the DOM's types). */
interface SelectElement {
  selectedIndex: number;
  options: { text: string }[];
  parentElement: { appendChild(node: SelectElement): void };
  style: Record<string, string>;
  innerHTML: string;
  cloneNode(deep: boolean): SelectElement;
  getBoundingClientRect(): { width: number };
  remove(): void;
}

/**
 * What a select needs to show its chosen option whole (the same select holding that option alone,
 * at its natural width: same font, padding and arrow), beside the width it has.
 */
export const showsWholeChoice = (select: Locator) =>
  select.evaluate((el) => {
    const original = el as unknown as SelectElement;
    const label = original.options[original.selectedIndex].text;
    const alone = original.cloneNode(false);
    alone.innerHTML = `<option>${label}</option>`;
    Object.assign(alone.style, { position: 'absolute', visibility: 'hidden', width: 'max-content', minWidth: '0', maxWidth: 'none', flex: 'none' });
    original.parentElement.appendChild(alone);
    const needed = Math.ceil(alone.getBoundingClientRect().width);
    alone.remove();
    return { label, width: Math.round(original.getBoundingClientRect().width), needed };
  });

/** Resolves when the address bar shows `pathname` (query and hash aside). */
export const onPath = (page: Page, pathname: string, timeout?: number) =>
  page.waitForURL((url) => url.pathname === pathname, timeout ? { timeout } : undefined);

/** Polls `check` until it holds; fails with `what` and the last value seen. */
export async function until<T>(what: string, read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = UI_WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T;
  for (;;) {
    last = await read();
    if (check(last)) return last;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting until ${what} (last seen: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until an attribute of the element reads `expected`. */
export const untilAttribute = (locator: Locator, name: string, expected: string, timeoutMs?: number) =>
  until(`${locator} has ${name}="${expected}"`, () => locator.getAttribute(name), (v) => v === expected, timeoutMs);

export const untilChecked = (locator: Locator, checked = true, timeoutMs?: number) =>
  until(`${locator} is ${checked ? 'checked' : 'unchecked'}`, () => locator.isChecked(), (v) => v === checked, timeoutMs);

export const untilValue = (locator: Locator, expected: string, timeoutMs?: number) =>
  until(`${locator} has the value "${expected}"`, () => locator.inputValue(), (v) => v === expected, timeoutMs);

/** The sign-in form, filled and sent as a person does; what follows (an error, another page) is the caller's to await. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await field(page, 'Email').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await button(page, 'Se connecter').click();
}

/**
 * The sign-up form, as a person fills it (from the sign-in page's « Créer un compte », a link or a
 * button); resolves on the page that asks to confirm the address from the e-mail.
 */
export async function signUpThroughUi(page: Page, account: { firstName: string; lastName: string; email: string; password: string }): Promise<void> {
  // Where a newcomer starts: the landing's « Commencer » opens the sign-up form.
  await page.goto('/');
  await page.getByRole('link', { name: 'Commencer', exact: true }).filter({ visible: true }).first().click();
  await heading(page, 'Créer un compte').waitFor();
  await field(page, 'Prénom').fill(account.firstName);
  await field(page, 'Nom').fill(account.lastName);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Mot de passe').fill(account.password);
  await button(page, 'Créer mon compte').click();
  await onPath(page, '/auth/email-confirmation');
  await heading(page, 'Vérifiez votre email').waitFor();
}

/**
 * Signs in through the form. Resolves once the app has left /auth (for the page the API's `next`
 * names: questionnaire, subscription or dashboard).
 */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/**
 * Marks the document, so `assertNoReload` can tell that what followed happened in this very page
 * (live updates), not after a reload or a full navigation.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

export async function assertNoReload(page: Page): Promise<void> {
  const kept = await page.evaluate(() => (globalThis as unknown as { __e2eMark?: boolean }).__e2eMark === true);
  if (!kept) throw new Error('The page was reloaded (or fully navigated) although the change should have arrived live');
}

const ZURICH = 'Europe/Zurich';

/** Today in the browser's time zone (the contexts run in Europe/Zurich), as 'YYYY-MM-DD'. */
export function todayInZurich(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZURICH, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * 'Lundi 23 novembre 2026' and '1er' for the first of the month: how the planning names a day,
 * written here independently of the app's date-fns code.
 */
export function frenchLongDate(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', ...options }).format(date);
  const day = date.getUTCDate();
  const weekday = part({ weekday: 'long' });
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${day === 1 ? '1er' : day} ${part({ month: 'long' })} ${date.getUTCFullYear()}`;
}

/** '12 juin 2026' / '1er juin 2026' for an instant, as seen in Zurich. */
export function frenchDayMonthYear(iso: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { timeZone: ZURICH, day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = Number(get('day'));
  return `${day === 1 ? '1er' : day} ${get('month')} ${get('year')}`;
}
