import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, relative, resolve } from 'node:path';

// The API runs as one minified bundle (scripts/bundle-api.mjs): its stack traces point at
// « api.js:1:48213 ». `node --enable-source-maps` would make them readable, but Node then parses the
// bundle's source map at start and keeps it: about 18 MiB more heap at rest (issue 14). Instead, the
// few stacks we log (an unexpected 500) are mapped here, when logged: the map is read at the first
// one and kept for the next. Frames of a file without a map beside it stay as they are.

const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      const path = `${file}.map`;
      if (existsSync(path)) map = new SourceMap(JSON.parse(readFileSync(path, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return maps.get(file)!;
}

// « at fn (/app/dist/apps/api/bundle/api.js:1:48213) » or « at /app/…/api.js:1:48213 ».
const FRAME = /(\(|at )((?:file:\/\/)?\/[^\s():]+\.js):(\d+):(\d+)(\)?)$/;

/** `stack` with each frame of a mapped file pointing at the TypeScript line it was built from. */
export function readableStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => {
      const frame = FRAME.exec(line);
      if (!frame) return line;
      const [whole, before, url, row, column, after] = frame as unknown as [string, string, string, string, string, string];
      const file = url.replace(/^file:\/\//, '');
      const entry = mapOf(file)?.findEntry(Number(row) - 1, Number(column) - 1);
      if (!entry || !('originalSource' in entry) || !entry.originalSource) return line;
      // The map names sources relative to itself (../../../../apps/api/src/…): say them from the
      // project's root (above dist/) when there is one.
      const source = resolve(dirname(file), entry.originalSource.replace(/^file:\/\//, ''));
      const root = file.lastIndexOf('/dist/');
      const shown = root >= 0 ? relative(file.slice(0, root), source) : source;
      return line.slice(0, line.length - whole.length) + `${before}${shown}:${entry.originalLine + 1}:${entry.originalColumn + 1}${after}`;
    })
    .join('\n');
}
