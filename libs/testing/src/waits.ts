// How long a test waits for what the worker does asynchronously (a socket event, a polled row, an
// e-mail), with room for a slow machine: one froze up to 0.7 s at a time on 29 Nov 2026 and took
// more than 15 s for a chat answer. A wait ends as soon as its condition holds, so a quick machine
// runs as fast; it stays under Jest's TEST_TIMEOUT_MS (jest.config.js) so a hung wait names itself.
/** The worker's asynchronous work: `eventually`, `waitForEmail`, a socket's `next` event. */
export const WORKER_WAIT_MS = 45_000;
