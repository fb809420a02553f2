// One runner for the whole suite: API and library tests against the real Postgres and Redis,
// web component tests in jsdom, and browser tests in Chromium (run last by scripts/test.mjs).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// NestJS 12 and the Mistral SDK ship ES modules only; Jest on Node 20 loads CommonJS, so SWC
// compiles those packages too (cached after the first run).
const esmJs = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];
const esmPackages = '/node_modules/(?!(@nestjs|@mistralai)/)';

const serverAliases = {
  '^#config$': '<rootDir>/libs/config/src/index.ts',
  '^#database$': '<rootDir>/libs/database/src/index.ts',
  '^#queue$': '<rootDir>/libs/queue/src/index.ts',
  '^#contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^#redis$': '<rootDir>/libs/redis/src/index.ts',
  '^#realtime$': '<rootDir>/libs/realtime/src/index.ts',
  '^#ingredients$': '<rootDir>/libs/ingredients/src/index.ts',
  '^#ai$': '<rootDir>/libs/ai/src/index.ts',
  '^#ai/core$': '<rootDir>/libs/ai/src/core.ts',
  '^#ai/food-table$': '<rootDir>/libs/ai/src/food-table.ts',
  '^#ai/testing$': '<rootDir>/libs/ai/src/testing/index.ts',
  '^#metrics$': '<rootDir>/libs/metrics/src/index.ts',
  '^#testing$': '<rootDir>/libs/testing/src/index.ts',
  '^#domain/(.*)$': '<rootDir>/libs/domain/$1/index.ts',
};

// Room for a busy 2-core CI machine; a hung test still fails. 20 s was too short on a machine
// that froze up to 0.7 s at a time (29 Nov 2026): a week's planning hook took longer there.
const TEST_TIMEOUT_MS = 90_000;

// Two workers at the least: Jest's default (one fewer than the cores) runs a 2-core machine's
// suite in band, one core idle while a test waits on Postgres, Redis or the worker it started.
// With two, api+web took 759 s instead of 1,137 s on the CI machine of 30 Nov 2026 (same results);
// the browser tests still run in band (scripts/test.mjs).
const WORKERS = Math.max(2, require('node:os').availableParallelism() - 1);

/** @type {import('jest').Config} */
module.exports = {
  maxWorkers: WORKERS,
  // Jest reads testTimeout from the top level only (the projects' own were ignored: 5 s applied).
  testTimeout: TEST_TIMEOUT_MS,
  projects: [
    {
      displayName: 'api',
      testEnvironment: 'node',
      testTimeout: TEST_TIMEOUT_MS,
      transform: { '^.+\\.tsx?$': swc, '^.+\\.m?js$': esmJs },
      transformIgnorePatterns: [esmPackages],
      moduleNameMapper: serverAliases,
      testMatch: ['<rootDir>/apps/api/**/*.spec.ts', '<rootDir>/apps/worker/**/*.spec.ts', '<rootDir>/libs/**/*.spec.ts', '<rootDir>/test/api/**/*.spec.ts'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
      setupFiles: ['reflect-metadata', '<rootDir>/libs/testing/src/own-redis-prefix.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      testTimeout: TEST_TIMEOUT_MS,
      transform: { '^.+\\.tsx?$': swc },
      moduleNameMapper: {
        '^#contracts$': '<rootDir>/libs/contracts/src/index.ts',
        '^#ingredients$': '<rootDir>/libs/ingredients/src/index.ts',
        '\\.(css|svg|png|jpg|webp)$': '<rootDir>/apps/web/test/file-stub.js',
      },
      testMatch: ['<rootDir>/apps/web/src/**/*.test.ts', '<rootDir>/apps/web/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/apps/web/test/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform: { '^.+\\.tsx?$': swc, '^.+\\.m?js$': esmJs },
      transformIgnorePatterns: [esmPackages],
      moduleNameMapper: serverAliases,
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
    },
  ],
};
