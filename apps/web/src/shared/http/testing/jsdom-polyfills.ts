// Test-only: React Router reads TextEncoder at load time and jsdom does not provide it. Import this
// before react-router in a test file (apps/web/test/setup.ts would be the shared home for it).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
