import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// React Router reads TextEncoder at load time and jsdom does not provide it.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Lazy pages and queries take longer on a busy 2-core CI machine than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });
