#!/usr/bin/env node
// Bundles the compiled API (dist/apps/api/src/main.js, from tsc) into one minified file,
// dist/apps/api/bundle/api.js, with its source map beside it, started by dist/apps/api/bundle/main.js
// (LAUNCHER below) (issue 14). Why: V8 keeps the
// source of every loaded module for lazy compilation; the API loads ~13 MiB of CommonJS and ESM
// sources from node_modules, which minified and tree-shaken in one file take a fraction of that
// heap. The bundle sits at the same depth as dist/apps/api/src/, so every `__dirname`-relative
// path in the API (the web app in dist/web) resolves the same from either.
//
// Every package is either in the bundle or loaded from node_modules, never both: two copies would
// cost the heap twice and break identity checks (Nest's DI tokens, instanceof). So what stays
// outside (EXTERNAL) is only native code, assets read by path, and SDKs loaded on first use whose
// dependencies nothing in the bundle shares; and the few `createRequire(import.meta.url)` calls in
// Nest's ESM packages, which bundlers cannot follow, are turned into plain requires they can.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_BUNDLE, API_ENTRY, BUNDLED_PACKAGES } from './lib/server-entries.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const EXTERNAL = [
  // Native code, and the optional native helpers of pg and msgpackr.
  /\.node$/,
  /^@node-rs\//,
  /^sharp(\/|$)/,
  'pg-native',
  /^msgpackr-extract(\/|$)/,
  // TypeORM loads its driver with a runtime require(name), which no bundler sees (BullMQ's unused
  // Postgres backend too): outside, so there is one pg, the one in node_modules.
  /^pg(\/|$)/,
  // Assets served from their package's folder (the API description's page).
  /^swagger-ui-dist(\/|$)/,
  // SDKs and data loaded on first use only: the chef, billing, recipe import, mail, phone numbers.
  // class-validator's phone check also requires libphonenumber-js (on first use, DEFERRED_REQUIRES): outside, the two share it.
  /^stripe(\/|$)/,
  /^openai(\/|$)/,
  /^@mistralai\//,
  /^cheerio(\/|$)/,
  /^nodemailer(\/|$)/,
  /^libphonenumber-js(\/|$)/,
  // prom-client's exemplars (deferred, DEFERRED_REQUIRES) and the Mistral SDK when the chef first
  // runs: outside, the two share one.
  /^@opentelemetry\//,
  // Optional packages Nest tries that are not installed.
  /^@nestjs\/microservices(\/|$)/,
  /^@fastify\//,
];

/** `const require = createRequire(import.meta.url)` in an ESM package → the module's own require, which the bundler follows. */
const followCreateRequire = {
  name: 'follow-create-require',
  transform: {
    filter: { id: /node_modules[\\/]@nestjs[\\/]/, code: /createRequire\(import\.meta\.url\)/ },
    handler(code) {
      return { code: code.replace(/^const (\w+) = createRequire\(import\.meta\.url\);$/m, (_, name) => (name === 'require' ? '' : `const ${name} = require;`)), map: null };
    },
  },
};

/**
 * Requires a library runs when it loads but needs only on a path the API seldom takes, deferred to
 * that first use: the start-up and the heap at rest are spared a package the API may never read.
 * Each binding is only ever read as `binding.name`, which the stand-in forwards.
 */
const DEFERRED_REQUIRES = [
  // Phone-number checks: class-validator loads libphonenumber-js's full metadata (megabytes) with
  // its index; only a phone number given at sign-up or in the settings needs it (as our own
  // apps/api/src/auth/phone.ts, which loads it on first use).
  { file: /class-validator[\\/]cjs[\\/]decorator[\\/]string[\\/]IsPhoneNumber\.js$/, binding: 'max_1', module: 'libphonenumber-js/max' },
  // prom-client reads OpenTelemetry's active span only for exemplars, which /metrics does not turn on.
  { file: /prom-client[\\/]lib[\\/]metrics[\\/]processCpuTotal\.js$/, binding: 'OtelApi', module: '@opentelemetry/api' },
];

const deferRequires = {
  name: 'defer-requires',
  transform: {
    filter: { id: new RegExp(DEFERRED_REQUIRES.map((d) => d.file.source).join('|')) },
    handler(code, id) {
      const deferred = DEFERRED_REQUIRES.find((d) => d.file.test(id));
      const eager = new RegExp(`const ${deferred.binding} = require\\((['"])${deferred.module}\\1\\);`);
      if (!eager.test(code)) throw new Error(`${id} no longer requires ${deferred.module} as scripts/bundle-api.mjs expects: update DEFERRED_REQUIRES`);
      const lazy = `let ${deferred.binding}$loaded; const ${deferred.binding} = new Proxy({}, { get: (_, name) => (${deferred.binding}$loaded ??= require(${JSON.stringify(deferred.module)}))[name] });`;
      return { code: code.replace(eager, lazy), map: null };
    },
  },
};

/** Our compiled files come with tsc's source maps: chained, the bundle's map points at the TypeScript. */
const tscSourceMaps = {
  name: 'tsc-source-maps',
  load: {
    filter: { id: /[\\/]dist[\\/](apps|libs)[\\/].*\.js$/ },
    handler(id) {
      const map = `${id}.map`;
      if (!existsSync(map)) return null;
      return { code: readFileSync(id, 'utf8').replace(/\n\/\/# sourceMappingURL=.*$/, ''), map: readFileSync(map, 'utf8') };
    },
  },
};

/**
 * Libraries' lines left out of the source map: Node reads a map whole when it loads the bundle
 * with --enable-source-maps (the Dockerfile's command), and with every library's mappings the heap
 * at rest was 156 MiB instead of 66. Library frames keep their names (keepNames) and a position in
 * the bundle.
 */
const ourLinesOnly = {
  name: 'our-lines-only',
  load: {
    filter: { id: /[\\/]node_modules[\\/].*\.[cm]?js$/ },
    handler(id) {
      return { code: readFileSync(id, 'utf8'), map: { mappings: '' } };
    },
  },
};

/** node_modules/<name> (or a nested copy's path) of every package with a module in the bundle. */
function bundledPackages(output) {
  const dirs = new Set();
  for (const id of Object.keys(output.output[0].modules)) {
    const dir = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'))?.[1];
    if (dir) dirs.add(relative(ROOT, dir).replaceAll('\\', '/'));
  }
  return [...dirs].sort();
}

// What production starts (API_ENTRY): it turns Node's compile cache on, then loads the bundle. V8
// then keeps the bundle's compiled code on disk (os.tmpdir()/node-compile-cache, or NODE_COMPILE_CACHE)
// and the next start reads it instead of parsing and compiling megabytes of JavaScript again: about a
// fifth of the start-up (bench:api). The cache is checked against the file's content and Node's
// version, so a new build or a new Node is compiled afresh. The file that turns it on cannot be cached
// itself, hence this small one in front.
const LAUNCHER = `'use strict';
// Written by scripts/bundle-api.mjs: Node's compile cache on, then the API's bundle.
require('node:module').enableCompileCache?.();
require('./${API_BUNDLE.split('/').pop()}');
`;

export async function bundleApi() {
  // Imported here, not at the top: the build's tool only, not a dependency of what it builds.
  const { build } = await import('rolldown');
  const output = await build({
    cwd: ROOT,
    input: join(ROOT, 'dist/apps/api/src/main.js'),
    platform: 'node',
    external: EXTERNAL,
    plugins: [followCreateRequire, deferRequires, tscSourceMaps, ourLinesOnly],
    logLevel: 'warn',
    onLog(level, log, handle) {
      // Bull Board finds its UI with eval('require.resolve(...)'), on purpose; from the bundle it
      // still resolves in node_modules.
      if (log.code === 'EVAL' && log.id?.includes('@bull-board')) return;
      handle(level, log);
    },
    output: {
      file: join(ROOT, API_BUNDLE),
      format: 'cjs',
      codeSplitting: false,
      minify: true,
      // Nest names providers, controllers and log contexts after their classes.
      keepNames: true,
      // For stack traces (node --enable-source-maps, or read afterwards): lines and names, not a
      // second copy of every source, which the repository and node_modules already have.
      sourcemap: true,
      sourcemapExcludeSources: true,
    },
  });
  // Beside the bundle, for bench:api's check that nothing in it is loaded from node_modules too.
  writeFileSync(join(ROOT, BUNDLED_PACKAGES), `${JSON.stringify(bundledPackages(output), null, 1)}\n`);
  writeFileSync(join(ROOT, API_ENTRY), LAUNCHER);
  return output;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await bundleApi();
  console.log(`Bundled the API into ${API_BUNDLE}, started by ${API_ENTRY} (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}
