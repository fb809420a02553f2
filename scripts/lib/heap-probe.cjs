// Preloaded by the benchmarks (`node --expose-gc --require …/heap-probe.cjs`): on SIGWINCH the
// process collects its garbage and writes its memory figures to HEAP_PROBE_FILE, so a benchmark
// reads the heap at rest of a process it started with no code in the product for it. Not SIGUSR2:
// Nest's shutdown hooks stop the app on it. It also notes which packages the process read from
// node_modules (a module hook, CommonJS and ESM alike), so bench:api can tell that none of them is
// also inside the API's bundle: a package loaded twice costs the heap twice.
const { writeFileSync } = require('node:fs');
const { registerHooks } = require('node:module');
const { fileURLToPath } = require('node:url');

const fromDisk = new Set();
const PACKAGE_DIR = /^(.*node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;
registerHooks({
  load(url, context, nextLoad) {
    const dir = url.startsWith('file:') ? PACKAGE_DIR.exec(fileURLToPath(url))?.[1] : undefined;
    if (dir) fromDisk.add(dir);
    return nextLoad(url, context);
  },
});

process.on('SIGWINCH', () => {
  if (typeof global.gc === 'function') global.gc();
  const { heapUsed, rss } = process.memoryUsage();
  writeFileSync(process.env.HEAP_PROBE_FILE, JSON.stringify({ heapUsed, rss, packagesFromDisk: [...fromDisk] }));
});
