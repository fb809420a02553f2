import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { rememberSessionHint } from '../src/shared/http/testing/session-hint';
// React Router reads TextEncoder at load time and jsdom does not provide it.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Lazy pages and queries take longer on a busy 2-core CI machine than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// Most tests play a browser that has signed in before: it holds the session hint cookie the API
// sets with the refresh cookie, so the app asks for a refresh on start (each test stubs the
// answer). Tests of a first visit clear it.
beforeEach(() => {
  rememberSessionHint();
});
