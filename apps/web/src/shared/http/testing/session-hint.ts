import { SESSION_HINT_COOKIE } from '#contracts';

// Test-only: the readable cookie the API sets with the refresh cookie. test/setup.ts sets it before
// each test (a browser that has signed in before); a test of a first visit forgets it.

export function rememberSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
}

export function forgetSessionHint(): void {
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
}
