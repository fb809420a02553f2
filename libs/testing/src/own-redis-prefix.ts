import { randomBytes } from 'node:crypto';

// Jest runs this before each API test file: the file gets a Redis prefix of its own under the
// run's (cleaned with it at the end). Its API and its worker then share queues, caches and socket
// rooms with each other only: under one prefix for the whole run, a suite's worker took jobs the
// suite running beside it had queued, and ran them with the other suite's settings.
const run = (process.env.MIJOTE_TEST_RUN_REDIS_PREFIX ??= process.env.REDIS_PREFIX);
if (run?.startsWith('mijote-test-')) process.env.REDIS_PREFIX = `${run}:${randomBytes(4).toString('hex')}`;
