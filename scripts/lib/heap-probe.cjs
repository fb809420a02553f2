// Preloaded by the benchmarks (`node --expose-gc --require …/heap-probe.cjs`): on SIGWINCH the
// process collects its garbage and writes its memory figures to HEAP_PROBE_FILE, so a benchmark
// reads the heap at rest of a process it started with no code in the product for it. Not SIGUSR2:
// Nest's shutdown hooks stop the app on it.
const { writeFileSync } = require('node:fs');

process.on('SIGWINCH', () => {
  if (typeof global.gc === 'function') global.gc();
  const { heapUsed, rss } = process.memoryUsage();
  writeFileSync(process.env.HEAP_PROBE_FILE, JSON.stringify({ heapUsed, rss }));
});
